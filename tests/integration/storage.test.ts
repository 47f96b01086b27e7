import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readAll, startS3, type TestS3 } from "./media-support.js";

let s3: TestS3;

beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await s3?.close();
});

describe("storage (minio client against s3rver)", () => {
  it("creates both buckets idempotently and pings", async () => {
    await s3.storage.ensureBuckets();
    await s3.storage.ensureBuckets();
    await expect(s3.storage.ping()).resolves.toBeUndefined();
  });

  it("puts a buffer, stats it, streams it back and removes it", async () => {
    const body = randomBytes(1234);
    await s3.storage.put("public", "a/b.bin", body, { size: body.length, contentType: "application/x-test" });
    const info = await s3.storage.stat("public", "a/b.bin");
    expect(info).toMatchObject({ size: 1234, contentType: "application/x-test" });
    expect(info!.etag).toMatch(/^[0-9a-f]{32}$/);
    expect(info!.lastModified).toBeInstanceOf(Date);
    expect((await readAll(await s3.storage.get("public", "a/b.bin"))).equals(body)).toBe(true);
    await s3.storage.remove("public", ["a/b.bin", "never/existed"]);
    expect(await s3.storage.stat("public", "a/b.bin")).toBeNull();
  });

  it("stores a stream shorter than the declared size with its real length (single PUT)", async () => {
    const body = randomBytes(6 * 1024 * 1024 + 17);
    const stream = Readable.from(
      (function* () {
        for (let i = 0; i < body.length; i += 65536) yield body.subarray(i, i + 65536);
      })(),
    );
    await s3.storage.put("private", "streamed", stream, { size: 25 * 1024 * 1024, contentType: "application/pdf" });
    const info = await s3.storage.stat("private", "streamed");
    expect(info).toMatchObject({ size: body.length, contentType: "application/pdf" });
    expect((await readAll(await s3.storage.get("private", "streamed"))).equals(body)).toBe(true);
  });

  it("stores nothing when the stream fails midway", async () => {
    const stream = new Readable({ read() {} });
    stream.push(randomBytes(100_000));
    setTimeout(() => stream.destroy(new Error("client went away")), 20);
    await expect(
      s3.storage.put("private", "aborted", stream, { size: 1024 * 1024, contentType: "application/pdf" }),
    ).rejects.toThrow("client went away");
    expect(await s3.storage.stat("private", "aborted")).toBeNull();
  });

  it("keeps the buckets apart and treats a missing object as null", async () => {
    await s3.storage.put("private", "secret", Buffer.from("x"), { size: 1, contentType: "text/plain" });
    expect(await s3.storage.stat("public", "secret")).toBeNull();
    expect(s3.storage.bucketName("public")).not.toBe(s3.storage.bucketName("private"));
  });

  it("refuses stream sizes that would leave the single-PUT path", async () => {
    await expect(
      s3.storage.put("private", "big", Readable.from([Buffer.from("x")]), { size: 65 * 1024 * 1024, contentType: "text/plain" }),
    ).rejects.toThrow(/single-PUT/);
  });
});
