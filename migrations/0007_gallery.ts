import type { Knex } from "knex";

/**
 * The Gallery editor (document 'gallery', server/modules/content/gallery.server.ts) publishes here:
 *
 * - gallery_items gains the alt text visitors' screen readers hear (required unless the image is marked
 *   decorative); existing rows start from the library image's alt text.
 * - gallery_categories: the category filter chips /gallery shows, in order, with the label visitors read.
 *   Filled from the categories the carried-over items already use ('gallery' first).
 * - Job posters are never gallery images: rows 0004 carried over for them (category 'job-posters' or an image a
 *   job uses as its poster) are removed.
 */
const upSql = `
ALTER TABLE gallery_items
  ADD COLUMN alt text NOT NULL DEFAULT '',
  ADD COLUMN decorative boolean NOT NULL DEFAULT false;

UPDATE gallery_items g SET alt = i.alt FROM images i WHERE i.id = g.image_id;

DELETE FROM gallery_items
WHERE image_id IN (SELECT id FROM images WHERE category = 'job-posters')
   OR image_id IN (SELECT poster_image_id FROM jobs WHERE poster_image_id IS NOT NULL);

CREATE TABLE gallery_categories (
  category text PRIMARY KEY CHECK (category = lower(category) AND length(btrim(category)) > 0),
  label text NOT NULL CHECK (length(btrim(label)) > 0),
  position integer NOT NULL DEFAULT 0
);

INSERT INTO gallery_categories (category, label, position)
SELECT category, initcap(replace(category, '-', ' ')),
       (row_number() OVER (ORDER BY (category = 'gallery') DESC, category))::int
FROM (SELECT DISTINCT category FROM gallery_items) c;
`;

const downSql = `
DROP TABLE IF EXISTS gallery_categories;
ALTER TABLE gallery_items DROP COLUMN IF EXISTS alt, DROP COLUMN IF EXISTS decorative;
`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(upSql);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(downSql);
}
