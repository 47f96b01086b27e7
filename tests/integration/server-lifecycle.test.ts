import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { connect } from "node:net";
import { request } from "node:http";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { checkReadiness } from "../../server/http/health.js";
import { freePort } from "../../server/embedded/ports.js";
import type { Services } from "../../server/services.js";
import { createTestServices } from "../support/services.js";
import { backingEnv } from "../support/backing-env.js";

describe("readiness", () => {
  let services: Services;
  beforeAll(async () => {
    services = await createTestServices();
  });
  afterAll(() => services.close());

  it("is ready when PostgreSQL, Redis and S3 answer", async () => {
    await expect(checkReadiness(services)).resolves.toEqual({ ready: true, checks: { postgres: "ok", redis: "ok", s3: "ok" } });
  });

  it("names Redis as the failing service when Redis is down", async () => {
    const deadRedis = new Redis(`redis://127.0.0.1:${await freePort()}`, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    deadRedis.on("error", () => {});
    const result = await checkReadiness({ ...services, redis: deadRedis });
    deadRedis.disconnect();
    expect(result.ready).toBe(false);
    expect(result.checks.postgres).toBe("ok");
    expect(result.checks.s3).toBe("ok");
    expect(result.checks.redis).toMatch(/^error: /);
  });
});

const bundle = "dist/server/main.js";

/** The production bundle as a child process on the run's database and S3 server (role web only). */
async function startServer(port: number): Promise<{ child: ChildProcess; output: () => string }> {
  const env = inject("testEnv");
  let output = "";
  const child = spawn(process.execPath, [bundle, "--role", "web"], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      ...backingEnv({ ...env, redisPrefix: `${env.runId}-lifecycle` }),
      SEED_DEMO_CONTENT: "false",
      ADMIN_USERNAME: "lifecycle-admin",
      ADMIN_PASSWORD: "lifecycle-password-1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  for (let i = 0; i < 100; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { child, output: () => output };
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not start:\n${output}`);
}

describe("graceful shutdown of the web process", () => {
  it("needs the production bundle", () => {
    expect(existsSync(bundle), "run `npm run build` first (npm test does)").toBe(true);
  });

  it("on SIGTERM stops accepting, finishes the in-flight request and exits 0", async () => {
    const port = await freePort();
    const { child, output } = await startServer(port);
    expect(await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.status)).toBe(200);

    // An in-flight request: the server has taken it (its "100 Continue" says so), its body still arrives
    // after SIGTERM, and only once new connections are seen refused: no step depends on timing.
    const body = "username=nobody&password=not-the-password";
    let sendRest = () => {};
    let taken = () => {};
    const isTaken = new Promise<void>((resolve) => (taken = resolve));
    const inFlight = new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path: "/login",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            "content-length": Buffer.byteLength(body),
            origin: `http://127.0.0.1:${port}`,
            expect: "100-continue",
          },
        },
        (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        },
      );
      req.on("error", reject);
      req.on("continue", () => {
        req.write(body.slice(0, 10));
        taken();
      });
      req.flushHeaders();
      sendRest = () => req.end(body.slice(10));
    });
    await isTaken;

    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    child.kill("SIGTERM");

    const refused = () =>
      new Promise<boolean>((resolve) => {
        const socket = connect(port, "127.0.0.1");
        socket.once("connect", () => (socket.destroy(), resolve(false)));
        socket.once("error", () => resolve(true));
      });
    await expect.poll(refused, { message: "new connections are refused while draining", timeout: 15_000 }).toBe(true);
    sendRest();

    const status = await inFlight;
    expect(status, output()).toBeGreaterThanOrEqual(200);
    expect(status, output()).toBeLessThan(500);
    // 0, not the shutdown deadline's 1: the request finished within the grace period and nothing hung
    const code = await exited;
    expect(code, output()).toBe(0);
  });
});

describe("cross-site form posts", () => {
  it("are refused with a clear 403, not a server error", async () => {
    const port = await freePort();
    const { child } = await startServer(port);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/login`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
        body: "username=a&password=b",
        redirect: "manual",
      });
      expect(res.status).toBe(403);
      expect(await res.text()).toBe("This request did not come from this site and was refused.");
    } finally {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
  });
});
