// The fuzz run: every payload family against every target it applies to, sequentially, each answer checked
// (no 5xx, no hang, no stack trace / SQL / server path) and each refused request checked for rows it wrote.
import fc from "fast-check";
import { leakIn, probe, type ProbeRequest } from "../support/http-probe.js";
import { signIn, type ProductServer } from "../support/product-server.js";
import { changedTables, fileState, rowCounts, settledFileProblems, type FileState } from "../support/stored-state.js";
import { FAMILIES, families, type Family, type RequestContext } from "./families.js";
import { discoverTargets, type Target } from "./targets.js";

export interface FuzzSettings {
  seed: number;
  /** Requests per family (targets taken in turn, so runs ≥ the number of targets covers each one). */
  runs: number;
  /** Largest body of the "huge" family, in MB. */
  hugeMb: number;
  timeoutMs: number;
  families?: readonly Family[];
}

export interface FuzzFailure {
  family: Family;
  target: string;
  method: string;
  path: string;
  status: number;
  problem: string;
  /** Odd headers or the raw request line. */
  detail: string;
  /** Reproduce with the same seed: the index of the case in its family. */
  index: number;
}

export interface FuzzSummary {
  settings: FuzzSettings;
  sent: number;
  byClass: Record<string, number>;
  byFamily: Record<string, Record<string, number>>;
  failures: FuzzFailure[];
  files: FileState;
  ready: boolean;
  durationMs: number;
}

/** fuzz settings from FUZZ_SEED, FUZZ_RUNS, FUZZ_HUGE_MB, FUZZ_TIMEOUT_MS, FUZZ_FAMILIES (comma list). */
export function settingsFromEnv(defaults: FuzzSettings, env: Record<string, string | undefined> = process.env): FuzzSettings {
  const num = (name: string, fallback: number) => (env[name] ? Number(env[name]) : fallback);
  const families = env.FUZZ_FAMILIES?.split(",").filter((f): f is Family => (FAMILIES as readonly string[]).includes(f));
  return {
    seed: num("FUZZ_SEED", defaults.seed),
    runs: num("FUZZ_RUNS", defaults.runs),
    hugeMb: num("FUZZ_HUGE_MB", defaults.hugeMb),
    timeoutMs: num("FUZZ_TIMEOUT_MS", defaults.timeoutMs),
    families: families?.length ? families : defaults.families,
  };
}

function statusClass(status: number): string {
  return status === 0 ? "no answer" : `${Math.floor(status / 100)}xx`;
}

/** The parts of a request that tell its family's variant apart: odd headers, or a raw request's head. */
function describe(request: ProbeRequest): string {
  if (request.raw) {
    const head = request.raw.subarray(0, 400).toString("latin1").split("\r\n\r\n")[0];
    return head
      .split("\r\n")
      .filter((line, i) => i === 0 || /^(host|origin|content-type):/i.test(line))
      .join(" | ")
      .slice(0, 200);
  }
  const h = request.headers ?? {};
  return ["content-type", "origin", "referer", "x-forwarded-host", "host"]
    .filter(
      (k) =>
        k in h && !(k === "origin" && h[k].startsWith("http://localhost")) && !(k === "host" && h[k].startsWith("localhost")),
    )
    .map((k) => `${k}: ${h[k].slice(0, 60)}`)
    .join(" | ");
}

function shortPath(path: string): string {
  return path.length > 120 ? `${path.slice(0, 117)}...` : path;
}

/** What a request with this answer did wrong, or null. */
async function problemOf(res: Awaited<ReturnType<typeof probe>>, request: ProbeRequest, port: number): Promise<string | null> {
  if (res.status === 0) {
    // A server may refuse a huge body (413) or an over-long head (Node's own 431) and close the connection
    // before the client has written it all: fine, as long as the server is still there.
    const head = request.raw ? request.raw.length : request.path.length + JSON.stringify(request.headers ?? {}).length;
    const bodyBytes = request.body === undefined ? 0 : Buffer.byteLength(request.body);
    if ((bodyBytes > 1024 * 1024 || head > 16 * 1024) && /EPIPE|ECONNRESET|socket hang up/.test(res.error ?? "")) {
      const alive = await probe(port, { method: "GET", path: "/healthz" }, 5000);
      if (alive.status === 200) return null;
    }
    return `no answer: ${res.error ?? "?"}`;
  }
  if (res.status >= 500) return `${res.status} answer`;
  const leak = leakIn(res.body);
  if (leak) return `leaks "${leak}"`;
  return null;
}

export async function runFuzz(
  server: ProductServer,
  settings: FuzzSettings,
  log: (line: string) => void = () => {},
): Promise<FuzzSummary> {
  const started = Date.now();
  const targets = await discoverTargets(server.db);
  const all: Target[] = [...targets.posts, ...targets.gets];
  const ctx: RequestContext = {
    origin: `http://localhost:${server.port}`,
    adminCookie: await signIn(server),
    hugeMb: settings.hugeMb,
  };
  const summary: FuzzSummary = {
    settings,
    sent: 0,
    byClass: {},
    byFamily: {},
    failures: [],
    files: { orphanObjects: [], missingObjects: [], unclaimed: [] },
    ready: false,
    durationMs: 0,
  };
  const filesBefore = await fileState(server.db, server.s3);

  const chosen = settings.families ?? FAMILIES;
  for (const family of chosen) {
    const spec = families[family];
    const applicable = all.filter((t) => spec.applies(t));
    if (applicable.length === 0) continue;
    const params = fc.sample(spec.params, { seed: settings.seed + FAMILIES.indexOf(family), numRuns: settings.runs });
    // start the turn at a seed-dependent target so that small runs with other seeds cover other targets
    const offset = settings.seed % applicable.length;
    const counts: Record<string, number> = {};
    summary.byFamily[family] = counts;
    for (const [index, p] of params.entries()) {
      const target = applicable[(offset + index) % applicable.length];
      const request: ProbeRequest = spec.build(target, p as never, ctx);
      const before = await rowCounts(server.db);
      const res = await probe(server.port, request, settings.timeoutMs);
      summary.sent++;
      const cls = statusClass(res.status);
      summary.byClass[cls] = (summary.byClass[cls] ?? 0) + 1;
      counts[cls] = (counts[cls] ?? 0) + 1;
      const fail = (problem: string) => {
        const failure = {
          family,
          target: target.name,
          method: request.method,
          path: shortPath(request.path),
          status: res.status,
          problem,
          detail: describe(request),
          index,
        };
        summary.failures.push(failure);
        log(
          `FAIL ${family} #${index} ${target.name}: ${request.method} ${failure.path} → ${res.status} ${problem} [${failure.detail}]`,
        );
      };
      const problem = await problemOf(res, request, server.port);
      if (problem) fail(problem);
      if (res.status === 0 || res.status >= 400) {
        // files: removed just after the response (checked at the end); image_variants: the worker's background work
        const ignore = [
          "files",
          "image_variants",
          ...Object.keys(before).filter((t) => "refusalWrites" in target && target.refusalWrites?.test(t)),
        ];
        const changed = changedTables(before, await rowCounts(server.db), ignore);
        if (changed.length > 0) fail(`refused (${res.status}) but wrote rows: ${changed.join(", ")}`);
      }
    }
    log(`${family}: ${params.length} requests over ${applicable.length} targets ${JSON.stringify(counts)}`);
  }

  summary.files = await settledFileProblems(server.db, server.s3, filesBefore);
  const ready = await probe(server.port, { method: "GET", path: "/readyz" }, 10_000);
  summary.ready = ready.status === 200;
  summary.durationMs = Date.now() - started;
  return summary;
}

/** The summary as the lines the npm script prints. */
export function formatSummary(s: FuzzSummary): string {
  const lines = [
    `fuzz: seed ${s.settings.seed}, ${s.settings.runs} runs per family, huge bodies up to ${s.settings.hugeMb} MB`,
    `requests sent: ${s.sent} in ${(s.durationMs / 1000).toFixed(1)} s`,
    `by status class: ${Object.entries(s.byClass)
      .sort()
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")}`,
    ...Object.entries(s.byFamily).map(
      ([family, counts]) =>
        `  ${family.padEnd(13)} ${Object.entries(counts)
          .sort()
          .map(([k, v]) => `${k} ${v}`)
          .join(", ")}`,
    ),
    `files: ${s.files.orphanObjects.length} orphan objects, ${s.files.missingObjects.length} rows without object, ${s.files.unclaimed.length} unclaimed rows`,
    `readyz after the run: ${s.ready ? "ready" : "NOT READY"}`,
    `failures: ${s.failures.length}`,
  ];
  const grouped = new Map<string, { count: number; example: FuzzFailure }>();
  for (const f of s.failures) {
    const key = `${f.family} | ${f.target} | ${f.status} | ${f.problem.replace(/\d+/g, "N").slice(0, 80)}`;
    const entry = grouped.get(key);
    if (entry) entry.count++;
    else grouped.set(key, { count: 1, example: f });
  }
  for (const [key, { count, example }] of grouped) {
    lines.push(`  ${count}× ${key}  e.g. #${example.index} ${example.method} ${example.path} [${example.detail}]`);
  }
  return lines.join("\n");
}

/** True when the run found nothing wrong. */
export function passed(s: FuzzSummary): boolean {
  return (
    s.failures.length === 0 &&
    s.ready &&
    s.files.orphanObjects.length + s.files.missingObjects.length + s.files.unclaimed.length === 0
  );
}
