import type { RelationMappings } from "objection";
import { BaseModel } from "./base.js";
import { Form } from "./Form.js";
import { FileRecord } from "./FileRecord.js";
import { AdminUser } from "./AdminUser.js";

export type ExportStatus = "queued" | "running" | "done" | "failed";

/** A CSV export of a form's responses, produced by the exports queue. */
export class Export extends BaseModel {
  static tableName = "exports";

  declare id: string;
  declare formId: number;
  declare status: ExportStatus;
  /** 0..100 */
  declare progress: number;
  declare totalRows: number | null;
  declare fileId: string | null;
  declare error: string | null;
  declare requestedBy: number | null;
  declare createdAt: Date;
  declare finishedAt: Date | null;

  declare form?: Form;
  declare file?: FileRecord | null;
  declare requester?: AdminUser | null;

  static get relationMappings(): RelationMappings {
    return {
      form: { relation: BaseModel.BelongsToOneRelation, modelClass: Form, join: { from: "exports.form_id", to: "forms.id" } },
      file: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: FileRecord,
        join: { from: "exports.file_id", to: "files.id" },
      },
      requester: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: AdminUser,
        join: { from: "exports.requested_by", to: "admin_users.id" },
      },
    };
  }
}
