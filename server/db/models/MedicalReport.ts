import type { RelationMappings } from "objection";
import { BaseModel } from "./base.js";
import { FileRecord } from "./FileRecord.js";

export class MedicalReport extends BaseModel {
  static tableName = "medical_reports";

  declare id: number;
  /** Trimmed and upper-case (database check); unique. */
  declare passportNumber: string;
  declare fileId: string;
  declare originalName: string;
  declare createdAt: Date;
  declare updatedAt: Date;

  declare file?: FileRecord;

  static get relationMappings(): RelationMappings {
    return {
      file: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: FileRecord,
        join: { from: "medical_reports.file_id", to: "files.id" },
      },
    };
  }
}
