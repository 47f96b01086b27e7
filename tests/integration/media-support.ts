/*
 * Backing services for the storage/upload/images/queue tests: a real s3rver in a temp dir and a
 * real PostgreSQL database created (and migrated) for one test file and dropped afterwards.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import knex, { type Knex } from "knex";
import { Client } from "minio";
import { createDb } from "../../server/db/knex.js";
import { migrateLatest } from "../../server/db/migrate.js";
import { startS3rver } from "../../server/embedded/s3.js";
import { createStorage, type Storage } from "../../server/storage/index.js";

const ADMIN_DATABASE_URL = process.env.TEST_ADMIN_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export interface TestS3 {
  endpoint: string;
  /** The server's data directory. */
  directory: string;
  accessKey: string;
  secretKey: string;
  storage: Storage;
  /** Every key in one of the two buckets (straight from S3, bypassing the Storage interface). */
  listKeys(bucket: "public" | "private"): Promise<string[]>;
  /** Stops the server; removes its data directory too unless the caller named it. */
  close(): Promise<void>;
}

/** An embedded S3 server with a fresh pair of buckets, on `directory` or on a temporary directory of its own. */
export async function startS3(directory?: string): Promise<TestS3> {
  const dataDir = directory ?? (await mkdtemp(path.join(tmpdir(), "s3rver-")));
  const s3 = await startS3rver(dataDir);
  const { endpoint, accessKey, secretKey } = s3;
  const suffix = randomBytes(4).toString("hex");
  const storage = createStorage({
    endpoint,
    accessKey,
    secretKey,
    region: "us-east-1",
    publicBucket: `test-public-${suffix}`,
    privateBucket: `test-private-${suffix}`,
  });
  await storage.ensureBuckets();
  const { hostname, port } = new URL(endpoint);
  const client = new Client({ endPoint: hostname, port: Number(port), useSSL: false, accessKey, secretKey });
  return {
    endpoint,
    directory: dataDir,
    accessKey,
    secretKey,
    storage,
    async listKeys(bucket) {
      const keys: string[] = [];
      // V1, paged by key: s3rver cannot page a V2 listing (see Storage.list in server/storage/index.ts)
      for await (const item of client.listObjects(storage.bucketName(bucket), "", true)) {
        if (item.name) keys.push(item.name);
      }
      return keys;
    },
    async close() {
      await s3.stop();
      if (!directory) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestDb {
  url: string;
  db: Knex;
  drop(): Promise<void>;
}

export async function createTestDb(): Promise<TestDb> {
  const name = `test_media_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = knex({ client: "pg", connection: ADMIN_DATABASE_URL, pool: { min: 0, max: 1 } });
  await admin.raw("CREATE DATABASE ??", [name]);
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  const db = createDb(url.toString());
  await migrateLatest(db);
  return {
    url: url.toString(),
    db,
    async drop() {
      await db.destroy();
      await admin.raw("DROP DATABASE IF EXISTS ?? WITH (FORCE)", [name]);
      await admin.destroy();
    },
  };
}

export async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
