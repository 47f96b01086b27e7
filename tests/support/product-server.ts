// The production bundle (dist/server/main.js) as child processes on state of their own, for the fuzz, load
// and fault suites (README "Reliability suites"). Build first: `npm run build`.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import knex, { type Knex } from "knex";
import { Client as MinioClient } from "minio";
import { startS3rver } from "../../server/embedded/s3.js";
import { signInByForm } from "./sign-in.js";
import { createTemporaryDatabase } from "./database.js";
import { deleteRedisPrefix } from "./redis.js";
import { backingEnv } from "./backing-env.js";

/** The first admin every suite server is started with. */
export const SUITE_ADMIN = { username: "suite-admin", password: "suite-password-2026" };

const BUNDLE = "dist/server/main.js";

export interface S3Endpoint {
  endpoint: string;
  accessKey: string;
  secretKey: string;
}

export interface BackingServices {
  databaseUrl: string;
  redisUrl: string;
  s3: S3Endpoint;
}

export interface ProductServerOptions {
  /** Names the database, the data directory and the Redis prefix. */
  label: string;
  port: number;
  /** "all": one process running web and worker, as `npm start` does; "split": a web and a worker process. */
  roles?: "all" | "split";
  /** Given: used as they are (the fault suite's own servers). Otherwise: a new database on the machine's
   * PostgreSQL (TEST_PG_URL), the machine's Redis (TEST_REDIS_URL) under a fresh prefix, and an S3 server
   * in this process; all removed by stop(). */
  backing?: BackingServices;
  env?: Record<string, string>;
  /** Child output is kept for error messages; set to also print it. */
  echo?: boolean;
}

export interface ProductProcess {
  child: ChildProcess;
  output(): string;
}

export interface ProductServer {
  url: string;
  port: number;
  prefix: string;
  backing: BackingServices;
  /** A small pool on the server's database, for the suites' checks. */
  db: Knex;
  s3: MinioClient;
  web: ProductProcess;
  worker?: ProductProcess;
  /** Starts the worker process again after it was killed (split roles only). */
  restartWorker(): Promise<ProductProcess>;
  stop(): Promise<void>;
}

function processEnv(opts: ProductServerOptions, backing: BackingServices, prefix: string, dataDir: string) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    LOG_LEVEL: "warn",
    PORT: String(opts.port),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://localhost:${opts.port}`,
    ...backingEnv({ ...backing, redisPrefix: prefix }),
    DATA_DIR: dataDir,
    ADMIN_USERNAME: SUITE_ADMIN.username,
    ADMIN_PASSWORD: SUITE_ADMIN.password,
    ...opts.env,
  };
  // Like `npm start`, which runs with NODE_ENV unset: what a visitor of a plain start sees is what is tested.
  if (!opts.env?.NODE_ENV) Reflect.deleteProperty(env, "NODE_ENV");
  return env;
}

function startProcess(role: "all" | "web" | "worker", env: NodeJS.ProcessEnv, echo: boolean): ProductProcess {
  let output = "";
  const child = spawn(process.execPath, [BUNDLE, "--role", role], { env, stdio: ["ignore", "pipe", "pipe"] });
  const keep = (d: Buffer) => {
    output = (output + d.toString()).slice(-20_000);
    if (echo) process.stderr.write(`[${role}] ${d.toString()}`);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  return { child, output: () => output };
}

/** Resolves once `url` answers 200, or rejects with the process output when it exits or time runs out. */
export async function waitForReady(url: string, proc: ProductProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) throw new Error(`server exited (${proc.child.exitCode}):\n${proc.output()}`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(3000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not ready at ${url} within ${timeoutMs} ms:\n${proc.output()}`);
}

async function stopProcess(proc: ProductProcess | undefined) {
  if (!proc || proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => proc.child.once("exit", () => resolve()));
  proc.child.kill("SIGTERM");
  const timer = setTimeout(() => proc.child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}

export async function startProductServer(opts: ProductServerOptions): Promise<ProductServer> {
  if (!existsSync(BUNDLE)) throw new Error(`${BUNDLE} is missing: run \`npm run build\` first`);
  const cleanups: Array<() => Promise<unknown>> = [];
  const cleanup = async () => {
    for (const fn of cleanups.reverse()) await fn().catch(() => {});
  };
  try {
    const dataDir = await mkdtemp(path.join(tmpdir(), `crestline-${opts.label}-`));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const prefix = `${opts.label}${opts.port}`;
    let backing = opts.backing;
    if (!backing) {
      const database = await createTemporaryDatabase(opts.label);
      cleanups.push(() => database.drop());
      const s3 = await startS3rver(path.join(dataDir, "s3"));
      cleanups.push(() => s3.stop());
      backing = {
        databaseUrl: database.url,
        redisUrl: process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379",
        s3: { endpoint: s3.endpoint, accessKey: s3.accessKey, secretKey: s3.secretKey },
      };
      // queues and rate-limit counters of an earlier run under this prefix would point at rows that are gone
      await deleteRedisPrefix(backing.redisUrl, prefix);
      const { redisUrl } = backing;
      cleanups.push(() => deleteRedisPrefix(redisUrl, prefix));
    }
    const env = processEnv(opts, backing, prefix, dataDir);
    const echo = !!opts.echo;
    const url = `http://127.0.0.1:${opts.port}`;
    const split = opts.roles === "split";

    // the web process migrates and seeds; the worker waits for it
    const web = startProcess(split ? "web" : "all", env, echo);
    cleanups.push(() => stopProcess(web));
    await waitForReady(`${url}/readyz`, web);
    let worker = split ? startProcess("worker", env, echo) : undefined;
    cleanups.push(() => stopProcess(worker));

    const db = knex({ client: "pg", connection: backing.databaseUrl, pool: { min: 0, max: 2 } });
    cleanups.push(() => db.destroy());
    const s3Url = new URL(backing.s3.endpoint);
    const s3 = new MinioClient({
      endPoint: s3Url.hostname,
      port: Number(s3Url.port),
      useSSL: s3Url.protocol === "https:",
      accessKey: backing.s3.accessKey,
      secretKey: backing.s3.secretKey,
      region: env.S3_REGION ?? "us-east-1",
    });

    return {
      url,
      port: opts.port,
      prefix,
      backing,
      db,
      s3,
      web,
      get worker() {
        return worker;
      },
      async restartWorker() {
        if (!split) throw new Error("restartWorker needs roles: split");
        await stopProcess(worker);
        worker = startProcess("worker", env, echo);
        return worker;
      },
      stop: cleanup,
    };
  } catch (err) {
    await cleanup();
    throw err;
  }
}

/** Signs the suite admin in through /login as a browser would; returns the Cookie header of the session. */
export function signIn(server: Pick<ProductServer, "port">, admin = SUITE_ADMIN): Promise<string> {
  return signInByForm(`http://localhost:${server.port}`, admin);
}
