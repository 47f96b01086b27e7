import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import type { FormId } from "#server/db/models/form-enums.js";
import type { UploadedFiles } from "#server/modules/files/stored-file.js";
import type { Actor } from "#server/modules/audit/audit.server.js";
import { FileUnavailableError } from "#server/modules/media/files.server.js";
import type { Refused } from "#server/modules/outcome.js";
import type { Services } from "#server/services.js";
import { dataWithToast, type ToastInput } from "~/utils/toast.server";
import { rowId } from "#server/validation.js";
import { FILE_UNAVAILABLE } from "./messages";

/** Every mutation of a form management page, one `intent` each (action.server.ts maps each to its tab's handler). */
export type Intent =
  | "add-field"
  | "update-field"
  | "delete-field"
  | "move-field"
  | "reorder-fields"
  | "save-form-name"
  | "update-response"
  | "set-stage"
  | "check-duplicate"
  | "delete-response"
  | "export"
  | "update-amount"
  | "save-job"
  | "delete-job";

/**
 * What every intent answers (docs/decisions/0007-form-pipeline-and-ui-kit.md): Conform's reply, with the intent and
 * the record (field, response, job) it is about, so the right editor shows it; the outcome itself goes in the flash toast.
 */
export interface ActionData {
  result: SubmissionResult<string[]>;
  intent: Intent | "unknown";
  targetId: number | null;
}

/** What a handler gets: the request's form, who acts, and the services. */
export interface IntentContext {
  intent: Intent | "unknown";
  formId: FormId;
  formData: FormData;
  actor: Actor;
  context: AppLoadContext;
  services: Services;
  uploads: UploadedFiles;
}

export type IntentHandler = (ctx: IntentContext) => ReturnType<typeof answer>;

/** A parsed form, whatever its schema: what the answers below need of it. */
interface Parsed {
  error?: Record<string, string[] | null> | null;
  reply(options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }): SubmissionResult<string[]>;
}

const answer = (
  ctx: IntentContext,
  result: SubmissionResult<string[]>,
  targetId: number | null,
  toast: ToastInput,
  status = 200,
) => dataWithToast<ActionData>(ctx.context, { result, intent: ctx.intent, targetId }, toast, { status });

export const succeed = (
  ctx: IntentContext,
  result: SubmissionResult<string[]>,
  message: string,
  targetId: number | null = null,
) => answer(ctx, result, targetId, { tone: "success", message });

/** A refusal: the message as a toast and on the form (or on the inputs `fieldErrors` names). */
export const refuse = (
  ctx: IntentContext,
  submission: Parsed,
  message: string,
  status = 400,
  targetId: number | null = null,
  fieldErrors?: Record<string, string[]>,
) =>
  answer(
    ctx,
    submission.reply(fieldErrors ? { fieldErrors } : { formErrors: [message] }),
    targetId,
    { tone: "error", message },
    status,
  );

/** Input the schema refused: 400 with each input's errors; the toast says the first problem, or `message` instead. */
export function invalid(ctx: IntentContext, submission: Parsed, targetId: number | null, message: string, firstProblem = true) {
  const first = firstProblem ? Object.values(submission.error ?? {}).flat()[0] : undefined;
  return answer(ctx, submission.reply(), targetId, { tone: "error", message: first ?? message }, 400);
}

/** The record id a form names in `name`, to key the answer to its editor (null when there is none). */
export const targetOf = (ctx: IntentContext, name: string) => rowId.safeParse(ctx.formData.get(name)).data ?? null;

/** A domain module's refusal (`{ ok: false, reason }`), said in this page's words with 409. */
export function refused<R extends string>(
  ctx: IntentContext,
  submission: Parsed,
  outcome: Refused<R>,
  words: Record<R, string>,
  targetId: number | null = null,
) {
  return refuse(ctx, submission, words[outcome.reason], 409, targetId);
}

/** A file swept meanwhile is said as such (409); anything else is logged and answered with the product's failure message. */
export function failed(ctx: IntentContext, submission: Parsed, err: unknown, message: string, targetId: number | null = null) {
  if (err instanceof FileUnavailableError) return refuse(ctx, submission, FILE_UNAVAILABLE, 409, targetId);
  ctx.services.logger.error({ err, intent: ctx.intent, formId: ctx.formId }, "admin form action failed");
  return refuse(ctx, submission, message, 500, targetId);
}

/**
 * An intent that edits one record: the form read by `schema` (400 with its errors), the domain's change with the
 * parsed values, its refusal in this page's words (409), success said with `done` (a failure is logged, 500). The
 * answer names the record the form sends as `target`; `created` names a new record instead and empties the form
 * for the next one.
 */
export async function editRecord<S extends z.ZodType, R extends string, T extends object>(
  ctx: IntentContext,
  schema: S,
  edit: {
    target?: string;
    done: string;
    failed: string;
    refusals: Record<R, string>;
    change: (value: z.output<S>) => Promise<({ ok: true } & T) | Refused<R>>;
    created?: (made: T) => number;
  },
) {
  const submission = parseWithZod(ctx.formData, { schema });
  const targetId = edit.target ? targetOf(ctx, edit.target) : null;
  if (submission.status !== "success") return invalid(ctx, submission, targetId, edit.failed);
  try {
    const outcome = await edit.change(submission.value);
    if (!outcome.ok) return refused(ctx, submission, outcome, edit.refusals, targetId);
    if (edit.created) return succeed(ctx, submission.reply({ resetForm: true }), edit.done, edit.created(outcome));
    return succeed(ctx, submission.reply(), edit.done, targetId);
  } catch (err) {
    return failed(ctx, submission, err, edit.failed, targetId);
  }
}

/** Deletes the record whose id the form sends as `field`; `allowed` false is refused like an invalid id. */
export async function removeRecord<R extends string>(
  ctx: IntentContext,
  field: string,
  messages: { deleted: string; deleteFailed: string },
  del: (id: number) => Promise<{ ok: true } | Refused<R>>,
  refusals: Record<R, string>,
  allowed = true,
) {
  const submission = parseWithZod(ctx.formData, { schema: z.object({ [field]: rowId }) });
  if (!allowed || submission.status !== "success") return refuse(ctx, submission, messages.deleteFailed);
  const id = submission.value[field]!;
  try {
    const outcome = await del(id);
    if (!outcome.ok) return refused(ctx, submission, outcome, refusals, id);
    return succeed(ctx, submission.reply(), messages.deleted, id);
  } catch (err) {
    return failed(ctx, submission, err, messages.deleteFailed, id);
  }
}
