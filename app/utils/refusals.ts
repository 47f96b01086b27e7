import { isRouteErrorResponse } from "@remix-run/react";
import type { GuardRefusal } from "#server/modules/auth/auth.server.js";

/** The words of the admin guard's refusals (server/modules/auth/auth.server.ts throws their codes with 403). */
export const GUARD_REFUSALS: Record<GuardRefusal, string> = {
  cross_site: "This request did not come from this site and was refused.",
  role: "Your role does not allow this page or action. If you need it, ask an owner of the site.",
};

/** The guard's refusal an error response carries (`{ reason }`), if it is one. */
export function guardRefusalOf(error: unknown): GuardRefusal | null {
  if (!isRouteErrorResponse(error) || error.status !== 403) return null;
  const reason = (error.data as { reason?: unknown } | null)?.reason;
  return typeof reason === "string" && Object.hasOwn(GUARD_REFUSALS, reason) ? (reason as GuardRefusal) : null;
}

/**
 * What an error response says, for an error boundary: a guard's refusal in its words, a route's own `{ message }`,
 * the upload module's `{ error }` or plain text; null when it says nothing.
 */
export function errorResponseText(error: unknown): string | null {
  const refusal = guardRefusalOf(error);
  if (refusal) return GUARD_REFUSALS[refusal];
  if (!isRouteErrorResponse(error)) return null;
  const body = error.data as unknown;
  if (typeof body === "string") return body || null;
  const { message, error: text } = (body ?? {}) as { message?: unknown; error?: unknown };
  if (typeof message === "string") return message;
  return typeof text === "string" ? text : null;
}

/** A sign-in refused by the throttle (`rate_limited`), with the wait rounded up to whole minutes (seconds under one). */
export function rateLimitMessage(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  const wait = seconds < 60 ? `${seconds} second${seconds === 1 ? "" : "s"}` : `${minutes} minute${minutes === 1 ? "" : "s"}`;
  return `Too many failed sign-in attempts. Please wait ${wait} and try again.`;
}
