import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { cx, focusRing } from "~/components/ui/styles";
import { useListHref } from "./filter-bar";

const pageLink = cx(
  "inline-flex min-h-10 items-center rounded-lg border border-slate-300 bg-white px-3.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800",
  focusRing,
);
const noPage =
  "inline-flex min-h-10 items-center rounded-lg border border-slate-200 px-3.5 text-sm font-semibold text-slate-400 dark:border-slate-800 dark:text-slate-500";

/**
 * Previous and Next of a paged admin list, keeping the rest of its query (search, filters, tab); nothing when the
 * list has one page. `summary` (by default "Page 2 of 5") stands between them.
 */
export function Pager({
  page,
  pageCount,
  label = "Pages",
  summary,
}: {
  page: number;
  pageCount: number;
  /** The navigation's name ("Report pages"). */
  label?: string;
  summary?: ReactNode;
}) {
  const hrefWith = useListHref();
  if (pageCount <= 1) return null;
  const step = (to: number, name: string) =>
    to >= 1 && to <= pageCount ? (
      <Link to={hrefWith({ page: to === 1 ? null : String(to) })} preventScrollReset className={pageLink}>
        {name}
      </Link>
    ) : (
      <span className={noPage} aria-disabled="true">
        {name}
      </span>
    );
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3">
      {step(page - 1, "Previous")}
      <p className="text-center text-sm text-slate-600 dark:text-slate-300">
        {summary ?? (
          <>
            Page {page} of {pageCount}
          </>
        )}
      </p>
      {step(page + 1, "Next")}
    </nav>
  );
}
