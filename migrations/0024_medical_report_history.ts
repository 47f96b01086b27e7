import type { Knex } from "knex";

/**
 * Medical reports keep their history (server/modules/medical/medical.server.ts): a new upload for a passport that
 * has a report becomes its report, and the one it follows is kept in `earlier_medical_reports` (its file stays
 * claimed, listed and downloadable) instead of being deleted. Who uploaded each file is kept beside it.
 * RESTRICT, not CASCADE, on the report: deleting a report must release its earlier files too, so it deletes them
 * first (a cascade would leave their files claimed for ever).
 */
const upSql = `
ALTER TABLE medical_reports ADD COLUMN uploaded_by integer REFERENCES admin_users (id) ON DELETE SET NULL;

CREATE TABLE earlier_medical_reports (
  id serial PRIMARY KEY,
  report_id integer NOT NULL REFERENCES medical_reports (id) ON DELETE RESTRICT,
  file_id uuid NOT NULL UNIQUE REFERENCES files (id) ON DELETE RESTRICT,
  original_name text NOT NULL DEFAULT '',
  uploaded_at timestamptz NOT NULL,
  uploaded_by integer REFERENCES admin_users (id) ON DELETE SET NULL,
  superseded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX earlier_medical_reports_report_idx ON earlier_medical_reports (report_id, uploaded_at DESC);
`;

const downSql = `
DROP TABLE IF EXISTS earlier_medical_reports;
ALTER TABLE medical_reports DROP COLUMN IF EXISTS uploaded_by;
`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(upSql);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(downSql);
}
