import { timingSafeEqual } from "node:crypto";
import { createServer } from "node:http";
import type { Middleware } from "koa";
import type { Services } from "../services.js";

type Deps = Pick<Services, "config" | "metrics" | "logger">;

function tokenMatches(header: string, token: string): boolean {
  const given = Buffer.from(header.replace(/^Bearer\s+/i, ""));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * `/metrics` on the site's own port, only with `Authorization: Bearer <METRICS_TOKEN>`. Without the
 * token configured, or with a wrong one, the request falls through to the site (which answers 404).
 */
export function metricsRoute({ config, metrics }: Deps): Middleware {
  return async (ctx, next) => {
    const token = config.metrics.token;
    if (ctx.path !== "/metrics" || ctx.method !== "GET" || !token || !tokenMatches(ctx.get("authorization"), token)) {
      return next();
    }
    ctx.set("Cache-Control", "no-store");
    ctx.type = metrics.registry.contentType;
    ctx.body = await metrics.registry.metrics();
  };
}

/**
 * The metrics listener of this process (web or worker) on METRICS_HOST:METRICS_PORT (loopback unless
 * told otherwise), when METRICS_PORT is set. Answers GET /metrics and nothing else.
 */
export async function startMetricsServer({ config, metrics, logger }: Deps) {
  const { port, host } = config.metrics;
  if (port === undefined) return undefined;
  const server = createServer((req, res) => {
    if (req.method !== "GET" || req.url?.split("?")[0] !== "/metrics") {
      res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
      return;
    }
    metrics.registry.metrics().then(
      (body) => res.writeHead(200, { "content-type": metrics.registry.contentType, "cache-control": "no-store" }).end(body),
      (err: unknown) => {
        logger.error({ err }, "collecting metrics failed");
        res.writeHead(500, { "content-type": "text/plain" }).end("Metrics unavailable");
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  logger.info({ host, port }, "metrics listening");
  return {
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
