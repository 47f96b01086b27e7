import type { Knex } from "knex";
import { z } from "zod";
import { text } from "../validation/text.js";
import type { StoredFile } from "../files/stored-file.js";
import type { Services } from "../../services.js";
import { audit, recordAuditEach, type Actor } from "../audit/audit.server.js";
import { claimFiles, FileUnavailableError, releaseFiles, removeReleasedFiles } from "../media/files.server.js";
import type { FileRecord } from "../../db/models/FileRecord.js";
import { MedicalReport } from "../../db/models/MedicalReport.js";
import { mapItems, pageParam, paginateNewestFirst, type Page } from "../../db/paginate.js";
import { escapeLike } from "../../db/sql.js";
import { normalizePassportNumber, PASSPORT_PATTERN } from "./medical.js";
import { rowIds } from "../../validation.js";

const MEDICAL_PAGE_SIZE = 25;

/** One row of the reports list. */
interface MedicalReportItem
  extends
    Pick<MedicalReport, "id" | "passportNumber" | "originalName" | "createdAt" | "updatedAt">,
    Pick<FileRecord, "contentType" | "sizeBytes"> {}

export const medicalListQuerySchema = z.object({
  q: text()
    .trim()
    .max(40)
    .transform((v) => v.toUpperCase())
    .catch(""),
  page: pageParam,
});
type MedicalListQuery = z.output<typeof medicalListQuerySchema>;

/** Newest change first; `q` matches any part of the passport number (case-insensitive: stored upper-case). */
export async function listMedicalReports(db: Knex, query: MedicalListQuery): Promise<Page<MedicalReportItem>> {
  const found = await paginateNewestFirst(
    MedicalReport.query(db)
      .modify((qb) => {
        if (query.q) qb.where("passport_number", "like", `%${escapeLike(query.q)}%`);
      })
      .withGraphFetched("file"),
    "updated_at",
    query.page,
    MEDICAL_PAGE_SIZE,
  );
  return mapItems(found, (r) => ({
    id: r.id,
    passportNumber: r.passportNumber,
    originalName: r.originalName,
    contentType: r.file!.contentType,
    sizeBytes: r.file!.sizeBytes,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  }));
}

export type SaveReportResult =
  | { ok: true; created: boolean; id: number; passportNumber: string }
  | {
      ok: false;
      /**
       * missing: no file or no passport number; bad_passport: not 5 to 20 letters and digits; file_unavailable: the
       * upload was swept first; exists / absent: the passport has a report already / none yet, where `only` asked.
       */
      reason: "missing" | "bad_passport" | "file_unavailable" | "exists" | "absent" | "failed";
      /** Whether the passport already had a report (the save was a replacement). */
      existed: boolean;
      /** As typed, for the form to show again. */
      passportNumber: string;
    };

/**
 * Creates the passport's report, or replaces its file when one exists. The replaced file is released
 * inside the transaction and removed from storage after the commit (if that fails, the maintenance
 * sweep removes it later, since it is unclaimed).
 */
export async function saveMedicalReport(
  services: Pick<Services, "db" | "storage" | "logger">,
  input: { passportNumber: unknown; file: StoredFile | undefined },
  actor: Actor,
  /** `create`: refuse a passport that has a report; `replace`: refuse one that has none (the REST API's POST and PUT). */
  only?: "create" | "replace",
): Promise<SaveReportResult> {
  const raw = typeof input.passportNumber === "string" ? input.passportNumber : "";
  const passportNumber = normalizePassportNumber(raw);
  if (!input.file || passportNumber === "") return { ok: false, reason: "missing", existed: false, passportNumber: raw };
  if (!PASSPORT_PATTERN.test(passportNumber)) return { ok: false, reason: "bad_passport", existed: false, passportNumber: raw };
  const file = input.file;

  let existed = false;
  try {
    const outcome = await services.db.transaction(async (trx) => {
      // Writers of one passport queue up here, so the row read below is exactly the one this save replaces.
      await trx.raw("select pg_advisory_xact_lock(hashtextextended(?, 0))", [`medical_report:${passportNumber}`]);
      const previous = await MedicalReport.query(trx).where("passport_number", passportNumber).first();
      existed = previous !== undefined;
      if (only === "create" && previous) return { refused: "exists" as const };
      if (only === "replace" && !previous) return { refused: "absent" as const };
      await claimFiles(trx, [file.id]);
      const { id } = previous
        ? await MedicalReport.query(trx).patchAndFetchById(previous.id, { fileId: file.id, originalName: file.originalName })
        : await MedicalReport.query(trx).insert({ passportNumber, fileId: file.id, originalName: file.originalName });
      const replacedFileId = previous && previous.fileId !== file.id ? previous.fileId : null;
      if (replacedFileId) await releaseFiles(trx, [replacedFileId]);
      await audit(trx, actor, previous ? "medical_report.replace" : "medical_report.create", id, {
        passportNumber,
        originalName: file.originalName,
        contentType: file.contentType,
        size: file.size,
        ...(replacedFileId ? { replacedFileId } : {}),
      });
      return { id, created: !previous, replacedFileId };
    });
    if (outcome.refused) return { ok: false, reason: outcome.refused, existed, passportNumber };
    if (outcome.replacedFileId) await removeReleasedFiles(services, [outcome.replacedFileId]);
    return { ok: true, created: outcome.created, id: outcome.id, passportNumber };
  } catch (err) {
    if (err instanceof FileUnavailableError) return { ok: false, reason: "file_unavailable", existed, passportNumber };
    services.logger.error({ err, passportNumber }, "could not save medical report");
    return { ok: false, reason: "failed", existed, passportNumber };
  }
}

export const reportIdsSchema = rowIds(500);

type DeleteReportsResult = { ok: true; deleted: number } | { ok: false; reason: "none_selected" | "failed" };

/** Deletes the reports and their files (rows in one transaction, objects after the commit). */
export async function deleteMedicalReports(
  services: Pick<Services, "db" | "storage" | "logger">,
  ids: readonly number[],
  actor: Actor,
): Promise<DeleteReportsResult> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return { ok: false, reason: "none_selected" };
  try {
    const removed = await services.db.transaction(async (trx) => {
      const rows = await MedicalReport.query(trx).whereIn("id", unique).delete().returning(["id", "passport_number", "file_id"]);
      await releaseFiles(
        trx,
        rows.map((r) => r.fileId),
      );
      await recordAuditEach(trx, actor, { action: "medical_report.delete", entity: "medical_report" }, rows, (row) => ({
        passportNumber: row.passportNumber,
        fileId: row.fileId,
      }));
      return rows;
    });
    await removeReleasedFiles(
      services,
      removed.map((r) => r.fileId),
    );
    return { ok: true, deleted: removed.length };
  } catch (err) {
    services.logger.error({ err, ids: unique }, "could not delete medical reports");
    return { ok: false, reason: "failed" };
  }
}

/** A report as the REST API shows it: its file (a signed download link) and when that file was stored. */
export type MedicalReportFile = Pick<MedicalReport, "id" | "passportNumber" | "fileId" | "updatedAt">;

/** Every report by id (the REST API's list; the admin list pages them newest first). */
export async function listMedicalReportFiles(db: Knex): Promise<MedicalReportFile[]> {
  return MedicalReport.query(db).select("id", "passport_number", "file_id", "updated_at").orderBy("id");
}

/** The report of a passport number as typed (trimmed, upper-cased as stored), or null. */
export async function findMedicalReportFile(db: Knex, passportNumber: string): Promise<MedicalReportFile | null> {
  const found = await MedicalReport.query(db)
    .select("id", "passport_number", "file_id", "updated_at")
    .where("passport_number", normalizePassportNumber(passportNumber))
    .first();
  return found ?? null;
}

/** The stored file of one report, for the admin download (named after the passport, so saved copies are easy to find). */
export async function findMedicalReportDownload(
  db: Knex,
  id: number,
): Promise<{ objectKey: string; name: string; contentType: string; size: number } | null> {
  const report = await MedicalReport.query(db).findById(id).withGraphJoined("file").where("file.bucket", "private");
  if (!report?.file) return null;
  return {
    objectKey: report.file.objectKey,
    name: `${report.passportNumber} - ${report.originalName || "medical report"}`,
    contentType: report.file.contentType,
    size: report.file.sizeBytes,
  };
}
