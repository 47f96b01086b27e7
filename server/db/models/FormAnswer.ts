import type { RelationMappings } from "objection";
import { BaseModel } from "./base.js";
import type { FieldType } from "./FormField.js";
import { FormField } from "./FormField.js";
import { FormResponse } from "./FormResponse.js";
import { FileRecord } from "./FileRecord.js";

/** One answer; keeps the field's label and type so it survives the field's deletion (field_id becomes null). */
export class FormAnswer extends BaseModel {
  static tableName = "form_answers";
  static jsonAttributes = ["value"];

  declare id: number;
  declare responseId: number;
  declare fieldId: number | null;
  declare fieldLabel: string;
  declare fieldType: FieldType;
  declare position: number;
  /** A string, or a list of strings for checkbox fields; null for file fields without a value. */
  declare value: string | string[] | null;
  declare fileId: string | null;

  declare response?: FormResponse;
  declare field?: FormField | null;
  declare file?: FileRecord | null;

  static get relationMappings(): RelationMappings {
    return {
      response: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: FormResponse,
        join: { from: "form_answers.response_id", to: "form_responses.id" },
      },
      field: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: FormField,
        join: { from: "form_answers.field_id", to: "form_fields.id" },
      },
      file: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: FileRecord,
        join: { from: "form_answers.file_id", to: "files.id" },
      },
    };
  }
}
