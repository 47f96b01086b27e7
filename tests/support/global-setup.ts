import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import knex from "knex";
import type { TestProject } from "vitest/node";
import { migrateLatest } from "../../server/db/migrate.js";
import { startS3rver } from "../../server/embedded/s3.js";
import { createTemporaryDatabase } from "./database.js";

export interface TestEnv {
  databaseUrl: string;
  redisUrl: string;
  s3: { endpoint: string; accessKey: string; secretKey: string };
  /** Unique per run: BullMQ queue prefix and Redis key prefix, so concurrent runs never share state. */
  runId: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    testEnv: TestEnv;
  }
}

/** One migrated PostgreSQL database and one S3 server for the whole run; both removed at the end. */
export default async function setup(project: TestProject) {
  const database = await createTemporaryDatabase("run");
  const db = knex({ client: "pg", connection: database.url, pool: { min: 0, max: 1 } });
  try {
    await migrateLatest(db);
  } finally {
    await db.destroy();
  }
  const s3Dir = await mkdtemp(path.join(tmpdir(), "crestline-s3-"));
  const s3 = await startS3rver(s3Dir);
  project.provide("testEnv", {
    databaseUrl: database.url,
    redisUrl: process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379",
    s3: { endpoint: s3.endpoint, accessKey: s3.accessKey, secretKey: s3.secretKey },
    runId: `t${randomBytes(4).toString("hex")}`,
  });
  return async () => {
    await s3.stop();
    await rm(s3Dir, { recursive: true, force: true });
    await database.drop();
  };
}
