import type { Knex } from "knex";
import { z } from "zod";
import type { StoredFile } from "../../http/upload.js";
import type { Services } from "../../services.js";
import { recordAudit, type Actor } from "../audit/audit.server.js";
import { claimFiles, FileUnavailableError, removeUnclaimedFiles } from "../media/files.server.js";
import { escapeLike } from "../../db/sql.js";
import { MEDICAL_MESSAGES, passportNumberSchema } from "./medical.js";

export const MEDICAL_PAGE_SIZE = 25;

export interface MedicalReportRow {
  id: number;
  passportNumber: string;
  originalName: string;
  contentType: string;
  sizeBytes: number;
  createdAt: Date;
  updatedAt: Date;
}

export const medicalListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(40)
    .transform((v) => v.toUpperCase())
    .catch(""),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type MedicalListQuery = z.output<typeof medicalListQuerySchema>;

/** Newest change first; `q` matches any part of the passport number (case-insensitive: stored upper-case). */
export async function listMedicalReports(
  db: Knex,
  query: MedicalListQuery,
): Promise<{ reports: MedicalReportRow[]; total: number; page: number; pageCount: number }> {
  const base = () => {
    const qb = db("medical_reports as m");
    if (query.q) qb.where("m.passport_number", "like", `%${escapeLike(query.q)}%`);
    return qb;
  };
  const [{ count }] = await base().count<Array<{ count: string }>>("* as count");
  const total = Number(count);
  const pageCount = Math.max(1, Math.ceil(total / MEDICAL_PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  const rows = await base()
    .join("files as f", "f.id", "m.file_id")
    .orderBy("m.updated_at", "desc")
    .orderBy("m.id", "desc")
    .limit(MEDICAL_PAGE_SIZE)
    .offset((page - 1) * MEDICAL_PAGE_SIZE)
    .select<
      Array<{
        id: number;
        passport_number: string;
        original_name: string;
        content_type: string;
        size_bytes: string;
        created_at: Date;
        updated_at: Date;
      }>
    >("m.id", "m.passport_number", "m.original_name", "f.content_type", "f.size_bytes", "m.created_at", "m.updated_at");
  return {
    reports: rows.map((r) => ({
      id: r.id,
      passportNumber: r.passport_number,
      originalName: r.original_name,
      contentType: r.content_type,
      sizeBytes: Number(r.size_bytes),
      createdAt: r.created_at,
      updatedAt: r.updated_at,
    })),
    total,
    page,
    pageCount,
  };
}

export type SaveReportResult =
  | { ok: true; created: boolean; id: number; passportNumber: string; message: string }
  | { ok: false; status: 400 | 409 | 500; message: string; passportNumber: string };

/**
 * Creates the passport's report, or replaces its file when one exists, in one upsert. The replaced
 * file is released inside the transaction and removed from storage after the commit (if that fails,
 * the maintenance sweep removes it later, since it is unclaimed).
 */
export async function saveMedicalReport(
  services: Pick<Services, "db" | "storage" | "logger">,
  input: { passportNumber: unknown; file: StoredFile | undefined },
  actor: Actor,
): Promise<SaveReportResult> {
  const raw = typeof input.passportNumber === "string" ? input.passportNumber : "";
  if (!input.file || raw.trim() === "") return { ok: false, status: 400, message: MEDICAL_MESSAGES.missing, passportNumber: raw };
  const parsed = passportNumberSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, status: 400, message: parsed.error.issues[0]!.message, passportNumber: raw };
  const passportNumber = parsed.data;
  const file = input.file;

  let existed = false;
  try {
    const outcome = await services.db.transaction(async (trx) => {
      // Writers of one passport queue up here, so the file read below is exactly the one the upsert replaces.
      await trx.raw("select pg_advisory_xact_lock(hashtextextended(?, 0))", [`medical_report:${passportNumber}`]);
      const previous = await trx("medical_reports")
        .where({ passport_number: passportNumber })
        .first<{ file_id: string } | undefined>("file_id");
      existed = previous !== undefined;
      await claimFiles(trx, [file.id]);
      const {
        rows: [row],
      } = await trx.raw<{ rows: Array<{ id: number; inserted: boolean }> }>(
        `insert into medical_reports (passport_number, file_id, original_name) values (?, ?, ?)
         on conflict (passport_number) do update set file_id = excluded.file_id, original_name = excluded.original_name
         returning id, (xmax = 0) as inserted`,
        [passportNumber, file.id, file.originalName],
      );
      const replacedFileId = previous && previous.file_id !== file.id ? previous.file_id : null;
      if (replacedFileId) await trx("files").where({ id: replacedFileId }).update({ claimed_at: null });
      await recordAudit(trx, {
        ...actor,
        action: row!.inserted ? "medical_report.create" : "medical_report.replace",
        entity: "medical_report",
        entityId: row!.id,
        details: {
          passportNumber,
          originalName: file.originalName,
          contentType: file.contentType,
          size: file.size,
          ...(replacedFileId ? { replacedFileId } : {}),
        },
      });
      return { id: row!.id, created: row!.inserted, replacedFileId };
    });
    if (outcome.replacedFileId) await releaseNow(services, [outcome.replacedFileId]);
    return {
      ok: true,
      created: outcome.created,
      id: outcome.id,
      passportNumber,
      message: outcome.created ? MEDICAL_MESSAGES.uploaded : MEDICAL_MESSAGES.updated,
    };
  } catch (err) {
    if (err instanceof FileUnavailableError) return { ok: false, status: 409, message: err.message, passportNumber };
    services.logger.error({ err, passportNumber }, "could not save medical report");
    return {
      ok: false,
      status: 500,
      message: existed ? MEDICAL_MESSAGES.updateFailed : MEDICAL_MESSAGES.uploadFailed,
      passportNumber,
    };
  }
}

export const reportIdsSchema = z.array(z.coerce.number().int().positive()).max(500);

export type DeleteReportsResult =
  { ok: true; deleted: number; message: string } | { ok: false; status: 400 | 500; message: string };

/** Deletes the reports and their files (rows in one transaction, objects after the commit). */
export async function deleteMedicalReports(
  services: Pick<Services, "db" | "storage" | "logger">,
  ids: readonly number[],
  actor: Actor,
): Promise<DeleteReportsResult> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return { ok: false, status: 400, message: MEDICAL_MESSAGES.noneSelected };
  try {
    const removed = await services.db.transaction(async (trx) => {
      const rows = await trx("medical_reports")
        .whereIn("id", unique)
        .delete()
        .returning<Array<{ id: number; passport_number: string; file_id: string }>>(["id", "passport_number", "file_id"]);
      if (rows.length > 0) {
        await trx("files")
          .whereIn(
            "id",
            rows.map((r) => r.file_id),
          )
          .update({ claimed_at: null });
      }
      for (const row of rows) {
        await recordAudit(trx, {
          ...actor,
          action: "medical_report.delete",
          entity: "medical_report",
          entityId: row.id,
          details: { passportNumber: row.passport_number, fileId: row.file_id },
        });
      }
      return rows;
    });
    await releaseNow(
      services,
      removed.map((r) => r.file_id),
    );
    return { ok: true, deleted: removed.length, message: MEDICAL_MESSAGES.deleted };
  } catch (err) {
    services.logger.error({ err, ids: unique }, "could not delete medical reports");
    return { ok: false, status: 500, message: MEDICAL_MESSAGES.deleteFailed };
  }
}

/** Removes released (unclaimed) files now; a failure is only logged, the orphan sweep retries. */
async function releaseNow(services: Pick<Services, "db" | "storage" | "logger">, fileIds: string[]): Promise<void> {
  try {
    await removeUnclaimedFiles(services.db, services.storage, { ids: fileIds });
  } catch (err) {
    services.logger.warn({ err, fileIds }, "could not remove released files; the orphan sweep will");
  }
}

/** The stored file of one report, for the admin download (named after the passport, so saved copies are easy to find). */
export async function findMedicalReportDownload(
  db: Knex,
  id: number,
): Promise<{ objectKey: string; name: string; contentType: string; size: number } | null> {
  const row = await db("medical_reports as m")
    .join("files as f", "f.id", "m.file_id")
    .where("m.id", id)
    .where("f.bucket", "private")
    .first<
      { passport_number: string; original_name: string; object_key: string; content_type: string; size_bytes: string } | undefined
    >("m.passport_number", "m.original_name", "f.object_key", "f.content_type", "f.size_bytes");
  if (!row) return null;
  return {
    objectKey: row.object_key,
    name: `${row.passport_number} - ${row.original_name || "medical report"}`,
    contentType: row.content_type,
    size: Number(row.size_bytes),
  };
}
