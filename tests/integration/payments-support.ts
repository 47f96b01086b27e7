/*
 * The bKash sandbox in a tiny Koa app on a random port, for the payment tests. `intercept` lets a
 * test act around one sandbox call (count it, delay it, kill a worker once bKash has answered…).
 */
import { randomBytes } from "node:crypto";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import Koa, { type Context, type Next } from "koa";
import type { Redis } from "ioredis";
import { pino } from "pino";
import { inject } from "vitest";
import type { Services } from "../../server/services.js";
import { createBkashSandbox } from "../../server/dev/bkash-sandbox.js";
import { SANDBOX_CREDENTIALS } from "../../server/modules/payments/bkash-client.server.js";
import { createIsolatedServices } from "../support/services.js";
import { ensureForms } from "./forms-support.js";

export type Interceptor = (ctx: Context, next: Next) => Promise<void>;

export interface TestSandbox {
  /** Base URL to use as BKASH_BASE_URL (the sandbox lives under /bkash-sandbox). */
  baseUrl: string;
  /** BKASH_* variables pointing the app at this sandbox. */
  env: Record<string, string>;
  /** How many calls each API path received, e.g. calls["token/grant"]. */
  calls: Record<string, number>;
  /** Runs `fn` around every call whose path ends with `path` until the returned function is called. */
  intercept(path: string, fn: Interceptor): () => void;
  /** Acts as the payer on the sandbox payment page; returns the callback URL bKash would send the browser to. */
  payerAction(bkashURL: string, action: "pay" | "fail" | "cancel", wallet?: string): Promise<URL>;
  close(): Promise<void>;
}

export async function startSandbox(redis: Redis): Promise<TestSandbox> {
  const calls: Record<string, number> = {};
  const interceptors: Array<{ path: string; fn: Interceptor }> = [];
  const app = new Koa();
  app.use(async (ctx, next) => {
    const match = /\/tokenized\/checkout\/(.+)$/.exec(ctx.path);
    if (match) calls[match[1]!] = (calls[match[1]!] ?? 0) + 1;
    const chain = interceptors.filter((i) => ctx.path.endsWith(i.path));
    const run = async (index: number): Promise<void> =>
      index < chain.length ? chain[index]!.fn(ctx, () => run(index + 1)) : next();
    await run(0);
  });
  const router = createBkashSandbox({ redis, logger: pino({ level: "silent" }) });
  app.use(router.routes());
  app.use(router.allowedMethods());
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}/bkash-sandbox`;
  return {
    baseUrl,
    env: {
      BKASH_BASE_URL: baseUrl,
      BKASH_APP_KEY: SANDBOX_CREDENTIALS.appKey,
      BKASH_APP_SECRET: SANDBOX_CREDENTIALS.appSecret,
      BKASH_USERNAME: SANDBOX_CREDENTIALS.username,
      BKASH_PASSWORD: SANDBOX_CREDENTIALS.password,
    },
    calls,
    intercept(path, fn) {
      const entry = { path, fn };
      interceptors.push(entry);
      return () => {
        interceptors.splice(interceptors.indexOf(entry), 1);
      };
    },
    async payerAction(bkashURL, action, wallet = "01712345678") {
      const response = await fetch(bkashURL, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ wallet, pin: "12121", action }),
        redirect: "manual",
      });
      if (response.status !== 303) throw new Error(`payment page answered ${response.status}: ${await response.text()}`);
      return new URL(response.headers.get("location")!);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Where a child process finds the backing services of the test that spawned it. */
export interface ChildEnv {
  databaseUrl: string;
  redisUrl: string;
  s3: { endpoint: string; accessKey: string; secretKey: string };
  /** Variables for loadConfig (REDIS_PREFIX, BKASH_*). */
  env: Record<string, string>;
}

/**
 * Services with a database of their own (migrated, with forms 1–4), a Redis/queue prefix of their
 * own and bKash pointed at `sandbox`: these tests count rows and jobs, and other test files share the
 * run's database and Redis.
 */
export async function createPaymentServices(sandbox: TestSandbox): Promise<{ services: Services; child: ChildEnv }> {
  const testEnv = inject("testEnv");
  const env = {
    REDIS_PREFIX: `${testEnv.runId}-pay${randomBytes(2).toString("hex")}`,
    PUBLIC_URL: "http://localhost:3999",
    ...sandbox.env,
  };
  const isolated = await createIsolatedServices("payments", { env });
  const services: Services = { ...isolated.services[0], close: isolated.close };
  await ensureForms(services.db, "750.00");
  return { services, child: { databaseUrl: isolated.databaseUrl, redisUrl: testEnv.redisUrl, s3: testEnv.s3, env } };
}
