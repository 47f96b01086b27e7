import { cx } from "../ui";
import type { ImageStatus } from "./types";

const styles: Record<ImageStatus, string> = {
  processing: "bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800",
  ready: "bg-emerald-100 text-emerald-900 ring-emerald-300 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800",
  failed: "bg-red-100 text-red-900 ring-red-300 dark:bg-red-950 dark:text-red-200 dark:ring-red-800",
};

const labels: Record<ImageStatus, string> = { processing: "Processing", ready: "Ready", failed: "Failed" };

export function StatusBadge({ status, error }: { status: ImageStatus; error?: string | null }) {
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <span
        className={cx(
          "inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
          styles[status],
        )}
      >
        {status === "processing" ? (
          <span aria-hidden="true" className="size-2.5 animate-spin rounded-full border-2 border-current border-t-transparent" />
        ) : null}
        {labels[status]}
      </span>
      {status === "failed" && error ? <span className="max-w-56 text-xs text-red-800 dark:text-red-300">{error}</span> : null}
    </span>
  );
}
