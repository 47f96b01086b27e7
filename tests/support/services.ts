import { inject } from "vitest";
import { loadConfig } from "../../server/config/index.js";
import { createLogger } from "../../server/logger.js";
import { createServices, type Services } from "../../server/services.js";

/**
 * Real services (PostgreSQL, Redis, S3) for integration tests, on the run's migrated database,
 * S3 server and a Redis key/queue prefix of their own. Close them in afterAll.
 */
export async function createTestServices(env: Record<string, string> = {}): Promise<Services> {
  const testEnv = inject("testEnv");
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", REDIS_PREFIX: testEnv.runId, ...env });
  const services = await createServices(config, testEnv, createLogger(config));
  await services.storage.ensureBuckets();
  return services;
}
