/**
 * A toast: the outcome of an action told to the admin (docs/decisions/0007-form-pipeline-and-ui-kit.md). Actions set
 * it with `redirectWithToast` / `dataWithToast` (app/utils/toast.server.ts); the admin layout reads it from the flash
 * cookie and shows it. Wording is the route's: domain modules return typed outcomes, never messages.
 */
export type ToastTone = "success" | "error";

export interface Toast {
  tone: ToastTone;
  message: string;
  /** Unique per outcome, so the same message twice shows twice and a revalidation never shows it again. */
  key: string;
  /**
   * The form (or feature) the outcome belongs to: a newer outcome of the same group replaces the older toast, so a
   * stale error never stays beside a later success. Defaults to one group for all outcomes of a page.
   */
  group?: string;
}

export function newToast(tone: ToastTone, message: string, group?: string): Toast {
  const key = globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return group ? { tone, message, key, group } : { tone, message, key };
}
