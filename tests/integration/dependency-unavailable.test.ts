import type { AddressInfo } from "node:net";
import Koa from "koa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../server/embedded/ports.js";
import { dependencyUnavailable, RETRY_AFTER_SECONDS } from "../../server/http/unavailable.js";
import type { Services } from "../../server/services.js";
import { createStorage } from "../../server/storage/index.js";
import { createTestServices } from "../support/services.js";

/** A Koa app whose only route fails the way a page does when a query or upload cannot reach its service. */
async function serve(services: Pick<Services, "db" | "redis" | "storage" | "logger">, outcome: "throw" | "500" | "404") {
  const app = new Koa();
  app.silent = true;
  app.use(async (ctx, next) => {
    try {
      await next();
    } catch {
      ctx.status = 500;
      ctx.body = "Internal server error";
    }
  });
  app.use(dependencyUnavailable(services));
  app.use((ctx) => {
    if (outcome === "throw") throw new Error("connect ECONNREFUSED 127.0.0.1:9");
    ctx.status = outcome === "500" ? 500 : 404;
    ctx.body = outcome;
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

describe("answers while a backing service is down", () => {
  let services: Services;
  let withDeadS3: Pick<Services, "db" | "redis" | "storage" | "logger">;
  beforeAll(async () => {
    services = await createTestServices();
    const storage = createStorage({
      endpoint: `http://127.0.0.1:${await freePort()}`,
      accessKey: "x",
      secretKey: "y",
      region: "us-east-1",
      publicBucket: "site-public",
      privateBucket: "site-private",
    });
    withDeadS3 = { ...services, storage };
  });
  afterAll(() => services.close());

  it("turns a failure into 503 with Retry-After and a page when S3 is unreachable", async () => {
    for (const outcome of ["throw", "500"] as const) {
      const app = await serve(withDeadS3, outcome);
      const res = await fetch(`${app.url}/contact`);
      app.close();
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));
      expect(res.headers.get("content-type")).toMatch(/text\/html/);
      expect(await res.text()).toContain("We'll be right back");
    }
  });

  it("answers JSON under /backend", async () => {
    const app = await serve(withDeadS3, "throw");
    const res = await fetch(`${app.url}/backend/api/layout/navbar/`);
    app.close();
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ detail: "Service temporarily unavailable. Please try again shortly." });
  });

  it("leaves other answers alone, and a fault stays a 500 while every service is up", async () => {
    const notFound = await serve(withDeadS3, "404");
    expect((await fetch(notFound.url)).status).toBe(404);
    notFound.close();
    const fault = await serve(services, "throw");
    const res = await fetch(fault.url);
    fault.close();
    expect(res.status).toBe(500);
    expect(res.headers.get("retry-after")).toBeNull();
  });
});
