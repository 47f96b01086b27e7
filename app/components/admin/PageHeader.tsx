import { Link } from "@remix-run/react";
import type { ComponentType } from "react";
import { buttonClass } from "~/components/ui/button";
import { cx, focusRing } from "~/components/ui/styles";

/** A button-styled link beside the title: to the related list, or to create a record. */
interface HeaderLink {
  to: string;
  label: string;
  icon?: ComponentType<{ className?: string }>;
  variant?: "primary" | "secondary";
}

export function PageHeader({
  title,
  description,
  back,
  link,
  actions,
}: {
  title: string;
  description?: string;
  back?: { to: string; label: string };
  link?: HeaderLink;
  actions?: React.ReactNode;
}) {
  const aside = link ? <HeaderLinkButton {...link} /> : actions;
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4 border-b border-slate-200 pb-5 dark:border-slate-800">
      <div className="min-w-0">
        {back ? (
          <Link
            to={back.to}
            className={cx(
              "mb-2 inline-block rounded text-sm font-medium text-brand-600 hover:underline dark:text-accent-400",
              focusRing,
            )}
          >
            ← {back.label}
          </Link>
        ) : null}
        <h1 className="text-2xl font-bold tracking-tight text-brand-800 sm:text-3xl dark:text-white">{title}</h1>
        {description ? <p className="mt-1.5 max-w-3xl text-sm text-slate-600 dark:text-slate-300">{description}</p> : null}
      </div>
      {aside ? <div className="flex shrink-0 items-center gap-2">{aside}</div> : null}
    </div>
  );
}

function HeaderLinkButton({ to, label, icon: LinkIcon, variant = "secondary" }: HeaderLink) {
  return (
    <Link to={to} className={buttonClass({ surface: "admin", variant })}>
      {LinkIcon ? <LinkIcon className="size-4" /> : null}
      {label}
    </Link>
  );
}
