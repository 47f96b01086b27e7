/*
 * The operations suite's building blocks: a deployment's backing services created for one test (an empty
 * PostgreSQL database, an S3 server, a Redis prefix), production processes (`dist/server/main.js --role …`)
 * started on them, and the HTTP flows an operator's site sees (sign-in, paid worker registration, form
 * submissions, medical report uploads), driven without a browser, as a visitor without JavaScript would.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import knex from "knex";
import { freePort } from "../../server/embedded/ports.js";
import { startS3rver } from "../../server/embedded/s3.js";
import { createStorage } from "../../server/storage/index.js";
import { createTemporaryDatabase } from "../support/database.js";
import { backingEnv } from "../support/backing-env.js";
import { TINY_PNG } from "../support/sample-files.js";
import { deleteRedisPrefix } from "../support/redis.js";
import { samplePdf } from "../support/sample-files.js";
import { signInByForm } from "../support/sign-in.js";

export const BUNDLE = "dist/server/main.js";
export const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
export const ADMIN = { username: "ops-admin", password: "ops-admin-password-1" };

export interface Deployment {
  /** The environment every process of this deployment gets (as compose would give it). */
  env: Record<string, string>;
  databaseUrl: string;
  /** Every process started on this deployment: close() kills those still running (a failed test leaves none behind). */
  processes: AppProcess[];
  /** Replaces the database and the S3 data with empty ones (the wiped deployment a restore goes into). */
  wipe(): Promise<void>;
  close(): Promise<void>;
}

export async function createDeployment(label: string): Promise<Deployment> {
  let database = await createTemporaryDatabase(label);
  const s3Dir = await mkdtemp(path.join(tmpdir(), `crestline-${label}-s3-`));
  let s3 = await startS3rver(s3Dir);
  const prefix = `ops-${label}-${randomBytes(3).toString("hex")}`;
  const env: Record<string, string> = {
    NODE_ENV: "test",
    LOG_LEVEL: "info",
    ...backingEnv({ databaseUrl: database.url, redisUrl: REDIS_URL, redisPrefix: prefix, s3 }),
    SEED_DEMO_CONTENT: "true",
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    SUBMISSION_RATE_LIMIT: "10000",
    REGISTRATION_RATE_LIMIT: "10000",
    DATA_DIR: s3Dir,
  };
  const deployment: Deployment = {
    env,
    processes: [],
    get databaseUrl() {
      return database.url;
    },
    async wipe() {
      await database.drop();
      database = await createTemporaryDatabase(label);
      await s3.stop();
      await rm(s3Dir, { recursive: true, force: true });
      s3 = await startS3rver(s3Dir);
      // the new database, and the embedded S3 server's secret made at each start
      Object.assign(env, backingEnv({ databaseUrl: database.url, redisUrl: REDIS_URL, redisPrefix: prefix, s3 }));
    },
    async close() {
      await Promise.all(deployment.processes.map((p) => p.stop("SIGKILL")));
      await s3.stop();
      await rm(s3Dir, { recursive: true, force: true });
      await database.drop();
      await deleteRedisPrefix(REDIS_URL, prefix);
    },
  };
  return deployment;
}

export interface AppProcess {
  role: "web" | "worker" | "all";
  child: ChildProcess;
  /** Base URL of the web role (undefined for a worker). */
  url?: string;
  metricsUrl: string;
  /** Everything the process wrote (JSON log lines and console output). */
  output(): string;
  /** Parsed JSON log lines. */
  logLines(): Array<Record<string, unknown>>;
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts `node dist/server/main.js --role <role>` on the deployment; resolves once it serves (web) or takes jobs (worker). */
export async function startProcess(
  deployment: Deployment,
  role: AppProcess["role"],
  extraEnv: Record<string, string> = {},
): Promise<AppProcess> {
  if (!existsSync(BUNDLE)) throw new Error("run `npm run build` first (npm test and npm run test:ops need the production build)");
  const port = await freePort();
  const metricsPort = await freePort();
  let output = "";
  const child = spawn(process.execPath, [BUNDLE, "--role", role], {
    env: {
      PATH: process.env.PATH ?? "",
      ...deployment.env,
      PORT: String(port),
      PUBLIC_URL: deployment.env.PUBLIC_URL ?? `http://localhost:${port}`,
      METRICS_PORT: String(metricsPort),
      ...extraEnv,
    } as unknown as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const proc: AppProcess = {
    role,
    child,
    url: role === "worker" ? undefined : `http://127.0.0.1:${port}`,
    metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
    output: () => output,
    logLines: () =>
      output
        .split("\n")
        .filter((l) => l.startsWith("{"))
        .map((l) => JSON.parse(l) as Record<string, unknown>),
    exited,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  deployment.processes.push(proc);
  const ready = () =>
    role === "worker"
      ? Promise.resolve(output.includes('"msg":"workers started"'))
      : fetch(`${proc.url}/readyz`).then(
          (r) => r.ok && (role === "web" || output.includes('"msg":"workers started"')),
          () => false,
        );
  // first start migrates and seeds the demo content (images rendered by sharp): slow on a busy machine
  for (let i = 0; i < 900; i++) {
    if (await ready()) return proc;
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`${role} process did not start:\n${output}`);
}

/** Reads one sample of a Prometheus text exposition (sum over series matching every given label). */
export function metricValue(exposition: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const line of exposition.split("\n")) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{[^}]*\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const set = Object.fromEntries([...(match[2] ?? "").matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => set[k] === v)) sum += Number(match[3]);
  }
  return sum;
}

export async function scrape(proc: AppProcess): Promise<string> {
  const res = await fetch(proc.metricsUrl);
  if (!res.ok) throw new Error(`metrics answered ${res.status}`);
  return res.text();
}

export { waitFor } from "../support/wait.js";

// ───────────────────────────── HTTP flows ─────────────────────────────

/** A 1×1 PNG: the smallest file the upload module's sniffing recognises as an image. */
export const samplePng = () => Buffer.from(TINY_PNG);

function headersFor(base: string, cookie?: string): Record<string, string> {
  return { origin: new URL(base).origin, cookie: ["country=bangladesh", cookie].filter(Boolean).join("; ") };
}

/** Signs in through /login (the no-JavaScript form post); returns the session's Cookie header. */
export function signIn(base: string, username = ADMIN.username, password = ADMIN.password): Promise<string> {
  return signInByForm(base, { username, password });
}

interface FormControl {
  name: string;
  label: string;
  type: string;
  required: boolean;
  options: string[];
}

/** The controls of the first multipart form of a page, with their label texts (server-rendered HTML). */
export function formControls(html: string): FormControl[] {
  const form = /<form[^>]*multipart\/form-data[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1] ?? "";
  // a label's text may sit inside its own element (a fallback label carries `lang="en"`)
  const labels = new Map(
    [...form.matchAll(/<label[^>]*for="([^"]+)"[^>]*>(?:<[a-z][^>]*>)*([^<]*)/g)].map((m) => [m[1]!, m[2]!.trim()]),
  );
  const controls: FormControl[] = [];
  for (const m of form.matchAll(/<select([^>]*)>([\s\S]*?)<\/select>|<(input|textarea)([^>]*)>/g)) {
    const attrs = m[1] ?? m[4]!;
    const attr = (n: string) => new RegExp(`\\s${n}="([^"]*)"`).exec(attrs)?.[1];
    const name = attr("name");
    if (!name || attr("type") === "hidden" || attr("tabindex") === "-1") continue;
    controls.push({
      name,
      label: labels.get(attr("id") ?? "") ?? name,
      type: m[3] === "input" ? (attr("type") ?? "text") : (m[3] ?? "select"),
      required: /\srequired=""/.test(attrs),
      options: [...(m[2] ?? "").matchAll(/<option[^>]*value="([^"]+)"/g)].map((o) => o[1]!),
    });
  }
  return controls;
}

/**
 * Fills and posts a public form page as a visitor without JavaScript: `values` by label text; other
 * required fields get harmless defaults; files get a small PDF or PNG. Returns the response.
 */
export async function submitPublicForm(base: string, page: string, values: Record<string, string>): Promise<Response> {
  const html = await fetch(`${base}${page}`, { headers: headersFor(base) }).then((r) => r.text());
  const body = new FormData();
  body.set("website", "");
  for (const c of formControls(html)) {
    if (c.type === "file") {
      if (!c.required) continue;
      const image = c.label.toLowerCase().includes("photo");
      body.set(
        c.name,
        new Blob([image ? samplePng() : samplePdf(c.label)], { type: image ? "image/png" : "application/pdf" }),
        image ? "photo.png" : "document.pdf",
      );
    } else if (values[c.label] !== undefined) body.set(c.name, values[c.label]!);
    else if (c.type === "select") body.set(c.name, c.options[0] ?? "");
    else if (c.type === "email") body.set(c.name, "visitor@example.com");
    else if (c.type === "tel") body.set(c.name, "01700000000");
    else if (c.required) body.set(c.name, c.label.toLowerCase().includes("date") ? "1990-01-01" : "3");
  }
  return fetch(`${base}${page}`, { method: "POST", headers: headersFor(base), body, redirect: "manual" });
}

/**
 * Worker registration paid through the built-in sandbox: submit form 2, pay on the sandbox page, follow
 * the callback. Returns the bKash paymentID (the execute job then runs on a worker).
 */
export async function registerAndPay(base: string, person: { name: string; phone: string; passport: string }) {
  const res = await submitPublicForm(base, "/worker-registration", {
    "Full Name": person.name,
    Phone: person.phone,
    "Passport Number": person.passport,
    "Date of Birth": "1990-01-01",
    "Experience (years)": "5",
  });
  const bkashURL = res.headers.get("location");
  if (res.status !== 303 || !bkashURL) throw new Error(`registration answered ${res.status}: ${await res.text()}`);
  const paid = await fetch(bkashURL, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ wallet: "01712345678", pin: "12121", action: "pay" }),
    redirect: "manual",
  });
  const callback = paid.headers.get("location");
  if (paid.status !== 303 || !callback) throw new Error(`sandbox payment page answered ${paid.status}`);
  const back = await fetch(callback, { headers: headersFor(base), redirect: "manual" });
  await back.arrayBuffer();
  return new URL(callback).searchParams.get("paymentID")!;
}

/** Uploads a medical report as a signed-in admin (the no-JavaScript multipart post). */
export async function uploadMedicalReport(base: string, cookie: string, passport: string): Promise<number> {
  const body = new FormData();
  body.set("intent", "upload");
  body.set("passport_number", passport);
  body.set("medical_report", new Blob([samplePdf(`medical ${passport}`)], { type: "application/pdf" }), "report.pdf");
  const res = await fetch(`${base}/admin/forms-and-reports/medical-reports`, {
    method: "POST",
    headers: headersFor(base, cookie),
    body,
    redirect: "manual",
  });
  await res.arrayBuffer();
  return res.status;
}

export async function get(base: string, page: string, cookie?: string): Promise<Response> {
  return fetch(`${base}${page}`, { headers: headersFor(base, cookie), redirect: "manual" });
}

// ───────────────────────────── deployment contents ─────────────────────────────

/** Every table's rows (as an order-independent digest and a count), every sequence, and every object's digest. */
export async function contentsOf(deployment: Deployment) {
  const db = knex({ client: "pg", connection: deployment.databaseUrl, pool: { min: 0, max: 1 } });
  const storage = createStorage({
    endpoint: deployment.env.S3_ENDPOINT!,
    accessKey: deployment.env.S3_ACCESS_KEY!,
    secretKey: deployment.env.S3_SECRET_KEY!,
    region: "us-east-1",
    publicBucket: "site-public",
    privateBucket: "site-private",
  });
  try {
    const { rows: tables } = await db.raw<{ rows: Array<{ name: string }> }>(
      "select tablename as name from pg_tables where schemaname = current_schema() order by tablename",
    );
    const result: Record<string, { rows: number; digest: string }> = {};
    for (const { name } of tables) {
      // migration bookkeeping is recreated by migrating (its timestamps differ); its names are compared
      if (name === "knex_migrations_lock") continue;
      const sql =
        name === "knex_migrations"
          ? "select count(*)::int as rows, md5(coalesce(string_agg(name, ',' order by id), '')) as digest from knex_migrations"
          : `select count(*)::int as rows, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as digest from ?? t`;
      const { rows } = await db.raw<{ rows: Array<{ rows: number; digest: string }> }>(
        sql,
        name === "knex_migrations" ? [] : [name],
      );
      result[name] = rows[0]!;
    }
    const { rows: sequences } = await db.raw<{ rows: Array<{ name: string; last_value: string | null }> }>(
      "select sequencename as name, last_value from pg_sequences where schemaname = current_schema() order by sequencename",
    );
    const objects: Record<string, string> = {};
    for (const bucket of ["public", "private"] as const) {
      for await (const { key } of storage.list(bucket)) {
        const hash = createHash("sha256");
        for await (const chunk of await storage.get(bucket, key)) hash.update(chunk as Buffer);
        objects[`${bucket}/${key}`] = hash.digest("hex");
      }
    }
    return { tables: result, sequences, objects };
  } finally {
    await db.destroy();
  }
}

/** Runs a bundled CLI script (dist/scripts/<name>.js) with the deployment's environment. */
export function runScript(deployment: Deployment, name: string, args: string[]) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [`dist/scripts/${name}.js`, ...args], {
      env: { PATH: process.env.PATH ?? "", ...deployment.env } as unknown as NodeJS.ProcessEnv,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.once("exit", (code) => resolve({ code, stdout, stderr }));
  });
}
