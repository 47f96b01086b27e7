import { snakeCaseMappers, type Pojo, type RelationMappings } from "objection";
import { z } from "zod";
import { belongsToOne, table } from "./base.js";
import { Form } from "./Form.js";
import { newAnswer } from "./FormAnswer.js";

const pendingRegistrationRow = z.object({
  id: z.string(),
  formId: z.number().int(),
  /** The answers as they will be stored in form_answers once the payment completes (jsonb, keys as form_answers' columns). */
  answers: z.array(newAnswer),
  /** uuid[] (a real array column, so deliberately not a JSON attribute). */
  fileIds: z.array(z.string()),
  expiresAt: z.date(),
  createdAt: z.date(),
});
type PendingRegistrationRow = z.infer<typeof pendingRegistrationRow>;

const keys = snakeCaseMappers();

/** Answers of a worker registration waiting for its payment; deleted (with its files) once expired. */
export interface PendingRegistration extends PendingRegistrationRow {}
export class PendingRegistration extends table("pending_registrations", pendingRegistrationRow, { jsonAttributes: ["answers"] }) {
  declare form?: Form;

  /** Each answer in the jsonb uses form_answers' column names (field_id, field_label…), like the table it becomes. */
  $formatDatabaseJson(json: Pojo): Pojo {
    const answers = json.answers;
    return super.$formatDatabaseJson(
      Array.isArray(answers) ? { ...json, answers: answers.map((a: Pojo) => keys.format(a)) } : json,
    );
  }

  $parseDatabaseJson(json: Pojo): Pojo {
    const parsed = super.$parseDatabaseJson(json);
    if (Array.isArray(parsed.answers)) parsed.answers = parsed.answers.map((a: Pojo) => keys.parse(a));
    return parsed;
  }

  static relationMappings = (): RelationMappings => ({
    form: belongsToOne(Form, "pending_registrations.form_id", "forms.id"),
  });
}
