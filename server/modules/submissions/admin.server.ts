import type { Knex } from "knex";
import type { QueryBuilder } from "objection";
import { z } from "zod";
import { text } from "../validation/text.js";
import { rowId } from "../../validation.js";
import { FileRecord, Form, FormAnswer, FormResponse, RESPONSE_STATUSES, type ResponseStatus } from "../../db/models/index.js";
import type { FormAnswerRow } from "../../db/models/FormAnswer.js";
import { FORM_IDS, type RegistrationStage } from "../../db/models/form-enums.js";
import type { FormResponseRow } from "../../db/models/FormResponse.js";
import type { JobRow } from "../../db/models/Job.js";
import type { PaymentRow } from "../../db/models/Payment.js";
import { countsBy, paginate, type Page } from "../../db/paginate.js";
import { escapeLike } from "../../db/sql.js";
import { audit } from "../audit/audit.server.js";
import { firstEarlierRegistrationSql, samePassportRegistrations, type SamePassport } from "../payments/duplicates.server.js";
import { refusable, Refusal } from "../outcome.js";
import type { Actor } from "../audit/audit.server.js";
import type { AuditAction } from "../audit/actions.js";

export const RESPONSES_PAGE_SIZE = 20;
const SEARCH_MAX = 100;

/** `?flag=` of the worker registrations' list: only the possible duplicates the office has not checked yet. */
export const RESPONSE_FLAGS = ["possible-duplicate"] as const;
export type ResponseFlag = (typeof RESPONSE_FLAGS)[number];

/**
 * `?status=&q=&page=` of a responses list (`response=<id>`: that one response, e.g. linked from the
 * payments page; `flag=possible-duplicate`: worker registrations flagged and not checked yet); anything malformed
 * falls back to the default.
 */
export const responseFilterSchema = z.object({
  status: z.enum(RESPONSE_STATUSES).optional().catch(undefined),
  flag: z.enum(RESPONSE_FLAGS).optional().catch(undefined),
  q: text().trim().max(SEARCH_MAX).catch(""),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  response: rowId.optional().catch(undefined),
});
export type ResponseFilter = z.output<typeof responseFilterSchema>;

export function parseResponseFilter(params: URLSearchParams): ResponseFilter {
  return responseFilterSchema.parse({
    status: params.get("status") || undefined,
    q: params.get("q") ?? "",
    page: params.get("page") ?? "1",
    response: params.get("response") || undefined,
    flag: params.get("flag") || undefined,
  });
}

/** A new status and notes for a response (the route validates the form into this). */
interface ResponseUpdate extends Pick<FormResponseRow, "status" | "notes"> {
  responseId: number;
}

/** One answer as the responses list shows it (deleted fields included: `fieldId` null, the label kept). */
export interface ResponseAnswer extends Pick<FormAnswerRow, "fieldId" | "fieldType" | "value"> {
  label: FormAnswerRow["fieldLabel"];
  file: { id: string; name: string; size: number; contentType: string } | null;
}

/** Form 2: the registration's payment. */
export interface ResponsePayment extends Pick<PaymentRow, "amount" | "currency" | "status" | "trxId" | "reference"> {
  /** When it completed, or when it was created if it never did. */
  at: string;
}

export interface ResponseItem extends Pick<FormResponseRow, "id" | "status" | "notes" | "stage" | "publicNote"> {
  submittedAt: string;
  /** Form 2: when the office marked the registration "not a duplicate" (null: it did not). */
  duplicateCheckedAt: string | null;
  /** Form 4: the job applied for, if it still exists. */
  job: Pick<JobRow, "id" | "title" | "city" | "country"> | null;
  payment: ResponsePayment | null;
  /** Form 2: how the registration shares its passport number with others (a possible duplicate), if it does. */
  samePassport: SamePassport | null;
  answers: ResponseAnswer[];
}

export interface ResponsePage extends Page<ResponseItem> {
  /** Responses per status over the whole form (for the filter). */
  counts: Record<ResponseStatus, number>;
  /** Form 2: how many registrations are possible duplicates not checked yet (null for other forms). */
  possibleDuplicates: number | null;
}

/** Restricts a query of `form_responses as r` (worker registrations) to the possible duplicates not checked yet. */
function uncheckedDuplicates(query: QueryBuilder<FormResponse>): QueryBuilder<FormResponse> {
  return query.whereNull("r.duplicate_checked_at").whereRaw(`${firstEarlierRegistrationSql("r")} IS NOT NULL`);
}

/**
 * Restricts a query of `form_responses as r` to a filter: status, and every word of `q` found in some
 * answer of the response (text answers, checkbox choices and uploaded file names; case-insensitive).
 * The responses list and the CSV export (whose cursor runs this query's SQL) share it.
 */
function applyResponseFilter(
  query: QueryBuilder<FormResponse>,
  filter: Pick<ResponseFilter, "status" | "q"> & { response?: number },
): QueryBuilder<FormResponse> {
  if (filter.response) query.where("r.id", filter.response);
  if (filter.status) query.where("r.status", filter.status);
  const terms = filter.q.split(/\s+/).filter(Boolean).slice(0, 8);
  for (const term of terms) {
    query.whereExists(
      FormAnswer.query()
        .alias("sa")
        .whereColumn("sa.response_id", "r.id")
        .whereRaw("(sa.value #>> '{}') ILIKE ?", [`%${escapeLike(term)}%`]),
    );
  }
  return query;
}

/** A form's responses (`form_responses as r`) matching a filter: the list's and the export's query. */
export function filteredResponses(
  db: Knex | Knex.Transaction,
  formId: number,
  filter: Pick<ResponseFilter, "status" | "q"> & { response?: number },
): QueryBuilder<FormResponse> {
  return applyResponseFilter(FormResponse.query(db).alias("r").where("r.form_id", formId), filter).orderBy([
    { column: "r.submitted_at", order: "desc" },
    { column: "r.id", order: "desc" },
  ]);
}

const toAnswer = (a: FormAnswer): ResponseAnswer => ({
  fieldId: a.fieldId,
  label: a.fieldLabel,
  fieldType: a.fieldType,
  value: a.value,
  file: a.file
    ? { id: a.file.id, name: a.file.originalName || "file", size: Number(a.file.sizeBytes), contentType: a.file.contentType }
    : null,
});

const toItem = (r: FormResponse): ResponseItem => ({
  id: r.id,
  submittedAt: r.submittedAt.toISOString(),
  status: r.status,
  notes: r.notes,
  stage: r.stage,
  publicNote: r.publicNote,
  duplicateCheckedAt: r.duplicateCheckedAt?.toISOString() ?? null,
  job: r.job ? { id: r.job.id, title: r.job.title, city: r.job.city, country: r.job.country } : null,
  payment: r.payment
    ? {
        amount: r.payment.amount,
        currency: r.payment.currency,
        status: r.payment.status,
        trxId: r.payment.trxId,
        reference: r.payment.reference,
        at: (r.payment.completedAt ?? r.payment.createdAt).toISOString(),
      }
    : null,
  samePassport: null,
  answers: (r.answers ?? []).map(toAnswer),
});

/** One page of a form's responses, newest first, with their answers (deleted fields included). */
export async function listResponses(db: Knex, formId: number, filter: ResponseFilter): Promise<ResponsePage> {
  const registrations = formId === FORM_IDS.workerRegistration;
  const listed = filteredResponses(db, formId, filter);
  if (registrations && filter.flag === "possible-duplicate") uncheckedDuplicates(listed);
  const [page, counts, possibleDuplicates] = await Promise.all([
    paginate(listed.withGraphFetched("[job, payment, answers.file]"), filter.page, RESPONSES_PAGE_SIZE),
    countsBy(FormResponse.query(db).where("form_id", formId), "status", RESPONSE_STATUSES),
    registrations
      ? uncheckedDuplicates(FormResponse.query(db).alias("r").where("r.form_id", formId)).resultSize()
      : Promise.resolve(null),
  ]);
  const items = page.items.map(toItem);
  if (registrations) {
    const shared = await samePassportRegistrations(
      db,
      items.map((item) => item.id),
    );
    for (const item of items) item.samePassport = shared.get(item.id) ?? null;
  }
  return { ...page, items, counts, possibleDuplicates };
}

type ReviewColumns = Pick<FormResponseRow, "status" | "notes" | "stage" | "publicNote">;

/**
 * Writes `changes` to one of the form's responses, its row locked, with an audit record (`action`, what `details`
 * says of the change); nothing is written when nothing changes. "missing" when the response is not (or no longer)
 * one of this form's, or when `allowed` is false.
 */
function reviewResponse<C extends Partial<ReviewColumns>>(
  db: Knex,
  formId: number,
  responseId: number,
  changes: C,
  {
    actor,
    action,
    details,
    allowed = true,
  }: { actor: Actor; action: AuditAction; details: (before: ReviewColumns) => object; allowed?: boolean },
) {
  return refusable<"missing", object>(() =>
    db.transaction(async (trx) => {
      const before = allowed ? await FormResponse.query(trx).findOne({ id: responseId, form_id: formId }).forUpdate() : undefined;
      if (!before) throw new Refusal("missing");
      const columns = Object.keys(changes) as Array<keyof C & keyof ReviewColumns>;
      if (columns.every((column) => before[column] === changes[column])) return {};
      await FormResponse.query(trx).findById(responseId).patch(changes);
      await audit(trx, actor, action, responseId, { formId, ...details(before) });
      return {};
    }),
  );
}

/** Changes a response's status and notes; "missing" when it is not (or no longer) one of this form's. */
export function updateResponse(db: Knex, formId: number, { responseId, ...changes }: ResponseUpdate, actor: Actor) {
  return reviewResponse(db, formId, responseId, changes, {
    actor,
    action: "form_response.update",
    details: (before) => ({
      ...(before.status !== changes.status ? { status: { before: before.status, after: changes.status } } : {}),
      ...(before.notes !== changes.notes ? { notesChanged: true } : {}),
    }),
  });
}

/**
 * Sets a worker registration's stage and public note (what the status page shows the worker), audited with the
 * stage before and after; a response of another form is refused like a missing one.
 */
export function setStage(
  db: Knex,
  formId: number,
  { responseId, ...changes }: { responseId: number; stage: RegistrationStage; publicNote: string },
  actor: Actor,
) {
  return reviewResponse(db, formId, responseId, changes, {
    actor,
    action: "form_response.stage",
    allowed: formId === FORM_IDS.workerRegistration,
    details: (before) => ({
      stage: { before: before.stage, after: changes.stage },
      ...(before.publicNote !== changes.publicNote ? { publicNote: changes.publicNote } : {}),
    }),
  });
}

/**
 * The office's answer to a possible duplicate (docs/product.md, "Worker registration and payments"): `notDuplicate`
 * clears the flag (the time is kept), false flags the registration again; audited. A response of another form is
 * refused like a missing one.
 */
export function checkDuplicate(
  db: Knex,
  formId: number,
  { responseId, notDuplicate }: { responseId: number; notDuplicate: boolean },
  actor: Actor,
) {
  return refusable<"missing", object>(() =>
    db.transaction(async (trx) => {
      const before =
        formId === FORM_IDS.workerRegistration
          ? await FormResponse.query(trx).findOne({ id: responseId, form_id: formId }).forUpdate()
          : undefined;
      if (!before) throw new Refusal("missing");
      if ((before.duplicateCheckedAt !== null) === notDuplicate) return {};
      await FormResponse.query(trx)
        .findById(responseId)
        .patch({ duplicateCheckedAt: notDuplicate ? new Date() : null });
      await audit(trx, actor, "form_response.duplicate_check", responseId, { formId, notDuplicate });
      return {};
    }),
  );
}

/**
 * Deletes a response and its answers. Its uploaded files are released (claimed_at cleared), so the
 * maintenance sweep removes object and row; the payment of a worker registration stays on record.
 */
export function deleteResponse(db: Knex, formId: number, responseId: number, actor: Actor) {
  return refusable<"missing", object>(() =>
    db.transaction(async (trx) => {
      const fileIds = (
        await FormAnswer.query(trx).where("response_id", responseId).whereNotNull("file_id").select("file_id")
      ).map((a) => a.fileId!);
      const [deleted] = await FormResponse.query(trx)
        .delete()
        .where({ id: responseId, form_id: formId })
        .returning(["id", "submitted_at", "payment_id"]);
      if (!deleted) throw new Refusal("missing");
      if (fileIds.length > 0) await FileRecord.query(trx).whereIn("id", fileIds).patch({ claimedAt: null });
      await audit(trx, actor, "form_response.delete", responseId, {
        formId,
        submittedAt: deleted.submittedAt.toISOString(),
        paymentId: deleted.paymentId,
        filesReleased: fileIds.length,
      });
      return {};
    }),
  );
}

/** What a download route needs of a stored file. */
type DownloadableFile = Pick<FileRecord, "id" | "objectKey" | "contentType" | "originalName"> & { size: number };

/** A file uploaded with a form response (private bucket), or null: nothing else is served by this route. */
export async function findResponseFile(db: Knex, fileId: string): Promise<DownloadableFile | null> {
  if (!z.uuid().safeParse(fileId).success) return null;
  const file = await FileRecord.query(db)
    .findById(fileId)
    .where("bucket", "private")
    .whereExists(FormAnswer.query().whereColumn("form_answers.file_id", "files.id"));
  return file
    ? {
        id: file.id,
        objectKey: file.objectKey,
        contentType: file.contentType,
        size: Number(file.sizeBytes),
        originalName: file.originalName || "download",
      }
    : null;
}

/**
 * Responses with every answer, its field as it is now (null once deleted) and its file, by ascending id: all of
 * them, one form's (`formId`) or one (`responseId`). The REST API's lists, which have no pages.
 */
export async function responsesWithAnswers(db: Knex, filter: { formId?: number; responseId?: number }): Promise<FormResponse[]> {
  return FormResponse.query(db)
    .modify((q) => {
      if (filter.formId !== undefined) q.where("form_id", filter.formId);
      if (filter.responseId !== undefined) q.where("id", filter.responseId);
    })
    .withGraphFetched("answers.[field, file]")
    .orderBy("id");
}

/** Moves a response to another form (its answers stay as they were given); false when either is missing. */
export async function moveResponse(db: Knex, responseId: number, formId: number, actor: Actor): Promise<boolean> {
  return db.transaction(async (trx) => {
    const before = await FormResponse.query(trx).findById(responseId).forUpdate().select("form_id");
    if (!before || !(await Form.query(trx).findById(formId).select("id"))) return false;
    if (before.formId === formId) return true;
    await FormResponse.query(trx).findById(responseId).patch({ formId });
    await audit(trx, actor, "form_response.move", responseId, { before: before.formId, after: formId });
    return true;
  });
}

/** The form a response belongs to, or null when there is no such response. */
export async function formOfResponse(db: Knex, responseId: number): Promise<number | null> {
  return (await FormResponse.query(db).findById(responseId).select("form_id"))?.formId ?? null;
}
