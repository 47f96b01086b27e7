import type { Knex } from "knex";
import { beforeAll, describe, expect, it } from "vitest";
import { JOBS_COUNT_LIMIT, JOBS_PAGE_SIZE, parseJobsQuery, searchJobs } from "../../server/modules/jobs/jobs.server.js";
import { listResponses, parseResponseFilter } from "../../server/modules/submissions/admin.server.js";
import { useMigratedDatabase } from "../support/services.js";

/*
 * The substring searches use their trigram indexes (migrations/0003_search_indexes.ts, 0013_job_search_text.ts) at 100,000 rows: the
 * plans of the very statements the modules run are checked, not their timing. A database of its own, so the
 * bulk rows never meet the other tests.
 */

const ROWS = 100_000;
let db: Knex;
useMigratedDatabase("search", (ready) => (db = ready));

/** The statements `run` sends, as EXPLAIN (no ANALYZE) plans of the ones that read `table`. */
async function plansOf(table: string, run: () => Promise<unknown>): Promise<string[]> {
  const statements: Array<{ sql: string; bindings: readonly unknown[] }> = [];
  const record = (q: { sql: string; bindings?: readonly unknown[] }) => {
    if (q.sql.includes(`"${table}"`)) statements.push({ sql: q.sql, bindings: q.bindings ?? [] });
  };
  db.on("query", record);
  try {
    await run();
  } finally {
    db.off("query", record);
  }
  const plans: string[] = [];
  for (const { sql, bindings } of statements) {
    const result = await db.raw(`EXPLAIN ${sql.replace(/\$\d+/g, "?")}`, bindings as Knex.RawBinding[]);
    plans.push((result.rows as Array<{ "QUERY PLAN": string }>).map((r) => r["QUERY PLAN"]).join("\n"));
  }
  return plans;
}

beforeAll(async () => {
  // Jobs: mostly "Mason … Dammam"-like rows; one in 10,000 is a "Crane Operator" in "Yanbu".
  await db.raw(
    `INSERT INTO jobs (title, city, country, industry, created_at)
     SELECT CASE WHEN i % 10000 = 0 THEN 'Crane Operator ' || i ELSE 'Mason grade ' || (i % 97) END,
            CASE WHEN i % 10000 = 0 THEN 'Yanbu' ELSE (ARRAY['Dammam','Riyadh','Jeddah','Dhaka'])[1 + i % 4] END,
            'Saudi Arabia', 'Construction', now() - make_interval(mins => i)
       FROM generate_series(1, ?) AS i`,
    [ROWS],
  );
  await db("forms").insert({ id: 1, slug: "apply-now", title: "Apply now" });
  const [field] = await db("form_fields")
    .insert({ form_id: 1, name: "Full name", field_type: "text" })
    .returning<{ id: number }[]>("id");
  await db.raw(
    `INSERT INTO form_responses (form_id, submitted_at) SELECT 1, now() - make_interval(mins => i) FROM generate_series(1, ?) AS i`,
    [ROWS],
  );
  await db.raw(
    `INSERT INTO form_answers (response_id, field_id, field_label, field_type, value)
     SELECT r.id, ?, 'Full name', 'text',
            to_jsonb(CASE WHEN r.id % 10000 = 0 THEN 'Zubayer Chowdhury ' || r.id ELSE 'Applicant number ' || r.id END)
       FROM form_responses r`,
    [field!.id],
  );
  await db.raw("ANALYZE jobs; ANALYZE form_responses; ANALYZE form_answers");
}, 120_000);

describe("trigram search indexes at 100,000 rows", () => {
  it("the public job search and its count read the job indexes", async () => {
    let total = 0;
    const plans = await plansOf("jobs", async () => {
      total = (await searchJobs(db, parseJobsQuery(new URLSearchParams({ q: "operator yanbu" })))).total;
    });
    expect(total).toBe(ROWS / 10_000);
    expect(plans).toHaveLength(2); // the count and the page
    for (const plan of plans) {
      expect(plan).toMatch(/Bitmap Index Scan on jobs_open_search_text_trgm_idx/);
      expect(plan).not.toMatch(/Seq Scan on jobs/);
    }
  });

  it("a broad word counts its matches only up to the limit past the page, and says there are more", async () => {
    const search = (page: number) => searchJobs(db, parseJobsQuery(new URLSearchParams({ q: "mason", page: String(page) })));
    let first: Awaited<ReturnType<typeof search>> | undefined;
    const plans = await plansOf("jobs", async () => (first = await search(1)));
    expect(first).toMatchObject({
      more: true,
      total: JOBS_COUNT_LIMIT,
      page: 1,
      pageCount: Math.ceil(JOBS_COUNT_LIMIT / JOBS_PAGE_SIZE),
    });
    expect(first!.items).toHaveLength(JOBS_PAGE_SIZE);
    // the count is an aggregate over a LIMITed scan: it stops at the limit instead of reading all 99,990 matches
    const count = plans.find((plan) => plan.includes("Aggregate"));
    expect(count).toMatch(/Aggregate[^\n]*\n\s*->\s+Limit/);

    // deeper pages count further, so Next always leads somewhere while more jobs match
    const deep = await search(90);
    expect(deep).toMatchObject({ more: true, total: 89 * JOBS_PAGE_SIZE + JOBS_COUNT_LIMIT, page: 90 });
    expect(deep.items).toHaveLength(JOBS_PAGE_SIZE);
    expect(deep.items.map((j) => j.id)).not.toEqual(first!.items.map((j) => j.id));

    // past the last match the count is exact and the page is the last one
    const matches = ROWS - ROWS / 10_000;
    const last = await search(100_000);
    expect(last.more).toBeUndefined();
    expect(last).toMatchObject({
      total: matches,
      pageCount: Math.ceil(matches / JOBS_PAGE_SIZE),
      page: Math.ceil(matches / JOBS_PAGE_SIZE),
    });
    expect(last.items).toHaveLength(matches % JOBS_PAGE_SIZE || JOBS_PAGE_SIZE);
  });

  it("the job search index takes new jobs at once (no GIN pending list to read on every search)", async () => {
    const { rows } = await db.raw<{ rows: Array<{ reloptions: string[] | null }> }>(
      "SELECT reloptions FROM pg_class WHERE relname = 'jobs_open_search_text_trgm_idx'",
    );
    expect(rows[0]?.reloptions).toContain("fastupdate=off");
  });

  it("the admin response search reads the answer index", async () => {
    let total = 0;
    const plans = await plansOf("form_answers", async () => {
      total = (await listResponses(db, 1, parseResponseFilter(new URLSearchParams({ q: "chowdhury" })))).total;
    });
    expect(total).toBe(ROWS / 10_000);
    expect(plans.length).toBeGreaterThan(0);
    const searches = plans.filter((plan) => plan.includes("~~*"));
    expect(searches.length).toBeGreaterThan(0);
    for (const plan of searches) {
      expect(plan).toMatch(/Bitmap Index Scan on form_answers_value_trgm_idx/);
      expect(plan).not.toMatch(/Seq Scan on form_answers/);
    }
  });
});
