import { Link } from "@remix-run/react";
import { AlertIcon } from "./icons";
import { cx, focusRing } from "~/components/ui/styles";

/** Small building blocks shared by the form management tabs. */

/** Square icon buttons (move up/down, drag handle): 40px, big enough for a thumb. */
export const iconButton = cx(
  "inline-flex size-10 shrink-0 items-center justify-center rounded-lg border border-slate-200 bg-white text-slate-700 transition",
  "hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-35 disabled:hover:bg-white",
  "dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:disabled:hover:bg-slate-900",
  focusRing,
);

export function LoadError({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-4 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
    >
      <AlertIcon className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{message}</p>
        <p className="mt-1">
          <Link to="." reloadDocument className="font-semibold underline">
            Reload the page
          </Link>
        </p>
      </div>
    </div>
  );
}
