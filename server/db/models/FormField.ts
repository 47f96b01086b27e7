import type { RelationMappings } from "objection";
import { BaseModel } from "./base.js";
import { Form } from "./Form.js";

export const FIELD_TYPES = ["text", "email", "phone", "textarea", "file", "image", "select", "checkbox", "radio"] as const;
export type FieldType = (typeof FIELD_TYPES)[number];
/** Types that need at least one option (database check form_fields_choice_options). */
export const CHOICE_FIELD_TYPES: readonly FieldType[] = ["select", "checkbox", "radio"];

export class FormField extends BaseModel {
  static tableName = "form_fields";
  static jsonAttributes = ["options"];

  declare id: number;
  declare formId: number;
  /** Label and input name. */
  declare name: string;
  declare fieldType: FieldType;
  declare required: boolean;
  declare options: string[];
  declare priority: number;
  declare createdAt: Date;
  declare updatedAt: Date;

  declare form?: Form;

  static get relationMappings(): RelationMappings {
    return {
      form: { relation: BaseModel.BelongsToOneRelation, modelClass: Form, join: { from: "form_fields.form_id", to: "forms.id" } },
    };
  }
}
