import type { RelationMappings } from "objection";
import { z } from "zod";
import { belongsToOne, table } from "./base.js";
import { FIELD_TYPES } from "./form-enums.js";
import { FormField } from "./FormField.js";
import { FormResponse } from "./FormResponse.js";
import { FileRecord } from "./FileRecord.js";

export const formAnswerRow = z.object({
  id: z.number().int(),
  responseId: z.number().int(),
  /** Null once the field is deleted: the answer keeps the label and type it was given under. */
  fieldId: z.number().int().nullable(),
  fieldLabel: z.string(),
  fieldType: z.enum(FIELD_TYPES),
  position: z.number().int(),
  /** A string, or a list of strings for checkbox fields (jsonb); a file answer holds the file's name. */
  value: z.union([z.string(), z.array(z.string())]).nullable(),
  fileId: z.string().nullable(),
});
export type FormAnswerRow = z.infer<typeof formAnswerRow>;

/**
 * An answer before it belongs to a stored response: what a public submission inserts, and what a
 * worker registration keeps in pending_registrations.answers until its payment completes.
 */
export const newAnswer = formAnswerRow.omit({ id: true, responseId: true });
export type NewAnswer = z.infer<typeof newAnswer>;

/** One answer; keeps the field's label and type so it survives the field's deletion (field_id becomes null). */
export interface FormAnswer extends FormAnswerRow {}
export class FormAnswer extends table("form_answers", formAnswerRow, { jsonAttributes: ["value"] }) {
  declare response?: FormResponse;
  declare field?: FormField | null;
  declare file?: FileRecord | null;

  static relationMappings = (): RelationMappings => ({
    response: belongsToOne(FormResponse, "form_answers.response_id", "form_responses.id"),
    field: belongsToOne(FormField, "form_answers.field_id", "form_fields.id"),
    file: belongsToOne(FileRecord, "form_answers.file_id", "files.id"),
  });
}
