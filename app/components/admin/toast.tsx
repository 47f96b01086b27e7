import { useEffect, useRef } from "react";
import { useHydrated } from "~/components/forms/use-hydrated";
import { Toaster as Sonner, toast as sonner } from "sonner";
import { cx } from "~/components/ui/styles";
import { newToast, type Toast, type ToastTone } from "~/utils/toast";
import { AlertIcon, CheckCircleIcon, CloseIcon } from "./icons";

/**
 * Admin toasts on `sonner` (docs/decisions/0007-form-pipeline-and-ui-kit.md).
 *
 *   - An action tells its outcome with `redirectWithToast` / `dataWithToast` (app/utils/toast.server.ts). The admin
 *     layout loader reads the flash cookie and passes it to `<Toaster flash>`, which shows it as a toast once the page
 *     is hydrated and as a static role="status"/"alert" message in the server-rendered HTML (no JavaScript needed).
 *   - Client-only messages (copy failed, nothing selected) call `toast.success` / `toast.error`.
 *   - Transitional: an action that still returns `{ notice }` in its data has the page call `useNoticeToast(notice)`
 *     and render `<ToastFallback toast={notice} />` for the no-JavaScript case.
 * A newer outcome of the same group replaces the older toast. Successes are role=status, errors role=alert; errors
 * stay longer; sonner pauses the timer while hovered or focused.
 */

export type Notice = Toast;
export const notice = newToast;

const TOAST_DURATION_MS: Record<ToastTone, number> = { success: 5_000, error: 10_000 };
/** Outcomes without a group of their own share this one: the latest outcome on the page wins. */
const OUTCOME_GROUP = "outcome";

// Toasts raised before the Toaster has mounted (during hydration) wait for it: sonner drops them otherwise.
let mounted = false;
let pending: [Toast, string][] = [];
/** The toast currently shown for each group. A new outcome dismisses it and shows itself under its own id:
 * sonner does not bring back a dismissed toast whose id is reused. */
const shownByGroup = new Map<string, string>();

function show(item: Toast, group: string = item.group ?? OUTCOME_GROUP) {
  if (!mounted) {
    pending.push([item, group]);
    return;
  }
  const previous = shownByGroup.get(group);
  if (previous === item.key) return;
  if (previous) sonner.dismiss(previous);
  shownByGroup.set(group, item.key);
  sonner.custom((toastId) => <ToastCard tone={item.tone} message={item.message} onDismiss={() => sonner.dismiss(toastId)} />, {
    id: item.key,
    duration: TOAST_DURATION_MS[item.tone],
  });
}

let counter = 0;
export const toast = {
  success: (message: string) => show(newToast("success", message), `client-${++counter}`),
  error: (message: string) => show(newToast("error", message), `client-${++counter}`),
};

/** Shows an outcome once per result (a revalidation re-rendering the same result does not show it again). */
export function useNoticeToast(result: Toast | null | undefined) {
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!result || shown.current === result.key) return;
    shown.current = result.key;
    show(result);
  }, [result]);
}

function toastClass(tone: ToastTone) {
  return cx(
    "pointer-events-auto flex w-full items-start gap-3 rounded-xl border px-4 py-3 text-sm shadow-lg sm:w-96",
    tone === "success"
      ? "border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100"
      : "border-red-200 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100",
  );
}

function ToastCard({ tone, message, onDismiss }: { tone: ToastTone; message: string; onDismiss?: () => void }) {
  const Icon = tone === "success" ? CheckCircleIcon : AlertIcon;
  return (
    <div role={tone === "success" ? "status" : "alert"} className={toastClass(tone)}>
      <Icon className="mt-0.5 size-5 shrink-0" />
      <p className="min-w-0 flex-1 font-medium break-words">{message}</p>
      {onDismiss ? (
        <button
          type="button"
          onClick={onDismiss}
          className="-m-1 ml-auto inline-flex size-8 shrink-0 items-center justify-center rounded-md opacity-70 hover:bg-black/5 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current dark:hover:bg-white/10"
        >
          <CloseIcon className="size-4" />
          <span className="sr-only">Dismiss notification</span>
        </button>
      ) : null}
    </div>
  );
}

const staticRegion =
  "pointer-events-none fixed inset-x-0 bottom-0 z-[70] flex flex-col items-stretch gap-2 p-3 sm:inset-x-auto sm:right-0 sm:items-end sm:p-6";

/** A server-rendered outcome, shown as a static message until the page hydrates (then it is a toast). */
export function ToastFallback({ toast: item }: { toast?: Toast | null }) {
  const hydrated = useHydrated();
  if (hydrated || !item) return null;
  return (
    <div className={staticRegion}>
      <ToastCard tone={item.tone} message={item.message} />
    </div>
  );
}

/** The one toast region of the admin area (mounted by the admin layout), fed by the flash cookie. */
export function Toaster({ flash }: { flash: Toast | null }) {
  const hydrated = useHydrated();
  useNoticeToast(flash);
  // Runs after sonner's own Toaster (a child) has subscribed.
  useEffect(() => {
    if (!hydrated) return;
    mounted = true;
    const queued = pending;
    pending = [];
    for (const [item, group] of queued) show(item, group);
    return () => {
      mounted = false;
    };
  }, [hydrated]);
  if (!hydrated) return <ToastFallback toast={flash} />;
  return (
    <Sonner
      position="bottom-right"
      containerAriaLabel="Notifications"
      toastOptions={{ unstyled: true, className: "w-full sm:w-96" }}
      offset={24}
      mobileOffset={12}
    />
  );
}
