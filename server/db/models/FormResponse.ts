import type { RelationMappings } from "objection";
import { z } from "zod";
import { belongsToOne, hasMany, table } from "./base.js";
import { Form } from "./Form.js";
import { FormAnswer } from "./FormAnswer.js";
import { Job } from "./Job.js";
import { Payment } from "./Payment.js";
import { REGISTRATION_STAGES, RESPONSE_STATUSES } from "./form-enums.js";

export { RESPONSE_STATUSES, type ResponseStatus } from "./form-enums.js";

export const formResponseRow = z.object({
  id: z.number().int(),
  formId: z.number().int(),
  submittedAt: z.date(),
  status: z.enum(RESPONSE_STATUSES),
  notes: z.string(),
  /** Form 2: where the registration stands, shown to the worker on the status page. */
  stage: z.enum(REGISTRATION_STAGES),
  /** Form 2: the office's note to the worker, shown on the status page ('' for none). */
  publicNote: z.string(),
  /** Form 2: when the office checked a possible duplicate and found it is not one (null: not checked). */
  duplicateCheckedAt: z.date().nullable(),
  /** Form 4: the job applied for (kept null if the job is deleted). */
  jobId: z.number().int().nullable(),
  /** Form 2: the completed payment (unique: one registration per payment). */
  paymentId: z.number().int().nullable(),
  updatedAt: z.date(),
});
export type FormResponseRow = z.infer<typeof formResponseRow>;

export interface FormResponse extends FormResponseRow {}
export class FormResponse extends table("form_responses", formResponseRow) {
  declare form?: Form;
  declare answers?: FormAnswer[];
  declare job?: Job | null;
  declare payment?: Payment | null;

  static relationMappings = (): RelationMappings => ({
    form: belongsToOne(Form, "form_responses.form_id", "forms.id"),
    answers: hasMany(FormAnswer, "form_responses.id", "form_answers.response_id", {
      modify: (qb) => qb.orderBy([{ column: "position" }, { column: "id" }]),
    }),
    job: belongsToOne(Job, "form_responses.job_id", "jobs.id"),
    payment: belongsToOne(Payment, "form_responses.payment_id", "payments.id"),
  });
}
