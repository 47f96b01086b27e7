import { data } from "@remix-run/node";
import type { z } from "zod";
import type { FormId } from "#server/db/models/form-enums.js";
import type { UploadedFiles } from "#server/http/upload.js";
import type { Actor } from "#server/modules/audit/audit.server.js";
import { FieldChangeError } from "#server/modules/forms/admin.server.js";
import { JobChangeError } from "#server/modules/jobs/admin.server.js";
import { FileUnavailableError } from "#server/modules/media/files.server.js";
import { ResponseMissingError } from "#server/modules/submissions/admin.server.js";
import type { Services } from "#server/services.js";
import { notice, type Notice } from "~/components/admin/toast";
import { recordId } from "./loader.server";
import { FIELD_REFUSALS, JOB_REFUSALS, RESPONSE_MESSAGES } from "./messages";

/** Every mutation of a form management page, one `intent` each (action.server.ts maps each to its tab's handler). */
export type Intent =
  | "add-field"
  | "update-field"
  | "delete-field"
  | "move-field"
  | "reorder-fields"
  | "update-response"
  | "delete-response"
  | "export"
  | "update-amount"
  | "save-job"
  | "delete-job";

export interface ActionResult {
  intent: Intent | "unknown";
  ok: boolean;
  notice: Notice;
  /** The record the result is about (field, response, job), so the right editor shows its errors. */
  targetId?: number | null;
  fieldErrors?: Record<string, string>;
  /** What was typed, to refill a form re-rendered after a refusal. */
  values?: Record<string, string>;
}

/** What a handler gets: the request's form, who acts, and the services. */
export interface IntentContext {
  intent: Intent;
  formId: FormId;
  formData: FormData;
  actor: Actor;
  services: Services;
  uploads: UploadedFiles;
}

export type IntentHandler = (ctx: IntentContext) => Promise<ReturnType<typeof reply>>;

type Details = Omit<ActionResult, "intent" | "ok" | "notice">;

export const reply = (result: Omit<ActionResult, "notice"> & { tone: "success" | "error"; message: string }, status = 200) => {
  const { tone, message, ...rest } = result;
  return data<ActionResult>({ ...rest, notice: notice(tone, message) }, { status });
};

export const succeed = (ctx: IntentContext, message: string, details: Details = {}) =>
  reply({ intent: ctx.intent, ok: true, tone: "success", message, ...details });

/** The one refusal reply: the message as a toast (and on the form, through `fieldErrors`). */
export const refuse = (ctx: IntentContext, message: string, status = 400, details: Details = {}) =>
  reply({ intent: ctx.intent, ok: false, tone: "error", message, ...details }, status);

/** Input the tab's schema rejected: the first problem as the toast (`fallback` without one), each input's first on the form. */
export function refuseInvalid(ctx: IntentContext, error: z.ZodError, fallback: string, details: Details = {}) {
  const fieldErrors = issuesByField(error);
  return refuse(ctx, Object.values(fieldErrors)[0] ?? fallback, 400, { ...details, fieldErrors });
}

/** The words of a refusal a domain module reported (null for an unexpected failure). */
function refusalOf(err: unknown): string | null {
  if (err instanceof FieldChangeError) return FIELD_REFUSALS[err.reason];
  if (err instanceof JobChangeError) return JOB_REFUSALS[err.reason];
  if (err instanceof ResponseMissingError) return RESPONSE_MESSAGES.missing;
  if (err instanceof FileUnavailableError) return err.message;
  return null;
}

/** Known refusals are said as such (409); anything else is logged and answered with the product's failure message. */
export function failed(ctx: IntentContext, err: unknown, message: string, details: Details = {}) {
  const refusal = refusalOf(err);
  if (refusal !== null) return refuse(ctx, refusal, 409, details);
  ctx.services.logger.error({ err, intent: ctx.intent, formId: ctx.formId }, "admin form action failed");
  return refuse(ctx, message, 500, details);
}

/** Deletes the record whose id the form sends as `field`; `allowed` false is refused like an invalid id. */
export async function removeRecord(
  ctx: IntentContext,
  field: string,
  messages: { deleted: string; deleteFailed: string },
  del: (id: number) => Promise<unknown>,
  allowed = true,
) {
  const id = recordId.safeParse(ctx.formData.get(field));
  if (!allowed || !id.success) return refuse(ctx, messages.deleteFailed);
  try {
    await del(id.data);
    return succeed(ctx, messages.deleted, { targetId: id.data });
  } catch (err) {
    return failed(ctx, err, messages.deleteFailed, { targetId: id.data });
  }
}

/** The first message of each failing input. */
export function issuesByField(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The text inputs of the form, to refill it after a refusal. */
export function textValues(formData: FormData, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const v = formData.get(name);
    if (typeof v === "string") values[name] = v.slice(0, 10_000);
  }
  return values;
}

/** The named inputs of the form as an object for a zod schema (missing ones undefined). */
export const inputsOf = (formData: FormData, names: readonly string[]) =>
  Object.fromEntries(names.map((k) => [k, formData.get(k) ?? undefined]));
