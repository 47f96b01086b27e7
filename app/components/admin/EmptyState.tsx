import type { ComponentType, SVGProps } from "react";
import { SparkIcon } from "./icons";
import { card, cx } from "~/components/ui/styles";

/** A tidy "not here yet / nothing yet" panel: what the page will do, said plainly. */
export function EmptyState({
  title,
  children,
  icon: Icon = SparkIcon,
  plannedFeatures,
}: {
  title: string;
  children: React.ReactNode;
  icon?: ComponentType<SVGProps<SVGSVGElement>>;
  plannedFeatures?: string[];
}) {
  return (
    <section className={cx(card, "px-6 py-12 text-center sm:px-10")}>
      <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-600 dark:bg-brand-900 dark:text-accent-400">
        <Icon className="size-7" />
      </div>
      <h2 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
      <div className="mx-auto mt-2 max-w-xl text-sm text-slate-600 dark:text-slate-300">{children}</div>
      {plannedFeatures?.length ? (
        <ul className="mx-auto mt-6 grid max-w-xl gap-2 text-left text-sm text-slate-700 sm:grid-cols-2 dark:text-slate-300">
          {plannedFeatures.map((feature) => (
            <li key={feature} className="flex items-start gap-2 rounded-lg bg-slate-50 px-3 py-2 dark:bg-slate-800/60">
              <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-accent-500" />
              {feature}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
