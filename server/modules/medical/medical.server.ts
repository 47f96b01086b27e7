import type { Knex } from "knex";
import { z } from "zod";
import { text } from "../validation/text.js";
import type { StoredFile } from "../files/stored-file.js";
import type { Services } from "../../services.js";
import { audit, recordAuditEach, type Actor } from "../audit/audit.server.js";
import { claimFiles, FileUnavailableError, releaseFiles, removeReleasedFiles } from "../media/files.server.js";
import type { FileRecord } from "../../db/models/FileRecord.js";
import type { AdminUser } from "../../db/models/AdminUser.js";
import { EarlierMedicalReport } from "../../db/models/EarlierMedicalReport.js";
import { MedicalReport } from "../../db/models/MedicalReport.js";
import { mapItems, pageParam, paginateNewestFirst, type Page } from "../../db/paginate.js";
import { escapeLike } from "../../db/sql.js";
import { normalizePassportNumber, PASSPORT_PATTERN } from "./medical.js";
import { rowIds } from "../../validation.js";

const MEDICAL_PAGE_SIZE = 25;

/** A file of the reports list: the passport's current report, or one of its earlier ones. */
interface ReportFileItem extends Pick<FileRecord, "contentType" | "sizeBytes"> {
  originalName: string;
  uploadedAt: Date;
  /** Who uploaded it (null: not known). */
  uploadedBy: string | null;
}

/** One row of the reports list: a passport's report, with the earlier reports a newer upload followed, newest first. */
interface MedicalReportItem extends Pick<MedicalReport, "id" | "passportNumber" | "createdAt">, ReportFileItem {
  earlier: Array<ReportFileItem & { id: number }>;
}

const uploaderName = (admin: AdminUser | null | undefined) => (admin ? (admin.displayName ?? admin.username) : null);

/** A report's file as the list shows it, the current one or an earlier one (`file` and `uploader` fetched). */
const fileFacts = (report: Pick<MedicalReport, "originalName" | "file" | "uploader">, uploadedAt: Date) => ({
  originalName: report.originalName,
  contentType: report.file!.contentType,
  sizeBytes: report.file!.sizeBytes,
  uploadedAt,
  uploadedBy: uploaderName(report.uploader),
});

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
      .withGraphFetched("[file, uploader, earlier.[file, uploader]]"),
    "updated_at",
    query.page,
    MEDICAL_PAGE_SIZE,
  );
  return mapItems(found, (r) => ({
    id: r.id,
    passportNumber: r.passportNumber,
    ...fileFacts(r, r.updatedAt),
    createdAt: r.createdAt,
    earlier: (r.earlier ?? []).map((e) => ({ id: e.id, ...fileFacts(e, e.uploadedAt) })),
  }));
}

export type SaveReportResult =
  | {
      ok: true;
      /** True for a passport's first report; false when the upload followed an earlier one, which is kept. */
      created: boolean;
      id: number;
      passportNumber: string;
    }
  | {
      ok: false;
      /**
       * missing: no file or no passport number; bad_passport: not 5 to 20 letters and digits; file_unavailable: the
       * upload was swept first; exists / absent: the passport has a report already / none yet, where `only` asked.
       */
      reason: "missing" | "bad_passport" | "file_unavailable" | "exists" | "absent" | "failed";
      /** Whether the passport already had a report (the upload would have followed it). */
      existed: boolean;
      /** As typed, for the form to show again. */
      passportNumber: string;
    };

/**
 * Creates the passport's report, or, when it has one, makes the new file its report and keeps the one before as an
 * earlier report (listed, downloadable, its file still claimed). Writers of one passport queue on an advisory lock,
 * so each upload follows exactly the one before it.
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
      // Writers of one passport queue up here, so the row read below is exactly the one this upload follows.
      await trx.raw("select pg_advisory_xact_lock(hashtextextended(?, 0))", [`medical_report:${passportNumber}`]);
      const previous = await MedicalReport.query(trx).where("passport_number", passportNumber).first();
      existed = previous !== undefined;
      if (only === "create" && previous) return { refused: "exists" as const };
      if (only === "replace" && !previous) return { refused: "absent" as const };
      await claimFiles(trx, [file.id]);
      const current = { fileId: file.id, originalName: file.originalName, uploadedBy: actor.adminUserId };
      if (!previous) {
        const { id } = await MedicalReport.query(trx).insert({ passportNumber, ...current });
        await audit(trx, actor, "medical_report.create", id, {
          passportNumber,
          originalName: file.originalName,
          contentType: file.contentType,
          size: file.size,
        });
        return { id, created: true };
      }
      if (previous.fileId !== file.id) {
        const earlier = await EarlierMedicalReport.query(trx).insert({
          reportId: previous.id,
          fileId: previous.fileId,
          originalName: previous.originalName,
          uploadedAt: previous.updatedAt,
          uploadedBy: previous.uploadedBy,
        });
        await MedicalReport.query(trx).findById(previous.id).patch(current);
        const kept = await EarlierMedicalReport.query(trx).where("report_id", previous.id).resultSize();
        await audit(trx, actor, "medical_report.replace", previous.id, {
          passportNumber,
          originalName: file.originalName,
          contentType: file.contentType,
          size: file.size,
          earlierId: earlier.id,
          earlierFileId: previous.fileId,
          earlierCount: kept,
        });
      }
      return { id: previous.id, created: false };
    });
    if (outcome.refused) return { ok: false, reason: outcome.refused, existed, passportNumber };
    return { ok: true, created: outcome.created, id: outcome.id, passportNumber };
  } catch (err) {
    if (err instanceof FileUnavailableError) return { ok: false, reason: "file_unavailable", existed, passportNumber };
    services.logger.error({ err, passportNumber }, "could not save medical report");
    return { ok: false, reason: "failed", existed, passportNumber };
  }
}

export const reportIdsSchema = rowIds(500);

type DeleteReportsResult = { ok: true; deleted: number } | { ok: false; reason: "none_selected" | "failed" };

/** Deletes the reports with their earlier reports, and all their files (rows in one transaction, objects after the commit). */
export async function deleteMedicalReports(
  services: Pick<Services, "db" | "storage" | "logger">,
  ids: readonly number[],
  actor: Actor,
): Promise<DeleteReportsResult> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return { ok: false, reason: "none_selected" };
  try {
    const removed = await services.db.transaction(async (trx) => {
      const earlier = await EarlierMedicalReport.query(trx)
        .whereIn("report_id", unique)
        .delete()
        .returning(["report_id", "file_id"]);
      const rows = await MedicalReport.query(trx).whereIn("id", unique).delete().returning(["id", "passport_number", "file_id"]);
      const fileIds = [...rows.map((r) => r.fileId), ...earlier.map((e) => e.fileId)];
      await releaseFiles(trx, fileIds);
      await recordAuditEach(trx, actor, { action: "medical_report.delete", entity: "medical_report" }, rows, (row) => {
        const earlierCount = earlier.filter((e) => e.reportId === row.id).length;
        return { passportNumber: row.passportNumber, fileId: row.fileId, ...(earlierCount ? { earlierCount } : {}) };
      });
      return { rows, fileIds };
    });
    await removeReleasedFiles(services, removed.fileIds);
    return { ok: true, deleted: removed.rows.length };
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

interface ReportDownload {
  objectKey: string;
  name: string;
  contentType: string;
  size: number;
}

/** The stored file of one report, for the admin download (named after the passport, so saved copies are easy to find). */
export async function findMedicalReportDownload(db: Knex, id: number): Promise<ReportDownload | null> {
  const report = await MedicalReport.query(db).findById(id).withGraphJoined("file").where("file.bucket", "private");
  if (!report?.file) return null;
  return {
    objectKey: report.file.objectKey,
    name: `${report.passportNumber} - ${report.originalName || "medical report"}`,
    contentType: report.file.contentType,
    size: report.file.sizeBytes,
  };
}

/** The stored file of an earlier report of the report `reportId` (named after the passport and its upload date). */
export async function findEarlierMedicalReportDownload(
  db: Knex,
  reportId: number,
  earlierId: number,
): Promise<ReportDownload | null> {
  const earlier = await EarlierMedicalReport.query(db)
    .findOne({ "earlier_medical_reports.id": earlierId, report_id: reportId })
    .withGraphJoined("file")
    .where("file.bucket", "private");
  const report = earlier ? await MedicalReport.query(db).findById(reportId) : undefined;
  if (!earlier?.file || !report) return null;
  const day = earlier.uploadedAt.toISOString().slice(0, 10);
  return {
    objectKey: earlier.file.objectKey,
    name: `${report.passportNumber} - ${day} - ${earlier.originalName || "medical report"}`,
    contentType: earlier.file.contentType,
    size: earlier.file.sizeBytes,
  };
}

/** The reports on file under each of `passportNumbers` (as typed): the report's id, how many files, the newest's date. */
export interface ReportsOnFile {
  reportId: number;
  count: number;
  latestAt: Date;
}

export async function reportsOnFile(db: Knex, passportNumbers: readonly string[]): Promise<Map<string, ReportsOnFile>> {
  const wanted = [...new Set(passportNumbers.map(normalizePassportNumber))].filter((p) => PASSPORT_PATTERN.test(p));
  if (wanted.length === 0) return new Map();
  const rows = await MedicalReport.query(db)
    .whereIn("passport_number", wanted)
    .select("id", "passport_number", "updated_at")
    .select(
      EarlierMedicalReport.query()
        .whereColumn("earlier_medical_reports.report_id", "medical_reports.id")
        .count()
        .as("earlier_count"),
    );
  return new Map(
    rows.map((r) => [
      r.passportNumber,
      {
        reportId: r.id,
        count: 1 + Number((r as unknown as { earlier_count?: string; earlierCount?: string }).earlierCount ?? 0),
        latestAt: r.updatedAt,
      },
    ]),
  );
}
