// The scratch backend a benchmark runs against, removed again afterwards.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A database of its own (migrations not run), an S3 server keeping its objects in `dataDir`/s3, a Redis prefix of
 * its own and a connection to the database; `close()` removes them all. The modules load on the first call, after
 * whatever the calling script does first (e.g. a build).
 */
export async function openBenchBackend(redisUrl: string) {
  const { createTemporaryDatabase } = await import("../tests/support/database.js");
  const { deleteRedisPrefix } = await import("../tests/support/redis.js");
  const { createDb } = await import("../server/db/knex.js");
  const { startS3rver } = await import("../server/embedded/s3.js");

  const prefix = `bench${randomBytes(3).toString("hex")}`;
  const database = await createTemporaryDatabase("bench");
  const dataDir = await mkdtemp(path.join(tmpdir(), "crestline-bench-"));
  const s3 = await startS3rver(path.join(dataDir, "s3"));
  const db = createDb(database.url);
  return {
    prefix,
    database,
    dataDir,
    s3,
    db,
    async close() {
      await db.destroy();
      await s3.stop();
      await rm(dataDir, { recursive: true, force: true });
      await database.drop();
      await deleteRedisPrefix(redisUrl, prefix);
    },
  };
}
