// `npm run lighthouse`: mobile Lighthouse scores of the main public pages against the production build, and the gzip
// size of the JavaScript every public page loads, each figure printed with its budget and whether it is met. Runs
// offline with Debian's Chromium.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { chromiumFlags, chromiumPath } from "./chromium.mjs";
import { publicPages } from "./public-pages.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const toolsDir = path.join(root, "tools/lighthouse");
const clientDir = path.join(root, "build/client");
const reportDir = path.join(tmpdir(), "crestline-lighthouse");
// `npm run lighthouse -- /about /quote` audits other pages instead; `--json=FILE` also writes each page's figures
// there (scripts/bench.ts reads them); `--runs=N` audits each page N times (3 by default) and reports the median run.
const args = process.argv.slice(2);
const jsonFile = args.find((a) => a.startsWith("--json="))?.slice("--json=".length);
const runs = Math.max(1, Number(args.find((a) => a.startsWith("--runs="))?.slice("--runs=".length) ?? 3) || 3);
const named = args.filter((a) => !a.startsWith("--"));
// the home page in each language too: a Bangla or Arabic page may cost at most LANGUAGE_EXTRA_KIB more than the English
const pages = named.length > 0 ? named : ["/", "/apply-jobs-now", "/project", "/bn/", "/ar/"];
const LANGUAGE_PAGES = ["/bn/", "/ar/"];
/** The public pages whose JavaScript is weighed (every page a visitor can open from the menus and the footer). */
const weighedPages = named.length > 0 ? named : publicPages;
/** The budgets: gzip JavaScript per page, and Lighthouse's mobile figures (the median run) of the audited pages. */
const BUDGET = { homeJsKiB: 100, pageJsKiB: 115, performance: 98, lcpMs: 1500, tbtMs: 150, languageExtraKiB: 40 };
// Without a chosen country the first-visit overlay covers every page.
const extraHeaders = { Cookie: "country=bangladesh" };

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} failed (${signal ?? code})`)),
    );
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The production build on a database of its own, started exactly as the end-to-end tests start it. */
function startServer(port) {
  const child = spawn(path.join(root, "node_modules/.bin/tsx"), ["tests/e2e/server.ts"], {
    cwd: root,
    env: { ...process.env, E2E_PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => child.on("exit", (code, signal) => resolve(signal ?? code)));
  return { child, exited };
}

async function waitReady(baseUrl, exited) {
  let stopped = null;
  void exited.then((status) => (stopped = status));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (stopped !== null) throw new Error(`server exited before it was ready (${stopped})`);
    try {
      const res = await fetch(`${baseUrl}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("server not ready after 120 s");
}

async function stopServer({ child, exited }) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
  await exited;
  clearTimeout(timer);
}

/** Drops what tests/e2e/server.ts created for this port (database, data directory, Redis keys). */
async function cleanUp(port) {
  const require = createRequire(path.join(root, "package.json"));
  const { default: pg } = await import(pathToFileURL(require.resolve("pg")).href);
  const { Redis } = await import(pathToFileURL(require.resolve("ioredis")).href);
  const admin = new pg.Client({ connectionString: process.env.TEST_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres" });
  await admin.connect();
  await admin.query(`drop database if exists "crestline_e2e_${port}" with (force)`);
  await admin.end();
  const redis = new Redis(process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379");
  for await (const keys of redis.scanStream({ match: `e2e${port}:*`, count: 500 })) {
    if (keys.length > 0) await redis.del(...keys);
  }
  redis.disconnect();
  await rm(path.join(tmpdir(), `crestline-e2e-${port}`), { recursive: true, force: true });
}

const gzipCache = new Map();
async function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(await readFile(file), { level: 9 }).length);
  return gzipCache.get(file);
}

/** The URLs of the scripts a Lighthouse run requested. */
const scriptsOf = (lhr) =>
  new Set((lhr.audits["network-requests"]?.details?.items ?? []).filter((r) => r.resourceType === "Script").map((r) => r.url));

/** Sums the gzip size of the build's files behind the script URLs a page requested. */
async function scriptWeight(urls, origin) {
  let bytes = 0;
  let files = 0;
  for (const url of urls) {
    const { origin: from, pathname } = new URL(url);
    const file = path.join(clientDir, decodeURIComponent(pathname));
    if (from !== origin || !file.startsWith(clientDir + path.sep) || !existsSync(file)) {
      console.warn(`script not in build/client: ${url}`);
      continue;
    }
    bytes += await gzipSize(file);
    files += 1;
  }
  return { bytes, files };
}

/**
 * The scripts each public page loads until it has hydrated and the network is idle (the lazy chunks it fetches
 * included), in one browser with a fresh context per page (nothing cached from the page before), as gzip -9 of the
 * build's files.
 */
async function weighPages(baseUrl) {
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags.filter((f) => f !== "--headless") });
  const weights = [];
  try {
    for (const page of weighedPages) {
      const context = await browser.newContext({ extraHTTPHeaders: extraHeaders });
      const tab = await context.newPage();
      const scripts = new Set();
      tab.on("request", (request) => {
        if (request.resourceType() === "script") scripts.add(request.url());
      });
      await tab.goto(`${baseUrl}${page}`, { waitUntil: "load" });
      await tab.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
      await tab.waitForLoadState("networkidle");
      await context.close();
      const js = await scriptWeight(scripts, new URL(baseUrl).origin);
      weights.push({ page, ...js });
    }
  } finally {
    await browser.close();
  }
  return weights;
}

const met = (ok) => (ok ? "met" : "MISSED");

/** One Lighthouse run in a fresh browser (nothing cached from the previous page), tried again on a broken trace. */
async function audit(lighthouse, chromeLauncher, url) {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
    let result;
    try {
      result = await lighthouse(url, {
        port: chrome.port,
        output: ["json", "html"],
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        formFactor: "mobile",
        extraHeaders,
      });
    } finally {
      await chrome.kill();
    }
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result;
    // Chromium now and then records no navigation start on a busy machine (NO_NAVSTART, NO_FCP…).
    if (attempt === 3) throw new Error(`${url}: ${error.code} ${error.message}`);
    console.warn(`${url}: ${error.code}, running it again`);
  }
}

function pad(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i]).length)));
  return rows
    .map((row) => row.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join("  "))
    .join("\n");
}

async function main() {
  if (!existsSync(path.join(toolsDir, "node_modules/lighthouse"))) {
    await run("npm", ["install", "--prefix", "tools/lighthouse", "--no-audit", "--no-fund"]);
  }
  if (!existsSync(path.join(root, "build")) || !existsSync(path.join(root, "dist"))) {
    await run("npm", ["run", "build"]);
  }
  const tools = createRequire(path.join(toolsDir, "package.json"));
  const { default: lighthouse } = await import(pathToFileURL(tools.resolve("lighthouse")).href);
  const chromeLauncher = await import(pathToFileURL(tools.resolve("chrome-launcher")).href);

  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const server = startServer(port);
  const stop = () => void stopServer(server).finally(() => process.exit(130));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);

  const { computeMedianRun, filterToValidRuns } = await import(
    pathToFileURL(tools.resolve("lighthouse/core/lib/median-run.js")).href
  );

  const rows = [
    [
      "page",
      "perf",
      "a11y",
      "best-pr",
      "SEO",
      "LCP",
      "TBT",
      "CLS",
      "transfer",
      "JS (gzip)",
      "scripts",
      "perf, each run",
      "LCP, each run",
    ],
  ];
  const figures = [];
  let weights = [];
  try {
    await waitReady(baseUrl, server.exited);
    await mkdir(reportDir, { recursive: true });
    // A running site has its pages cached and its code warm: the first request after start renders the page cold
    // (hundreds of ms on this machine), which Lighthouse would take as the server's usual response time.
    for (const page of pages) {
      for (let i = 0; i < 3; i++) {
        await fetch(`${baseUrl}${page}`, { headers: { ...extraHeaders, "Accept-Encoding": "gzip, deflate, br" } }).then((r) =>
          r.arrayBuffer(),
        );
      }
    }
    weights = await weighPages(baseUrl);
    // One run of a page swings by hundreds of ms of blocking time on this machine (Lighthouse's own advice: run it
    // several times and take the median run). The pages take turns, so a slow spell does not fall on one page only.
    const results = new Map(pages.map((page) => [page, []]));
    for (let round = 0; round < runs; round++) {
      for (const page of pages) results.get(page).push(await audit(lighthouse, chromeLauncher, `${baseUrl}${page}`));
    }
    for (const page of pages) {
      const all = results.get(page);
      // runs without a first paint or a time to interactive cannot be placed (Lighthouse's median needs both)
      const valid = filterToValidRuns(all.map((run) => run.lhr));
      const median = valid.length > 0 ? computeMedianRun(valid) : all[0].lhr;
      const { lhr, report } = all.find((run) => run.lhr === median);
      const name = page === "/" ? "home" : page.slice(1).replace(/[^\w.-]+/g, "-");
      await writeFile(path.join(reportDir, `${name}.report.json`), report[0]);
      await writeFile(path.join(reportDir, `${name}.report.html`), report[1]);
      const score = (id) => (lhr.categories[id].score === null ? "n/a" : Math.round(lhr.categories[id].score * 100));
      const metric = (id) => lhr.audits[id].numericValue;
      const js = await scriptWeight(scriptsOf(lhr), new URL(baseUrl).origin);
      figures.push({
        page,
        performance: lhr.categories.performance.score * 100,
        lcpMs: metric("largest-contentful-paint"),
        tbtMs: metric("total-blocking-time"),
        jsBytes: js.bytes,
        // everything the page transferred (document, styles, scripts, fonts, images), as Lighthouse counts it
        transferBytes: metric("total-byte-weight"),
        runs: all.map((run) => run.lhr.categories.performance.score * 100),
      });
      rows.push([
        page,
        score("performance"),
        score("accessibility"),
        score("best-practices"),
        score("seo"),
        `${(metric("largest-contentful-paint") / 1000).toFixed(1)} s`,
        `${Math.round(metric("total-blocking-time"))} ms`,
        metric("cumulative-layout-shift").toFixed(3),
        `${(metric("total-byte-weight") / 1024).toFixed(1)} KiB`,
        `${(js.bytes / 1024).toFixed(1)} KiB`,
        js.files,
        all.map((run) => Math.round(run.lhr.categories.performance.score * 100)).join(" "),
        all.map((run) => (run.lhr.audits["largest-contentful-paint"].numericValue / 1000).toFixed(1)).join(" "),
      ]);
    }
  } finally {
    await stopServer(server);
    await cleanUp(port).catch((error) => console.warn(`clean-up after port ${port} failed: ${error.message}`));
  }
  console.log(
    `\nLighthouse ${lighthouseVersion(tools)}, mobile, default throttling, median of ${runs} run(s) per page; reports of the median runs in ${reportDir}\n`,
  );
  console.log(pad(rows));

  const budgets = [["figure", "measured", "budget", ""]];
  for (const { page, bytes, files } of weights) {
    const budget = page === "/" ? BUDGET.homeJsKiB : BUDGET.pageJsKiB;
    budgets.push([
      `JS ${page} (${files} files)`,
      `${(bytes / 1024).toFixed(1)} KiB`,
      `≤ ${budget} KiB`,
      met(bytes <= budget * 1024),
    ]);
  }
  for (const { page, performance, lcpMs, tbtMs } of figures) {
    budgets.push([
      `performance ${page}`,
      Math.round(performance),
      `≥ ${BUDGET.performance}`,
      met(Math.round(performance) >= BUDGET.performance),
    ]);
    budgets.push([`LCP ${page}`, `${(lcpMs / 1000).toFixed(2)} s`, `≤ ${BUDGET.lcpMs / 1000} s`, met(lcpMs <= BUDGET.lcpMs)]);
    budgets.push([`TBT ${page}`, `${Math.round(tbtMs)} ms`, `≤ ${BUDGET.tbtMs} ms`, met(tbtMs <= BUDGET.tbtMs)]);
  }
  const english = figures.find((figure) => figure.page === "/");
  for (const { page, transferBytes } of figures.filter((figure) => LANGUAGE_PAGES.includes(figure.page))) {
    if (!english) break;
    const extra = transferBytes - english.transferBytes;
    budgets.push([
      `transfer ${page} beyond /`,
      `${(extra / 1024).toFixed(1)} KiB`,
      `≤ ${BUDGET.languageExtraKiB} KiB`,
      met(extra <= BUDGET.languageExtraKiB * 1024),
    ]);
  }
  console.log(`\nBudgets (JavaScript: gzip -9 of the scripts each page loads until hydrated; Lighthouse: the median run)\n`);
  console.log(pad(budgets));
  if (jsonFile) await writeFile(jsonFile, JSON.stringify(figures));
}

function lighthouseVersion(tools) {
  return tools("lighthouse/package.json").version;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
