import type { Knex } from "knex";

/**
 * Following a worker registration (docs/product.md, "Following the application"): the stage the office has set and
 * its public note, the only things the status page shows by reference and phone number. Every response carries
 * them; only the worker registration's responses screen sets them.
 */
const upSql = `ALTER TABLE form_responses
  ADD COLUMN stage text NOT NULL DEFAULT 'received'
    CHECK (stage IN ('received', 'under_review', 'medical', 'visa', 'ready_to_fly', 'closed')),
  ADD COLUMN public_note text NOT NULL DEFAULT '' CHECK (char_length(public_note) <= 500);`;
const downSql = `ALTER TABLE form_responses DROP COLUMN IF EXISTS public_note, DROP COLUMN IF EXISTS stage;`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(upSql);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(downSql);
}
