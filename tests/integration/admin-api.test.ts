import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import Koa from "koa";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { loadConfig } from "../../server/config/index.js";
import { migrateLatest } from "../../server/db/migrate.js";
import { createApiRouter } from "../../server/http/api.js";
import { createLogger } from "../../server/logger.js";
import { createServices, type Services } from "../../server/services.js";
import { createTemporaryDatabase } from "../support/database.js";

let database: Awaited<ReturnType<typeof createTemporaryDatabase>>;
let services: Services;
let server: Server;
let base: string;

beforeAll(async () => {
  // A database of its own: this file writes site settings other tests may read.
  database = await createTemporaryDatabase("admin_api");
  const testEnv = inject("testEnv");
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    REDIS_PREFIX: `${testEnv.runId}-admin-api`,
    PUBLIC_URL: "https://crestline.example",
  });
  services = await createServices(config, { ...testEnv, databaseUrl: database.url }, createLogger(config));
  await migrateLatest(services.db);
  const app = new Koa();
  app.use(createApiRouter(services).routes());
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await services.close();
  await database.drop();
});

describe("GET /backend/api/layout/navbar/", () => {
  it("gives an absolute logo URL, the local default when no logo image is set", async () => {
    await services
      .db("site_settings")
      .insert({ key: "navbar", value: { logoImageId: null, companyName: "Crestline Builders & Manpower" } })
      .onConflict("key")
      .merge();
    const response = await fetch(`${base}/backend/api/layout/navbar/`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      logo: "https://crestline.example/builders.png",
      company_name: "Crestline Builders & Manpower",
    });
  });
});
