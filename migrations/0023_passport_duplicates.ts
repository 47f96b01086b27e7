import type { Knex } from "knex";

/**
 * Duplicate protection of worker registrations (docs/product.md, "Worker registration and payments"): the passport
 * answers of every form, compared normalised (no white space, upper-case). A passport answer is a text answer whose
 * label says "passport" (server/modules/payments/passport.ts); the index holds only those, keyed by the normalised
 * number, so the check before payment and the office's duplicate flags read one index entry per registration.
 */
const upSql = `CREATE INDEX form_answers_passport_key_idx ON form_answers
  ((upper(regexp_replace(value #>> '{}', '[[:space:]]', '', 'g'))))
  WHERE field_type = 'text' AND field_label ILIKE '%passport%';`;
const downSql = `DROP INDEX IF EXISTS form_answers_passport_key_idx;`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(upSql);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(downSql);
}
