import { randomUUID } from "node:crypto";
import { PassThrough, Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { stringify } from "csv-stringify";
import type { Knex } from "knex";
import { raw } from "objection";
import { z } from "zod";
import { Export, FileRecord, FormAnswer } from "../../db/models/index.js";
import type { ExportRow } from "../../db/models/Export.js";
import type { Services } from "../../services.js";
import { audit, type Actor } from "../audit/audit.server.js";
import { listFields } from "../forms/admin.server.js";
import { filteredResponses, type ResponseFilter } from "../submissions/admin.server.js";
import { FORM_ADMIN_SLUGS, FORM_IDS } from "../../db/models/form-enums.js";
import { firstEarlierRegistrationSql } from "../payments/duplicates.server.js";
import { CSV_OPTIONS, neutralizeCell } from "./csv.js";
import { exportFileName, isoInZone } from "./office-time.js";

/**
 * CSV export of a form's responses (docs/product.md): `form_responses.csv`, column 'Submitted At' then one
 * column per field, 'N/A' for a missing answer.
 *
 * Columns: the form's current fields in priority order, then one column per deleted field that still
 * has answers among the exported responses, headed '<label> (deleted)' and ordered by where the field
 * stood in the form. Answers are matched to current fields by field id (so a renamed field keeps its
 * column and its current label heads it), and to deleted fields by the label they were given under.
 * 'Submitted At' is ISO 8601 in the office's time zone with its offset (./office-time.ts). Checkbox answers are
 * joined with ', ', file answers are the uploaded file's name. A form that takes a fee (the worker registration)
 * ends each row with its payment: amount, bKash trxID, payment status and the registration's reference (`CR-7K3Q9`),
 * then its stage and, for a possible duplicate, the registration first made under its passport number. The job
 * application ends each row with the terms of the job applied for as they stand (JOB_COLUMNS), 'N/A' once the job is
 * deleted.
 *
 * Encoding: UTF-8 with a BOM (Excel then reads Bangla and Arabic correctly), CRLF line ends (RFC 4180),
 * fields quoted when they hold a comma, quote or line break. Formula injection: a cell starting with
 * = + - @ tab or CR is prefixed with a single quote so spreadsheets show it as text.
 *
 * Memory stays flat: rows come from a server-side cursor in batches, pass through csv-stringify and a
 * byte counter into `storage.put`, which streams them to the private bucket in bounded parts. The cursor
 * statements are raw knex on purpose (docs/decisions/0006-data-layer.md); the query they run is the model's.
 */

/** The stored file's name; the download is named by formExportFileName. */
export const EXPORT_FILE_NAME = "form_responses.csv";
export const EXPORT_CONTENT_TYPE = "text/csv; charset=utf-8";
const SUBMITTED_AT = "Submitted At";
const MISSING = "N/A";
/** The largest export accepted (far above any realistic form: 100,000 responses × 10 fields is ~15 MB). */
const EXPORT_MAX_BYTES = 5 * 1024 * 1024 * 1024;
const BATCH_ROWS = 1_000;
/** How often (at most) the worker writes progress to the database. */
const PROGRESS_INTERVAL_MS = 500;

/** Which responses an export holds: those matching the responses list's status and search (the job payload carries it). */
type ExportFilter = Pick<ResponseFilter, "status" | "q">;

/** An answer as one cell ('N/A' when missing or empty). */
function answerCell(value: unknown): string {
  if (Array.isArray(value)) {
    const joined = value.filter((v) => typeof v === "string" && v !== "").join(", ");
    return joined === "" ? MISSING : neutralizeCell(joined);
  }
  if (typeof value === "string" && value !== "") return neutralizeCell(value);
  return MISSING;
}

interface ExportColumn {
  header: string;
  /** Key in a row's `answers` object: the field id, or `deleted:<label>`. */
  key: string;
}

/** The header of an export: current fields, then deleted fields with answers (see the module comment). */
export async function exportColumns(
  db: Knex | Knex.Transaction,
  formId: number,
  filter: Pick<ResponseFilter, "status" | "q">,
): Promise<ExportColumn[]> {
  const current = await listFields(db, formId);
  const deleted = await FormAnswer.query(db)
    .whereIn("response_id", filteredResponses(db, formId, filter).clearOrder().select("r.id"))
    .whereNull("field_id")
    .groupBy("field_label")
    .orderByRaw("min(position), field_label")
    .select("field_label");
  return [
    ...current.map((f) => ({ header: f.name, key: String(f.id) })),
    ...deleted.map((d) => ({ header: `${d.fieldLabel} (deleted)`, key: `deleted:${d.fieldLabel}` })),
  ];
}

interface CursorRow {
  submitted_at: Date;
  answers: Record<string, unknown> | null;
  payment_amount: string | null;
  payment_trx_id: string | null;
  payment_status: string | null;
  payment_reference: string | null;
  stage?: string;
  duplicate_of?: string | null;
  /** Form 4: the job's terms, by JOB_COLUMNS' column names. */
  [jobColumn: `job_${string}`]: string | number | null | undefined;
}

/** The payment columns of a form that takes a fee, after its answers, then the registration's own. */
const PAYMENT_COLUMNS = [
  "Payment Amount (BDT)",
  "bKash trxID",
  "Payment Status",
  "Payment Reference",
  "Stage",
  "Possible Duplicate Of",
];
const FORMS_WITH_PAYMENTS: readonly number[] = [FORM_IDS.workerRegistration];

/**
 * The job application's columns after its answers: the job's structured terms (docs/product.md, "Jobs"), each
 * value as the REST API gives it (numbers as numbers, the closing date as YYYY-MM-DD, the codes of currency, period,
 * food and accommodation, who pays and the employer's country).
 */
const JOB_COLUMNS = [
  ["Job Title", "title"],
  ["Salary Min", "salary_min"],
  ["Salary Max", "salary_max"],
  ["Salary Currency", "salary_currency"],
  ["Salary Period", "salary_period"],
  ["Food", "food"],
  ["Accommodation", "accommodation"],
  ["Contract (months)", "contract_months"],
  ["Working Hours per Day", "hours_per_day"],
  ["Openings", "openings"],
  ["Closing Date", "closes_on"],
  ["Visa Paid By", "visa_paid_by"],
  ["Air Ticket Paid By", "ticket_paid_by"],
  ["Employer Country", "employer_country"],
  ["Employer City", "employer_city"],
] as const;

/** A payment, registration or job value as one cell ('N/A' when there is none). */
function recordCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === "") return MISSING;
  return neutralizeCell(String(value));
}

/** The file name of a form's export: `worker-registrations-2026-11-27.csv` (the form's admin slug, plural). */
export function formExportFileName(formId: number, at: Date, timeZone: string): string {
  const slug = Object.entries(FORM_ADMIN_SLUGS).find(([, id]) => id === formId)?.[0];
  const what = slug ? (slug.endsWith("now") ? `${slug}-applications` : `${slug}s`) : "form-responses";
  return exportFileName(what, at, timeZone);
}

/** The cursor's query: one row per response, newest first, its answers folded into one jsonb object. */
function exportQuery(trx: Knex.Transaction, formId: number, filter: Pick<ResponseFilter, "status" | "q">) {
  const query = filteredResponses(trx, formId, filter);
  if (FORMS_WITH_PAYMENTS.includes(formId)) query.select("r.stage", raw(`${firstEarlierRegistrationSql("r")} AS duplicate_of`));
  if (formId === FORM_IDS.jobApplication)
    query
      .leftJoin("jobs as j", "j.id", "r.job_id")
      .select(JOB_COLUMNS.map(([, column]) => raw(`j.${column}${column === "closes_on" ? "::text" : ""} AS job_${column}`)));
  return query
    .select(
      "r.submitted_at",
      raw(
        `(SELECT jsonb_object_agg(coalesce(a.field_id::text, 'deleted:' || a.field_label), a.value)
            FROM form_answers a WHERE a.response_id = r.id) AS answers`,
      ),
      raw("(SELECT p.amount::text FROM payments p WHERE p.id = r.payment_id) AS payment_amount"),
      raw("(SELECT p.trx_id FROM payments p WHERE p.id = r.payment_id) AS payment_trx_id"),
      raw("(SELECT p.status FROM payments p WHERE p.id = r.payment_id) AS payment_status"),
      raw("(SELECT p.reference FROM payments p WHERE p.id = r.payment_id) AS payment_reference"),
    )
    .toKnexQuery();
}

interface ExportProgress {
  done: number;
  total: number;
}

interface CsvResult {
  rows: number;
  bytes: number;
}

/**
 * Writes a form's responses as CSV into `key` of the private bucket. Reads in one REPEATABLE READ
 * snapshot (header, count and rows agree) through a server-side cursor of BATCH_ROWS rows.
 */
export async function writeResponsesCsv(
  services: Pick<Services, "db" | "storage" | "config">,
  opts: { formId: number; filter: ExportFilter; key: string; onProgress?: (p: ExportProgress) => Promise<void> | void },
): Promise<CsvResult> {
  const { db, storage } = services;
  const timeZone = services.config.officeTimeZone;
  const withPayment = FORMS_WITH_PAYMENTS.includes(opts.formId);
  const withJob = opts.formId === FORM_IDS.jobApplication;
  const trx = await db.transaction({ isolationLevel: "repeatable read", readOnly: true });
  try {
    const columns = await exportColumns(trx, opts.formId, opts.filter);
    const total = await filteredResponses(trx, opts.formId, opts.filter).resultSize();
    const { sql, bindings } = exportQuery(trx, opts.formId, opts.filter).toSQL();
    const cursor = `export_${randomUUID().replace(/-/g, "")}`;
    await trx.raw(`DECLARE ${cursor} NO SCROLL CURSOR FOR ${sql}`, bindings);

    let done = 0;
    async function* records() {
      yield [
        SUBMITTED_AT,
        ...columns.map((c) => neutralizeCell(c.header)),
        ...(withPayment ? PAYMENT_COLUMNS : []),
        ...(withJob ? JOB_COLUMNS.map(([header]) => header) : []),
      ];
      for (;;) {
        const { rows } = (await trx.raw(`FETCH ${BATCH_ROWS} FROM ${cursor}`)) as { rows: CursorRow[] };
        for (const row of rows) {
          const answers = row.answers ?? {};
          const payment = withPayment
            ? [
                row.payment_amount,
                row.payment_trx_id,
                row.payment_status,
                row.payment_reference,
                row.stage,
                row.duplicate_of,
              ].map(recordCell)
            : [];
          const job = withJob ? JOB_COLUMNS.map(([, column]) => recordCell(row[`job_${column}`])) : [];
          yield [isoInZone(row.submitted_at, timeZone), ...columns.map((c) => answerCell(answers[c.key])), ...payment, ...job];
        }
        done += rows.length;
        await opts.onProgress?.({ done, total });
        if (rows.length < BATCH_ROWS) return;
      }
    }

    let bytes = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _enc, callback) {
        bytes += chunk.length;
        callback(null, chunk);
      },
    });
    const body = new PassThrough();
    // a lone LF (or CR) is not the record delimiter, so csv-stringify would leave it unquoted
    const csv = stringify({ ...CSV_OPTIONS });
    await Promise.all([
      pipeline(Readable.from(records()), csv, counter, body),
      storage
        .put("private", opts.key, body, { size: EXPORT_MAX_BYTES, contentType: EXPORT_CONTENT_TYPE })
        .catch((err: unknown) => {
          // unblocks the pipeline waiting on a reader that is gone
          body.destroy(err as Error);
          throw err;
        }),
    ]);
    await trx.raw(`CLOSE ${cursor}`);
    await trx.commit();
    return { rows: done, bytes };
  } catch (err) {
    await trx.rollback().catch(() => undefined);
    throw err;
  }
}

/** One export as the Export tab lists it. */
export interface ExportItem extends Pick<ExportRow, "id" | "status" | "progress" | "totalRows" | "error"> {
  createdAt: string;
  finishedAt: string | null;
  /** Bytes of the CSV, once written. */
  size: number | null;
  requestedBy: string | null;
}

/** The latest exports of a form, newest first. */
export async function listExports(db: Knex, formId: number, limit = 5): Promise<ExportItem[]> {
  const rows = await Export.query(db)
    .where("form_id", formId)
    .orderBy([
      { column: "created_at", order: "desc" },
      { column: "id", order: "desc" },
    ])
    .limit(limit)
    .withGraphFetched("[file, requester]");
  return rows.map((e) => ({
    id: e.id,
    status: e.status,
    progress: e.progress,
    totalRows: e.totalRows,
    error: e.error,
    createdAt: e.createdAt.toISOString(),
    finishedAt: e.finishedAt ? e.finishedAt.toISOString() : null,
    size: e.file ? Number(e.file.sizeBytes) : null,
    requestedBy: e.requester ? (e.requester.displayName ?? e.requester.username) : null,
  }));
}

/**
 * Records an export request and queues it (job id `export-<id>`, so a retry never runs it twice at
 * once). If Redis refuses the job the row is marked failed, so the page never waits forever.
 */
export async function requestExport(
  services: Pick<Services, "db" | "queues" | "logger">,
  opts: { formId: number; filter: ExportFilter; actor: Actor },
): Promise<string> {
  const { db, queues } = services;
  const exportId = await db.transaction(async (trx) => {
    const { id } = await Export.query(trx).insert({ formId: opts.formId, requestedBy: opts.actor.adminUserId }).returning("id");
    await audit(trx, opts.actor, "export.create", id, { formId: opts.formId, filter: opts.filter });
    return id;
  });
  try {
    await queues.enqueue("exports", { exportId, ...opts.filter }, { jobId: `export-${exportId}` });
  } catch (err) {
    services.logger.error({ err, exportId }, "could not queue export");
    await markExportFailed(db, exportId, "The export could not be queued. Please try again.");
    throw err;
  }
  return exportId;
}

export async function markExportFailed(db: Knex, exportId: string, error: string): Promise<void> {
  await Export.query(db)
    .findById(exportId)
    .whereNot("status", "done")
    .patch({ status: "failed", error: error.slice(0, 1000), finishedAt: raw("now()") });
}

export type RunResult = "done" | "already-done" | "missing";

/**
 * The `exports` job: marks the export running, writes the CSV under a fresh key, then in one
 * transaction stores its `files` row (claimed) and marks the export done. A retried job starts over
 * with a new key; an export already done is left alone.
 */
export async function runExport(
  services: Pick<Services, "db" | "storage" | "logger" | "config">,
  exportId: string,
  filter: ExportFilter,
  onProgress?: (percent: number) => Promise<void> | void,
): Promise<RunResult> {
  const { db } = services;
  const row = await Export.query(db).findById(exportId).select("form_id", "status");
  if (!row) return "missing";
  if (row.status === "done") return "already-done";
  await Export.query(db).findById(exportId).patch({ status: "running", progress: 0, error: null });

  const key = `exports/${exportId}/${randomUUID()}.csv`;
  let lastWrite = 0;
  const result = await writeResponsesCsv(services, {
    formId: row.formId,
    filter,
    key,
    async onProgress({ done, total }) {
      const now = Date.now();
      if (now - lastWrite < PROGRESS_INTERVAL_MS && done < total) return;
      lastWrite = now;
      // 99 at most until the file row is stored: 100 means downloadable
      const percent = total === 0 ? 99 : Math.min(99, Math.floor((done / total) * 100));
      await Export.query(db).findById(exportId).patch({ progress: percent, totalRows: total });
      await onProgress?.(percent);
    },
  });

  try {
    await db.transaction(async (trx) => {
      const file = await FileRecord.query(trx)
        .insert({
          bucket: "private",
          objectKey: key,
          kind: "document",
          contentType: EXPORT_CONTENT_TYPE,
          sizeBytes: result.bytes,
          originalName: EXPORT_FILE_NAME,
          claimedAt: raw("now()"),
        })
        .returning("id");
      await Export.query(trx)
        .findById(exportId)
        .patch({
          status: "done",
          progress: 100,
          totalRows: result.rows,
          fileId: file.id,
          error: null,
          finishedAt: raw("now()"),
        });
    });
  } catch (err) {
    await services.storage.remove("private", [key]).catch(() => undefined);
    throw err;
  }
  await onProgress?.(100);
  return "done";
}

/** The stored CSV of a finished export, or null. */
export async function findExportFile(
  db: Knex,
  exportId: string,
): Promise<{ objectKey: string; size: number; formId: number; finishedAt: Date } | null> {
  if (!z.uuid().safeParse(exportId).success) return null;
  const done = await Export.query(db).findById(exportId).where("status", "done").withGraphFetched("file");
  return done?.file
    ? {
        objectKey: done.file.objectKey,
        size: Number(done.file.sizeBytes),
        formId: done.formId,
        finishedAt: done.finishedAt ?? done.createdAt,
      }
    : null;
}
