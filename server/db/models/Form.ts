import type { RelationMappings } from "objection";
import { BaseModel } from "./base.js";
import { FormField } from "./FormField.js";
import { FormResponse } from "./FormResponse.js";

/** Fixed ids (database check 1..4). */
export const FORM_IDS = { agentRegistration: 1, workerRegistration: 2, demandSubmission: 3, jobApplication: 4 } as const;

export class Form extends BaseModel {
  static tableName = "forms";

  declare id: number;
  declare slug: string;
  declare title: string;
  /** numeric(10,2) as a string ("500.00"); only form 2 uses it. */
  declare paymentAmount: string | null;
  declare createdAt: Date;
  declare updatedAt: Date;

  declare fields?: FormField[];
  declare responses?: FormResponse[];

  static get relationMappings(): RelationMappings {
    return {
      fields: {
        relation: BaseModel.HasManyRelation,
        modelClass: FormField,
        join: { from: "forms.id", to: "form_fields.form_id" },
        modify: (qb) => qb.orderBy([{ column: "priority" }, { column: "id" }]),
      },
      responses: {
        relation: BaseModel.HasManyRelation,
        modelClass: FormResponse,
        join: { from: "forms.id", to: "form_responses.form_id" },
      },
    };
  }
}
