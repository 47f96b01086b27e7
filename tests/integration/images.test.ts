import { randomUUID } from "node:crypto";
import { crc32, deflateSync } from "node:zlib";
import { pino } from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config/index.js";
import { processImage, renderVariants, variantKey } from "../../server/modules/media/images.server.js";
import { createTestDb, readAll, startS3, type TestDb, type TestS3 } from "./media-support.js";

const config = loadConfig({ NODE_ENV: "test" });
let s3: TestS3;
let testDb: TestDb;
let services: Parameters<typeof processImage>[0];

beforeAll(async () => {
  [s3, testDb] = await Promise.all([startS3(), createTestDb()]);
  services = { config, db: testDb.db, storage: s3.storage, logger: pino({ level: "silent" }) };
});

afterAll(async () => {
  await Promise.allSettled([s3?.close(), testDb?.drop()]);
});

/** What the upload module and createImageFromUpload leave behind: a private original, its files row, an images row. */
async function uploadedImage(bytes: Buffer, contentType = "image/jpeg"): Promise<number> {
  const key = `uploads/2026/01/${randomUUID()}`;
  await s3.storage.put("private", key, bytes, { size: bytes.length, contentType });
  const [file] = await testDb
    .db("files")
    .insert({
      bucket: "private",
      object_key: key,
      kind: "image",
      content_type: contentType,
      size_bytes: bytes.length,
      claimed_at: new Date(),
    })
    .returning("id");
  const [image] = await testDb.db("images").insert({ file_id: file.id, category: "site" }).returning("id");
  return image.id as number;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A ~100-byte PNG whose header declares 20000×20000 pixels (1.2 GB once decoded). */
function pixelBomb(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20000, 0);
  ihdr.writeUInt32BE(20000, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", deflateSync(Buffer.alloc(60_001))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

async function variantsOf(imageId: number) {
  return testDb
    .db("image_variants")
    .where({ image_id: imageId })
    .orderBy("width")
    .select("width", "height", "object_key", "size_bytes");
}

describe("image processing", () => {
  it("turns a rotated JPEG with EXIF into webp variants no wider than the original, without metadata", async () => {
    // Stored 1500×1000 landscape with orientation 6: it displays as 1000×1500 portrait.
    const jpeg = await sharp({ create: { width: 1500, height: 1000, channels: 3, background: "#3a7" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: "secret owner", Artist: "someone" } })
      .toBuffer();
    const id = await uploadedImage(jpeg);

    expect(await processImage(services, id)).toBe("ready");

    const image = await testDb.db("images").where({ id }).first();
    expect(image).toMatchObject({ status: "ready", width: 1000, height: 1500, error: null });
    expect(image.processed_at).toBeInstanceOf(Date);
    const variants = await variantsOf(id);
    expect(variants.map((v) => [v.width, v.height, v.object_key])).toEqual([
      [320, 480, variantKey(id, 320)],
      [640, 960, variantKey(id, 640)],
      [960, 1440, variantKey(id, 960)],
    ]);
    for (const v of variants) {
      expect(await s3.storage.stat("public", v.object_key)).toMatchObject({ size: v.size_bytes, contentType: "image/webp" });
      const meta = await sharp(await readAll(await s3.storage.get("public", v.object_key))).metadata();
      expect(meta).toMatchObject({ format: "webp", width: v.width, height: v.height });
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
  });

  it("makes exactly one variant, at its own width, from an image narrower than every configured width", async () => {
    const png = await sharp({ create: { width: 200, height: 100, channels: 4, background: "#00f8" } })
      .png()
      .toBuffer();
    const id = await uploadedImage(png, "image/png");
    expect(await processImage(services, id)).toBe("ready");
    expect((await variantsOf(id)).map((v) => [v.width, v.height])).toEqual([[200, 100]]);
  });

  it("is idempotent: re-running replaces the variants and drops ones no longer produced", async () => {
    const jpeg = await sharp({ create: { width: 700, height: 350, channels: 3, background: "#888" } })
      .jpeg()
      .toBuffer();
    const id = await uploadedImage(jpeg);
    await processImage(services, id);
    const first = await variantsOf(id);

    // A variant from an earlier configuration, e.g. a width since removed.
    const oldKey = variantKey(id, 100);
    await s3.storage.put("public", oldKey, Buffer.from("old"), { size: 3, contentType: "image/webp" });
    await testDb.db("image_variants").insert({ image_id: id, width: 100, height: 50, object_key: oldKey, size_bytes: 3 });

    expect(await processImage(services, id)).toBe("ready");
    expect(await variantsOf(id)).toEqual(first);
    expect(await s3.storage.stat("public", oldKey)).toBeNull();
    const keys = (await s3.listKeys("public")).filter((k) => k.startsWith(`images/${id}/`)).sort();
    expect(keys).toEqual(first.map((v) => v.object_key).sort());
  });

  it("refuses a decompression bomb before decoding it: status failed with a clear error", async () => {
    const bomb = pixelBomb();
    expect(bomb.length).toBeLessThan(1000);
    const id = await uploadedImage(bomb, "image/png");
    expect(await processImage(services, id)).toBe("failed");
    const image = await testDb.db("images").where({ id }).first();
    expect(image.status).toBe("failed");
    expect(image.error).toBe("Image is too large: 20000×20000 pixels exceeds the limit of 50,000,000 pixels.");
    expect(await variantsOf(id)).toEqual([]);
  });

  it("honours the configured pixel limit", async () => {
    const png = await sharp({ create: { width: 1200, height: 1000, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    await expect(renderVariants(png, 1_000_000, [320])).rejects.toThrow(
      "Image is too large: 1200×1000 pixels exceeds the limit of 1,000,000 pixels.",
    );
    await expect(renderVariants(png, 1_200_000, [320])).resolves.toMatchObject({ width: 1200, height: 1000 });
  });

  it("marks undecodable input as failed and ignores images that no longer exist", async () => {
    const truncated = (
      await sharp({ create: { width: 400, height: 400, channels: 3, background: "#a00" } })
        .jpeg()
        .toBuffer()
    ).subarray(0, 600);
    const id = await uploadedImage(truncated);
    expect(await processImage(services, id)).toBe("failed");
    expect((await testDb.db("images").where({ id }).first()).error).toMatch(
      /^(Not a readable image|The image could not be processed)/,
    );
    expect(await processImage(services, 999_999)).toBe("missing");
  });
});
