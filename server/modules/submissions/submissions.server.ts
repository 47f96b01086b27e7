import { queueSubmissionMail } from "../notifications/mail.server.js";
import type { Services } from "../../services.js";
import { FORM_IDS, FormAnswer, FormResponse } from "../../db/models/index.js";
import { claimFiles, FileUnavailableError } from "../media/files.server.js";
import { inputName, isJobField, jobFieldValue, type FormDefinition } from "../forms/fields.js";
import { getFormDefinition } from "../forms/forms.server.js";
import type { Locale } from "../i18n/locales.js";
import { answersOf, collectSubmissionInput, fileIdsOf, type SubmissionData, type UploadLookup } from "../forms/schema.js";
import { getOpenJob } from "../jobs/jobs.server.js";

/**
 * Why a submission was not stored (the route words each one):
 * - `worker_registration`: form 2 is taken only with its fee, through the paid registration;
 * - `unknown_form`: no such form;
 * - `job_closed`: form 4's job is no longer open;
 * - `file_unavailable`: an uploaded file was swept before it could be kept;
 * - `form_changed`: a field (or the job) was deleted between reading the form and storing the answers.
 */
export type SubmissionRefusal = "worker_registration" | "unknown_form" | "job_closed" | "file_unavailable" | "form_changed";

type StoreResult = { ok: true; responseId: number } | { ok: false; reason: "file_unavailable" | "form_changed" };

interface SubmitInput {
  formId: number;
  /** Form 4: the job applied for (required there, ignored elsewhere). */
  jobId?: unknown;
  /** The visitor's language: the fields' labels in refusals are theirs; answers keep the English names. */
  locale?: Locale;
}

const refused = <R extends SubmissionRefusal>(reason: R) => ({ ok: false as const, reason });

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
  input: SubmitInput,
): Promise<({ ok: true } & PreparedSubmission) | { ok: false; reason: SubmissionRefusal }> {
  const { db } = services;
  if (input.formId === FORM_IDS.workerRegistration) return refused("worker_registration");
  const form = await getFormDefinition(db, input.formId, input.locale);
  if (!form) return refused("unknown_form");
  const fixedValues: Record<string, string> = {};
  let jobId: number | null = null;
  if (form.id === FORM_IDS.jobApplication) {
    const job = await getOpenJob(db, input.jobId);
    if (!job) return refused("job_closed");
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
): Promise<StoreResult> {
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
    if (err instanceof FileUnavailableError) return refused("file_unavailable");
    // a field (or the job) deleted between reading the form and storing the answers
    if ((err as { code?: string }).code === "23503") return refused("form_changed");
    throw err;
  }
}
