import type { Knex } from "knex";

/**
 * REST API (docs/api.md §13): a form's `description` (text or null, round-tripped by forms/; the admin screens do not
 * show it) and a form field's `file` (a document attached to the field, e.g. a template to fill in, published at
 * `/media/<key>`: docs/decisions/0014-api-collections-and-field-files.md). The file row stays while a field names it.
 */
const upSql = `ALTER TABLE forms ADD COLUMN description text CHECK (description IS NULL OR char_length(description) <= 10000);
ALTER TABLE form_fields ADD COLUMN file_id uuid REFERENCES files (id) ON DELETE RESTRICT;
CREATE INDEX form_fields_file_id_idx ON form_fields (file_id) WHERE file_id IS NOT NULL;`;
const downSql = `DROP INDEX IF EXISTS form_fields_file_id_idx;
ALTER TABLE form_fields DROP COLUMN IF EXISTS file_id;
ALTER TABLE forms DROP COLUMN IF EXISTS description;`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(upSql);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(downSql);
}
