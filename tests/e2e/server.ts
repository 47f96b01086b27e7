// Starts the production build for the end-to-end tests on a database and data directory of its own.
import { appendFileSync, mkdirSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import knex from "knex";
import { adminUrl } from "../support/database.js";
import { deleteRedisPrefix } from "../support/redis.js";
import { E2E_ADMIN, e2eServerLog } from "./fixtures.js";

const port = process.env.E2E_PORT ?? "3111";
// named after the port, so two e2e runs on one machine never share a database
const database = `crestline_e2e_${port}`;
const dataDir = path.join(tmpdir(), `crestline-e2e-${port}`);

const admin = knex({ client: "pg", connection: adminUrl, pool: { min: 0, max: 1 } });
await admin.raw("drop database if exists ?? with (force)", [database]);
await admin.raw("create database ??", [database]);
await admin.destroy();
await rm(dataDir, { recursive: true, force: true });

// Queues and rate-limit counters of an earlier run would point at rows that no longer exist.
const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const prefix = `e2e${port}`;
await deleteRedisPrefix(redisUrl, prefix);

// Every log line also goes to a file that tests/e2e/server-logs.spec.ts reads once the other specs have run.
const logFile = e2eServerLog(port);
mkdirSync(path.dirname(logFile), { recursive: true });
writeFileSync(logFile, "");
const writeStdout = process.stdout.write.bind(process.stdout);
process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
  appendFileSync(logFile, chunk);
  return (writeStdout as (...args: unknown[]) => boolean)(chunk, ...rest);
}) as typeof process.stdout.write;

const url = new URL(adminUrl);
url.pathname = `/${database}`;
Object.assign(process.env, {
  NODE_ENV: "test",
  LOG_LEVEL: "info",
  PORT: port,
  PUBLIC_URL: `http://localhost:${port}`,
  DATABASE_URL: url.toString(),
  REDIS_URL: redisUrl,
  REDIS_PREFIX: prefix,
  DATA_DIR: dataDir,
  // every browser of the suite shares one IP: the limit itself is covered by integration tests
  SUBMISSION_RATE_LIMIT: "1000",
  // worker registrations: enough for the suite's own; payments-registration.spec.ts spends the rest to see the refusal
  REGISTRATION_RATE_LIMIT: "40",
  ADMIN_USERNAME: E2E_ADMIN.username,
  ADMIN_PASSWORD: E2E_ADMIN.password,
});
process.argv.push("--role", "all");
// the production bundle, built by `npm run build` before the end-to-end run
await import(pathToFileURL(path.resolve("dist/server/main.js")).href);
