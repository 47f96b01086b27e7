import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import Koa from "koa";
import { inject } from "vitest";
import { createApiRouter } from "../../server/api/index.js";
import { requestIdentity } from "../../server/http/request-id.js";
import { observeRequest } from "../../server/metrics/http.js";
import { loadConfig } from "../../server/config/index.js";
import { migrateLatest } from "../../server/db/migrate.js";
import { createLogger, type Logger } from "../../server/logger.js";
import { createServices, type Services } from "../../server/services.js";
import { createTemporaryDatabase } from "./database.js";

/**
 * The REST API alone (its Koa router) on a migrated database of its own and the run's Redis and S3, with the
 * public origin and CORS allow-list the API contract tests expect. `prepare` fills the database before the
 * server starts. Call `stop` in afterAll.
 */
export async function startApiServer(
  label: string,
  prepare: (services: Services) => Promise<unknown>,
  /** Settings that differ from the contract tests' defaults (e.g. another CORS allow-list). */
  env: Record<string, string> = {},
  /** Another logger than the silent one (a test that reads what the API logs). */
  logger?: Logger,
) {
  const database = await createTemporaryDatabase(label);
  const testEnv = inject("testEnv");
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    REDIS_PREFIX: `${testEnv.runId}-${label}`,
    PUBLIC_URL: "https://crestline.example",
    API_CORS_ORIGINS: "https://app.example",
    ...env,
  });
  const services = await createServices(config, { ...testEnv, databaseUrl: database.url }, logger ?? createLogger(config));
  await migrateLatest(services.db);
  await services.storage.ensureBuckets();
  await prepare(services);
  const app = new Koa({ proxy: true });
  // the request id and the one log line per request, as the app's first middleware gives them (server/http/app.ts)
  app.use(requestIdentity());
  app.use(async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      observeRequest(services, ctx, started);
    }
  });
  app.use(createApiRouter(services).routes());
  const server: Server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    services,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await services.close();
      await database.drop();
    },
  };
}
