import { cx } from "../ui";

type QuoteKind = "sub_contract" | "supply";
type QuoteStatus = "new" | "read" | "archived";

export const QUOTE_KIND_LABELS: Record<QuoteKind, string> = { sub_contract: "Sub contract", supply: "Supply" };
/** In the order an admin moves a request through them. */
export const QUOTE_STATUS_ORDER: readonly QuoteStatus[] = ["new", "read", "archived"];
export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = { new: "New", read: "Read", archived: "Archived" };

const pill = "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset";

export function QuoteKindBadge({ kind }: { kind: QuoteKind }) {
  return (
    <span
      className={cx(
        pill,
        kind === "supply"
          ? "bg-sky-50 text-sky-800 ring-sky-200 dark:bg-sky-950 dark:text-sky-200 dark:ring-sky-800"
          : "bg-brand-50 text-brand-700 ring-brand-200 dark:bg-brand-900 dark:text-brand-100 dark:ring-brand-700",
      )}
    >
      {QUOTE_KIND_LABELS[kind]}
    </span>
  );
}

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return (
    <span
      className={cx(
        pill,
        status === "new"
          ? "bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800"
          : status === "read"
            ? "bg-slate-100 text-slate-700 ring-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600"
            : "bg-slate-50 text-slate-500 ring-slate-200 dark:bg-slate-900 dark:text-slate-400 dark:ring-slate-700",
      )}
    >
      {QUOTE_STATUS_LABELS[status]}
    </span>
  );
}
