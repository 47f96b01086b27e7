import type { Knex } from "knex";

/**
 * Draft → publish → history for the Dynamic Website Editor (server/modules/content/editing.server.ts).
 *
 * - content_drafts: one row per editable document ('page:home', 'settings:footer', 'gallery', …) holding the
 *   admin's draft. `revision` is the optimistic-concurrency token: every save, publish and restore bumps it in
 *   the same UPDATE that checks the revision the editor loaded, so a stale save changes nothing.
 *   The published copy stays where the public site reads it (pages.sections, site_settings.value, gallery_items).
 * - content_versions: every publish keeps the content it published, who, when and a summary in words.
 * - gallery_items: which library images the public gallery shows, under which category, in what order, with
 *   what caption. Nothing reaches /gallery without a row here (job posters and site furniture never do).
 *   Existing galleries are carried over from the library categories the gallery used to show.
 */
const upSql = `
CREATE TABLE content_drafts (
  document text PRIMARY KEY CHECK (document ~ '^(page|settings):[a-z0-9]+(-[a-z0-9]+)*$' OR document = 'gallery'),
  content jsonb NOT NULL,
  revision integer NOT NULL DEFAULT 1 CHECK (revision > 0),
  published_revision integer,
  updated_by integer REFERENCES admin_users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE content_versions (
  id serial PRIMARY KEY,
  document text NOT NULL,
  number integer NOT NULL CHECK (number > 0),
  content jsonb NOT NULL,
  summary text NOT NULL DEFAULT '',
  created_by integer REFERENCES admin_users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (document, number)
);

CREATE TABLE gallery_items (
  id serial PRIMARY KEY,
  image_id integer NOT NULL UNIQUE REFERENCES images (id) ON DELETE CASCADE,
  category text NOT NULL CHECK (category = lower(category) AND length(btrim(category)) > 0),
  caption text NOT NULL DEFAULT '',
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX gallery_items_position_idx ON gallery_items (position, id);

INSERT INTO gallery_items (image_id, category, caption, position)
SELECT id, category, alt, (row_number() OVER (ORDER BY (category = 'gallery') DESC, id))::int
FROM images
WHERE status = 'ready' AND category NOT IN ('branding', 'hero', 'jobs')
  AND id NOT IN (SELECT poster_image_id FROM jobs WHERE poster_image_id IS NOT NULL);
`;

const downSql = `DROP TABLE IF EXISTS gallery_items, content_versions, content_drafts;`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(upSql);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(downSql);
}
