import type { Middleware } from "koa";
import type { Services } from "../services.js";

const CHECK_TIMEOUT_MS = 2000;

function withTimeout(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      () => (clearTimeout(timer), resolve()),
      (err: unknown) => (clearTimeout(timer), reject(err)),
    );
  });
}

/** Checks every backing service; returns a map of service → "ok" or the error, and whether all are ok. */
export async function checkReadiness(services: Pick<Services, "db" | "redis" | "storage">) {
  const checks = {
    postgres: () => services.db.raw("select 1"),
    redis: () => services.redis.ping(),
    s3: () => services.storage.ping(),
  };
  const results = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      for (let attempt = 1; ; attempt++) {
        try {
          await withTimeout(check(), CHECK_TIMEOUT_MS);
          return [name, "ok"] as const;
        } catch (err) {
          const message = err instanceof Error ? err.message : String(err);
          // A timeout can be the process's own doing: after the event loop was busy for a while, timers run before
          // the answers already waiting in the socket are read. One more try tells that from a service that is down
          // (which refuses or stays silent again); a refusal is believed at once.
          if (attempt === 1 && /timed out|no answer within/i.test(message)) continue;
          return [name, `error: ${message}`] as const;
        }
      }
    }),
  );
  const status = Object.fromEntries(results) as Record<keyof typeof checks, string>;
  return { ready: results.every(([, r]) => r === "ok"), checks: status };
}

/** `/healthz`: the process is alive. `/readyz`: it can serve (backing services reachable, not draining). */
export function healthRoutes(services: Services, isDraining: () => boolean): Middleware {
  return async (ctx, next) => {
    if (ctx.path === "/healthz") {
      ctx.set("Cache-Control", "no-store");
      ctx.body = { status: "ok" };
      return;
    }
    if (ctx.path === "/readyz") {
      ctx.set("Cache-Control", "no-store");
      if (isDraining()) {
        ctx.body = { status: "draining" };
        ctx.status = 503;
        return;
      }
      const { ready, checks } = await checkReadiness(services);
      ctx.body = { status: ready ? "ready" : "unavailable", checks };
      ctx.status = ready ? 200 : 503;
      return;
    }
    await next();
  };
}
