import type { Knex } from "knex";

/**
 * Duplicate protection, the office's side (docs/product.md, "Worker registration and payments"): when the office has
 * checked a registration flagged as a possible duplicate and found it is not one, the flag is cleared. The time is
 * kept (null: not checked); who checked it is in the audit log.
 */
const upSql = `ALTER TABLE form_responses ADD COLUMN duplicate_checked_at timestamptz NULL;`;
const downSql = `ALTER TABLE form_responses DROP COLUMN IF EXISTS duplicate_checked_at;`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(upSql);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(downSql);
}
