// `npm run test:faults`: the product on its own PostgreSQL, Redis and S3 (tests/faults/services.ts), web and
// worker as separate processes, while the suite breaks things (README "Reliability suites"):
//   1. SIGKILL of the worker in the middle of payment executes, then of a CSV export;
//   2. Redis stopped for FAULTS_REDIS_DOWN_S (30) seconds under visitor load;
//   3. the S3 server stopped for FAULTS_S3_DOWN_S (10) seconds during uploads;
//   4. PostgreSQL stopped and started again (down FAULTS_PG_DOWN_S, 5 s) under load.
// It then checks: every paid registration exists exactly once, no upload is half-saved, every export is done
// or failed (never stuck), the web process recovers without a restart, /readyz tells the truth throughout,
// and visitors get answers (503 while a dependency is down), never a hang or a 500.
// Other settings: FAULTS_PORT (3164), FAULTS_EXPORT_ROWS (40000), FAULTS_PAYMENTS (4), FAULTS_ECHO=1.
import { randomBytes } from "node:crypto";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { formAnswers } from "../support/form-answers.js";
import { leakIn, probe, type ProbeRequest, type ProbeResponse } from "../support/http-probe.js";
import { signIn, startProductServer, type ProductServer } from "../support/product-server.js";
import { multipartBody, samplePng, urlencodedBody } from "../support/sample-files.js";
import { fileState } from "../support/stored-state.js";
import { ownPostgres, ownRedis, ownS3, type Restartable } from "./services.js";

const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const PORT = setting("FAULTS_PORT", 3164);
const REDIS_DOWN_MS = setting("FAULTS_REDIS_DOWN_S", 30) * 1000;
const S3_DOWN_MS = setting("FAULTS_S3_DOWN_S", 10) * 1000;
const PG_DOWN_MS = setting("FAULTS_PG_DOWN_S", 5) * 1000;
const EXPORT_ROWS = setting("FAULTS_EXPORT_ROWS", 40_000);
const PAYMENTS = setting("FAULTS_PAYMENTS", 4);
/** An answer slower than this is a hang. */
const HANG_MS = 10_000;
/** /readyz may take this long to notice an outage (its checks time out after 2 s) or a recovery. */
const READYZ_GRACE_MS = 5_000;
const RECOVERY_MS = 60_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const run = randomBytes(3).toString("hex");
const results: Array<{ check: string; ok: boolean; detail: string }> = [];
function check(name: string, ok: boolean, detail = "") {
  results.push({ check: name, ok, detail });
  console.log(`${ok ? "ok  " : "FAIL"} ${name}${detail ? `: ${detail}` : ""}`);
}

async function waitFor<T>(
  what: string,
  fn: () => Promise<T | undefined | null | false>,
  timeoutMs: number,
  intervalMs = 500,
): Promise<T | undefined> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const v = await fn().catch(() => undefined);
    if (v) return v;
    await sleep(intervalMs);
  }
  console.log(`  (gave up waiting for ${what} after ${timeoutMs / 1000} s)`);
  return undefined;
}

// ───────────── /readyz, watched throughout ─────────────
interface ReadySample {
  at: number;
  /** when its answer came */
  end: number;
  status: number;
  checks: Record<string, string>;
}
interface Outage {
  dependency: "postgres" | "redis" | "s3";
  from: number;
  to: number;
}
const samples: ReadySample[] = [];
const outages: Outage[] = [];
let watching = true;
async function watchReadyz() {
  while (watching) {
    const at = Date.now();
    const res = await probe(PORT, { method: "GET", path: "/readyz" }, HANG_MS);
    let checks: Record<string, string> = {};
    try {
      checks = (JSON.parse(res.body) as { checks?: Record<string, string> }).checks ?? {};
    } catch {
      // a 503 while draining has no checks
    }
    samples.push({ at, end: Date.now(), status: res.status, checks });
    await sleep(500);
  }
}

/** While a dependency is down (after a grace) /readyz answers 503 naming it; once it is back, 200 again. */
function readyzTruth(): string[] {
  const lies: string[] = [];
  for (const s of samples) {
    // a check that starts near the end of an outage may be answered by the restarted service
    const down = outages.find((o) => s.at >= o.from + READYZ_GRACE_MS && s.at <= o.to - 2500);
    const settling =
      // a check still running when an outage began may be answered by the service going down
      outages.some((o) => s.end >= o.from && s.at < o.from + READYZ_GRACE_MS) ||
      // and one started in the last seconds of an outage may find the service still down or already back
      outages.some((o) => s.at > o.to - 2500 && s.at <= o.to + RECOVERY_MS);
    if (down && (s.status !== 503 || s.checks[down.dependency] === "ok"))
      lies.push(
        `${down.dependency} down ${((s.at - down.from) / 1000).toFixed(1)} s, /readyz ${s.status} ${JSON.stringify(s.checks)}`,
      );
    if (!down && !settling && s.status !== 200) {
      const last = outages.filter((o) => o.to < s.at).at(-1);
      const next = outages.find((o) => o.from > s.at);
      const before = next ? `, ${((next.from - s.end) / 1000).toFixed(1)} s before ${next.dependency} went down` : "";
      const since =
        (last ? `${((s.at - last.to) / 1000).toFixed(1)} s after ${last.dependency} came back` : "before any outage") + before;
      lies.push(`nothing down (${since}), /readyz ${s.status} ${JSON.stringify(s.checks)}`);
    }
  }
  return lies;
}

// ───────────── visitors ─────────────
interface Visit {
  kind: "page" | "contact" | "agent";
  marker?: string;
  res: ProbeResponse;
  during?: string;
}
const visits: Visit[] = [];
/** Numbers every visit of the run, so that markers never repeat across scenarios. */
let visitCount = 0;

async function visitorLoad(
  server: ProductServer,
  png: Buffer,
  untilDone: () => boolean,
  during: () => string | undefined,
  concurrency = 6,
) {
  const agent = await formAnswers(server.db, 1, png, "marker");
  const headers = { origin: `http://localhost:${PORT}` };
  const one = async (): Promise<Visit> => {
    const i = visitCount++;
    const kind = (["page", "contact", "page", "agent"] as const)[i % 4];
    const marker = `fault-${run}-${kind}-${i}`;
    let req: ProbeRequest;
    if (kind === "page") req = { method: "GET", path: ["/about", "/", "/apply-jobs-now", "/project"][i % 4] };
    else if (kind === "contact") {
      req = {
        method: "POST",
        path: "/contact",
        headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
        body: urlencodedBody([
          ["name", "Fault Tester"],
          ["email", "fault@example.com"],
          ["subject", "Faults"],
          ["message", marker],
        ]),
      };
    } else {
      const { body, contentType } = multipartBody(
        agent.fields.map(([k, v]): [string, string] => [k, k === agent.markerField ? marker : v]),
        agent.files,
      );
      req = { method: "POST", path: "/agent-registration", headers: { ...headers, "content-type": contentType }, body };
    }
    const state = during();
    const res = await probe(PORT, req, HANG_MS + 20_000);
    return { kind, marker: kind === "page" ? undefined : marker, res, during: state ?? during() };
  };
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (!untilDone()) visits.push(await one());
    }),
  );
}

/** Runs visitor load around `fault` (which stops and restarts a dependency). */
async function underLoad(
  server: ProductServer,
  png: Buffer,
  label: string,
  fault: (mark: (d: string | undefined) => void) => Promise<void>,
) {
  let done = false;
  let state: string | undefined;
  const load = visitorLoad(
    server,
    png,
    () => done,
    () => state,
  );
  await sleep(3000);
  await fault((d) => (state = d));
  await sleep(5000);
  done = true;
  await load;
  const mine = visits.filter((v) => v.during === label);
  const classes: Record<string, number> = {};
  for (const v of mine) {
    const k = v.res.status === 0 ? "no answer" : String(v.res.status);
    classes[k] = (classes[k] ?? 0) + 1;
  }
  console.log(`  visitor answers while ${label}: ${JSON.stringify(classes)}`);
}

async function outage(dep: Restartable & { name: string }, ms: number, mark: (d: string | undefined) => void, label: string) {
  mark(label);
  // the outage starts when stopping starts: a check answered while the service shuts down sees it going
  const from = Date.now();
  await dep.stop();
  await sleep(ms);
  await dep.start();
  outages.push({ dependency: dep.name as Outage["dependency"], from, to: Date.now() });
  mark(undefined);
}

// ───────────── payments ─────────────
async function startPaidRegistration(server: ProductServer, png: Buffer): Promise<{ paymentID: string; callback: string }> {
  const form = await formAnswers(server.db, 2, png, `fault-${run}-payment`);
  const { body, contentType } = multipartBody(form.fields, form.files);
  const origin = `http://localhost:${PORT}`;
  const started = await probe(PORT, {
    method: "POST",
    path: "/worker-registration",
    headers: { origin, "content-type": contentType },
    body,
  });
  const location = String(started.headers.location ?? "");
  if (started.status !== 303 || !location)
    throw new Error(`registration did not start: ${started.status} ${started.body.slice(0, 300)}`);
  const payUrl = new URL(location, origin);
  const paid = await probe(PORT, {
    method: "POST",
    path: payUrl.pathname,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: urlencodedBody([
      ["action", "pay"],
      ["wallet", "01712345678"],
      ["pin", "12121"],
    ]),
  });
  const callback = new URL(String(paid.headers.location ?? ""), origin);
  const paymentID = callback.searchParams.get("paymentID");
  if (paid.status !== 303 || !paymentID) throw new Error(`sandbox payment failed: ${paid.status} ${paid.body.slice(0, 300)}`);
  return { paymentID, callback: `${callback.pathname}${callback.search}` };
}

async function paymentScenario(server: ProductServer, png: Buffer) {
  const registrations = [];
  for (let i = 0; i < PAYMENTS; i++) registrations.push(await startPaidRegistration(server, png));
  // the callbacks queue the executes; the worker is killed while it runs them
  await Promise.all(registrations.map((r) => probe(PORT, { method: "GET", path: r.callback })));
  const ids = registrations.map((r) => r.paymentID);
  const completed = async () =>
    Number(
      (
        await server
          .db("payments")
          .whereIn("provider_payment_id", ids)
          .where({ status: "completed" })
          .count<{ n: string }[]>("* as n")
      )[0].n,
    );
  // kill as soon as the first execute has committed: the others are queued or half-way through theirs
  await waitFor("a first payment to complete", async () => (await completed()) > 0, 10_000, 20);
  server.worker?.child.kill("SIGKILL");
  console.log(`  worker SIGKILLed with ${await completed()} of ${ids.length} payments completed`);
  await server.restartWorker();
  const settled = await waitFor(
    "payments to complete",
    async () => {
      const rows = await server.db("payments").whereIn("provider_payment_id", ids).select("status");
      return rows.length === ids.length && rows.every((r: { status: string }) => r.status === "completed");
    },
    120_000,
  );
  // a replayed callback after recovery changes nothing
  await Promise.all(registrations.map((r) => probe(PORT, { method: "GET", path: r.callback })));
  await sleep(3000);
  const perPayment = await server
    .db("payments as p")
    .leftJoin("form_responses as r", "r.payment_id", "p.id")
    .whereIn("p.provider_payment_id", ids)
    .groupBy("p.provider_payment_id", "p.status")
    .select("p.provider_payment_id as id", "p.status")
    .count<Array<{ id: string; status: string; n: string }>>("r.id as n");
  const wrong = perPayment.filter((p) => p.status !== "completed" || Number(p.n) !== 1);
  check(
    "worker SIGKILL during payment executes: every paid registration exists exactly once",
    !!settled && perPayment.length === ids.length && wrong.length === 0,
    wrong.map((p) => `${p.id} ${p.status} ×${p.n}`).join(", "),
  );
}

// ───────────── exports ─────────────
async function exportScenario(server: ProductServer) {
  const { db } = server;
  const fields = await db("form_fields")
    .where({ form_id: 1 })
    .whereNotIn("field_type", ["file", "image"])
    .select("id", "name", "field_type");
  const [{ max }] = await db("form_responses").max<{ max: number | null }[]>("id as max");
  await db.raw("insert into form_responses (form_id) select 1 from generate_series(1, ?)", [EXPORT_ROWS]);
  for (const f of fields as Array<{ id: number; name: string; field_type: string }>) {
    await db.raw(
      `insert into form_answers (response_id, field_id, field_label, field_type, value)
       select id, ?, ?, ?, to_jsonb('answer ' || id) from form_responses where form_id = 1 and id > ?`,
      [f.id, f.name, f.field_type, max ?? 0],
    );
  }
  const cookie = await signIn(server);
  const asked = await probe(PORT, {
    method: "POST",
    path: "/admin/forms-and-reports/agent-registration",
    headers: { origin: `http://localhost:${PORT}`, cookie, "content-type": "application/x-www-form-urlencoded" },
    body: urlencodedBody([["intent", "export"]]),
  });
  const exportRow = await waitFor(
    "the export to run",
    async () =>
      db("exports")
        .where({ form_id: 1 })
        .whereIn("status", ["running"])
        .orderBy("created_at", "desc")
        .first<{ id: string; progress: number }>(),
    60_000,
  );
  server.worker?.child.kill("SIGKILL");
  console.log(
    `  export asked (${asked.status}); worker SIGKILLed at ${exportRow ? `${exportRow.progress}%` : "(never saw it running)"}`,
  );
  await server.restartWorker();
  const final = exportRow
    ? await waitFor(
        "the export to finish",
        async () =>
          db("exports")
            .where({ id: exportRow.id })
            .whereIn("status", ["done", "failed"])
            .first<{ status: string; file_id: string | null; error: string | null }>(),
        180_000,
      )
    : undefined;
  let fileOk = false;
  if (final?.status === "done" && final.file_id) {
    const file = await db("files").where({ id: final.file_id }).first<{ object_key: string }>();
    fileOk =
      !!file &&
      !!(await server.s3.statObject(process.env.S3_PRIVATE_BUCKET ?? "site-private", file.object_key).catch(() => null));
  }
  check(
    "worker SIGKILL during an export: the export completes, or is marked failed (never stuck)",
    !!final && (final.status === "failed" ? !!final.error : fileOk),
    final ? `${final.status}${final.error ? ` (${final.error})` : ""}` : "still queued or running",
  );
}

// ───────────── after the outages ─────────────
async function storedMarkers(server: ProductServer): Promise<Map<string, number>> {
  const like = `fault-${run}-%`;
  const stored = new Map<string, number>();
  const add = (rows: Array<{ marker: string; n: string | number }>) =>
    rows.forEach((r) => stored.set(r.marker, (stored.get(r.marker) ?? 0) + Number(r.n)));
  add(
    await server
      .db("contact_messages")
      .select("message as marker")
      .count("* as n")
      .where("message", "like", like)
      .groupBy("message"),
  );
  add(
    await server
      .db("form_answers")
      .select(server.db.raw("value #>> '{}' as marker"))
      .count("* as n")
      .whereRaw("value #>> '{}' like ?", [like])
      .groupByRaw("value #>> '{}'"),
  );
  return stored;
}

async function main() {
  const dir = await mkdtemp(path.join(tmpdir(), "crestline-faults-"));
  // as root, PostgreSQL runs as the postgres user, which must be able to reach its data directory
  await chmod(dir, 0o755);
  const deps: Restartable[] = [];
  let server: ProductServer | undefined;
  try {
    const [pg, redis, s3] = await Promise.all([ownPostgres(dir), ownRedis(dir), ownS3(dir)]);
    deps.push(pg, redis, s3);
    server = await startProductServer({
      label: "faults",
      port: PORT,
      roles: "split",
      backing: { databaseUrl: pg.url, redisUrl: redis.url, s3 },
      env: { SUBMISSION_RATE_LIMIT: "100000", REGISTRATION_RATE_LIMIT: "100000" },
      echo: process.env.FAULTS_ECHO === "1",
    });
    const webPid = server.web.child.pid;
    const png = await samplePng();
    const watcher = watchReadyz();

    console.log("1. worker SIGKILL in the middle of payment executes");
    await paymentScenario(server, png);
    console.log("2. worker SIGKILL in the middle of a CSV export");
    await exportScenario(server);

    const filesBefore = await fileState(server.db, server.s3);
    console.log(`3. Redis stopped for ${REDIS_DOWN_MS / 1000} s under load`);
    await underLoad(server, png, "redis down", (mark) => outage(redis, REDIS_DOWN_MS, mark, "redis down"));
    console.log(`4. S3 stopped for ${S3_DOWN_MS / 1000} s during uploads`);
    await underLoad(server, png, "s3 down", (mark) => outage(s3, S3_DOWN_MS, mark, "s3 down"));
    console.log(`5. PostgreSQL restarted (down ${PG_DOWN_MS / 1000} s) under load`);
    await underLoad(server, png, "postgres down", (mark) => outage(pg, PG_DOWN_MS, mark, "postgres down"));

    // the suite's own pool may hold connections of the PostgreSQL that was stopped
    await waitFor("the suite's database pool", async () => !!(await server!.db.raw("select 1")), 30_000);
    const recovered = await waitFor(
      "/readyz to answer 200",
      async () => (await probe(PORT, { method: "GET", path: "/readyz" })).status === 200,
      RECOVERY_MS,
    );
    watching = false;
    await watcher;

    check(
      "the web process recovers without a restart",
      !!recovered && server.web.child.exitCode === null && server.web.child.pid === webPid,
    );
    const lies = readyzTruth();
    check(
      `/readyz tells the truth throughout (${samples.length} samples)`,
      lies.length === 0,
      `${lies.length} wrong: ${lies.slice(0, 5).join("; ")}`,
    );

    const hangs = visits.filter((v) => v.res.status === 0 || v.res.ms > HANG_MS);
    check(
      `no visitor waits more than ${HANG_MS / 1000} s or goes unanswered (${visits.length} visits)`,
      hangs.length === 0,
      hangs
        .slice(0, 5)
        .map((v) => `${v.kind} during ${v.during ?? "-"}: ${v.res.status} after ${v.res.ms} ms ${v.res.error ?? ""}`)
        .join("; "),
    );
    const errors = visits.filter((v) => v.res.status >= 500 && v.res.status !== 503);
    check("visitors get 503, never another 5xx, while a dependency is down", errors.length === 0, summarise(errors));
    const bare = visits.filter((v) => v.res.status === 503 && (v.res.body.trim() === "" || leakIn(v.res.body)));
    check("every 503 is a clear page (a body, no trace)", bare.length === 0, summarise(bare));
    const during = visits.filter((v) => v.during);
    const unavailable = during.filter((v) => v.res.status === 503).length;
    console.log(`  during outages: ${during.length} visits, ${unavailable} answered 503`);

    const stored = await storedMarkers(server);
    const wrong: string[] = [];
    for (const v of visits) {
      if (!v.marker) continue;
      const n = stored.get(v.marker) ?? 0;
      const ok2xx = v.res.status >= 200 && v.res.status < 300;
      if (ok2xx && n !== 1) wrong.push(`${v.marker} answered ${v.res.status}, stored ${n}×`);
      if (!ok2xx && v.res.status !== 0 && n !== 0) wrong.push(`${v.marker} answered ${v.res.status}, stored ${n}×`);
      if (v.res.status === 0 && n > 1) wrong.push(`${v.marker} unanswered, stored ${n}×`);
    }
    check(
      "every accepted submission stored exactly once, every refused one not at all",
      wrong.length === 0,
      wrong.slice(0, 5).join("; "),
    );

    await sleep(5000);
    const after = await fileState(server.db, server.s3);
    const claimedMissing = await server.db("files").whereNotNull("claimed_at").select("bucket", "object_key");
    const missing = new Set(after.missingObjects);
    const halfSaved = claimedMissing.filter((f: { bucket: string; object_key: string }) =>
      missing.has(`${f.bucket}/${f.object_key}`),
    );
    const newOrphans = after.orphanObjects.filter((k) => !filesBefore.orphanObjects.includes(k));
    check(
      "no upload is half-saved (every kept file has its object)",
      halfSaved.length === 0,
      `${halfSaved.length} kept files without object`,
    );
    console.log(
      `  files after the outages: ${newOrphans.length} objects without a row, ${after.unclaimed.length} unclaimed rows (left for the hourly sweep)`,
    );
  } finally {
    watching = false;
    await server?.stop();
    for (const d of deps.reverse()) await d.close().catch(() => {});
    await rm(dir, { recursive: true, force: true });
  }
  const failed = results.filter((r) => !r.ok);
  console.log(`\nfaults: ${results.length - failed.length} passed, ${failed.length} failed`);
  process.exit(failed.length ? 1 : 0);
}

function summarise(list: Visit[]): string {
  const counts = new Map<string, number>();
  for (const v of list) {
    const key = `${v.kind} ${v.res.status} during ${v.during ?? "recovery"}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([k, n]) => `${n}× ${k}`).join(", ");
}

await main();
