import type { Knex } from "knex";
import { z } from "zod";
import { RESPONSE_STATUSES, type ResponseStatus } from "../../db/models/index.js";
import { escapeLike } from "../../db/sql.js";
import { recordAudit } from "../audit/audit.server.js";
import type { Actor } from "../forms/admin.server.js";

export const RESPONSE_MESSAGES = {
  fetchFailed: "Failed to fetch form responses. Please try again later.",
  deleted: "Response deleted successfully!",
  deleteFailed: "Failed to delete the form response.",
  updated: "Response saved.",
  updateFailed: "Failed to save the response. Please try again.",
  missing: "This response no longer exists. Please reload the page.",
} as const;

export const RESPONSES_PAGE_SIZE = 20;
export const NOTES_MAX = 5_000;
export const SEARCH_MAX = 100;

/**
 * `?status=&q=&page=` of a responses list (`response=<id>`: that one response, e.g. linked from the
 * payments page); anything malformed falls back to the default.
 */
export const responseFilterSchema = z.object({
  status: z.enum(RESPONSE_STATUSES).optional().catch(undefined),
  q: z.string().trim().max(SEARCH_MAX).catch(""),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  response: z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined),
});
export type ResponseFilter = z.output<typeof responseFilterSchema>;

export function parseResponseFilter(params: URLSearchParams): ResponseFilter {
  return responseFilterSchema.parse({
    status: params.get("status") || undefined,
    q: params.get("q") ?? "",
    page: params.get("page") ?? "1",
    response: params.get("response") || undefined,
  });
}

export const responseUpdateSchema = z.object({
  responseId: z.coerce.number().int().positive().max(2_147_483_647),
  status: z.enum(RESPONSE_STATUSES, { error: "Please choose a status." }),
  notes: z
    .string()
    .max(NOTES_MAX, `Notes must be at most ${NOTES_MAX.toLocaleString("en-US")} characters.`)
    .transform((v) => v.replace(/\r\n/g, "\n").trim())
    .default(""),
});
export type ResponseUpdate = z.output<typeof responseUpdateSchema>;

export interface ResponseAnswer {
  /** Null once the field was deleted: the answer keeps the label it was given under. */
  fieldId: number | null;
  label: string;
  fieldType: string;
  value: string | string[] | null;
  file: { id: string; name: string; size: number; contentType: string } | null;
}

export interface ResponsePayment {
  amount: string;
  currency: string;
  status: string;
  trxId: string | null;
  /** When it completed, or when it was created if it never did. */
  at: string;
}

export interface ResponseItem {
  id: number;
  submittedAt: string;
  status: ResponseStatus;
  notes: string;
  /** Form 4: the job applied for, if it still exists. */
  job: { id: number; title: string; city: string; country: string } | null;
  /** Form 2: the registration's payment. */
  payment: ResponsePayment | null;
  answers: ResponseAnswer[];
}

export interface ResponsePage {
  responses: ResponseItem[];
  total: number;
  page: number;
  pageCount: number;
  /** Responses per status over the whole form (for the filter). */
  counts: Record<ResponseStatus, number>;
}

/**
 * Restricts a `form_responses as r` query to a filter: status, and every word of `q` found in some
 * answer of the response (text answers, checkbox choices and uploaded file names; case-insensitive).
 */
export function applyResponseFilter(
  query: Knex.QueryBuilder,
  filter: Pick<ResponseFilter, "status" | "q"> & { response?: number },
): Knex.QueryBuilder {
  if (filter.response) query.where("r.id", filter.response);
  if (filter.status) query.where("r.status", filter.status);
  const terms = filter.q.split(/\s+/).filter(Boolean).slice(0, 8);
  for (const term of terms) {
    query.whereExists(function () {
      this.select(this.client.raw("1"))
        .from("form_answers as sa")
        .whereRaw("sa.response_id = r.id")
        .whereRaw("(sa.value #>> '{}') ILIKE ?", [`%${escapeLike(term)}%`]);
    });
  }
  return query;
}

interface ResponseRow {
  id: number;
  submitted_at: Date;
  status: ResponseStatus;
  notes: string;
  job_id: number | null;
  job_title: string | null;
  job_city: string | null;
  job_country: string | null;
  p_amount: string | null;
  p_currency: string | null;
  p_status: string | null;
  p_trx_id: string | null;
  p_created_at: Date | null;
  p_completed_at: Date | null;
}

interface AnswerRow {
  response_id: number;
  field_id: number | null;
  field_label: string;
  field_type: string;
  value: string | string[] | null;
  file_id: string | null;
  file_name: string | null;
  file_size: number | null;
  file_type: string | null;
}

/** One page of a form's responses, newest first, with their answers (deleted fields included). */
export async function listResponses(db: Knex, formId: number, filter: ResponseFilter): Promise<ResponsePage> {
  const base = () => applyResponseFilter(db("form_responses as r").where("r.form_id", formId), filter);
  const [[{ total }], grouped] = await Promise.all([
    base().count<Array<{ total: number }>>({ total: "*" }),
    db("form_responses")
      .where("form_id", formId)
      .groupBy("status")
      .select<Array<{ status: ResponseStatus; count: number }>>("status", db.raw("count(*)::int as count")),
  ]);
  const pageCount = Math.max(1, Math.ceil(total / RESPONSES_PAGE_SIZE));
  const page = Math.min(filter.page, pageCount);
  const rows = await base()
    .leftJoin("jobs as j", "j.id", "r.job_id")
    .leftJoin("payments as p", "p.id", "r.payment_id")
    .select<ResponseRow[]>(
      "r.id",
      "r.submitted_at",
      "r.status",
      "r.notes",
      "r.job_id",
      "j.title as job_title",
      "j.city as job_city",
      "j.country as job_country",
      "p.amount as p_amount",
      "p.currency as p_currency",
      "p.status as p_status",
      "p.trx_id as p_trx_id",
      "p.created_at as p_created_at",
      "p.completed_at as p_completed_at",
    )
    .orderBy([
      { column: "r.submitted_at", order: "desc" },
      { column: "r.id", order: "desc" },
    ])
    .limit(RESPONSES_PAGE_SIZE)
    .offset((page - 1) * RESPONSES_PAGE_SIZE);

  const answers = rows.length
    ? await db("form_answers as a")
        .leftJoin("files as f", "f.id", "a.file_id")
        .whereIn(
          "a.response_id",
          rows.map((r) => r.id),
        )
        .orderBy([{ column: "a.position" }, { column: "a.id" }])
        .select<AnswerRow[]>(
          "a.response_id",
          "a.field_id",
          "a.field_label",
          "a.field_type",
          "a.value",
          "a.file_id",
          "f.original_name as file_name",
          "f.size_bytes as file_size",
          "f.content_type as file_type",
        )
    : [];
  const byResponse = new Map<number, ResponseAnswer[]>();
  for (const a of answers) {
    const list = byResponse.get(a.response_id) ?? [];
    list.push({
      fieldId: a.field_id,
      label: a.field_label,
      fieldType: a.field_type,
      value: a.value,
      file: a.file_id
        ? { id: a.file_id, name: a.file_name || "file", size: Number(a.file_size ?? 0), contentType: a.file_type ?? "" }
        : null,
    });
    byResponse.set(a.response_id, list);
  }

  const counts = Object.fromEntries(RESPONSE_STATUSES.map((s) => [s, 0])) as Record<ResponseStatus, number>;
  for (const g of grouped) counts[g.status] = g.count;

  return {
    total,
    page,
    pageCount,
    counts,
    responses: rows.map((r) => ({
      id: r.id,
      submittedAt: r.submitted_at.toISOString(),
      status: r.status,
      notes: r.notes,
      job:
        r.job_id !== null && r.job_title !== null
          ? { id: r.job_id, title: r.job_title, city: r.job_city ?? "", country: r.job_country ?? "" }
          : null,
      payment:
        r.p_amount !== null
          ? {
              amount: r.p_amount,
              currency: r.p_currency ?? "BDT",
              status: r.p_status ?? "",
              trxId: r.p_trx_id,
              at: (r.p_completed_at ?? r.p_created_at ?? r.submitted_at).toISOString(),
            }
          : null,
      answers: byResponse.get(r.id) ?? [],
    })),
  };
}

export class ResponseMissingError extends Error {
  constructor() {
    super(RESPONSE_MESSAGES.missing);
  }
}

export async function updateResponse(db: Knex, formId: number, input: ResponseUpdate, actor: Actor): Promise<void> {
  await db.transaction(async (trx) => {
    const before = await trx("form_responses")
      .where({ id: input.responseId, form_id: formId })
      .forUpdate()
      .first<{ status: ResponseStatus; notes: string } | undefined>("status", "notes");
    if (!before) throw new ResponseMissingError();
    if (before.status === input.status && before.notes === input.notes) return;
    await trx("form_responses").where({ id: input.responseId }).update({ status: input.status, notes: input.notes });
    await recordAudit(trx, {
      adminUserId: actor.adminUserId,
      action: "form_response.update",
      entity: "form_response",
      entityId: input.responseId,
      details: {
        formId,
        ...(before.status !== input.status ? { status: { before: before.status, after: input.status } } : {}),
        ...(before.notes !== input.notes ? { notesChanged: true } : {}),
      },
      ip: actor.ip,
    });
  });
}

/**
 * Deletes a response and its answers. Its uploaded files are released (claimed_at cleared), so the
 * maintenance sweep removes object and row; the payment of a worker registration stays on record.
 */
export async function deleteResponse(db: Knex, formId: number, responseId: number, actor: Actor): Promise<void> {
  await db.transaction(async (trx) => {
    const fileIds = (
      await trx("form_answers")
        .where("response_id", responseId)
        .whereNotNull("file_id")
        .select<Array<{ file_id: string }>>("file_id")
    ).map((r) => r.file_id);
    const deleted = await trx("form_responses")
      .where({ id: responseId, form_id: formId })
      .delete()
      .returning<Array<{ id: number; submitted_at: Date; payment_id: number | null }>>(["id", "submitted_at", "payment_id"]);
    if (deleted.length === 0) throw new ResponseMissingError();
    if (fileIds.length > 0) await trx("files").whereIn("id", fileIds).update({ claimed_at: null });
    await recordAudit(trx, {
      adminUserId: actor.adminUserId,
      action: "form_response.delete",
      entity: "form_response",
      entityId: responseId,
      details: {
        formId,
        submittedAt: deleted[0]!.submitted_at.toISOString(),
        paymentId: deleted[0]!.payment_id,
        filesReleased: fileIds.length,
      },
      ip: actor.ip,
    });
  });
}

export interface DownloadableFile {
  id: string;
  objectKey: string;
  contentType: string;
  size: number;
  originalName: string;
}

/** A file uploaded with a form response (private bucket), or null: nothing else is served by this route. */
export async function findResponseFile(db: Knex, fileId: string): Promise<DownloadableFile | null> {
  if (!z.uuid().safeParse(fileId).success) return null;
  const row = await db("files as f")
    .where("f.id", fileId)
    .where("f.bucket", "private")
    .whereExists(db("form_answers").select(db.raw("1")).whereRaw("form_answers.file_id = f.id"))
    .first<{ id: string; object_key: string; content_type: string; size_bytes: number; original_name: string } | undefined>(
      "f.id",
      "f.object_key",
      "f.content_type",
      "f.size_bytes",
      "f.original_name",
    );
  return row
    ? {
        id: row.id,
        objectKey: row.object_key,
        contentType: row.content_type,
        size: Number(row.size_bytes),
        originalName: row.original_name || "download",
      }
    : null;
}
