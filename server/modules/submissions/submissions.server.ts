import type { Services } from "../../services.js";
import { FORM_IDS } from "../../db/models/index.js";
import { claimFiles, FileUnavailableError } from "../media/files.server.js";
import { inputName, isFileField, isJobField, jobFieldValue, type FieldDefinition } from "../forms/fields.js";
import { getFormDefinition } from "../forms/forms.server.js";
import {
  buildSubmissionSchema,
  collectSubmissionInput,
  fieldErrors,
  type SubmissionData,
  type UploadLookup,
  type UploadRef,
} from "../forms/schema.js";
import { getOpenJob } from "../jobs/jobs.server.js";

export type SubmitResult =
  | { ok: true; responseId: number }
  | { ok: false; status: 403 | 404 | 409 | 422; message: string; fieldErrors: Record<string, string> };

export interface SubmitInput {
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

const refused = (status: 403 | 404 | 409 | 422, message: string, errors: Record<string, string> = {}): SubmitResult => ({
  ok: false,
  status,
  message,
  fieldErrors: errors,
});

interface AnswerRow {
  field_id: number;
  field_label: string;
  field_type: string;
  position: number;
  value: string | null;
  file_id: string | null;
}

/** One row per answered field; empty optional answers are not stored. Values are jsonb (a string or a list). */
function answerRows(fields: readonly FieldDefinition[], data: SubmissionData): AnswerRow[] {
  const rows: AnswerRow[] = [];
  fields.forEach((field, position) => {
    const value = data[inputName(field)];
    const base = { field_id: field.id, field_label: field.name, field_type: field.fieldType, position };
    if (isFileField(field)) {
      const file = value as UploadRef | undefined;
      if (file) rows.push({ ...base, value: JSON.stringify(file.originalName), file_id: file.id });
    } else if (Array.isArray(value)) {
      if (value.length > 0) rows.push({ ...base, value: JSON.stringify(value), file_id: null });
    } else if (typeof value === "string" && value !== "") {
      rows.push({ ...base, value: JSON.stringify(value), file_id: null });
    }
  });
  return rows;
}

/**
 * Stores a public form submission (forms 1, 3, 4): validates it against the form's current fields,
 * then inserts the response, its answers and claims its files in one transaction. A refused
 * submission stores nothing (its uploads stay unclaimed and the upload module deletes them).
 */
export async function submitFormResponse(services: Pick<Services, "db" | "logger">, input: SubmitInput): Promise<SubmitResult> {
  const { db } = services;
  if (input.formId === FORM_IDS.workerRegistration) return refused(403, MESSAGES.workerRegistration);
  const form = await getFormDefinition(db, input.formId);
  if (!form) return refused(404, MESSAGES.unknownForm);

  const raw = collectSubmissionInput(form.fields, input.formData, input.uploads);
  let jobId: number | null = null;
  if (form.id === FORM_IDS.jobApplication) {
    const job = await getOpenJob(db, input.jobId);
    if (!job) return refused(404, MESSAGES.noJob);
    jobId = job.id;
    // The read-only Job field is filled here, never taken from the client.
    for (const field of form.fields) if (isJobField(field)) raw[inputName(field)] = jobFieldValue(job);
  }

  const parsed = buildSubmissionSchema(form.fields).safeParse(raw);
  if (!parsed.success) return refused(422, MESSAGES.invalid, fieldErrors(parsed.error));
  const answers = answerRows(form.fields, parsed.data);

  try {
    const responseId = await db.transaction(async (trx) => {
      // Claimed first: a file swept meanwhile fails with a clear message instead of a foreign-key error.
      await claimFiles(
        trx,
        answers.flatMap((a) => (a.file_id ? [a.file_id] : [])),
      );
      const [{ id }] = await trx("form_responses")
        .insert({ form_id: form.id, job_id: jobId })
        .returning<Array<{ id: number }>>("id");
      if (answers.length > 0) await trx("form_answers").insert(answers.map((a) => ({ ...a, response_id: id })));
      return id;
    });
    return { ok: true, responseId };
  } catch (err) {
    if (err instanceof FileUnavailableError) return refused(409, err.message);
    // a field (or the job) deleted between reading the form and storing the answers
    if ((err as { code?: string }).code === "23503") return refused(409, MESSAGES.formChanged);
    throw err;
  }
}
