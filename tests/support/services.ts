import type { Knex } from "knex";
import { afterAll, beforeAll, inject } from "vitest";
import { createDb } from "../../server/db/knex.js";
import { loadConfig } from "../../server/config/index.js";
import { migrateLatest } from "../../server/db/migrate.js";
import { createLogger } from "../../server/logger.js";
import { createServices, type Services } from "../../server/services.js";
import { createTemporaryDatabase } from "./database.js";

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

/**
 * `count` sets of services (as `count` web processes) on a database of their own, migrated, and a Redis/queue prefix
 * of their own (`env` is added to their config): for a test that counts rows, or whose writes replace what other
 * tests read (whole documents, collections). With the database's URL, for a child process on the same database.
 * `close` closes them and drops the database.
 */
export async function createIsolatedServices(
  label: string,
  { count = 1, env = {} }: { count?: number; env?: Record<string, string> } = {},
) {
  const database = await createTemporaryDatabase(label);
  const testEnv = inject("testEnv");
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", REDIS_PREFIX: `${testEnv.runId}-${label}`, ...env });
  const endpoints = { ...testEnv, databaseUrl: database.url };
  const services = await Promise.all(
    Array.from({ length: count }, () => createServices(config, endpoints, createLogger(config))),
  );
  await migrateLatest(services[0].db);
  await services[0].storage.ensureBuckets();
  return {
    services,
    databaseUrl: database.url,
    async close() {
      await Promise.all(services.map((s) => s.close()));
      await database.drop();
    },
  };
}

/**
 * A migrated database of this test file's own, for a test that counts rows or loads many: `use` gets its knex (made by
 * createDb, so objection's models use it) in beforeAll; afterAll closes it and drops the database.
 */
export function useMigratedDatabase(label: string, use: (db: Knex) => void) {
  let database: Awaited<ReturnType<typeof createTemporaryDatabase>> | undefined;
  let db: Knex | undefined;
  beforeAll(async () => {
    database = await createTemporaryDatabase(label);
    db = createDb(database.url);
    await migrateLatest(db);
    use(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });
}

/** Who does an audited change in a test. */
export interface TestActor {
  adminUserId: number;
  ip: string;
}

/** Admin rows `<name>-<tag>` (display name the name capitalised), as the actors of audited changes from 127.0.0.1. */
export async function insertTestAdmins(db: Knex, tag: string, ...names: string[]): Promise<TestActor[]> {
  const rows = await db("admin_users")
    .insert(
      names.map((name) => ({
        username: `${name}-${tag}`,
        display_name: name[0]!.toUpperCase() + name.slice(1),
        password_hash: "x",
      })),
    )
    .returning<{ id: number }[]>("id");
  return rows.map((row) => ({ adminUserId: row.id, ip: "127.0.0.1" }));
}
