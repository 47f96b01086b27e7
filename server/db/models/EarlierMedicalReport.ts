import type { RelationMappings } from "objection";
import { z } from "zod";
import { AdminUser } from "./AdminUser.js";
import { belongsToOne, table } from "./base.js";
import { FileRecord } from "./FileRecord.js";

/** A passport's report that a newer upload followed: kept, with its file, when it was uploaded and by whom. */
export const earlierMedicalReportRow = z.object({
  id: z.number().int(),
  reportId: z.number().int(),
  fileId: z.uuid(),
  originalName: z.string(),
  uploadedAt: z.date(),
  uploadedBy: z.number().int().nullable(),
  /** When the newer upload followed it. */
  supersededAt: z.date(),
});

export interface EarlierMedicalReport extends z.infer<typeof earlierMedicalReportRow> {}
export class EarlierMedicalReport extends table("earlier_medical_reports", earlierMedicalReportRow) {
  declare file?: FileRecord;
  declare uploader?: AdminUser | null;

  static relationMappings = (): RelationMappings => ({
    file: belongsToOne(FileRecord, "earlier_medical_reports.file_id", "files.id"),
    uploader: belongsToOne(AdminUser, "earlier_medical_reports.uploaded_by", "admin_users.id"),
  });
}
