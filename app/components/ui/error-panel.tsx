import { clsx } from "clsx";
import type { ReactNode } from "react";

/** The exclamation mark in a circle of an error (decorative: the text beside it says what went wrong). */
export function ErrorIcon({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
      <path
        fillRule="evenodd"
        d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16ZM9 6a1 1 0 1 1 2 0v4a1 1 0 1 1-2 0V6Zm1 8.25a1.25 1.25 0 1 0 0-2.5 1.25 1.25 0 0 0 0 2.5Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

/** A red, announced error box (role="alert") with an optional title and actions. */
export function ErrorPanel({
  title,
  message,
  children,
  className,
}: {
  title?: string;
  message: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={clsx(
        "flex gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-red-800",
        "dark:border-red-800 dark:bg-red-950/60 dark:text-red-200",
        className,
      )}
    >
      <ErrorIcon className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        <div className="text-sm sm:text-base">{message}</div>
        {children ? <div className="pt-2">{children}</div> : null}
      </div>
    </div>
  );
}
