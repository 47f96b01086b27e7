import { queueSubmissionMail } from "../notifications/mail.server.js";
import type { Services } from "../../services.js";
import { FORM_IDS, FormAnswer, FormResponse } from "../../db/models/index.js";
import { claimFiles, FileUnavailableError } from "../media/files.server.js";
import { inputName, isJobField, jobFieldValue, type FormDefinition } from "../forms/fields.js";
import { getFormDefinition } from "../forms/forms.server.js";
import {
  answersOf,
  collectSubmissionInput,
  fileIdsOf,
  validateSubmission,
  type SubmissionData,
  type UploadLookup,
} from "../forms/schema.js";
import { getOpenJob } from "../jobs/jobs.server.js";

type SubmitResult =
  | { ok: true; responseId: number }
  | { ok: false; status: 403 | 404 | 409 | 422; message: string; fieldErrors: Record<string, string> };

interface SubmitInput {
  formId: number;
  /** The submitted text fields. */
  formData: FormData | URLSearchParams;
  /** Files the upload module stored for this request. */
  uploads: UploadLookup;
  /** Form 4: the job applied for (required there, ignored elsewhere). */
  jobId?: unknown;
}

export const MESSAGES = {
  workerRegistration: "Worker registration is completed on the Worker Registration page, together with the registration fee.",
  unknownForm: "This form does not exist.",
  noJob: "This job is no longer open. Please choose another job.",
  invalid: "Please check the highlighted fields and try again.",
  formChanged: "This form was changed while you were filling it in. Please reload the page and try again.",
};

type Refusal = Extract<SubmitResult, { ok: false }>;

const refused = (status: Refusal["status"], message: string, errors: Record<string, string> = {}): Refusal => ({
  ok: false,
  status,
  message,
  fieldErrors: errors,
});

/** A public form ready to take a submission: its current fields, the job applied for and the values the server fills in. */
export interface PreparedSubmission {
  form: FormDefinition;
  jobId: number | null;
  /** Input values set by the server, never by the client (form 4's read-only Job field). */
  fixedValues: Record<string, string>;
}

/**
 * The checks before validation: the form exists and takes public submissions, and (form 4) the job is
 * still open. Returns what validation and `recordFormResponse` need, or the refusal.
 */
export async function prepareSubmission(
  services: Pick<Services, "db">,
  input: Pick<SubmitInput, "formId" | "jobId">,
): Promise<({ ok: true } & PreparedSubmission) | Refusal> {
  const { db } = services;
  if (input.formId === FORM_IDS.workerRegistration) return refused(403, MESSAGES.workerRegistration);
  const form = await getFormDefinition(db, input.formId);
  if (!form) return refused(404, MESSAGES.unknownForm);
  const fixedValues: Record<string, string> = {};
  let jobId: number | null = null;
  if (form.id === FORM_IDS.jobApplication) {
    const job = await getOpenJob(db, input.jobId);
    if (!job) return refused(404, MESSAGES.noJob);
    jobId = job.id;
    // The read-only Job field is filled here, never taken from the client.
    for (const field of form.fields) if (isJobField(field)) fixedValues[inputName(field)] = jobFieldValue(job);
  }
  return { ok: true, form, jobId, fixedValues };
}

/** The raw input of a prepared submission: text values from the body, files from the upload module, fixed values on top. */
export function submissionInput(
  prepared: PreparedSubmission,
  formData: FormData | URLSearchParams,
  uploads: UploadLookup,
): Record<string, unknown> {
  return { ...collectSubmissionInput(prepared.form.fields, formData, uploads), ...prepared.fixedValues };
}

/**
 * Stores a validated submission: the response, its answers and the claim of its files in one
 * transaction. A refused store leaves nothing (its uploads stay unclaimed and are deleted).
 */
export async function recordFormResponse(
  services: Pick<Services, "db" | "queues" | "logger">,
  prepared: PreparedSubmission,
  data: SubmissionData,
): Promise<SubmitResult> {
  const { db } = services;
  const { form, jobId } = prepared;
  const answers = answersOf(form.fields, data);
  try {
    const response = await db.transaction(async (trx) => {
      // Claimed first: a file swept meanwhile fails with a clear message instead of a foreign-key error.
      await claimFiles(trx, fileIdsOf(answers));
      const { id, submittedAt } = await FormResponse.query(trx)
        .insert({ formId: form.id, jobId })
        .returning(["id", "submitted_at"]);
      if (answers.length > 0) await FormAnswer.query(trx).insert(answers.map((a) => ({ ...a, responseId: id })));
      return { id, submittedAt };
    });
    // Both doors (the website's forms, the REST API's submit/) notify the same way; mail never changes the answer.
    queueSubmissionMail(services, response);
    return { ok: true, responseId: response.id };
  } catch (err) {
    if (err instanceof FileUnavailableError) return refused(409, err.message);
    // a field (or the job) deleted between reading the form and storing the answers
    if ((err as { code?: string }).code === "23503") return refused(409, MESSAGES.formChanged);
    throw err;
  }
}

/**
 * Stores a public form submission (forms 1, 3, 4): prepares it, validates it against the form's current
 * fields and records it. The public routes run the same steps with Conform's parseWithZod in between
 * (app/utils/public-form.server.ts).
 */
export async function submitFormResponse(
  services: Pick<Services, "db" | "queues" | "logger">,
  input: SubmitInput,
): Promise<SubmitResult> {
  const prepared = await prepareSubmission(services, input);
  if (!prepared.ok) return prepared;
  const { form, fixedValues } = prepared;
  const valid = validateSubmission(form.fields, input.formData, input.uploads, fixedValues);
  if (!valid.ok) return refused(422, MESSAGES.invalid, valid.fieldErrors);
  return recordFormResponse(services, prepared, valid.data);
}
