/*
 * npm run bench — every performance figure of the product in one run, each printed next to its baseline as a
 * ratio. It prints figures and never fails on them.
 *
 *   home page        the production build (NODE_ENV=production, demo content) under autocannon, 50 connections:
 *                    cached (anonymous visitor) and uncached (a session cookie skips the page cache), against a
 *                    static Node server sending the very same bytes (gzip, from memory) in the same run; cached
 *                    again with a content edit announced every second;
 *                    one request at a time for the time of one render
 *   job search       /apply-jobs-now?q=… one request at a time, p95 of the whole page, at 10,000 and 100,000
 *                    jobs, against the same requests with the trigram indexes dropped (the search before them)
 *   JavaScript       gzip size of the scripts each public page loads, against the page budgets
 *   images           the product's variant pipeline against bare sharp resizes of the same images
 *   upload, export   scripts/bench-upload.ts and scripts/bench-export.ts, run as they are (the export bench also
 *                    times the admin response search over its 100,000 responses, with and without its index)
 *   lighthouse       scripts/lighthouse.mjs (mobile Lighthouse of /, /apply-jobs-now, /project, /bn/ and /ar/ on a
 *                    server of its own): each page's performance score and LCP against the targets, and what the
 *                    Bangla and Arabic home pages transfer beyond the English one
 *
 * Needs what `npm test` needs: PostgreSQL on 127.0.0.1:5432 (BENCH_ADMIN_DATABASE_URL) and Redis (REDIS_URL).
 * `npm run bench -- --quick` runs shorter load tests and skips the upload and export benches; `--no-build` uses the
 * existing build; `--only=home,js,search,images,upload,export,lighthouse` runs just those parts.
 */
import { fork, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { Agent, createServer, get } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { openBenchBackend } from "./bench-backend.js";
import { percentile } from "./bench-stats.js";
import { publicPages } from "./public-pages.mjs";
import autocannon from "autocannon";
import { Redis } from "ioredis";
import sharp from "sharp";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const quick = process.argv.includes("--quick");
/** `--only=home,js,search,images,upload,export,lighthouse`: run just those parts (all by default). */
const only = process.argv
  .find((a) => a.startsWith("--only="))
  ?.slice("--only=".length)
  .split(",");
const runs = (part: string) => !only || only.includes(part);
const LOAD_SECONDS = quick ? 4 : 10;
const CONNECTIONS = 50;
const BROWSER_ENCODINGS = "gzip, deflate, br";
/** A session cookie (no session behind it) makes the page cache step aside: what every cache miss costs. */
const UNCACHED = { cookie: "__session=bench-uncached" };
const KiB = 1024;

interface Row {
  figure: string;
  value: string;
  baseline: string;
  baselineValue: string;
  ratio: string;
  target: string;
  /** "met" or "missed" for a figure with a budget (the home page's server figures), else "". */
  budget: string;
}
const rows: Row[] = [];

/** `met`: whether the figure is within its target (only for figures with a budget). */
function record({ met, ...figure }: Omit<Row, "budget"> & { met?: boolean }) {
  const row = { ...figure, budget: met === undefined ? "" : met ? "met" : "missed" };
  rows.push(row);
  const budget = row.budget ? `; ${row.target}: ${row.budget}` : "";
  console.log(`  ${row.figure}: ${row.value}   (${row.baseline}: ${row.baselineValue}, ${row.ratio}${budget})`);
}

const ms = (n: number) => `${n < 10 ? n.toFixed(2) : n.toFixed(0)} ms`;
const perSecond = (n: number) => `${Math.round(n).toLocaleString("en-US")} req/s`;
const ratio = (value: number, baseline: number) => `${(value / baseline).toFixed(value / baseline < 0.1 ? 3 : 2)}×`;

/** What one load test measured (`load`). */
interface Measured {
  rps: number;
  p50: number;
  p99: number;
}
/** A figure's budget, when it has one. */
type Goal = { target: string; met?: boolean };

/** A load test's requests per second beside a baseline's. */
function recordThroughput(figure: string, m: Measured, baseline: string, base: Measured, goal: Goal = { target: "" }) {
  record({
    figure,
    value: perSecond(m.rps),
    baseline,
    baselineValue: perSecond(base.rps),
    ratio: ratio(m.rps, base.rps),
    ...goal,
  });
}

/** A load test's median and 99th-percentile latency beside a baseline's (the ratio of the 99th percentiles). */
function recordLatency(figure: string, m: Measured, baseline: string, base: Measured, goal: Goal = { target: "" }) {
  record({
    figure,
    value: `${ms(m.p50)} / ${ms(m.p99)}`,
    baseline,
    baselineValue: `${ms(base.p50)} / ${ms(base.p99)}`,
    ratio: ratio(m.p99, Math.max(base.p99, 1)),
    ...goal,
  });
}

// ───────────── static baseline server (a child process, like the product) ─────────────

/**
 * `memory`: the gzip bytes made once, sent from memory (the most a server can do).
 * `gzip`: compressed per request at level 1, as nginx does with `gzip on` (the baseline).
 */
async function runStaticServer(file: string, mode: string) {
  const identity = await readFile(file);
  const gzip = gzipSync(identity, { level: 9 });
  const server = createServer((req, res) => {
    const gz = /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("ETag", '"static"');
    res.setHeader("Vary", "Accept-Encoding");
    if (gz) res.setHeader("Content-Encoding", "gzip");
    res.end(gz ? (mode === "memory" ? gzip : gzipSync(identity, { level: 1 })) : identity);
  });
  server.listen(0, "127.0.0.1", () => process.send!({ port: (server.address() as AddressInfo).port }));
}

// ───────────── utilities ─────────────

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitReady(base: string, child: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
    const ok = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("server not ready after 150 s");
}

async function stop(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}

/** USER_HZ: the unit of /proc's CPU times, 100 on Linux. */
const CLOCK_TICKS = 100;

/**
 * Milliseconds of CPU process `pid` has used (user + system, from /proc; null where there is none). Unlike the
 * latencies, which the load generator sharing the two cores sways, this is what serving costs the server itself.
 */
async function cpuMs(pid: number | undefined): Promise<number | null> {
  if (pid === undefined) return null;
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => null);
  if (!stat) return null;
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

async function load(url: string, headers: Record<string, string> = {}, pid?: number) {
  const all = { "accept-encoding": BROWSER_ENCODINGS, ...headers };
  await autocannon({ url, connections: 10, amount: 200, headers: all }); // warm-up
  const cpuBefore = await cpuMs(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: LOAD_SECONDS, headers: all });
  const cpuAfter = await cpuMs(pid);
  if (result.non2xx || result.errors) console.warn(`  ${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const cpuPerRequest =
    cpuBefore !== null && cpuAfter !== null && result.requests.total > 0 ? (cpuAfter - cpuBefore) / result.requests.total : null;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, cpuPerRequest };
}

/** One connection kept open, as a browser keeps it: the timings measure the server, not connection set-up. */
const keepAlive = new Agent({ keepAlive: true, maxSockets: 1 });

/** The milliseconds of one GET of `url` with the whole body read (node:http: `fetch` adds ~2 ms of its own here). */
function timeGet(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    get(url, { agent: keepAlive, headers }, (res) => {
      res.resume();
      res.on("end", () =>
        res.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`${url}: ${res.statusCode}`)),
      );
    }).on("error", reject);
  });
}

/** Milliseconds of each of `count` requests made one after the other (after a few unmeasured ones). */
async function timings(urls: string[], count: number, headers: Record<string, string> = {}): Promise<number[]> {
  const all = { "accept-encoding": BROWSER_ENCODINGS, ...headers };
  // every address twice first: the first requests after a change (new rows, a dropped index) plan and read cold
  for (const url of [...urls, ...urls]) await timeGet(url, all);
  const times: number[] = [];
  for (let i = 0; i < count; i++) times.push(await timeGet(urls[i % urls.length]!, all));
  return times;
}

// ───────────── sections ─────────────

/** scripts/lighthouse.mjs, as `npm run lighthouse` runs it (its own server, after ours has stopped). */
async function lighthouse(dir: string) {
  console.log("\nLighthouse, mobile (scripts/lighthouse.mjs)");
  const file = path.join(dir, "lighthouse.json");
  // the median of three runs per page (one with --quick): a single run's blocking time swings by hundreds of ms
  const result = spawnSync(process.execPath, ["scripts/lighthouse.mjs", `--json=${file}`, `--runs=${quick ? 1 : 3}`], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) {
    console.warn(`  scripts/lighthouse.mjs failed (${result.signal ?? result.status}): no Lighthouse figures`);
    return;
  }
  const figures = JSON.parse(await readFile(file, "utf8")) as Array<{
    page: string;
    performance: number;
    lcpMs: number;
    jsBytes: number;
    transferBytes: number;
    runs: number[];
  }>;
  for (const { page, performance: score, lcpMs, runs: scores } of figures) {
    record({
      figure: `Lighthouse LCP ${page}`,
      value: `${(lcpMs / 1000).toFixed(1)} s`,
      baseline: "target",
      baselineValue: "1.5 s",
      ratio: ratio(lcpMs, 1500),
      target: "≤ 1.5 s",
    });
    record({
      figure: `Lighthouse score ${page}`,
      value:
        scores.length > 1
          ? `${Math.round(score)} (runs: ${scores.map((s) => Math.round(s)).join(", ")})`
          : String(Math.round(score)),
      baseline: "target",
      baselineValue: "100",
      ratio: ratio(score, 100),
      target: "100",
    });
  }
  // the same home page in each language: what a Bangla or Arabic visitor pays beyond an English one
  const english = figures.find((figure) => figure.page === "/");
  for (const { page, transferBytes, jsBytes } of figures.filter((figure) => ["/", "/bn/", "/ar/"].includes(figure.page))) {
    record({
      figure: `transfer ${page}`,
      value: `${(transferBytes / KiB).toFixed(1)} KiB (JS ${(jsBytes / KiB).toFixed(1)} KiB)`,
      baseline: "/",
      baselineValue: english ? `${(english.transferBytes / KiB).toFixed(1)} KiB` : "n/a",
      ratio: english ? ratio(transferBytes, english.transferBytes) : "n/a",
      target: "≤ / + 40 KiB",
      ...(english && page !== "/" ? { met: transferBytes - english.transferBytes <= 40 * KiB } : {}),
    });
  }
}

/** Runs `work` while a content edit is announced every `everyMs` (what an admin's save publishes to every web process). */
async function withEdits<T>(prefix: string, everyMs: number, work: () => Promise<T>): Promise<T> {
  const { invalidationChannel } = await import("../server/modules/content/cache.server.js");
  const redis = new Redis(REDIS_URL);
  const timer = setInterval(() => void redis.publish(invalidationChannel(prefix), "*"), everyMs);
  try {
    return await work();
  } finally {
    clearInterval(timer);
    redis.disconnect();
  }
}

/** A server the benchmark started: its address and its process (whose CPU time it reads). */
interface Served {
  url: string;
  pid?: number;
}

async function homePage(base: string, serverPid: number | undefined, staticServer: Served, memoryServer: Served, prefix: string) {
  const staticBase = staticServer.url;
  console.log("\nhome page /, first visit (no cookie), 50 connections");
  const stat = await load(staticBase);
  const memory = await load(memoryServer.url, {}, memoryServer.pid);
  const cached = await load(`${base}/`, {}, serverPid);
  recordThroughput("static server, gzip made once", memory, "static server, gzip per request", stat);
  // the floor this machine sets: the same bytes with no work per request, measured by the same load generator
  recordLatency("static server, gzip made once, p50 / p99", memory, "static server p50 / p99", stat);
  recordThroughput("home SSR cached vs gzip made once", cached, "static server, gzip made once", memory, {
    target: "≥ 0.5×",
    met: cached.rps >= 0.5 * memory.rps,
  });
  const uncached = await load(`${base}/`, UNCACHED, serverPid);
  for (const [name, m] of [
    ["cached", cached],
    ["uncached", uncached],
  ] as const) {
    recordThroughput(`home SSR ${name}, throughput`, m, "static server, gzip per request", stat);
    recordLatency(
      `home SSR ${name}, p50 / p99`,
      m,
      "static server p50 / p99",
      stat,
      name === "cached" ? { target: "p99 ≤ 50 ms", met: m.p99 <= 50 } : undefined,
    );
    if (m.cpuPerRequest !== null && memory.cpuPerRequest !== null) {
      record({
        figure: `home SSR ${name}, server CPU per request`,
        value: m.cpuPerRequest < 1 ? `${Math.round(m.cpuPerRequest * 1000)} µs` : ms(m.cpuPerRequest),
        baseline: "static server, gzip made once",
        baselineValue: `${Math.round(memory.cpuPerRequest * 1000)} µs`,
        ratio: ratio(m.cpuPerRequest, memory.cpuPerRequest),
        target: "",
      });
    }
  }

  console.log("\nhome page /, one request at a time (median of 100)");
  const staticOne = percentile(await timings([staticBase], 100), 50);
  const cachedOne = percentile(await timings([`${base}/`], 100), 50);
  const uncachedOne = percentile(await timings([`${base}/`], 100, UNCACHED), 50);
  record({
    figure: "one home render, uncached",
    value: ms(uncachedOne),
    baseline: "static server",
    baselineValue: ms(staticOne),
    ratio: ratio(uncachedOne, staticOne),
    target: "≤ 6 ms",
    met: uncachedOne <= 6,
  });
  record({
    figure: "one home request, cached",
    value: ms(cachedOne),
    baseline: "static server",
    baselineValue: ms(staticOne),
    ratio: ratio(cachedOne, staticOne),
    target: "≤ 1 ms",
  });

  // Last, as it leaves the cache empty: each edit empties it, and for a second after it nothing is stored, so
  // every visitor misses at once.
  console.log("\nhome page /, first visit, 50 connections, a content edit announced every second");
  const edited = await withEdits(prefix, 1000, () => load(`${base}/`));
  recordLatency("home SSR, an edit every second, p50 / p99", edited, "cached, no edits", cached);
  recordThroughput("home SSR, an edit every second, throughput", edited, "cached, no edits", cached);
}

const SEARCHES = ["operator", "riyadh", "welder jeddah", "electrician", "dammam", "crane", "plumber riyadh", "saudi"];
const TRIGRAM_INDEXES = {
  jobs_open_search_text_trgm_idx: "jobs USING gin (search_text gin_trgm_ops) WITH (fastupdate = off) WHERE is_active",
};

async function jobSearch(base: string, db: import("knex").Knex) {
  const urls = SEARCHES.map((q) => `${base}/apply-jobs-now?q=${encodeURIComponent(q)}`);
  // a p95 needs enough requests that it is not just the two or three slowest (20 per search in --quick)
  const count = SEARCHES.length * (quick ? 20 : 50);
  for (const total of [10_000, 100_000]) {
    const { n } = (await db("jobs").count<Array<{ n: number }>>({ n: "*" }).first())!;
    await db.raw(
      `INSERT INTO jobs (title, city, country, industry, requirements, created_at)
       SELECT (ARRAY['Mason','Steel Fixer','Welder','Electrician','Plumber','Carpenter','Driver','Painter'])[1 + i % 8]
                || CASE WHEN i % 5000 = 0 THEN ' and Crane Operator' ELSE '' END || ' ' || i,
              (ARRAY['Riyadh','Jeddah','Dammam','Dhaka','Chattogram','Mecca','Medina'])[1 + i % 7],
              CASE WHEN i % 7 < 3 THEN 'Bangladesh' ELSE 'Saudi Arabia' END,
              'Construction', 'Two years of experience', now() - make_interval(mins => i)
         FROM generate_series(?::int, ?::int) AS i`,
      [Number(n) + 1, total],
    );
    await db.raw("ANALYZE jobs");
    console.log(`\njob search at ${total.toLocaleString("en-US")} jobs, one request at a time (${count} requests)`);
    const indexed = percentile(await timings(urls, count, UNCACHED), 95);
    for (const name of Object.keys(TRIGRAM_INDEXES)) await db.raw(`DROP INDEX ${name}`);
    const scanned = percentile(await timings(urls, count, UNCACHED), 95);
    for (const [name, definition] of Object.entries(TRIGRAM_INDEXES)) await db.raw(`CREATE INDEX ${name} ON ${definition}`);
    record({
      figure: `job search p95, ${total / 1000}k jobs`,
      value: ms(indexed),
      baseline: "same without trigram indexes",
      baselineValue: ms(scanned),
      ratio: ratio(indexed, scanned),
      target: "≤ 20 ms",
    });
  }
}

/** The gzip size of every script a page loads at first: its module preloads and the inline module's imports. */
async function javascript(base: string) {
  console.log("\nJavaScript per page (gzip -9 of the files each page loads)");
  const clientDir = path.join(root, "build/client");
  const sizes = new Map<string, number>();
  for (const page of publicPages) {
    const html = await (await fetch(`${base}${page}`, { headers: { cookie: "country=bangladesh" } })).text();
    const files = new Set<string>();
    for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) files.add(m[1]!);
    for (const m of html.matchAll(/import\("([^"]+\.js)"\)|from "([^"]+\.js)"/g)) files.add((m[1] ?? m[2])!);
    let bytes = 0;
    for (const file of files) {
      if (!file.startsWith("/assets/")) continue;
      if (!sizes.has(file)) sizes.set(file, gzipSync(await readFile(path.join(clientDir, file)), { level: 9 }).length);
      bytes += sizes.get(file)!;
    }
    const budget = page === "/" ? 100 : 115;
    record({
      figure: `JS ${page} (${files.size} files)`,
      value: `${(bytes / KiB).toFixed(1)} KiB`,
      baseline: "budget",
      baselineValue: `${budget} KiB`,
      ratio: ratio(bytes / KiB, budget),
      target: `≤ ${budget} KiB`,
    });
  }
}

async function images() {
  const { renderVariants } = await import("../server/modules/media/images.server.js");
  const { loadConfig } = await import("../server/config/index.js");
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
  const widths = config.images.variantWidths;
  console.log(`\nimage variants (${widths.join(", ")} px webp) of 4 photos, 2400×1600 JPEG`);
  const inputs = await Promise.all(
    [10, 20, 30, 40].map((sigma) =>
      sharp({
        create: { width: 2400, height: 1600, channels: 3, background: "#6b8fb3", noise: { type: "gaussian", mean: 120, sigma } },
      })
        .jpeg({ quality: 85 })
        .toBuffer(),
    ),
  );
  const time = async (fn: (input: Buffer) => Promise<unknown>) => {
    await fn(inputs[0]!); // warm-up
    const started = performance.now();
    for (const input of inputs) await fn(input);
    return (performance.now() - started) / inputs.length;
  };
  const product = await time((input) => renderVariants(input, config.images.maxPixels, widths));
  const bare = await time(async (input) => {
    for (const width of widths) await sharp(input).resize({ width }).webp({ quality: 80 }).toBuffer();
  });
  record({
    figure: "image variants, per image",
    value: ms(product),
    baseline: "bare sharp, same widths",
    baselineValue: ms(bare),
    ratio: ratio(product, bare),
    target: "",
  });
}

function runScript(script: string) {
  console.log(`\n${script}`);
  const result = spawnSync(path.join(root, "node_modules/.bin/tsx"), [script], { cwd: root, encoding: "utf8" });
  const output = `${result.stdout}${result.stderr}`.trim();
  console.log(output.replace(/^/gm, "  "));
  if (result.status !== 0) console.warn(`  (${script} exited with ${result.status})`);
  return output;
}

// ───────────── main ─────────────

async function main() {
  if (!process.argv.includes("--no-build") || !existsSync(path.join(root, "dist/server/main.js"))) {
    const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
    if (build.status !== 0) throw new Error("npm run build failed");
  }
  const { backingEnv } = await import("../tests/support/backing-env.js");

  const backend = await openBenchBackend(REDIS_URL);
  const { prefix, database, dataDir, s3, db } = backend;
  let server: ChildProcess | undefined;
  const staticServers: ChildProcess[] = [];
  let serverErrors = "";
  try {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    console.log(`production build on ${base} (NODE_ENV=production, demo content)…`);
    server = spawn(process.execPath, ["dist/server/main.js", "--role", "all"], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        PUBLIC_URL: base,
        DATA_DIR: dataDir,
        ...backingEnv({ databaseUrl: database.url, redisUrl: REDIS_URL, redisPrefix: prefix, s3 }),
        // never called: the benchmark makes no payment
        BKASH_BASE_URL: "http://127.0.0.1:9",
        BKASH_APP_KEY: "bench",
        BKASH_APP_SECRET: "bench",
        BKASH_USERNAME: "bench",
        BKASH_PASSWORD: "bench",
        ADMIN_PASSWORD: "bench-password-1",
        COOKIE_SECRET: randomBytes(32).toString("hex"),
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
    // its errors are printed at the end; aborted load-test connections make harmless "stream closed early" lines
    server.stderr!.on("data", (chunk: Buffer) => (serverErrors += chunk.toString()));
    await waitReady(base, server).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${serverErrors}`);
    });

    const home = await fetch(`${base}/`, { headers: { "accept-encoding": "identity" } });
    const homeFile = path.join(dataDir, "home.html");
    await writeFile(homeFile, Buffer.from(await home.arrayBuffer()));
    const startStatic = async (mode: string) => {
      const child = fork(fileURLToPath(import.meta.url), ["--static", homeFile, mode], {
        execArgv: ["--import", "tsx"],
        stdio: ["ignore", "inherit", "inherit", "ipc"],
      });
      staticServers.push(child);
      const port = await new Promise<number>((resolve) => child.once("message", (m: { port: number }) => resolve(m.port)));
      return { url: `http://127.0.0.1:${port}/`, pid: child.pid };
    };

    if (runs("home")) await homePage(base, server.pid, await startStatic("gzip"), await startStatic("memory"), prefix);
    if (runs("js")) await javascript(base);
    if (runs("search")) await jobSearch(base, db);
    for (const child of staticServers) await stop(child);
    await stop(server);
    if (runs("images")) await images();
    if (!quick && runs("upload")) runScript("scripts/bench-upload.ts");
    if (!quick && runs("export")) runScript("scripts/bench-export.ts");
    if (runs("lighthouse")) await lighthouse(dataDir);
  } finally {
    for (const child of staticServers) await stop(child);
    await stop(server);
    await backend.close();
  }
  const errors = serverErrors.split("\n").filter((line) => /error/i.test(line) && !/stream closed early/.test(line));
  if (errors.length > 0) console.warn(`\nserver errors during the run:\n${errors.slice(0, 10).join("\n")}`);

  const header: Row = {
    figure: "figure",
    value: "value",
    baseline: "baseline",
    baselineValue: "baseline value",
    ratio: "ratio",
    target: "target",
    budget: "budget",
  };
  const table = [header, ...rows];
  const keys = Object.keys(header) as Array<keyof Row>;
  const widths = keys.map((k) => Math.max(...table.map((r) => r[k].length)));
  console.log("\nsummary");
  for (const row of table) console.log(keys.map((k, i) => row[k].padEnd(widths[i]!)).join("  "));
}

const staticIndex = process.argv.indexOf("--static");
if (staticIndex !== -1) await runStaticServer(process.argv[staticIndex + 1]!, process.argv[staticIndex + 2]!);
else await main();
