import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { freePort } from "../../server/embedded/ports.js";
import { backingEnv } from "./backing-env.js";
import { watchInvalidations, type InvalidationWatcher } from "./invalidations.js";

/** The production bundle, built by `npm run build` (npm test builds it before vitest). */
export const BUNDLE = "dist/server/main.js";

export interface WebProcess {
  base: string;
  child: ChildProcess;
  /** Everything it printed so far (for failure messages). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the production bundle as a web process on the run's database, S3 server and Redis, with `env` on top
 * (REDIS_PREFIX at least; an undefined value removes a variable), and resolves once /healthz answers.
 * `command` replaces `dist/server/main.js --role web` (e.g. `scripts/start.mjs`, what `npm start` runs).
 */
export async function startWebProcess(
  env: Record<string, string | undefined>,
  { command }: { command?: string[] } = {},
): Promise<WebProcess> {
  const testEnv = inject("testEnv");
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const merged: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: "test",
    LOG_LEVEL: "warn",
    PORT: String(port),
    PUBLIC_URL: base,
    ...backingEnv(testEnv),
    SEED_DEMO_CONTENT: "false",
    ...env,
  };
  const child = spawn(process.execPath, command ?? [BUNDLE, "--role", "web"], {
    env: Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== undefined)) as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const web: WebProcess = {
    base,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
  for (let i = 0; i < 150; i++) {
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return web;
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  await web.stop();
  throw new Error(`server did not start:\n${output}`);
}

/**
 * Two web processes of the bundle with the same `env` (one database, one Redis prefix: two replicas behind a load
 * balancer), started one after the other since each runs the migrations and the first-run seed on start.
 */
export async function startTwoWebProcesses(env: Record<string, string | undefined>): Promise<WebProcess[]> {
  const first = await startWebProcess(env);
  return [first, await startWebProcess(env)];
}

/**
 * Two web processes of the bundle on the Redis prefix `prefix` for a file's tests, when the bundle is built, with a
 * watcher of that prefix's invalidations: `prepare` runs first and gives the rest of their env, `ready` gets them
 * once started; after the tests the processes stop, the watcher closes and `cleanUp` runs.
 */
export function useTwoWebProcesses(options: {
  prefix: string;
  prepare: () => Promise<Record<string, string | undefined>>;
  ready: (servers: WebProcess[], invalidations: InvalidationWatcher) => void | Promise<void>;
  cleanUp: () => Promise<void>;
}) {
  let servers: WebProcess[] = [];
  let invalidations: InvalidationWatcher | undefined;
  beforeAll(async () => {
    if (!existsSync(BUNDLE)) return;
    const env = await options.prepare();
    invalidations = await watchInvalidations(options.prefix);
    servers = await startTwoWebProcesses({ REDIS_PREFIX: options.prefix, ...env });
    await options.ready(servers, invalidations);
  }, 90_000);
  afterAll(async () => {
    for (const server of servers) await server.stop();
    servers = [];
    invalidations?.close();
    await options.cleanUp();
  });
}

/** The first test of a suite on the bundle: the suite starts nothing without it, so this test says what is missing. */
export function itHasTheBundle() {
  it("has the production bundle (npm test builds it first)", () => {
    expect(existsSync(BUNDLE), `${BUNDLE} is missing: run \`npm run build\` first`).toBe(true);
  });
}
