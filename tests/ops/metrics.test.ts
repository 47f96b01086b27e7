import type { AddressInfo } from "node:net";
import Koa from "koa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config/index.js";
import { createLogger } from "../../server/logger.js";
import { metricsRoute, startMetricsServer } from "../../server/metrics/endpoint.js";
import { createMetrics } from "../../server/metrics/index.js";
import { createQueues, type Queues } from "../../server/queue/index.js";
import { freePort } from "../../server/embedded/ports.js";
import { REDIS_URL } from "./support.js";

const TOKEN = "a-long-enough-metrics-token";
let queues: Queues;

beforeAll(() => {
  queues = createQueues(REDIS_URL, { prefix: `ops-metrics-${process.pid}` });
});
afterAll(() => queues.close());

function deps(env: Record<string, string>) {
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...env });
  return { config, metrics: createMetrics(queues), logger: createLogger(config) };
}

describe("the metrics endpoint is never public", () => {
  it("on the site's port: only with the bearer token; otherwise the request goes on to the site", async () => {
    const services = deps({ METRICS_TOKEN: TOKEN });
    services.metrics.pageCache.inc({ result: "hit" });
    const app = new Koa();
    app.use(metricsRoute(services));
    app.use((ctx) => {
      ctx.status = 404;
      ctx.body = "site 404";
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const ok = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(ok.status).toBe(200);
      expect(ok.headers.get("content-type")).toContain("text/plain");
      expect(await ok.text()).toContain('page_cache_requests_total{result="hit"} 1');
      const attempts: Array<Record<string, string>> = [
        {},
        { authorization: "Bearer wrong-token-of-some-length" },
        { authorization: TOKEN.slice(1) },
      ];
      for (const headers of attempts) {
        const refused = await fetch(`${base}/metrics`, { headers });
        expect(refused.status).toBe(404);
        expect(await refused.text()).toBe("site 404");
      }
    } finally {
      server.close();
    }
    // without a token configured, the site's port never serves metrics
    const none = deps({});
    const open = new Koa();
    open.use(metricsRoute(none));
    open.use((ctx) => {
      ctx.status = 404;
    });
    const s2 = open.listen(0, "127.0.0.1");
    await new Promise((r) => s2.once("listening", r));
    try {
      const res = await fetch(`http://127.0.0.1:${(s2.address() as AddressInfo).port}/metrics`, {
        headers: { authorization: "Bearer anything-at-all-here" },
      });
      expect(res.status).toBe(404);
    } finally {
      s2.close();
    }
  });

  it("its own listener: loopback by default, /metrics only, off without METRICS_PORT", async () => {
    expect(await startMetricsServer(deps({}))).toBeUndefined();
    const port = await freePort();
    const services = deps({ METRICS_PORT: String(port) });
    expect(services.config.metrics.host).toBe("127.0.0.1");
    const server = await startMetricsServer(services);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).toContain("# TYPE http_requests_total counter");
      expect(text).toMatch(/^queue_jobs\{queue="exports",state="waiting"\} 0$/m);
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: "POST" })).status).toBe(404);
    } finally {
      await server!.close();
    }
  });
});
