import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { AlertIcon, CheckCircleIcon, CloseIcon } from "./icons";
import { cx } from "./ui";

/**
 * Non-blocking admin notices (DESIGN: toasts instead of `alert()`), with the spec's exact strings.
 *
 * Pattern:
 *   - an action returns `{ notice: notice("success", "Field added successfully!") }` (a fresh `key` per
 *     result, so the same message twice shows twice);
 *   - the page calls `useNoticeToast(actionData?.notice)` (or `fetcher.data?.notice`) and renders
 *     `<Toaster />` once; several Toasters on one page render only the first one mounted, so a page may
 *     keep its own even after the admin layout mounts one;
 *   - anything else may call `toast.success(...)` / `toast.error(...)` directly.
 * Without JavaScript the page is re-rendered by the server after the POST: pass the result's notice to
 * `<Toaster fallback={...} />`, which shows it as a static message until hydration takes over.
 * Success toasts are role=status (polite), errors role=alert; both dismiss themselves (errors stay
 * longer) and pause while hovered or focused.
 */

export type NoticeTone = "success" | "error";

export interface Notice {
  tone: NoticeTone;
  message: string;
  /** Unique per action result. */
  key: string;
}

/** The notice an action returns. */
export function notice(tone: NoticeTone, message: string): Notice {
  return { tone, message, key: randomKey() };
}

function randomKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export const TOAST_DURATION_MS: Record<NoticeTone, number> = { success: 5_000, error: 10_000 };
const MAX_VISIBLE = 4;

interface ToastItem extends Notice {
  id: string;
}

type Listener = () => void;
let items: ToastItem[] = [];
const listeners = new Set<Listener>();
const EMPTY: ToastItem[] = [];

function emit(next: ToastItem[]) {
  items = next;
  for (const l of listeners) l();
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(tone: NoticeTone, message: string, key = randomKey()): string {
  // The same result (e.g. re-rendered by a revalidation) is shown once.
  if (items.some((t) => t.key === key)) return key;
  emit([...items, { id: key, key, tone, message }].slice(-MAX_VISIBLE));
  return key;
}

export const toast = {
  success: (message: string) => show("success", message),
  error: (message: string) => show("error", message),
  dismiss: (id: string) => emit(items.filter((t) => t.id !== id)),
  /** Tests and page changes: remove everything. */
  clear: () => emit([]),
};

/** Shows an action's notice once per result (pass `actionData?.notice` or `fetcher.data?.notice`). */
export function useNoticeToast(result: Notice | null | undefined) {
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!result || shown.current === result.key) return;
    shown.current = result.key;
    show(result.tone, result.message, result.key);
  }, [result]);
}

// Only the first mounted Toaster renders (see the pattern above).
let owner: symbol | null = null;
const ownerListeners = new Set<Listener>();

function useIsOwner(): boolean {
  const [me] = useState(() => Symbol("toaster"));
  const [isOwner, setIsOwner] = useState(false);
  useEffect(() => {
    const claim = () => {
      if (owner === null) owner = me;
      setIsOwner(owner === me);
    };
    ownerListeners.add(claim);
    claim();
    return () => {
      ownerListeners.delete(claim);
      if (owner === me) {
        owner = null;
        for (const l of ownerListeners) l();
      }
    };
  }, [me]);
  return isOwner;
}

function ToastCard({ item }: { item: ToastItem }) {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => toast.dismiss(item.id), TOAST_DURATION_MS[item.tone]);
    return () => clearTimeout(timer);
  }, [item.id, item.tone, paused]);

  return (
    <div
      role={item.tone === "success" ? "status" : "alert"}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={toastClass(item.tone)}
    >
      <ToastBody tone={item.tone} message={item.message} />
      <button
        type="button"
        onClick={() => toast.dismiss(item.id)}
        className="-m-1 ml-auto inline-flex size-8 shrink-0 items-center justify-center rounded-md opacity-70 hover:bg-black/5 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current dark:hover:bg-white/10"
      >
        <CloseIcon className="size-4" />
        <span className="sr-only">Dismiss notification</span>
      </button>
    </div>
  );
}

function toastClass(tone: NoticeTone) {
  return cx(
    "pointer-events-auto flex w-full items-start gap-3 rounded-xl border px-4 py-3 text-sm shadow-lg sm:w-96",
    tone === "success"
      ? "border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100"
      : "border-red-200 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100",
  );
}

function ToastBody({ tone, message }: { tone: NoticeTone; message: string }) {
  const Icon = tone === "success" ? CheckCircleIcon : AlertIcon;
  return (
    <>
      <Icon className="mt-0.5 size-5 shrink-0" />
      <p className="min-w-0 flex-1 font-medium break-words">{message}</p>
    </>
  );
}

const regionClass =
  "pointer-events-none fixed inset-x-0 bottom-0 z-[70] flex flex-col items-stretch gap-2 p-3 sm:inset-x-auto sm:right-0 sm:items-end sm:p-6";

/**
 * The toast region. `fallback`: the notice of a server-rendered POST result, shown statically until
 * the page hydrates (then `useNoticeToast` turns it into a real toast).
 */
export function Toaster({ fallback }: { fallback?: Notice | null }) {
  const list = useSyncExternalStore(
    subscribe,
    () => items,
    () => EMPTY,
  );
  const isOwner = useIsOwner();
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );

  if (!hydrated) {
    return fallback ? (
      <div className={regionClass}>
        <div role={fallback.tone === "success" ? "status" : "alert"} className={toastClass(fallback.tone)}>
          <ToastBody tone={fallback.tone} message={fallback.message} />
        </div>
      </div>
    ) : null;
  }
  if (!isOwner) return null;
  return (
    <section aria-label="Notifications" className={regionClass}>
      {list.map((item) => (
        <ToastCard key={item.id} item={item} />
      ))}
    </section>
  );
}

const subscribeNever = () => () => {};
