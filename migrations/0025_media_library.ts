import type { Knex } from "knex";

/**
 * The media library (docs/product.md, "Media library"): every image gets a title (from its file name, editable),
 * its description for screen readers (`alt`, or `decorative`: an empty alt on the public site, on purpose) and a
 * caption; `updated_at` follows every change. Existing images take their title from their original's file name,
 * as a new upload does (server/modules/media/image-fields.ts, titleFromFileName): the extension dropped, dashes and
 * underscores read as spaces.
 */
const upSql = `ALTER TABLE images
  ADD COLUMN title text NOT NULL DEFAULT '' CHECK (char_length(title) <= 200),
  ADD COLUMN caption text NOT NULL DEFAULT '' CHECK (char_length(caption) <= 1000),
  ADD COLUMN decorative boolean NOT NULL DEFAULT false,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  ADD CONSTRAINT images_decorative_without_alt CHECK (NOT decorative OR alt = '');
UPDATE images i
   SET title = left(btrim(regexp_replace(regexp_replace(f.original_name, '\\.[A-Za-z0-9]{1,10}$', ''), '[-_\\s]+', ' ', 'g')), 200),
       updated_at = i.uploaded_at
  FROM files f
 WHERE f.id = i.file_id;
CREATE TRIGGER images_set_updated_at BEFORE UPDATE ON images FOR EACH ROW EXECUTE FUNCTION set_updated_at();`;

const downSql = `DROP TRIGGER IF EXISTS images_set_updated_at ON images;
ALTER TABLE images
  DROP CONSTRAINT IF EXISTS images_decorative_without_alt,
  DROP COLUMN IF EXISTS updated_at,
  DROP COLUMN IF EXISTS decorative,
  DROP COLUMN IF EXISTS caption,
  DROP COLUMN IF EXISTS title;`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(upSql);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(downSql);
}
