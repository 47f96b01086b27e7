import type { RelationMappings } from "objection";
import { z } from "zod";
import { AdminUser } from "./AdminUser.js";
import { belongsToOne, hasMany, table } from "./base.js";
import { EarlierMedicalReport } from "./EarlierMedicalReport.js";
import { FileRecord } from "./FileRecord.js";

/** A passport's medical report: its newest file; the files it followed are its `earlier` reports. */
export const medicalReportRow = z.object({
  id: z.number().int(),
  /** Trimmed and upper-case (database check); unique. */
  passportNumber: z.string(),
  fileId: z.uuid(),
  originalName: z.string(),
  /** Who uploaded the current file (null: before this was kept, or the account was removed). */
  uploadedBy: z.number().int().nullable(),
  createdAt: z.date(),
  /** When the current file was uploaded. */
  updatedAt: z.date(),
});

export interface MedicalReport extends z.infer<typeof medicalReportRow> {}
export class MedicalReport extends table("medical_reports", medicalReportRow) {
  declare file?: FileRecord;
  declare uploader?: AdminUser | null;
  declare earlier?: EarlierMedicalReport[];

  static relationMappings = (): RelationMappings => ({
    file: belongsToOne(FileRecord, "medical_reports.file_id", "files.id"),
    uploader: belongsToOne(AdminUser, "medical_reports.uploaded_by", "admin_users.id"),
    earlier: hasMany(EarlierMedicalReport, "medical_reports.id", "earlier_medical_reports.report_id", {
      modify: (qb) => qb.orderBy("uploaded_at", "desc").orderBy("id", "desc"),
    }),
  });
}
