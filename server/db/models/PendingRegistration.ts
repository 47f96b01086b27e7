import type { RelationMappings } from "objection";
import { BaseModel } from "./base.js";
import { Form } from "./Form.js";

/** Answers of a worker registration waiting for its payment; deleted (with its files) once expired. */
export class PendingRegistration extends BaseModel {
  static tableName = "pending_registrations";
  // file_ids is uuid[] (a real array column), so it is deliberately not a JSON attribute
  static jsonAttributes = ["answers"];

  declare id: string;
  declare formId: number;
  declare answers: unknown;
  declare fileIds: string[];
  declare expiresAt: Date;
  declare createdAt: Date;

  declare form?: Form;

  static get relationMappings(): RelationMappings {
    return {
      form: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: Form,
        join: { from: "pending_registrations.form_id", to: "forms.id" },
      },
    };
  }
}
