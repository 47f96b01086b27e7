import type { Knex } from "knex";

/**
 * The public job search's trigram index takes each new job at once instead of through GIN's pending list
 * (docs/decisions/0012-job-search.md). With the pending list (PostgreSQL's default) a batch of new jobs sits
 * unsorted until the next vacuum, and every search reads all of it: after 90,000 jobs were added in one go, a
 * search for a rare word took 5 ms in the index instead of 0.1 ms. Jobs are written one at a time by the office
 * and read on every visit to the jobs page, so the cheaper search is worth the slightly dearer insert.
 */
const upSql = `
ALTER INDEX jobs_open_search_text_trgm_idx SET (fastupdate = off);
SELECT gin_clean_pending_list('jobs_open_search_text_trgm_idx'::regclass);
`;

const downSql = `ALTER INDEX jobs_open_search_text_trgm_idx RESET (fastupdate);`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(upSql);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(downSql);
}
