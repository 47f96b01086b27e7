import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import type { FieldDefinition } from "#server/modules/forms/fields.js";
import { getFormDefinition } from "#server/modules/forms/forms.server.js";
import { buildSubmissionSchema, type SubmissionData, type UploadLookup } from "#server/modules/forms/schema.js";
import { pickLibraryImage, type PublicImage } from "#server/modules/content/images.server.js";
import { guardPublicSubmission } from "#server/modules/protection/protection.server.js";
import {
  prepareSubmission,
  recordFormResponse,
  submissionInput,
  type PreparedSubmission,
  type SubmissionRefusal,
} from "#server/modules/submissions/submissions.server.js";
import type { FileRefusalReason, UploadedFiles } from "#server/modules/files/stored-file.js";
import type { Services } from "#server/services.js";
import { DEFAULT_LOCALE, type Locale } from "#server/modules/i18n/locales.js";
import { requireLocale } from "~/utils/locale";
import type { FormReply } from "~/components/forms/result";
import { megabytes } from "~/components/ui/format";
import { retryAfterHeaders } from "~/utils/retry-after";
import { translatorFor } from "~/utils/catalogs.server";
import type { Translate } from "~/utils/i18n";

/**
 * Route parts of the public forms (docs/decisions/0007-form-pipeline-and-ui-kit.md): every public action answers with
 * Conform's `submission.reply()` and the HTTP status that goes with it, so the page shows the same
 * errors and keeps the typed values with and without JavaScript.
 */

/** A public action's answer: Conform's reply, 200 on success, the refusal's 4xx otherwise. */
function reply(result: FormReply, status = 200) {
  return data(result, { status });
}

/** A refusal as the guard and the domain modules return it; a throttled one (429) knows its wait. */
interface Refused {
  status: number;
  message: string;
  fieldErrors?: Record<string, string>;
  retryAfterMs?: number;
}

/**
 * Answers a refusal decided outside the form's own schema (the guard, a domain refusal): the message for
 * the whole form, messages per input if any, and the typed values echoed back; a throttled one says in
 * `Retry-After` when the limiter lets this visitor submit again.
 */
export function refuse(formData: FormData, refused: Refused) {
  return data(refusal(formData, refused.message, refused.fieldErrors), {
    status: refused.status,
    headers: retryAfterHeaders(refused.retryAfterMs),
  });
}

/** The reply of a refusal (see `refuse`) without its status, for actions that wrap their reply. */
export function refusal(formData: FormData, message: string, fieldErrors: Record<string, string> = {}): FormReply {
  const perInput = Object.fromEntries(Object.entries(fieldErrors).map(([name, error]) => [name, [error]]));
  return parseWithZod(formData, { schema: z.object({}) }).reply({ formErrors: [message], fieldErrors: perInput });
}

/** What a visitor reads when the submissions module refuses a dynamic form's submission (a message id), with its status. */
const SUBMISSION_REFUSALS: Record<SubmissionRefusal, { status: number; message: string }> = {
  worker_registration: { status: 403, message: "form.refused.workerRegistration" },
  unknown_form: { status: 404, message: "form.refused.unknownForm" },
  job_closed: { status: 404, message: "form.refused.jobClosed" },
  file_unavailable: { status: 409, message: "form.refused.fileUnavailable" },
  form_changed: { status: 409, message: "form.refused.formChanged" },
};

function submissionRefusal(reason: SubmissionRefusal, t: Translate): { status: number; message: string } {
  const { status, message } = SUBMISSION_REFUSALS[reason];
  return { status, message: t(message) };
}

/** One refused file's reason in the visitor's language (the browser's own check of size says the same). */
export function fileRefusalText(refused: FileRefusalReason, t: Translate): string {
  switch (refused.reason) {
    case "file_too_large":
      return t("upload.tooLarge", { megabytes: megabytes(refused.limitBytes) });
    case "image_too_large":
      return t("upload.imageTooLarge", { width: refused.width, height: refused.height, megapixels: refused.megapixels });
    case "type_not_allowed":
    case "no_dimensions":
      return t("form.fileTypeRefused");
  }
}

/**
 * The files the upload module refused on this form (wrong type, too large), each told next to its field with the
 * typed answers echoed back; null when every file was accepted. Nothing of such a submission is stored.
 */
export function fileRefusal(
  formData: FormData,
  uploads: UploadedFiles,
  t: Translate = translatorFor(DEFAULT_LOCALE),
): { result: FormReply; status: number } | null {
  const [first] = uploads.refusals;
  if (!first) return null;
  const perField = Object.fromEntries(uploads.refusals.map((r) => [r.field, fileRefusalText(r.refused, t)]));
  return { result: refusal(formData, t("form.fileRefused"), perField), status: first.status };
}

/**
 * The first check of every public action (honeypot, rate limit per bucket): the refusal, or null when it may go on.
 * `limit`: the form's own allowance when it is not the submissions' (worker registration's).
 */
export async function checkSubmission(
  { context, params }: Pick<ActionFunctionArgs, "context"> & { params?: { lang?: string } },
  formData: FormData,
  bucket: string,
  limit?: { perWindow: number; windowSeconds: number },
) {
  const checked = await guardPublicSubmission(context.services, { formData, ip: context.clientIp, bucket, limit });
  if (checked.ok) return null;
  const t = translatorFor(requireLocale(params ?? {}));
  if (checked.reason === "honeypot") return { status: 400, message: t("form.notAccepted") };
  const { retryAfterMs } = checked;
  return { status: 429, message: tooManySubmissionsMessage(retryAfterMs, t), retryAfterMs };
}

/** 'Too many submissions. Please wait N minutes and try again.' with the wait rounded up to whole minutes. */
export function tooManySubmissionsMessage(waitMs: number, t: Translate = translatorFor(DEFAULT_LOCALE)): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return t("form.tooMany", { minutes });
}

/**
 * A dynamic form's submission parsed with Conform against the form's current fields: text values from
 * the body, files only from the upload module, server-set values (the Job field) on top. Its messages name the
 * fields by their labels in the language the form was read in; the page words them in that language.
 */
export function parseDynamicForm(formData: FormData, prepared: PreparedSubmission, uploads: UploadLookup) {
  const schema = z.preprocess(
    () => submissionInput(prepared, formData, uploads),
    buildSubmissionSchema(prepared.form.fields) as z.ZodType<SubmissionData>,
  );
  return parseWithZod(formData, { schema, disableAutoCoercion: true });
}

/**
 * The action of a public dynamic-form page (agent registration, demand submission, job application):
 * guard, prepare (the form and the job), parse with Conform, record. Nothing is stored unless all pass.
 */
export async function dynamicFormAction(
  args: Pick<ActionFunctionArgs, "request" | "context" | "params">,
  opts: { formId: number; jobId?: unknown },
) {
  const { services, uploads } = args.context;
  const locale = requireLocale(args.params ?? {});
  const t = translatorFor(locale);
  const formData = await args.request.formData();
  const badFile = fileRefusal(formData, uploads, t);
  if (badFile) return reply(badFile.result, badFile.status);
  const refused = await checkSubmission(args, formData, `form-${opts.formId}`);
  if (refused) return refuse(formData, refused);

  const prepared = await prepareSubmission(services, { ...opts, locale });
  if (!prepared.ok) return refuse(formData, submissionRefusal(prepared.reason, t));
  const submission = parseDynamicForm(formData, prepared, uploads);
  if (submission.status !== "success") return reply(submission.reply(), 400);

  const recorded = await recordFormResponse(services, prepared, submission.value as SubmissionData);
  if (!recorded.ok) {
    const { message, status } = submissionRefusal(recorded.reason, t);
    return reply(submission.reply({ formErrors: [message] }), status);
  }
  return reply(submission.reply());
}

/** A public form's fields; null (logged) when they cannot be loaded, so the page still renders. */
export async function loadPublicFields(
  services: Services,
  formId: number,
  locale: Locale = DEFAULT_LOCALE,
): Promise<FieldDefinition[] | null> {
  try {
    const form = await getFormDefinition(services.db, formId, locale);
    if (!form) services.logger.error({ formId }, "public form is missing");
    return form?.fields ?? null;
  } catch (err) {
    services.logger.error({ err, formId }, "public form failed to load");
    return null;
  }
}

/** A picture from the library's "jobs" category for a recruitment page's hero (none, or a failed read, is fine). */
export async function recruitmentHeroImage(services: Services, index: number): Promise<PublicImage | null> {
  return pickLibraryImage(services.db, "jobs", index).catch((err: unknown) => {
    services.logger.warn({ err }, "hero image failed to load");
    return null;
  });
}

/** The loader of a form page: its fields, its hero picture and the file size limit. */
export function formPageLoader(formId: number, heroIndex: number) {
  return async ({ params, context }: LoaderFunctionArgs) => {
    const { services } = context;
    const [fields, heroImage] = await Promise.all([
      loadPublicFields(services, formId, requireLocale(params)),
      recruitmentHeroImage(services, heroIndex),
    ]);
    return { fields, heroImage, maxFileBytes: services.config.uploads.maxDocumentBytes };
  };
}

/** The action of a form page whose form is a plain dynamic form. */
export function formPageAction(formId: number) {
  return (args: ActionFunctionArgs) => dynamicFormAction(args, { formId });
}
