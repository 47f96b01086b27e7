import { useId, type ReactNode } from "react";
import { card, cx } from "~/components/ui/styles";

/**
 * A card of an admin page that its heading names (a landmark a screen reader lists by that name): the heading, an
 * optional line under it, then its content.
 */
export function Panel({
  title,
  description,
  as: Tag = "section",
  className,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  as?: "section" | "aside";
  /** Padding and placement; the card's own look is given. */
  className?: string;
  children: ReactNode;
}) {
  const headingId = `${useId()}-heading`;
  return (
    <Tag aria-labelledby={headingId} className={cx(card, className ?? "p-4 sm:p-6")}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{description}</p> : null}
      {children}
    </Tag>
  );
}
