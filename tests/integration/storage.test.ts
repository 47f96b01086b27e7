import { createHash, randomBytes } from "node:crypto";
import { readdir } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { Readable } from "node:stream";
import { Client } from "minio";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Storage } from "../../server/storage/index.js";
import { MAX_OBJECT_BYTES, PART_BYTES } from "../../server/storage/put.js";
import { readAll, startS3, type TestS3 } from "./media-support.js";

const MiB = 1024 * 1024;
const originalUploadPart = Client.prototype.uploadPart;

let s3: TestS3;
let storage: Storage;

beforeAll(async () => {
  s3 = await startS3();
  storage = s3.storage;
});
afterAll(async () => {
  await s3?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** A client of the test's S3 server with the installation's access key and the given secret. */
const s3Client = (secretKey: string) =>
  new Client({
    endPoint: "127.0.0.1",
    port: Number(new URL(s3.endpoint).port),
    useSSL: false,
    accessKey: s3.accessKey,
    secretKey,
    region: "us-east-1",
  });

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** Yields `bytes` in chunks of `chunkSize` (odd sizes make chunks straddle part boundaries). */
function streamOf(bytes: Buffer, chunkSize = 65_537): Readable {
  return Readable.from(
    (function* () {
      for (let i = 0; i < bytes.length; i += chunkSize) yield bytes.subarray(i, i + chunkSize);
    })(),
  );
}

/** Multipart uploads s3rver still holds: it keeps each one's parts in a folder until completion. */
async function pendingUploads(): Promise<string[]> {
  const dir = path.join(s3.directory, storage.bucketName("private"), "._S3rver_uploads");
  return readdir(dir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === "ENOENT") return [];
    throw err;
  });
}

function spyOnS3Calls() {
  return {
    initiate: vi.spyOn(Client.prototype, "initiateNewMultipartUpload"),
    part: vi.spyOn(Client.prototype, "uploadPart"),
    complete: vi.spyOn(Client.prototype, "completeMultipartUpload"),
    abort: vi.spyOn(Client.prototype, "abortMultipartUpload"),
    listUploads: vi.spyOn(Client.prototype, "listIncompleteUploadsQuery"),
  };
}

describe("storage (minio client against s3rver)", () => {
  it("creates both buckets idempotently and pings", async () => {
    await storage.ensureBuckets();
    await storage.ensureBuckets();
    await expect(storage.ping()).resolves.toBeUndefined();
  });

  it("puts a buffer, stats it, streams it back and removes it", async () => {
    const body = randomBytes(1234);
    await storage.put("public", "a/b.bin", body, { size: body.length, contentType: "application/x-test" });
    const info = await storage.stat("public", "a/b.bin");
    expect(info).toMatchObject({ size: 1234, contentType: "application/x-test" });
    expect(info!.etag).toMatch(/^[0-9a-f]{32}$/);
    expect(info!.lastModified).toBeInstanceOf(Date);
    expect((await readAll(await storage.get("public", "a/b.bin"))).equals(body)).toBe(true);
    await storage.remove("public", ["a/b.bin", "never/existed"]);
    expect(await storage.stat("public", "a/b.bin")).toBeNull();
  });

  it.each([
    { name: "0 bytes", bytes: 0, parts: 0, path: "single PUT" },
    { name: "a stream shorter than its size limit", bytes: 6 * 1024 + 17, parts: 0, path: "single PUT" },
    { name: "exactly one part", bytes: PART_BYTES, parts: 0, path: "single PUT" },
    { name: "one byte over one part", bytes: PART_BYTES + 1, parts: 2, path: "2 parts" },
    { name: "12 MiB", bytes: 12 * MiB, parts: 3, path: "3 parts" },
    { name: "exactly two parts", bytes: 2 * PART_BYTES, parts: 2, path: "2 parts" },
  ])("round-trips a stream of $name byte-exact ($path)", async ({ bytes, parts }) => {
    const calls = spyOnS3Calls();
    const body = randomBytes(bytes);
    const key = `round-trip/${bytes}`;
    await storage.put("private", key, streamOf(body), { size: 25 * MiB, contentType: "application/pdf" });

    expect(calls.initiate).toHaveBeenCalledTimes(parts > 0 ? 1 : 0);
    expect(calls.part).toHaveBeenCalledTimes(parts);
    expect(calls.complete).toHaveBeenCalledTimes(parts > 0 ? 1 : 0);
    expect(calls.listUploads).not.toHaveBeenCalled();
    expect(await storage.stat("private", key)).toMatchObject({ size: bytes, contentType: "application/pdf" });
    expect(sha256(await readAll(await storage.get("private", key)))).toBe(sha256(body));
    expect(await pendingUploads()).toEqual([]);
    await storage.remove("private", [key]);
  });

  it("round-trips a 12 MiB buffer, and a stream that arrives as one chunk", async () => {
    const body = randomBytes(12 * MiB);
    await storage.put("private", "big-buffer", body, { size: body.length, contentType: "application/pdf" });
    await storage.put("private", "big-one-chunk", Readable.from([body]), { size: body.length, contentType: "application/pdf" });
    for (const key of ["big-buffer", "big-one-chunk"]) {
      expect(sha256(await readAll(await storage.get("private", key)))).toBe(sha256(body));
    }
    await storage.remove("private", ["big-buffer", "big-one-chunk"]);
  });

  it("reads the source only as fast as parts upload (one part in memory)", async () => {
    const calls = spyOnS3Calls();
    let produced = 0;
    const total = 4 * PART_BYTES + 123;
    const source = new Readable({
      highWaterMark: 64 * 1024,
      read() {
        const n = Math.min(64 * 1024, total - produced);
        produced += n;
        this.push(n > 0 ? randomBytes(n) : null);
      },
    });
    const producedDuringPart: Array<{ part: number; before: number; after: number }> = [];
    calls.part.mockImplementation(async function (this: Client, config, payload) {
      const before = produced;
      await new Promise((r) => setTimeout(r, 50));
      const result = await originalUploadPart.call(this, config, payload);
      producedDuringPart.push({ part: config.partNumber, before, after: produced });
      return result;
    });

    await storage.put("private", "paced", source, { size: total, contentType: "application/pdf" });

    expect(producedDuringPart.map((p) => p.part)).toEqual([1, 2, 3, 4, 5]);
    for (const { part, before, after } of producedDuringPart) {
      // Part n is sent once n parts (plus the chunk that showed more was coming) have been read; while it
      // uploads the source only refills its own small buffer.
      expect(before).toBeLessThanOrEqual(part * PART_BYTES + 2 * 64 * 1024);
      expect(after - before).toBeLessThanOrEqual(2 * 64 * 1024);
    }
    expect((await storage.stat("private", "paced"))?.size).toBe(total);
    await storage.remove("private", ["paced"]);
  });

  it.each([
    { name: "before a part was sent", bytes: 100_000 },
    { name: "after a part was sent", bytes: 7 * MiB },
  ])("stores nothing when the stream fails $name", async ({ bytes }) => {
    const calls = spyOnS3Calls();
    const stream = new Readable({ read() {} });
    stream.push(randomBytes(bytes));
    setTimeout(() => stream.destroy(new Error("client went away")), 100);
    await expect(storage.put("private", "aborted", stream, { size: 25 * MiB, contentType: "application/pdf" })).rejects.toThrow(
      "client went away",
    );
    // s3rver lacks AbortMultipartUpload, so the fallback (complete, then delete) has to leave nothing either.
    expect(calls.abort).toHaveBeenCalledTimes(bytes > PART_BYTES ? 1 : 0);
    expect(await storage.stat("private", "aborted")).toBeNull();
    expect(await pendingUploads()).toEqual([]);
  });

  it("stores nothing when the stream is destroyed without an error", async () => {
    const stream = new Readable({ read() {} });
    stream.push(randomBytes(6 * MiB));
    setTimeout(() => stream.destroy(), 100);
    await expect(storage.put("private", "destroyed", stream, { size: 25 * MiB, contentType: "application/pdf" })).rejects.toThrow(
      /premature close/i,
    );
    expect(await storage.stat("private", "destroyed")).toBeNull();
    expect(await pendingUploads()).toEqual([]);
  });

  it("treats size as a limit: a longer body is refused, destroyed and not stored", async () => {
    const body = randomBytes(11 * MiB);
    const stream = streamOf(body);
    await expect(storage.put("private", "too-long", stream, { size: 10 * MiB, contentType: "application/pdf" })).rejects.toThrow(
      RangeError,
    );
    expect(stream.destroyed).toBe(true);
    await expect(storage.put("private", "too-long", body, { size: 10 * MiB, contentType: "application/pdf" })).rejects.toThrow(
      RangeError,
    );
    expect(await storage.stat("private", "too-long")).toBeNull();
    expect(await pendingUploads()).toEqual([]);
  });

  it("refuses a size limit beyond S3's 10,000 parts", async () => {
    await expect(
      storage.put("private", "huge", Readable.from([Buffer.from("x")]), {
        size: MAX_OBJECT_BYTES + 1,
        contentType: "text/plain",
      }),
    ).rejects.toThrow(RangeError);
  });

  it("keeps the buckets apart and treats a missing object as null", async () => {
    await storage.put("private", "secret", Buffer.from("x"), { size: 1, contentType: "text/plain" });
    expect(await storage.stat("public", "secret")).toBeNull();
    expect(storage.bucketName("public")).not.toBe(storage.bucketName("private"));
  });

  it("lists a bucket of more than one page (1,000 keys), every key once, in key order", async () => {
    // s3rver pages V2 listings with a DES token OpenSSL 3 lacks: a second page used to be a 500
    const keys = Array.from({ length: 1_005 }, (_, i) => `many/${String(i).padStart(5, "0")}.txt`);
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < keys.length) {
          const key = keys[next++]!;
          await storage.put("public", key, Buffer.from(key), { size: key.length, contentType: "text/plain" });
        }
      }),
    );
    const listed: string[] = [];
    for await (const { key, size } of storage.list("public")) {
      if (!key.startsWith("many/")) continue;
      listed.push(key);
      expect(size).toBe(key.length);
    }
    expect(listed).toEqual(keys);
  }, 120_000);
});

describe("embedded S3 server access (issue 10)", () => {
  it("answers only requests signed with the installation's key: the private bucket is not public", async () => {
    const key = `secret-${randomBytes(4).toString("hex")}.pdf`;
    await storage.put("private", key, streamOf(Buffer.from("%PDF-1.7 medical report")), {
      size: 1024,
      contentType: "application/pdf",
    });
    const url = `${s3.endpoint}/${storage.bucketName("private")}/${key}`;

    expect((await fetch(url)).status).toBe(403);
    expect((await fetch(`${s3.endpoint}/${storage.bucketName("private")}?list-type=2`)).status).toBe(403);
    expect((await fetch(url, { method: "PUT", body: "overwrite" })).status).toBe(403);
    // s3rver's well-known default secret, and a forged V4 header, do not pass either
    for (const secretKey of ["S3RVER", "not-the-key"]) {
      const forged = s3Client(secretKey);
      await expect(forged.statObject(storage.bucketName("private"), key)).rejects.toThrow();
      await expect(
        forged.presignedGetObject(storage.bucketName("private"), key, 60).then((signed) => fetch(signed).then((r) => r.status)),
      ).resolves.toBe(403);
    }
    // the app's own client, and a URL it presigns, still work
    expect(await readAll(await storage.get("private", key))).toEqual(Buffer.from("%PDF-1.7 medical report"));
    const own = s3Client(s3.secretKey);
    expect((await fetch(await own.presignedGetObject(storage.bucketName("private"), key, 60))).status).toBe(200);
  });
});

describe("embedded S3 server: a bucket check reads no objects", () => {
  it("answers HeadBucket (ping, /readyz) without listing the bucket, and 404 for a missing one", async () => {
    // s3rver answers HEAD with its GET handler: every readiness check listed 1,000 objects and opened 2
    // files for each, so a burst of checks after failed requests exhausted the process's file descriptors
    const FilesystemStore = createRequire(import.meta.url)("s3rver/lib/stores/filesystem.js") as {
      prototype: { listObjects: (...args: unknown[]) => unknown };
    };
    const listing = vi.spyOn(FilesystemStore.prototype, "listObjects");
    await storage.put("public", "ping/one.txt", Buffer.from("1"), { size: 1, contentType: "text/plain" });
    await expect(storage.ping()).resolves.toBeUndefined();
    const own = s3Client(s3.secretKey);
    expect(await own.bucketExists(storage.bucketName("public"))).toBe(true);
    expect(await own.bucketExists("no-such-bucket-here")).toBe(false);
    expect(listing).not.toHaveBeenCalled();
    // a listing still lists
    const keys: string[] = [];
    for await (const { key } of storage.list("public")) if (key.startsWith("ping/")) keys.push(key);
    expect(keys).toEqual(["ping/one.txt"]);
    expect(listing).toHaveBeenCalled();
  });
});
