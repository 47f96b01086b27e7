import type { RelationMappings } from "objection";
import { BaseModel } from "./base.js";
import { Form } from "./Form.js";
import { FormAnswer } from "./FormAnswer.js";
import { Job } from "./Job.js";
import { Payment } from "./Payment.js";

export const RESPONSE_STATUSES = ["new", "in_review", "shortlisted", "accepted", "rejected"] as const;
export type ResponseStatus = (typeof RESPONSE_STATUSES)[number];

export class FormResponse extends BaseModel {
  static tableName = "form_responses";

  declare id: number;
  declare formId: number;
  declare submittedAt: Date;
  declare status: ResponseStatus;
  declare notes: string;
  /** Form 4: the job applied for (kept null if the job is deleted). */
  declare jobId: number | null;
  /** Form 2: the completed payment (unique: one registration per payment). */
  declare paymentId: number | null;
  declare updatedAt: Date;

  declare form?: Form;
  declare answers?: FormAnswer[];
  declare job?: Job | null;
  declare payment?: Payment | null;

  static get relationMappings(): RelationMappings {
    return {
      form: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: Form,
        join: { from: "form_responses.form_id", to: "forms.id" },
      },
      answers: {
        relation: BaseModel.HasManyRelation,
        modelClass: FormAnswer,
        join: { from: "form_responses.id", to: "form_answers.response_id" },
        modify: (qb) => qb.orderBy([{ column: "position" }, { column: "id" }]),
      },
      job: { relation: BaseModel.BelongsToOneRelation, modelClass: Job, join: { from: "form_responses.job_id", to: "jobs.id" } },
      payment: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: Payment,
        join: { from: "form_responses.payment_id", to: "payments.id" },
      },
    };
  }
}
