import { AlertIcon, CheckCircleIcon } from "./icons";
import { cx } from "~/components/ui/styles";

/**
 * An inline notice: success and info are polite status messages, errors are alerts. Later toasts
 * reuse the same roles and the product's exact strings.
 */
export function Notice({
  tone,
  children,
  className,
}: {
  tone: "success" | "error";
  children: React.ReactNode;
  className?: string;
}) {
  const success = tone === "success";
  return (
    <div
      role={success ? "status" : "alert"}
      className={cx(
        "flex items-start gap-3 rounded-lg border px-4 py-3 text-sm",
        success
          ? "border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
          : "border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200",
        className,
      )}
    >
      {success ? <CheckCircleIcon className="mt-0.5 size-5 shrink-0" /> : <AlertIcon className="mt-0.5 size-5 shrink-0" />}
      <div className="font-medium">{children}</div>
    </div>
  );
}
