import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { pino } from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config/index.js";
import type { StoredFile } from "../../server/modules/files/stored-file.js";
import { createImageFromUpload } from "../../server/modules/media/images.server.js";
import { createQueues, imageJobId, type Queues } from "../../server/queue/index.js";
import { createMetrics } from "../../server/metrics/index.js";
import { createMailer } from "../../server/modules/notifications/mailer.server.js";
import type { Services } from "../../server/services.js";
import { startWorkers, type RunningWorkers } from "../../workers/main.js";
import { createTestDb, startS3, type TestDb, type TestS3 } from "./media-support.js";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const prefix = `test-queue-${randomUUID().slice(0, 8)}`;

let s3: TestS3;
let testDb: TestDb;
let queues: Queues;
let redis: Redis;
let services: Services;
let workers: RunningWorkers | undefined;

beforeAll(async () => {
  [s3, testDb] = await Promise.all([startS3(), createTestDb()]);
  const logger = pino({ level: "silent" });
  queues = createQueues(REDIS_URL, { prefix, logger });
  redis = new Redis(REDIS_URL);
  const config = loadConfig({ NODE_ENV: "test" });
  services = {
    config,
    logger,
    db: testDb.db,
    redis,
    storage: s3.storage,
    queues,
    metrics: createMetrics(queues),
    mailer: createMailer(config.mail, logger),
    close: async () => undefined,
  };
});

afterAll(async () => {
  await workers?.close();
  await queues?.close();
  if (redis) {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  }
  await Promise.allSettled([s3?.close(), testDb?.drop()]);
});

/** A file as the upload module leaves it: private object + unclaimed files row. */
async function storedImage(width: number, height: number): Promise<StoredFile> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: "#36c" } })
    .jpeg()
    .toBuffer();
  const key = `uploads/2026/02/${randomUUID()}`;
  await s3.storage.put("private", key, bytes, { size: bytes.length, contentType: "image/jpeg" });
  const [{ id }] = await testDb
    .db("files")
    .insert({
      bucket: "private",
      object_key: key,
      kind: "image",
      content_type: "image/jpeg",
      size_bytes: bytes.length,
      original_name: "p.jpg",
    })
    .returning("id");
  return {
    id,
    field: "image",
    key,
    bucket: "private",
    contentType: "image/jpeg",
    size: bytes.length,
    originalName: "p.jpg",
    kind: "image",
  };
}

const imageRow = (id: number) => testDb.db("images").where({ id }).first();
const jobOf = (imageId: number, file: StoredFile) => imageJobId({ imageId, objectKey: file.key });

describe("queues", () => {
  it("validates payloads with zod before adding a job", async () => {
    await expect(queues.enqueue("images", { imageId: -1, objectKey: "uploads/x" })).rejects.toThrow();
    await expect(queues.enqueue("images", { imageId: 1 } as never)).rejects.toThrow();
    await expect(queues.enqueue("maintenance", { task: "nope" } as never)).rejects.toThrow();
    await expect(queues.enqueue("exports", { exportId: "not-a-uuid" })).rejects.toThrow();
    expect(await queues.images.getJobCountByTypes("waiting", "delayed", "active")).toBe(0);
  });

  it("keys image jobs by image id and object key, so queuing twice is one job and another upload another", async () => {
    const payload = { imageId: 424242, objectKey: "uploads/2026/02/a" };
    const a = await queues.enqueue("images", payload);
    const b = await queues.enqueue("images", payload);
    expect(a.id).toBe(imageJobId(payload));
    expect(a.id).toMatch(/^image-424242-[0-9a-f]{16}$/);
    expect(b.id).toBe(a.id);
    expect(await queues.images.getJobCountByTypes("waiting")).toBe(1);
    expect(a.opts).toMatchObject({ attempts: 5, backoff: { type: "exponential", delay: 2000 } });
    const c = await queues.enqueue("images", { imageId: 424242, objectKey: "uploads/2026/02/b" });
    expect(c.id).not.toBe(a.id);
    expect(await queues.images.getJobCountByTypes("waiting")).toBe(2);
    await a.remove();
    await c.remove();
  });

  it("queues the image job only once the caller's transaction commits", async () => {
    const file = await storedImage(50, 40);
    let imageId = 0;
    await testDb.db.transaction(async (trx) => {
      imageId = await createImageFromUpload(services, file, { category: "x" }, trx);
      expect(await queues.images.getJob(jobOf(imageId, file))).toBeUndefined();
    });
    await expect.poll(() => queues.images.getJob(jobOf(imageId, file)).then(Boolean)).toBe(true);

    const other = await storedImage(50, 40);
    await testDb.db
      .transaction(async (trx) => {
        imageId = await createImageFromUpload(services, other, { category: "x" }, trx);
        throw new Error("rollback");
      })
      .catch(() => undefined);
    await new Promise((r) => setTimeout(r, 100));
    expect(await queues.images.getJob(jobOf(imageId, other))).toBeUndefined();
    expect(await testDb.db("files").where({ id: other.id }).first("claimed_at")).toEqual({ claimed_at: null });
  });
});

describe("workers (real BullMQ against Redis)", () => {
  it("start, register the maintenance schedulers and process an uploaded image end to end", async () => {
    workers = await startWorkers(services);
    const schedulers = await queues.maintenance.getJobSchedulers();
    expect(schedulers.map((s) => s.key).sort()).toEqual([
      "delete-expired-sessions",
      "requeue-stale-images",
      "sweep-orphan-files",
    ]);

    const file = await storedImage(900, 600);
    const imageId = await createImageFromUpload(services, file, { category: "  Gallery ", alt: "A crane" });
    expect(await imageRow(imageId)).toMatchObject({ category: "gallery", alt: "A crane", status: "processing" });
    expect((await testDb.db("files").where({ id: file.id }).first()).claimed_at).toBeInstanceOf(Date);

    await expect.poll(async () => (await imageRow(imageId)).status, { timeout: 15_000, interval: 100 }).toBe("ready");
    expect(await imageRow(imageId)).toMatchObject({ width: 900, height: 600 });
    const variants = await testDb.db("image_variants").where({ image_id: imageId }).orderBy("width").pluck("width");
    expect(variants).toEqual([320, 640]);
  });

  it("marks the image failed when its last attempt fails", async () => {
    const file = await storedImage(100, 100);
    const [{ id: imageId }] = await testDb.db("images").insert({ file_id: file.id, category: "x" }).returning("id");
    await s3.storage.remove("private", [file.key]);
    await queues.enqueue("images", { imageId, objectKey: file.key }, { attempts: 1 });
    await expect.poll(async () => (await imageRow(imageId)).status, { timeout: 15_000, interval: 100 }).toBe("failed");
    expect((await imageRow(imageId)).error).toMatch(/^Processing failed after 1 attempts: /);
  });

  it("sweeps unclaimed uploads older than an hour (object and row), keeping recent and claimed ones", async () => {
    const old = await storedImage(10, 10);
    const recent = await storedImage(10, 10);
    const claimed = await storedImage(10, 10);
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    await testDb.db("files").whereIn("id", [old.id, claimed.id]).update({ created_at: twoHoursAgo });
    await testDb.db("files").where({ id: claimed.id }).update({ claimed_at: twoHoursAgo });

    await queues.enqueue("maintenance", { task: "sweep-orphan-files" });
    await expect.poll(() => testDb.db("files").where({ id: old.id }).first(), { timeout: 15_000, interval: 100 }).toBeUndefined();
    expect(await s3.storage.stat("private", old.key)).toBeNull();
    for (const kept of [recent, claimed]) {
      expect(await testDb.db("files").where({ id: kept.id }).first()).toBeDefined();
      expect(await s3.storage.stat("private", kept.key)).not.toBeNull();
    }
  });

  it("queues images stuck in processing whose job was lost", async () => {
    const file = await storedImage(400, 300);
    await testDb.db("files").where({ id: file.id }).update({ claimed_at: new Date() });
    const [{ id: imageId }] = await testDb
      .db("images")
      .insert({ file_id: file.id, category: "x", uploaded_at: new Date(Date.now() - 3600_000) })
      .returning("id");
    await queues.enqueue("maintenance", { task: "requeue-stale-images" });
    await expect.poll(async () => (await imageRow(imageId)).status, { timeout: 15_000, interval: 100 }).toBe("ready");
  });

  it("processes a new upload whose row id an earlier database already used, under a Redis that remembers that job (issue 10)", async () => {
    const first = await storedImage(120, 80);
    const imageId = await createImageFromUpload(services, first, { category: "x" });
    await expect.poll(async () => (await imageRow(imageId)).status, { timeout: 15_000, interval: 100 }).toBe("ready");
    expect(await queues.images.getJob(jobOf(imageId, first)).then((j) => j?.getState())).toBe("completed");

    // "reset the database": the row is gone and the next upload gets the same id, while Redis keeps the finished job
    await testDb.db("image_variants").where({ image_id: imageId }).delete();
    await testDb.db("images").where({ id: imageId }).delete();
    await testDb.db.raw("select setval(pg_get_serial_sequence('images', 'id'), ?, false)", [imageId]);
    const second = await storedImage(90, 60);
    expect(await createImageFromUpload(services, second, { category: "x" })).toBe(imageId);
    await expect.poll(async () => (await imageRow(imageId)).status, { timeout: 15_000, interval: 100 }).toBe("ready");
    expect(await imageRow(imageId)).toMatchObject({ width: 90, height: 60, file_id: second.id });
  });

  it("re-runs a stale image whose job already completed", async () => {
    const file = await storedImage(200, 100);
    const imageId = await createImageFromUpload(services, file, { category: "x" });
    await expect.poll(async () => (await imageRow(imageId)).status, { timeout: 15_000, interval: 100 }).toBe("ready");
    // stuck "processing" long after upload although its job finished (e.g. restored from a backup taken mid-processing)
    await testDb
      .db("images")
      .where({ id: imageId })
      .update({ status: "processing", uploaded_at: new Date(Date.now() - 3600_000) });
    await queues.enqueue("maintenance", { task: "requeue-stale-images" });
    await expect.poll(async () => (await imageRow(imageId)).status, { timeout: 15_000, interval: 100 }).toBe("ready");
  });

  it("shut down gracefully: close waits for work in progress and no job runs afterwards", async () => {
    const file = await storedImage(1600, 1200);
    const imageId = await createImageFromUpload(services, file, { category: "x" });
    await expect
      .poll(async () => (await queues.images.getJob(jobOf(imageId, file)))?.getState(), { interval: 5 })
      .not.toBe("waiting");
    await workers!.close();
    workers = undefined;
    expect((await imageRow(imageId)).status).toBe("ready");

    const laterFile = await storedImage(30, 30);
    const later = await createImageFromUpload(services, laterFile, { category: "x" });
    await new Promise((r) => setTimeout(r, 300));
    expect(await queues.images.getJob(jobOf(later, laterFile)).then((j) => j?.getState())).toBe("waiting");
  });
});
