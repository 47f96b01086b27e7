/*
 * npm run bench:export — the CSV export of 100,000 responses × 10 fields through the real `exports`
 * worker code (BullMQ Worker + exportsProcessor: cursor → csv-stringify → storage.put in 5 MiB parts).
 *
 * The parent creates a temporary PostgreSQL database (migrated), an s3rver in a temp dir and a Redis key
 * prefix of its own, seeds the responses with set-based SQL (generate_series), then queues one export.
 * The worker runs in a child process that samples its own RSS every 10 ms; the baseline is taken after
 * the worker is ready and a GC. Prints export time, rows/s, output size and peak RSS; cleans up after.
 * Then, over the same 100,000 responses, the admin responses list's search (`listResponses`, as the responses
 * page calls it): p95 of selective searches (a name, a phone number, Bangla, two words), against the same with
 * the answers' trigram index dropped.
 * Options: --rows=N (default 100000), --fields=N (default 10).
 */
import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { openBenchBackend } from "./bench-backend.js";
import { percentile } from "./bench-stats.js";

const MB = 1024 * 1024;
const arg = (name: string, fallback: number) => {
  const value = process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
  return value ? Number(value) : fallback;
};
const ROWS = arg("rows", 100_000);
const FIELDS = arg("fields", 10);
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

interface ChildEnv {
  databaseUrl: string;
  redisUrl: string;
  prefix: string;
  s3: { endpoint: string; accessKey: string; secretKey: string };
}

type Done = { type: "done"; ms: number; baselineRss: number; peakRss: number; result: unknown };

// ───────────── child: the worker ─────────────

async function runChild(env: ChildEnv) {
  const { Worker } = await import("bullmq");
  const { loadConfig } = await import("../server/config/index.js");
  const { createLogger } = await import("../server/logger.js");
  const { createServices } = await import("../server/services.js");
  const { exportsProcessor } = await import("../workers/exports.js");

  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "warn", REDIS_PREFIX: env.prefix });
  const services = await createServices(config, env, createLogger(config));
  await services.storage.ensureBuckets();
  const send = (msg: unknown) => process.send!(msg);

  let started = 0;
  let peakRss = 0;
  let sampler: NodeJS.Timeout | undefined;
  const worker = new Worker("exports", exportsProcessor(services), {
    connection: { url: env.redisUrl },
    prefix: env.prefix,
    concurrency: 1,
  });
  worker.on("active", () => {
    started = performance.now();
    sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 10);
  });
  worker.on("completed", async (_job, result) => {
    const ms = performance.now() - started;
    clearInterval(sampler);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    send({ type: "done", ms, baselineRss, peakRss, result } satisfies Done);
    await worker.close();
    await services.close();
    process.exit(0);
  });
  worker.on("failed", (_job, err) => {
    console.error("export failed:", err);
    process.exit(1);
  });
  await worker.waitUntilReady();
  global.gc?.();
  const baselineRss = process.memoryUsage().rss;
  send({ type: "ready" });
}

// ───────────── parent ─────────────

function waitFor<T extends { type: string }>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (msg: T) => {
      if (msg.type !== type) return;
      child.off("message", onMessage);
      resolve(msg);
    };
    child.on("message", onMessage);
    child.once("exit", (code) => reject(new Error(`worker child exited (${code}) before sending "${type}"`)));
  });
}

async function seed(db: import("knex").Knex) {
  await db("forms").insert({ id: 1, slug: "agent-registration", title: "Agent Registration" });
  await db.raw(
    `INSERT INTO form_fields (form_id, name, field_type, required, options, priority)
     SELECT 1, 'Field ' || g,
            CASE WHEN g % 5 = 0 THEN 'checkbox' ELSE 'text' END,
            false,
            CASE WHEN g % 5 = 0 THEN '["Welding","Masonry","Tiling"]'::jsonb ELSE '[]'::jsonb END,
            g - 1
       FROM generate_series(1, ?) AS g`,
    [FIELDS],
  );
  await db.raw(
    `INSERT INTO form_responses (form_id, submitted_at, status)
     SELECT 1, timestamptz '2026-01-01 00:00:00+00' + g * interval '17 seconds', 'new'
       FROM generate_series(1, ?) AS g`,
    [ROWS],
  );
  // every kind of cell the CSV must get right: commas, quotes, line breaks, Bangla, formula starts
  await db.raw(
    `INSERT INTO form_answers (response_id, field_id, field_label, field_type, position, value)
     SELECT r.id, f.id, f.name, f.field_type, f.priority,
            CASE WHEN f.field_type = 'checkbox' THEN '["Welding","Tiling"]'::jsonb
                 ELSE to_jsonb(CASE (r.id + f.priority) % 6
                        WHEN 0 THEN 'Rahim Uddin, Sylhet ' || r.id
                        WHEN 1 THEN 'ঢাকা বিভাগ ' || r.id
                        WHEN 2 THEN 'Says "hello" ' || r.id
                        WHEN 3 THEN '=SUM(A1:A9) ' || r.id
                        WHEN 4 THEN 'Line one' || chr(10) || 'Line two ' || r.id
                        ELSE '+8801711' || lpad(r.id::text, 6, '0') END) END
       FROM form_responses r CROSS JOIN form_fields f
      WHERE r.form_id = 1`,
  );
  await db.raw("ANALYZE form_responses, form_answers");
}

/**
 * A response at about `share` of the seeded ones whose text answer `seed` wrote from the `(id + priority) % 6`
 * case `kind` (checkbox fields, every fifth, hold no text).
 */
function responseWith(kind: number, share: number): number {
  const textField = (priority: number) => priority < FIELDS && (priority + 1) % 5 !== 0;
  for (let id = Math.max(1, Math.floor(ROWS * share)); id <= ROWS; id++) {
    for (let priority = 0; priority < FIELDS; priority++) if ((id + priority) % 6 === kind && textField(priority)) return id;
  }
  throw new Error(`no response of kind ${kind} after ${share} of ${ROWS}`);
}

/**
 * What an office worker looks a response up by: a name and place, a phone number, Bangla text, a quoted word.
 * Each names one seeded answer, spread over the responses, so that any `--rows` finds them.
 */
const SEARCHES = [
  `Rahim ${responseWith(0, 0.045)}`,
  `+8801711${String(responseWith(5, 0.313)).padStart(6, "0")}`,
  `ঢাকা ${responseWith(1, 0.0078)}`,
  `hello ${responseWith(2, 0.9999)}`,
  `Sylhet ${responseWith(0, 0.123)}`,
  `Line two ${responseWith(4, 0.081)}`,
];

/** Milliseconds of `count` searches of the admin responses list, in turn, after one unmeasured round. */
async function searchTimes(db: import("knex").Knex, count: number): Promise<number[]> {
  const { listResponses, parseResponseFilter } = await import("../server/modules/submissions/admin.server.js");
  const search = (q: string) => listResponses(db, 1, parseResponseFilter(new URLSearchParams({ q })));
  for (const q of SEARCHES) await search(q);
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const q = SEARCHES[i % SEARCHES.length]!;
    const started = performance.now();
    const page = await search(q);
    times.push(performance.now() - started);
    if (page.total === 0) throw new Error(`the search "${q}" found nothing`);
  }
  return times;
}

/** A page of the list per search, with the answers' trigram index and without it (each search once: seconds). */
async function responseSearch(db: import("knex").Knex) {
  const indexed = await searchTimes(db, SEARCHES.length * 20);
  await db.raw("DROP INDEX form_answers_value_trgm_idx");
  const scanned = await searchTimes(db, SEARCHES.length);
  console.log(
    `search:      p95 ${percentile(indexed, 95).toFixed(1)} ms, median ${percentile(indexed, 50).toFixed(1)} ms, a page of the admin responses list (${indexed.length} searches)`,
  );
  console.log(
    `             without the trigram index: median ${percentile(scanned, 50).toFixed(0)} ms (${scanned.length} searches)`,
  );
}

async function main() {
  const { migrateLatest } = await import("../server/db/migrate.js");
  const { createQueues } = await import("../server/queue/index.js");

  const backend = await openBenchBackend(REDIS_URL);
  const { prefix, database, s3, db } = backend;
  const queues = createQueues(REDIS_URL, { prefix });
  let child: ChildProcess | undefined;
  try {
    await migrateLatest(db);
    process.stdout.write(`seeding ${ROWS.toLocaleString("en-US")} responses × ${FIELDS} fields… `);
    const seedStart = performance.now();
    await seed(db);
    console.log(`${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

    const env: ChildEnv = { databaseUrl: database.url, redisUrl: REDIS_URL, prefix, s3 };
    child = fork(fileURLToPath(import.meta.url), ["--child", JSON.stringify(env)], {
      execArgv: ["--import", "tsx", "--expose-gc"],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    await waitFor(child, "ready");
    const [{ id: exportId }] = await db("exports").insert({ form_id: 1 }).returning<Array<{ id: string }>>("id");
    const done = waitFor<Done>(child, "done");
    await queues.enqueue("exports", { exportId, q: "" }, { jobId: `export-${exportId}` });
    const { ms, baselineRss, peakRss, result } = await done;

    const row = await db("exports as e")
      .join("files as f", "f.id", "e.file_id")
      .where("e.id", exportId)
      .first<{ status: string; total_rows: number; size_bytes: number }>("e.status", "e.total_rows", "f.size_bytes");
    if (!row || row.status !== "done") throw new Error(`export not done: ${JSON.stringify({ result, row })}`);
    const seconds = ms / 1000;
    console.log(`export:      ${seconds.toFixed(2)} s for ${row.total_rows.toLocaleString("en-US")} rows`);
    console.log(`throughput:  ${Math.round(row.total_rows / seconds).toLocaleString("en-US")} rows/s`);
    console.log(`output:      ${(Number(row.size_bytes) / MB).toFixed(1)} MB (form_responses.csv, UTF-8 with BOM)`);
    console.log(
      `worker RSS:  peak ${(peakRss / MB).toFixed(0)} MB (baseline ${(baselineRss / MB).toFixed(0)} MB, growth ${((peakRss - baselineRss) / MB).toFixed(0)} MB)`,
    );
    await responseSearch(db);
  } finally {
    if (child && child.exitCode === null) child.kill("SIGKILL");
    await queues.close();
    await backend.close();
  }
}

const childIndex = process.argv.indexOf("--child");
if (childIndex !== -1) await runChild(JSON.parse(process.argv[childIndex + 1]!) as ChildEnv);
else await main();
