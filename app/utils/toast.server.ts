import { createCookie, data, redirect, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { newToast, type Toast, type ToastTone } from "./toast";

/**
 * Flash toasts (docs/decisions/0007-form-pipeline-and-ui-kit.md): an action puts its outcome in a signed, short-lived
 * cookie; the next loader of the admin layout reads it, clears it and shows it — as a toast once hydrated, and as a
 * role="status" message in the server-rendered HTML, so the message survives the redirect and works without
 * JavaScript.
 */
const toastSchema = z.object({
  tone: z.enum(["success", "error"]),
  message: z.string().max(500),
  key: z.string().max(64),
  group: z.string().max(64).optional(),
});

function flashCookie(context: AppLoadContext) {
  const { config } = context.services;
  return createCookie("__toast", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: config.isProduction,
    secrets: [config.cookieSecret],
    maxAge: 60,
  });
}

export type ToastInput = { tone: ToastTone; message: string; group?: string };

/** The Set-Cookie header that carries `toast` to the next page load. */
async function toastHeader(context: AppLoadContext, toast: ToastInput): Promise<string> {
  return flashCookie(context).serialize(newToast(toast.tone, toast.message, toast.group));
}

function withCookie(init: ResponseInit | undefined, cookie: string): ResponseInit {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", cookie);
  return { ...init, headers };
}

/** Redirect after a successful (or refused) mutation, telling the outcome on the next page. */
export async function redirectWithToast(context: AppLoadContext, url: string, toast: ToastInput, init?: ResponseInit) {
  return redirect(url, withCookie(init, await toastHeader(context, toast)));
}

/** Answer a fetcher or form with `value` and tell the outcome through the flash cookie (read on revalidation). */
export async function dataWithToast<T>(context: AppLoadContext, value: T, toast: ToastInput, init?: ResponseInit) {
  return data(value, withCookie(init, await toastHeader(context, toast)));
}

/** The pending toast of this request, if any, and the header that clears it. */
export async function getToast(request: Request, context: AppLoadContext): Promise<{ toast: Toast | null; setCookie?: string }> {
  const cookie = flashCookie(context);
  const raw: unknown = await cookie.parse(request.headers.get("Cookie"));
  if (raw === null || raw === undefined) return { toast: null };
  const parsed = toastSchema.safeParse(raw);
  return { toast: parsed.success ? parsed.data : null, setCookie: await cookie.serialize("", { maxAge: 0 }) };
}
