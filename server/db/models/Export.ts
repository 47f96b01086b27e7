import type { RelationMappings } from "objection";
import { z } from "zod";
import { belongsToOne, table } from "./base.js";
import { Form } from "./Form.js";
import { FileRecord } from "./FileRecord.js";
import { AdminUser } from "./AdminUser.js";
import { EXPORT_STATUSES } from "./form-enums.js";

export const exportRow = z.object({
  id: z.string(),
  formId: z.number().int(),
  status: z.enum(EXPORT_STATUSES),
  /** 0..100 */
  progress: z.number().int(),
  totalRows: z.number().int().nullable(),
  fileId: z.string().nullable(),
  error: z.string().nullable(),
  requestedBy: z.number().int().nullable(),
  createdAt: z.date(),
  finishedAt: z.date().nullable(),
});
export type ExportRow = z.infer<typeof exportRow>;

/** A CSV export of a form's responses, produced by the exports queue. */
export interface Export extends ExportRow {}
export class Export extends table("exports", exportRow) {
  declare form?: Form;
  declare file?: FileRecord | null;
  declare requester?: AdminUser | null;

  static relationMappings = (): RelationMappings => ({
    form: belongsToOne(Form, "exports.form_id", "forms.id"),
    file: belongsToOne(FileRecord, "exports.file_id", "files.id"),
    requester: belongsToOne(AdminUser, "exports.requested_by", "admin_users.id"),
  });
}
