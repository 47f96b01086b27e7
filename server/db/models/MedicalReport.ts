import type { RelationMappings } from "objection";
import { z } from "zod";
import { belongsToOne, table } from "./base.js";
import { FileRecord } from "./FileRecord.js";

export const medicalReportRow = z.object({
  id: z.number().int(),
  /** Trimmed and upper-case (database check); unique. */
  passportNumber: z.string(),
  fileId: z.uuid(),
  originalName: z.string(),
  createdAt: z.date(),
  updatedAt: z.date(),
});

export interface MedicalReport extends z.infer<typeof medicalReportRow> {}
export class MedicalReport extends table("medical_reports", medicalReportRow) {
  declare file?: FileRecord;

  static relationMappings = (): RelationMappings => ({
    file: belongsToOne(FileRecord, "medical_reports.file_id", "files.id"),
  });
}
