import type { Middleware } from "koa";
import type { Services } from "../services.js";
import { checkReadiness } from "./health.js";

/** How long a "not ready" answer is reused, so an outage costs one check per second, not one per failed request. */
const READINESS_TTL_MS = 1000;
export const RETRY_AFTER_SECONDS = 30;

const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Temporarily unavailable · Crestline Builders &amp; Manpower</title></head>
<body>
<main>
<h1>We'll be right back</h1>
<p>The site is briefly unavailable while one of its services restarts. Nothing you sent was saved: please try again in a minute.</p>
<p><a href="/">Back to the home page</a></p>
</main>
</body>
</html>
`;

/**
 * A request that fails (5xx, answered or thrown) while PostgreSQL, Redis or S3 is unreachable is answered
 * 503 with Retry-After and a short page (JSON under /backend) instead of a generic 500, so visitors and
 * load balancers can tell "down for a moment" from a fault. /readyz says the same thing (health.ts).
 */
export function dependencyUnavailable(services: Pick<Services, "db" | "redis" | "storage" | "logger">): Middleware {
  let down: { at: number } | undefined;
  const ready = async () => {
    if (down && Date.now() - down.at < READINESS_TTL_MS) return false;
    // a "ready" answer is never reused, nor a check under way shared: it may have asked before the outage that
    // caused the failure at hand began (the fault suite saw such a failure answered 500 instead of 503)
    const { ready: ok } = await checkReadiness(services);
    down = ok ? undefined : { at: Date.now() };
    return ok;
  };
  return async (ctx, next) => {
    let thrown: unknown;
    try {
      await next();
    } catch (err) {
      if (((err as { status?: number }).status ?? 500) < 500) throw err;
      thrown = err;
    }
    if (thrown === undefined && (ctx.status < 500 || ctx.status === 503)) return;
    if (await ready()) {
      if (thrown !== undefined) throw thrown;
      return;
    }
    if (thrown !== undefined) services.logger.warn({ err: thrown }, "request failed while a backing service is down");
    const body = ctx.body as { destroy?: () => void } | null;
    if (body && typeof body.destroy === "function") body.destroy();
    ctx.remove("Content-Disposition");
    ctx.set("Retry-After", String(RETRY_AFTER_SECONDS));
    ctx.set("Cache-Control", "no-store");
    if (ctx.path.startsWith("/backend/")) {
      ctx.body = { detail: "Service temporarily unavailable. Please try again shortly." };
    } else {
      ctx.type = "text/html; charset=utf-8";
      ctx.body = PAGE;
    }
    ctx.status = 503;
  };
}
