import type { Knex } from "knex";

/**
 * The form builder offers Number and Date fields (docs/product.md, "Forms"): answers stored as a plain decimal number
 * ("12", "2.5") and an ISO date ("2026-11-27"), checked by the server whatever the browser sent.
 */
const TYPES_BEFORE = "'text', 'email', 'phone', 'textarea', 'file', 'image', 'select', 'checkbox', 'radio'";
const TYPES_AFTER = `${TYPES_BEFORE}, 'number', 'date'`;

const checks = (types: string) => `
ALTER TABLE form_fields DROP CONSTRAINT form_fields_field_type_check;
ALTER TABLE form_fields ADD CONSTRAINT form_fields_field_type_check CHECK (field_type IN (${types}));
ALTER TABLE form_answers DROP CONSTRAINT form_answers_field_type_check;
ALTER TABLE form_answers ADD CONSTRAINT form_answers_field_type_check CHECK (field_type IN (${types}));
`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(checks(TYPES_AFTER));
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DELETE FROM form_answers WHERE field_type IN ('number', 'date')");
  await knex.raw("UPDATE form_fields SET field_type = 'text' WHERE field_type IN ('number', 'date')");
  await knex.raw(checks(TYPES_BEFORE));
}
