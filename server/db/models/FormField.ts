import type { RelationMappings } from "objection";
import { z } from "zod";
import { belongsToOne, table } from "./base.js";
import { translationsColumn } from "./ContentTranslation.js";
import { FileRecord } from "./FileRecord.js";
import { Form } from "./Form.js";
import { FIELD_TYPES } from "./form-enums.js";

export { CHOICE_FIELD_TYPES, FIELD_TYPES, type FieldType } from "./form-enums.js";

export const formFieldRow = z.object({
  id: z.number().int(),
  formId: z.number().int(),
  /** Label and input name. */
  name: z.string(),
  fieldType: z.enum(FIELD_TYPES),
  required: z.boolean(),
  /** Choices of select, radio and checkbox fields (jsonb array). */
  options: z.array(z.string()),
  priority: z.number().int(),
  /** Bangla and Arabic of the label (`name`) and the options (`options[2]`); answers keep the English option. */
  translations: translationsColumn,
  /** A document attached to the field through the REST API (form-fields/), published at /media/<key>. */
  fileId: z.string().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type FormFieldRow = z.infer<typeof formFieldRow>;

export interface FormField extends FormFieldRow {}
export class FormField extends table("form_fields", formFieldRow, { jsonAttributes: ["options", "translations"] }) {
  declare form?: Form;
  declare file?: FileRecord | null;

  static relationMappings = (): RelationMappings => ({
    form: belongsToOne(Form, "form_fields.form_id", "forms.id"),
    file: belongsToOne(FileRecord, "form_fields.file_id", "files.id"),
  });
}
