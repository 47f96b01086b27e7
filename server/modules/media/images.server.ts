import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import type { Knex } from "knex";
import sharp, { type Metadata } from "sharp";
import { z } from "zod";
import { text } from "../validation/text.js";
import type { StoredFile } from "../files/stored-file.js";
import { fn } from "objection";
import { Image } from "../../db/models/Image.js";
import { ImageVariant } from "../../db/models/ImageVariant.js";
import type { Services } from "../../services.js";
import { claimFiles } from "./files.server.js";
import { imageJobId } from "../../queue/index.js";
import { imageDetailsSchema, titleFromFileName, type ImageDetails } from "./image-fields.js";

/** The image itself is unusable (not an image, corrupt, too many pixels): retrying cannot help. */
export class ImageRejectedError extends Error {}

export const imageInputSchema = z.object({
  category: text().trim().toLowerCase().min(1, "Category is required.").max(100),
  alt: text().trim().max(300).default(""),
});

/**
 * The public key of a variant. Variants are served as immutable, so a picture that replaces an image's original
 * (replaceLibraryImage) gets its variants under a folder of its own (`version`, from the new original's key): its
 * URLs are new, and no cache keeps showing the old picture.
 */
export function variantKey(imageId: number, width: number, version?: string): string {
  return version ? `images/${imageId}/${version}/${width}.webp` : `images/${imageId}/${width}.webp`;
}

/**
 * The variant folder of an image's current original: none for the original it was created with, else a digest of
 * the replacing original's key. An original newer than its image is a replacement (a first upload is stored
 * before the image row is written).
 */
function variantVersion(image: { uploadedAt: Date }, source: { createdAt: Date; objectKey: string }): string | undefined {
  if (source.createdAt.getTime() <= image.uploadedAt.getTime()) return undefined;
  return createHash("sha256").update(source.objectKey).digest("hex").slice(0, 16);
}

/** Queues the `images` job of an image's original; a failure is only logged (requeue-stale-images retries). */
export function queueImage(services: Pick<Services, "queues" | "logger">, imageId: number, objectKey: string): Promise<unknown> {
  return services.queues.enqueue("images", { imageId, objectKey }).catch((err: unknown) => {
    // The maintenance task `requeue-stale-images` picks it up later.
    services.logger.warn({ err, imageId }, "could not queue image processing");
  });
}

/** The public URL path of a variant (served by server/http/media.ts). */
export function variantPath(objectKey: string): string {
  return `/media/${objectKey}`;
}

/**
 * Keeps an uploaded image: claims its file, inserts the `images` row (status processing) and, once the
 * transaction has committed, queues the `images` job. Pass `trx` to make it part of a larger transaction.
 * Without a title the image is named after its file ("site-1.jpg" → "site 1").
 */
export async function createImageFromUpload(
  services: Pick<Services, "db" | "queues" | "logger">,
  file: StoredFile,
  input: z.input<typeof imageInputSchema> & Partial<Omit<ImageDetails, "alt">>,
  trx?: Knex.Transaction,
): Promise<number> {
  if (file.kind !== "image") throw new Error(`createImageFromUpload: file ${file.id} is a ${file.kind}, not an image upload`);
  const { category } = imageInputSchema.parse(input);
  const details = imageDetailsSchema.parse({
    title: input.title,
    alt: input.alt,
    decorative: input.decorative,
    caption: input.caption,
  });
  const title = details.title || titleFromFileName(file.originalName);
  const insert = async (t: Knex.Transaction) => {
    await claimFiles(t, [file.id]);
    const { id } = await Image.query(t).insert({ fileId: file.id, category, ...details, title });
    return id;
  };
  const enqueue = (imageId: number) => queueImage(services, imageId, file.key);

  if (trx) {
    const imageId = await insert(trx);
    trx.executionPromise.then(
      () => enqueue(imageId),
      () => undefined,
    );
    return imageId;
  }
  const imageId = await services.db.transaction(insert);
  await enqueue(imageId);
  return imageId;
}

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

interface Rendered {
  width: number;
  height: number;
  variants: Array<{ width: number; height: number; data: Buffer }>;
}

/** Decodes, auto-rotates and re-encodes as webp (sharp writes no metadata unless asked). Throws ImageRejectedError for bad input. */
export async function renderVariants(input: Buffer, maxPixels: number, widths: readonly number[]): Promise<Rendered> {
  const open = () => sharp(input, { limitInputPixels: maxPixels, failOn: "error" });
  let meta: Metadata;
  try {
    // Reads the header only; the pixel limit is checked below with a message naming the dimensions.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch (err) {
    throw new ImageRejectedError(`Not a readable image (${(err as Error).message}).`);
  }
  const pixels = meta.width * (meta.pageHeight ?? meta.height);
  if (!(pixels > 0)) throw new ImageRejectedError("Not a readable image (no dimensions).");
  // Checked before decoding anything: a small file may declare a huge canvas (decompression bomb).
  if (pixels > maxPixels) {
    throw new ImageRejectedError(
      `Image is too large: ${meta.width}×${meta.height} pixels exceeds the limit of ${maxPixels.toLocaleString("en")} pixels.`,
    );
  }
  const { width, height } = meta.autoOrient;
  const targets = widths.filter((w) => w <= width);
  if (targets.length === 0) targets.push(width);
  try {
    // One at a time: each pipeline decodes the whole original, which may be tens of megapixels.
    const variants: Rendered["variants"] = [];
    for (const w of targets) {
      const { data, info } = await open()
        .autoOrient()
        .resize({ width: w })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width: info.width, height: info.height, data });
    }
    return { width, height, variants };
  } catch (err) {
    throw new ImageRejectedError(`The image could not be processed (${(err as Error).message}).`);
  }
}

export async function markImageFailed(db: Knex, imageId: number, error: string): Promise<void> {
  await Image.query(db)
    .findById(imageId)
    .patch({ status: "failed", error: error.slice(0, 1000), processedAt: fn.now() });
}

export type ProcessResult = "ready" | "failed" | "missing";

/**
 * The `images` job: original (private) → webp variants for every configured width not wider than the
 * original (at least one) in the public bucket, one image_variants row each, dimensions, status ready.
 * Re-running replaces the variants; bad images end as status failed with a readable error.
 */
export async function processImage(
  services: Pick<Services, "config" | "db" | "storage" | "logger">,
  imageId: number,
): Promise<ProcessResult> {
  const { config, db, storage } = services;
  const [source, image] = await Promise.all([
    Image.relatedQuery("file", db).for(imageId).first(),
    Image.query(db).findById(imageId).select("uploaded_at"),
  ]);
  if (!source || !image) return "missing";
  const version = variantVersion(image, source);

  let rendered: Rendered;
  try {
    const original = await readAll(await storage.get(source.bucket, source.objectKey));
    rendered = await renderVariants(original, config.images.maxPixels, config.images.variantWidths);
  } catch (err) {
    if (!(err instanceof ImageRejectedError)) throw err;
    await markImageFailed(db, imageId, err.message);
    return "failed";
  }

  const rows = rendered.variants.map((v) => ({
    imageId,
    width: v.width,
    height: v.height,
    objectKey: variantKey(imageId, v.width, version),
    sizeBytes: v.data.length,
  }));
  for (const [i, v] of rendered.variants.entries()) {
    await storage.put("public", rows[i]!.objectKey, v.data, { size: v.data.length, contentType: "image/webp" });
  }
  const outcome = await db.transaction(async (trx) => {
    const locked = await Image.query(trx).findById(imageId).forUpdate().select("id");
    if (!locked) return { stale: rows.map((r) => r.objectKey), result: "missing" as const };
    const previous = await ImageVariant.query(trx).where("image_id", imageId).select("object_key");
    await ImageVariant.query(trx).where("image_id", imageId).delete();
    await ImageVariant.query(trx).insert(rows);
    await Image.query(trx)
      .findById(imageId)
      .patch({ status: "ready", width: rendered.width, height: rendered.height, error: null, processedAt: fn.now() });
    const kept = new Set(rows.map((r) => r.objectKey));
    return { stale: previous.map((p) => p.objectKey).filter((k) => !kept.has(k)), result: "ready" as const };
  });
  await storage.remove("public", outcome.stale);
  return outcome.result;
}

/**
 * Queues again images still `processing` long after upload whose job is gone (Redis lost it, or the
 * enqueue after commit failed). Returns the ids queued.
 */
export async function requeueStaleImages(services: Pick<Services, "db" | "queues">, olderThan: Date): Promise<number[]> {
  const stale = (
    await Image.query(services.db)
      .withGraphJoined("file")
      .where("images.status", "processing")
      .where("images.uploaded_at", "<", olderThan)
  ).map((image) => ({ id: image.id, object_key: image.file!.objectKey }));
  const requeued: number[] = [];
  for (const { id, object_key: objectKey } of stale) {
    const payload = { imageId: id, objectKey };
    const job = await services.queues.images.getJob(imageJobId(payload));
    if (job) {
      const state = await job.getState();
      if (state !== "completed" && state !== "failed" && state !== "unknown") continue;
      await job.remove();
    }
    await services.queues.enqueue("images", payload);
    requeued.push(id);
  }
  return requeued;
}
