import type { Knex } from "knex";

/**
 * Trigram indexes for the substring searches (`ILIKE '%term%'`, `LIKE '%term%'`), so they stay fast as the
 * tables grow (tests/integration/search-indexes.test.ts checks the plans at 100,000 rows):
 * - the public job search: every word in the title, city or country of an open job
 *   (server/modules/jobs/jobs.server.ts); one index per column, which the planner ORs together;
 * - the admin response search: every word in some answer (server/modules/submissions/admin.server.ts), on the
 *   same expression the query uses (`value #>> '{}'`);
 * - the medical report passport search (server/modules/medical/medical.server.ts).
 * pg_trgm ships with PostgreSQL (contrib) and is a trusted extension: the database owner may create it.
 */
const upSql = `
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX jobs_open_title_trgm_idx ON jobs USING gin (title gin_trgm_ops) WHERE is_active;
CREATE INDEX jobs_open_city_trgm_idx ON jobs USING gin (city gin_trgm_ops) WHERE is_active;
CREATE INDEX jobs_open_country_trgm_idx ON jobs USING gin (country gin_trgm_ops) WHERE is_active;
CREATE INDEX form_answers_value_trgm_idx ON form_answers USING gin ((value #>> '{}') gin_trgm_ops);
CREATE INDEX medical_reports_passport_trgm_idx ON medical_reports USING gin (passport_number gin_trgm_ops);
`;

const downSql = `
DROP INDEX IF EXISTS medical_reports_passport_trgm_idx;
DROP INDEX IF EXISTS form_answers_value_trgm_idx;
DROP INDEX IF EXISTS jobs_open_country_trgm_idx;
DROP INDEX IF EXISTS jobs_open_city_trgm_idx;
DROP INDEX IF EXISTS jobs_open_title_trgm_idx;
`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(upSql);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(downSql);
}
