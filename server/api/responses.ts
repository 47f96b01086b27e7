import { z } from "zod";
import type { StoredFile, UploadedFiles } from "../modules/files/stored-file.js";
import { FORM_IDS, type FormAnswer, type FormResponse } from "../db/models/index.js";
import { isFileField, isJobField, type FieldDefinition } from "../modules/forms/fields.js";
import { getFormDefinition, getPaymentAmount } from "../modules/forms/forms.server.js";
import { buildSubmissionSchema, type SubmissionData, type UploadLookup } from "../modules/forms/schema.js";
import { listOpenJobs } from "../modules/jobs/jobs.server.js";
import { deleteResponse, formOfResponse, moveResponse, responsesWithAnswers } from "../modules/submissions/admin.server.js";
import {
  prepareSubmission,
  recordFormResponse,
  submissionInput,
  type PreparedSubmission,
} from "../modules/submissions/submissions.server.js";
import type { Services } from "../services.js";
import { parseRowId } from "../validation.js";
import { signedFileUrlOrNull } from "./files-url.js";
import { formField, toField } from "./forms.js";
import { apiDateTime, ApiError, detail, guardSubmission, notFound, parseWithDrfWording } from "./http.js";
import { deleteRoute, detailRoute } from "./resource.js";
import { detailBody, FILE_FIELD_PATTERN, fieldErrorsBody, idParam, notFoundAnswer, route, unauthorized } from "./route.js";
import { acceptedFile } from "./uploads.js";

/*
 * docs/api.md §14: form responses (over server/modules/submissions) and the public submit, which stores a submission
 * exactly as the website's forms do (prepareSubmission → the form's schema → recordFormResponse).
 */

const tag = "form responses";
const NESTED = "Nested writes are not supported.";
/** docs/api.md §14: the longest value a submitted field may hold. */
const VALUE_MAX = 10_000;

const fieldResponse = z
  .object({
    id: z.number().int(),
    form_field: formField.extend({ id: z.number().int().nullable() }),
    value: z.string(),
    file: z.url().nullable(),
    form_response: z.number().int(),
  })
  .meta({ id: "FieldResponse" });
const formResponse = z
  .object({
    id: z.number().int(),
    field_responses: z.array(fieldResponse),
    submitted_at: z.iso.datetime(),
    form: z.number().int(),
  })
  .meta({ id: "FormResponse" });

/** The field an answer was given to: as it is now, or (deleted since) as the answer remembers it. */
function answerField(formId: number, answer: FormAnswer): z.infer<typeof fieldResponse>["form_field"] {
  if (answer.field) return toField(answer.field.formId, answer.field);
  return {
    ...toField(formId, {
      id: 0,
      name: answer.fieldLabel,
      fieldType: answer.fieldType,
      required: false,
      options: [],
      priority: answer.position,
    }),
    id: null,
  };
}

function toResponse(services: Services, r: FormResponse): z.infer<typeof formResponse> {
  return {
    id: r.id,
    field_responses: (r.answers ?? []).map((a) => ({
      id: a.id,
      form_field: answerField(r.formId, a),
      value: Array.isArray(a.value) ? a.value.join(",") : (a.value ?? ""),
      file: signedFileUrlOrNull(services.config, a.fileId),
      form_response: r.id,
    })),
    submitted_at: apiDateTime(r.submittedAt),
    form: r.formId,
  };
}

async function oneResponse(services: Services, id: number) {
  const [found] = await responsesWithAnswers(services.db, { responseId: id });
  if (!found) throw notFound("FormResponse");
  return toResponse(services, found);
}

const listQuery = z.object({
  form_id: z
    .string()
    .refine((v) => parseRowId(v) !== null, "A valid integer is required.")
    .transform(Number)
    .optional(),
  form: z
    .string()
    .refine((v) => parseRowId(v) !== null, "Select a valid choice. That choice is not one of the available choices.")
    .transform(Number)
    .optional(),
});

const patchBody = z.object({ form: z.unknown().optional(), field_responses: z.unknown().optional() });
const refusedWrite = z.object({ field_responses: z.unknown().optional() }).catchall(z.unknown());
const nestedRefused = z.string().meta({ description: "Refused: nested writes are not supported" });
/** The document's requests: what these routes read of a body (multipart or urlencoded text). */
const refusedWriteDocumented = z.object({ field_responses: nestedRefused.optional() }).meta({ id: "FormResponseWrite" });
const patchDocumented = z
  .object({
    form: z
      .string()
      .regex(/^[1-9]\d{0,9}$/)
      .optional()
      .meta({ description: "The id of the form to move the response to" }),
    field_responses: nestedRefused.optional(),
  })
  .meta({ id: "FormResponsePatch" });
/** Submit's refusals: `form_id` as one sentence, other members as DRF's lists. */
const submitErrorsBody = z.record(z.string(), z.union([z.string(), z.array(z.string())])).meta({ id: "SubmitErrors" });

// ───────────── submit ─────────────

const submitBody = z
  .object({ form_id: z.string().optional().meta({ description: "The form's id (1 agent, 3 demand, 4 apply now)" }) })
  .catchall(z.string())
  .meta({ description: "`field_<fieldId>` values and, in multipart, `file_<fieldId>` files" });

const submitAnswer = z.object({ status: z.literal("success"), id: z.number().int() });

const KEY = /^(field|file)_(\d{1,9})$/;

/**
 * The checks of docs/api.md §14, in the previous backend's words, before the form's schema: every `field_<id>` and
 * `file_<id>` names a live field of the form (files only for file fields), required fields are answered (a file field
 * by a file), e-mails are valid, values at most 10,000 characters; a refused upload answers as the field's error.
 */
function submitErrors(
  services: Services,
  fields: readonly FieldDefinition[],
  body: Record<string, string>,
  uploads: UploadedFiles,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (key: string, message: string) => (errors[key] ??= []).push(message);
  const byId = new Map(fields.map((f) => [f.id, f]));
  const sentFiles = new Set([...uploads.all().map((f) => f.field), ...uploads.refusals.map((r) => r.field)]);
  for (const key of [...Object.keys(body), ...sentFiles]) {
    const match = KEY.exec(key);
    if (!match) continue;
    const field = byId.get(Number(match[2]));
    if (!field) add(key, "Unknown field for this form.");
    else if (match[1] === "file" && !isFileField(field)) add(key, "This field does not accept files.");
  }
  for (const field of fields) {
    if (isFileField(field)) {
      const key = `file_${field.id}`;
      try {
        const file = acceptedFile(services, uploads, key, field.fieldType === "image" ? "image" : "document");
        if (!file && field.required) add(key, "This field is required.");
        if (file && field.fieldType === "image" && !file.contentType.startsWith("image/"))
          add(key, "Upload a valid image. The file you uploaded was either not an image or a corrupted image.");
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        Object.assign(errors, err.body);
      }
      continue;
    }
    const key = `field_${field.id}`;
    const value = (body[key] ?? "").trim();
    if (value === "" && field.required && !isJobField(field)) add(key, "This field is required.");
    else if (value.length > VALUE_MAX) add(key, `Ensure this field has no more than ${VALUE_MAX} characters.`);
    else if (value !== "" && field.fieldType === "email" && !z.email().safeParse(value).success)
      add(key, "Enter a valid email address.");
  }
  return errors;
}

/** The submission as the website's form posts it: checkbox answers the SPA joins with commas split again. */
function websiteFormData(fields: readonly FieldDefinition[], body: Record<string, string>): URLSearchParams {
  const data = new URLSearchParams();
  for (const field of fields) {
    const value = body[`field_${field.id}`];
    if (value === undefined) continue;
    const key = `field_${field.id}`;
    if (field.fieldType === "checkbox" && !field.options.includes(value.trim())) {
      for (const choice of value.split(",")) data.append(key, choice.trim());
    } else data.append(key, value);
  }
  return data;
}

/** Form 4 from the SPA names no job: its Job field keeps the text the SPA filled in (title and country). */
async function prepared(
  services: Services,
  formId: number,
  jobId: string | undefined,
): Promise<PreparedSubmission | { refused: string }> {
  if (formId === FORM_IDS.jobApplication && jobId === undefined) {
    const form = await getFormDefinition(services.db, formId);
    return form ? { form, jobId: null, fixedValues: {} } : { refused: "Invalid form ID." };
  }
  const found = await prepareSubmission(services, { formId, jobId });
  if (!found.ok)
    return {
      refused: found.reason === "job_closed" ? "This job is no longer open. Please choose another job." : "Invalid form ID.",
    };
  return found;
}

/**
 * A submission's answers, checked as docs/api.md §14 describes and then by the form's own schema (the website's rules for
 * what is left: phone numbers, choices, in DRF's words); a refusal is a `400 {"<field>": [...]}` ApiError.
 */
export function validatedAnswers(
  services: Services,
  submission: PreparedSubmission,
  body: Record<string, string>,
  uploads: UploadedFiles,
): SubmissionData {
  const errors = submitErrors(services, submission.form.fields, body, uploads);
  if (Object.keys(errors).length > 0) throw new ApiError(400, errors);
  const files: UploadLookup = { get: (name) => uploads.get(name) as StoredFile | undefined };
  const input = submissionInput(submission, websiteFormData(submission.form.fields, body), files);
  return parseWithDrfWording(buildSubmissionSchema(submission.form.fields), input) as SubmissionData;
}

/** The API's words for a submission the module could not store (both are conflicts with what changed meanwhile). */
const STORE_REFUSALS: Record<"file_unavailable" | "form_changed", string> = {
  file_unavailable: "An uploaded file is no longer available. Please upload it again.",
  form_changed: "This form was changed while the answers were being sent. Please reload it and try again.",
};

async function submit(services: Services, ip: string, body: Record<string, string>, uploads: UploadedFiles) {
  const rawId = (body.form_id ?? "").trim();
  if (rawId === "") throw new ApiError(400, { form_id: "Form ID is required." });
  const formId = parseRowId(rawId);
  const form = formId === null ? null : await getFormDefinition(services.db, formId);
  if (!form) throw new ApiError(400, { form_id: "Invalid form ID." });
  if (form.id === FORM_IDS.workerRegistration && Number((await getPaymentAmount(services.db)) ?? "0") > 0) {
    throw detail(402, "A completed payment is required to submit this form.");
  }
  await guardSubmission(services, { formData: new URLSearchParams(body), ip, bucket: `form-${form.id}` }, (message) => ({
    non_field_errors: [message],
  }));
  const submission = await prepared(services, form.id, body.job_id);
  if ("refused" in submission) throw new ApiError(400, { job_id: [submission.refused] });
  const data = validatedAnswers(services, submission, body, uploads);
  const stored = await recordFormResponse(services, submission, data);
  if (!stored.ok) throw detail(409, STORE_REFUSALS[stored.reason]);
  return { status: 201, body: { status: "success" as const, id: stored.responseId } };
}

/** A job's poster as the previous backend listed it: the media key (`<key>` of `/media/<key>`), or null. */
function posterKey(src: string | undefined): string | null {
  if (!src?.startsWith("/media/")) return null;
  return src.slice("/media/".length).split("/").map(decodeURIComponent).join("/");
}

export const responsesRoutes = [
  route({
    method: "post",
    path: "/backend/api/form_responses/submit/",
    access: "public",
    tag,
    summary: "Submit a form (1, 3, 4): multipart or urlencoded `form_id`, `field_<id>`, `file_<id>`; form 2 needs a payment",
    body: { schema: submitBody, kinds: ["multipart"], filePatterns: [FILE_FIELD_PATTERN] },
    responses: {
      201: { description: "Stored", schema: submitAnswer },
      400: { description: "Bad form_id (a string), or field errors; nothing stored", schema: submitErrorsBody },
      402: { description: "Form 2 is submitted with its payment (execute_payment/)", schema: detailBody },
      409: { description: "The form changed while it was filled in", schema: detailBody },
      415: { description: "JSON or another media type", schema: detailBody },
      429: { description: "Too many submissions from this address", schema: detailBody },
    },
    handler: async ({ services, ctx, body, uploads }) => submit(services, ctx.ip, body as Record<string, string>, uploads),
  }),
  route({
    method: "get",
    path: "/backend/api/form_responses/fetch_jobs/",
    access: "public",
    tag,
    summary: "The open jobs, each poster as its media key",
    responses: {
      200: {
        description: "Jobs by id",
        schema: z.array(
          z.object({
            id: z.number().int(),
            title: z.string(),
            city: z.string(),
            country: z.string(),
            poster: z.string().nullable(),
          }),
        ),
      },
    },
    handler: async ({ services }) => ({
      body: (await listOpenJobs(services.db)).map((j) => ({
        id: j.id,
        title: j.title,
        city: j.city,
        country: j.country,
        poster: posterKey(j.poster?.fullSrc),
      })),
    }),
  }),
  route<Record<string, never>, z.infer<typeof listQuery>>({
    method: "get",
    path: "/backend/api/form_responses/",
    access: "token",
    tag,
    summary: "Every response, or one form's (`?form_id=` or `?form=`), by id, with its answers",
    query: listQuery,
    responses: {
      200: { description: "Responses by id", schema: z.array(formResponse) },
      400: { description: "A filter that is no id", schema: fieldErrorsBody },
      ...unauthorized,
    },
    handler: async ({ services, query }) => ({
      body: (await responsesWithAnswers(services.db, { formId: query.form_id ?? query.form })).map((r) =>
        toResponse(services, r),
      ),
    }),
  }),
  route({
    method: "post",
    path: "/backend/api/form_responses/",
    access: "token",
    tag,
    summary: "Never creates: responses come from submit/ (or a paid registration)",
    body: { schema: refusedWrite, kinds: ["multipart"], documented: refusedWriteDocumented },
    responses: { 400: { description: "Nested writes refused", schema: fieldErrorsBody }, ...unauthorized },
    handler: async ({ body }) => {
      throw new ApiError(400, { field_responses: [body.field_responses === undefined ? "This field is required." : NESTED] });
    },
  }),
  detailRoute({
    path: "/backend/api/form_responses/:id/",
    access: "token",
    tag,
    summary: "One response with its answers (files as signed download links)",
    params: idParam,
    description: "The response",
    schema: formResponse,
    find: ({ services, params }) => oneResponse(services, params.id),
  }),
  route<z.infer<typeof idParam>, Record<string, never>, z.infer<typeof refusedWrite>>({
    method: "put",
    path: "/backend/api/form_responses/:id/",
    access: "token",
    tag,
    summary: "Never replaces a response's answers",
    params: idParam,
    body: { schema: refusedWrite, kinds: ["multipart"], documented: refusedWriteDocumented },
    responses: { 400: { description: "Nested writes refused", schema: fieldErrorsBody }, ...unauthorized, ...notFoundAnswer },
    handler: async ({ services, params, body }) => {
      if ((await formOfResponse(services.db, params.id)) === null) throw notFound("FormResponse");
      throw new ApiError(400, { field_responses: [body.field_responses === undefined ? "This field is required." : NESTED] });
    },
  }),
  route<z.infer<typeof idParam>, Record<string, never>, z.infer<typeof patchBody>>({
    method: "patch",
    path: "/backend/api/form_responses/:id/",
    access: "token",
    tag,
    summary: "Move a response to another form (`form` only)",
    params: idParam,
    body: { schema: patchBody, kinds: ["multipart"], documented: patchDocumented },
    responses: {
      200: { description: "The response", schema: formResponse },
      400: { description: "Nested writes or an unknown form", schema: fieldErrorsBody },
      ...unauthorized,
      ...notFoundAnswer,
    },
    handler: async ({ services, params, body, actor }) => {
      if ((await formOfResponse(services.db, params.id)) === null) throw notFound("FormResponse");
      if (body.field_responses !== undefined) throw new ApiError(400, { field_responses: [NESTED] });
      if (body.form !== undefined) {
        const formId = parseRowId(body.form);
        const invalid = () => new ApiError(400, { form: [`Invalid pk "${String(body.form)}" - object does not exist.`] });
        if (formId === null) throw invalid();
        if (!(await moveResponse(services.db, params.id, formId, actor))) throw invalid();
      }
      return { body: await oneResponse(services, params.id) };
    },
  }),
  deleteRoute({
    path: "/backend/api/form_responses/:id/",
    tag,
    summary: "Delete a response: its answers and files go, its payment stays on record",
    params: idParam,
    name: "FormResponse",
    remove: async ({ services, params, actor }) => {
      const formId = await formOfResponse(services.db, params.id);
      if (formId === null) return false;
      const deleted = await deleteResponse(services.db, formId, params.id, actor);
      if (!deleted.ok) return false;
    },
  }),
];
