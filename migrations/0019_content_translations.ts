import type { Knex } from "knex";

/**
 * Bangla and Arabic beside the English (docs/decisions/0023-translated-content.md). A `translations` value is
 * `{ "bn": { "<path of the English text>": "<text>", … }, "ar": { … } }`, kept with the English it translates:
 *
 * - content_drafts / content_versions: with the draft and with each published version, so one publish covers
 *   every language and a restore brings every language back;
 * - content_translations: the published translations of each editable document (what the public site reads
 *   beside pages, site_settings, the gallery and collection tables), written by the same publish;
 * - jobs, forms, form_fields: with the row they translate (title/requirements; form title; label and options).
 *
 * Form answers are unchanged: a choice is stored as the option's English text, its canonical value, whatever
 * language the visitor read the form in.
 */
const TRANSLATIONS = `translations jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(translations) = 'object')`;

const upSql = `
ALTER TABLE content_drafts ADD COLUMN ${TRANSLATIONS};
ALTER TABLE content_versions ADD COLUMN ${TRANSLATIONS};
ALTER TABLE jobs ADD COLUMN ${TRANSLATIONS};
ALTER TABLE forms ADD COLUMN ${TRANSLATIONS};
ALTER TABLE form_fields ADD COLUMN ${TRANSLATIONS};

CREATE TABLE content_translations (
  document text PRIMARY KEY CHECK (length(document) > 0),
  ${TRANSLATIONS},
  updated_at timestamptz NOT NULL DEFAULT now()
);
`;

const downSql = `
DROP TABLE IF EXISTS content_translations;
ALTER TABLE form_fields DROP COLUMN IF EXISTS translations;
ALTER TABLE forms DROP COLUMN IF EXISTS translations;
ALTER TABLE jobs DROP COLUMN IF EXISTS translations;
ALTER TABLE content_versions DROP COLUMN IF EXISTS translations;
ALTER TABLE content_drafts DROP COLUMN IF EXISTS translations;
`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(upSql);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(downSql);
}
