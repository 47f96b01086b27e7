import type { Knex } from "knex";

/**
 * The collection editors (documents 'collection:services', 'collection:projects', 'collection:manpower',
 * server/modules/content/collections.server.ts) publish into the four collection tables:
 *
 * - `published`: an item an admin keeps but hides from the site (lists, detail pages, sitemap) is false.
 * - The alt text visitors' screen readers hear for each picked image, required unless the image is marked
 *   decorative (like gallery_items since 0007); existing rows start from the library image's alt text.
 *   A project's gallery keeps its image ids in `gallery`; `gallery_alt` holds, in the same order, each one's
 *   `{"alt": …, "decorative": …}`.
 * - service_slug_redirects: the old addresses of renamed services, so `/services/<old>` answers 301 to the
 *   service's current address. Each old slug names exactly one card or list item and goes with it.
 * - Cards and list items share /services/<slug>, so a slug is now unique across both tables (checked on
 *   publish). A card whose slug a list item also has was never reachable there (the item wins): it gets
 *   '<slug>-package'.
 * - content_drafts accepts the three 'collection:…' documents.
 */
const upSql = `
ALTER TABLE service_cards
  ADD COLUMN published boolean NOT NULL DEFAULT true,
  ADD COLUMN image_alt text NOT NULL DEFAULT '',
  ADD COLUMN image_decorative boolean NOT NULL DEFAULT false;
UPDATE service_cards s SET image_alt = i.alt FROM images i WHERE i.id = s.image_id;

ALTER TABLE service_list_items
  ADD COLUMN published boolean NOT NULL DEFAULT true,
  ADD COLUMN image_alt text NOT NULL DEFAULT '',
  ADD COLUMN image_decorative boolean NOT NULL DEFAULT false;
UPDATE service_list_items s SET image_alt = i.alt FROM images i WHERE i.id = s.image_id;

ALTER TABLE manpower_projects
  ADD COLUMN published boolean NOT NULL DEFAULT true,
  ADD COLUMN image_alt text NOT NULL DEFAULT '',
  ADD COLUMN image_decorative boolean NOT NULL DEFAULT false;
UPDATE manpower_projects m SET image_alt = i.alt FROM images i WHERE i.id = m.image_id;

ALTER TABLE portfolio_projects
  ADD COLUMN published boolean NOT NULL DEFAULT true,
  ADD COLUMN main_image_alt text NOT NULL DEFAULT '',
  ADD COLUMN main_image_decorative boolean NOT NULL DEFAULT false,
  ADD COLUMN gallery_alt jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(gallery_alt) = 'array');
UPDATE portfolio_projects p SET main_image_alt = i.alt FROM images i WHERE i.id = p.main_image_id;
UPDATE portfolio_projects p SET gallery_alt = (
  SELECT coalesce(jsonb_agg(jsonb_build_object('alt', coalesce(i.alt, ''), 'decorative', false) ORDER BY g.n), '[]')
  FROM jsonb_array_elements_text(p.gallery) WITH ORDINALITY AS g(id, n)
  LEFT JOIN images i ON i.id = g.id::int
);

UPDATE service_cards c SET slug = c.slug || '-package'
WHERE EXISTS (SELECT 1 FROM service_list_items i WHERE i.slug = c.slug)
  AND NOT EXISTS (SELECT 1 FROM service_cards o WHERE o.slug = c.slug || '-package');

CREATE TABLE service_slug_redirects (
  old_slug text PRIMARY KEY CHECK (old_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  service_card_id integer REFERENCES service_cards (id) ON DELETE CASCADE,
  service_list_item_id integer REFERENCES service_list_items (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((service_card_id IS NULL) <> (service_list_item_id IS NULL))
);
CREATE INDEX service_slug_redirects_card_idx ON service_slug_redirects (service_card_id);
CREATE INDEX service_slug_redirects_item_idx ON service_slug_redirects (service_list_item_id);

ALTER TABLE content_drafts DROP CONSTRAINT content_drafts_document_check,
  ADD CONSTRAINT content_drafts_document_check
    CHECK (document ~ '^(page|settings|collection):[a-z0-9]+(-[a-z0-9]+)*$' OR document = 'gallery');
`;

const downSql = `
DELETE FROM content_drafts WHERE document LIKE 'collection:%';
ALTER TABLE content_drafts DROP CONSTRAINT content_drafts_document_check,
  ADD CONSTRAINT content_drafts_document_check
    CHECK (document ~ '^(page|settings):[a-z0-9]+(-[a-z0-9]+)*$' OR document = 'gallery');
DROP TABLE IF EXISTS service_slug_redirects;
ALTER TABLE portfolio_projects DROP COLUMN IF EXISTS published, DROP COLUMN IF EXISTS main_image_alt,
  DROP COLUMN IF EXISTS main_image_decorative, DROP COLUMN IF EXISTS gallery_alt;
ALTER TABLE manpower_projects DROP COLUMN IF EXISTS published, DROP COLUMN IF EXISTS image_alt, DROP COLUMN IF EXISTS image_decorative;
ALTER TABLE service_list_items DROP COLUMN IF EXISTS published, DROP COLUMN IF EXISTS image_alt,
  DROP COLUMN IF EXISTS image_decorative;
ALTER TABLE service_cards DROP COLUMN IF EXISTS published, DROP COLUMN IF EXISTS image_alt, DROP COLUMN IF EXISTS image_decorative;
`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(upSql);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(downSql);
}
