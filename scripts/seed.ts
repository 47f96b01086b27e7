/*
 * npx tsx scripts/seed.ts
 * Migrates the database at DATABASE_URL, loads the first-run content into it and the S3 server at
 * S3_ENDPOINT (once: a seeded database is left alone), and creates the first admin if there is none
 * (ADMIN_USERNAME / ADMIN_PASSWORD, else 'admin' with a generated password printed once).
 */
import { createLogger } from "../server/logger.js";
import { createDb } from "../server/db/knex.js";
import { migrateLatest } from "../server/db/migrate.js";
import { configOrFail, fail, firstAdminRefusal } from "../server/ops/cli.js";
import { createStorage } from "../server/storage/index.js";
import { ensureFirstAdmin, seed } from "../server/modules/seed/index.js";

async function main() {
  const config = configOrFail();
  const { databaseUrl, s3 } = config;
  if (!databaseUrl) fail("DATABASE_URL is not set. (npm start seeds its embedded database by itself.)");
  if (!s3.endpoint || !s3.accessKey || !s3.secretKey)
    fail("S3_ENDPOINT, S3_ACCESS_KEY and S3_SECRET_KEY must be set: seed images are stored there.");

  const logger = createLogger(config);
  const db = createDb(databaseUrl);
  try {
    const storage = createStorage({
      endpoint: s3.endpoint,
      accessKey: s3.accessKey,
      secretKey: s3.secretKey,
      region: s3.region,
      publicBucket: s3.publicBucket,
      privateBucket: s3.privateBucket,
    });
    await storage.ensureBuckets();
    await migrateLatest(db);
    const result = await seed({ db, storage, logger, config });
    process.stdout.write(
      result.applied
        ? `Seeded: forms 1–4 and demo content with ${result.images} images.\n`
        : "Already seeded: nothing changed.\n",
    );

    const first = await ensureFirstAdmin(db, config.admin);
    if (!first.ok) fail(firstAdminRefusal(first.reason));
    const admin = first.created;
    if (admin?.generatedPassword) {
      process.stdout.write(
        `First admin created. Sign in as '${admin.username}' with password: ${admin.generatedPassword}\n(It is shown only this once.)\n`,
      );
    } else if (admin) {
      process.stdout.write(`First admin '${admin.username}' created from ADMIN_USERNAME/ADMIN_PASSWORD.\n`);
    }
  } finally {
    await db.destroy();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
