import type { Knex } from "knex";
import { z } from "zod";
import { text } from "../validation/text.js";
import type { Config } from "../../config/index.js";
import type { StoredFile } from "../files/stored-file.js";
import { Image } from "../../db/models/Image.js";
import { ImageVariant } from "../../db/models/ImageVariant.js";
import { mapItems, pageParam, paginateNewestFirst, type Page } from "../../db/paginate.js";
import type { Services } from "../../services.js";
import { audit, recordAuditEach, type Actor } from "../audit/audit.server.js";
import { claimFiles, releaseFiles, removeReleasedFiles } from "./files.server.js";
import {
  createImageFromUpload,
  ImageRejectedError,
  imageInputSchema,
  queueImage,
  readAll,
  renderVariants,
  variantPath,
} from "./images.server.js";
import { rowIds } from "../../validation.js";

const LIBRARY_PAGE_SIZE = 50;
const THUMBNAIL_WIDTH = 320;

export const libraryQuerySchema = z.object({
  category: text().trim().toLowerCase().max(100).catch(""),
  page: pageParam,
});
type LibraryQuery = z.output<typeof libraryQuerySchema>;

/** One row of the image library table. */
export interface LibraryImage extends Pick<
  Image,
  "id" | "category" | "status" | "error" | "alt" | "width" | "height" | "uploadedAt"
> {
  originalName: string;
  /** `/media/…` path of the 320 px variant (or the narrowest), once ready. */
  thumbnail: { src: string; width: number; height: number } | null;
  /** Absolute public URL of the widest variant, once ready: what "copy link" copies. */
  link: string | null;
  /** Where the site uses the image ("Job poster: Welder"); in-use images cannot be deleted. */
  usedBy: string[];
}

/** Newest first, optionally one category; with the categories (and counts) for the filter. */
export async function listImageLibrary(
  db: Knex,
  config: Pick<Config, "publicUrl">,
  query: LibraryQuery,
): Promise<Page<LibraryImage> & { categories: Array<{ category: string; count: number }> }> {
  const [found, categories] = await Promise.all([
    paginateNewestFirst(
      Image.query(db)
        .modify((qb) => {
          if (query.category) qb.where("category", query.category);
        })
        .withGraphFetched("[file, variants]"),
      "uploaded_at",
      query.page,
      LIBRARY_PAGE_SIZE,
    ),
    Image.query(db)
      .select("category")
      .count("* as count")
      .groupBy("category")
      .orderBy("category")
      .castTo<Array<{ category: string; count: number }>>(),
  ]);
  const usages = await findImageUsages(
    db,
    found.items.map((image) => image.id),
  );
  return {
    ...mapItems(found, (image) => {
      const own = image.status === "ready" ? (image.variants ?? []) : [];
      const thumb = own.find((v) => v.width === THUMBNAIL_WIDTH) ?? own[0];
      const widest = own.at(-1);
      return {
        id: image.id,
        category: image.category,
        status: image.status,
        error: image.error,
        alt: image.alt,
        originalName: image.file?.originalName ?? "",
        width: image.width,
        height: image.height,
        uploadedAt: image.uploadedAt,
        thumbnail: thumb ? { src: variantPath(thumb.objectKey), width: thumb.width, height: thumb.height } : null,
        link: widest ? `${config.publicUrl}${variantPath(widest.objectKey)}` : null,
        usedBy: usages.get(image.id) ?? [],
      };
    }),
    categories: categories.map((c) => ({ category: c.category, count: Number(c.count) })),
  };
}

/**
 * Every place the site shows a library image: the image columns of jobs, services, projects and
 * manpower projects (foreign keys that would silently become NULL), the published gallery (whose rows would
 * silently vanish), project galleries, page
 * sections and the navbar/footer logos (ids inside JSON, which no foreign key protects).
 */
async function findImageUsages(db: Knex | Knex.Transaction, ids: readonly number[]): Promise<Map<number, string[]>> {
  const usages = new Map<number, string[]>();
  if (ids.length === 0) return usages;
  const list = `{${ids.map((id) => Math.trunc(id)).join(",")}}`;
  const { rows } = await db.raw<{ rows: Array<{ image_id: number; label: string }> }>(
    `with wanted(id) as (select unnest(?::int[]))
     select distinct image_id, label from (
       select poster_image_id as image_id, 'Job poster: ' || title as label from jobs where poster_image_id in (select id from wanted)
       union all
       select image_id, 'Service card: ' || title from service_cards where image_id in (select id from wanted)
       union all
       select image_id, 'Service: ' || title from service_list_items where image_id in (select id from wanted)
       union all
       select main_image_id, 'Project: ' || title from portfolio_projects where main_image_id in (select id from wanted)
       union all
       select (g #>> '{}')::int, 'Project gallery: ' || p.title
         from portfolio_projects p, jsonb_array_elements(p.gallery) g
        where jsonb_typeof(g) = 'number' and (g #>> '{}')::int in (select id from wanted)
       union all
       select image_id, 'Manpower project: ' || name from manpower_projects where image_id in (select id from wanted)
       union all
       select image_id, 'Gallery' from gallery_items where image_id in (select id from wanted)
       union all
       select (v #>> '{}')::int, 'Page: ' || p.title
         from pages p, jsonb_path_query(p.sections, 'lax $.**.imageId') v
        where jsonb_typeof(v) = 'number' and (v #>> '{}')::int in (select id from wanted)
       union all
       select (s.value->>'logoImageId')::int, case s.key when 'navbar' then 'Header logo' else 'Footer logo' end
         from site_settings s
        where jsonb_typeof(s.value->'logoImageId') = 'number' and (s.value->>'logoImageId')::int in (select id from wanted)
     ) u order by image_id, label`,
    [list],
  );
  for (const row of rows) usages.set(row.image_id, [...(usages.get(row.image_id) ?? []), row.label]);
  return usages;
}

/**
 * Keeps uploaded images in the library (status processing; the `images` queue makes their webp
 * variants after the commit), audited, all or none. Returns their ids.
 */
export async function addLibraryImages(
  services: Pick<Services, "db" | "queues" | "logger">,
  files: readonly StoredFile[],
  category: string,
  actor: Actor,
): Promise<number[]> {
  const input = imageInputSchema.parse({ category });
  return services.db.transaction(async (trx) => {
    const ids: number[] = [];
    for (const file of files) {
      const imageId = await createImageFromUpload(services, file, input, trx);
      await audit(trx, actor, "image.upload", imageId, {
        category: input.category,
        originalName: file.originalName,
        size: file.size,
        contentType: file.contentType,
      });
      ids.push(imageId);
    }
    return ids;
  });
}

export const imageIdsSchema = rowIds(500);

export type DeleteImagesResult =
  | { ok: true; deleted: number }
  | { ok: false; reason: "none_selected" | "failed" }
  /** Nothing was deleted: these images are still shown on the site. */
  | { ok: false; reason: "in_use"; inUse: Array<{ id: number; originalName: string; usedBy: string[] }> };

class ImagesInUse extends Error {
  constructor(readonly images: Array<{ id: number; originalName: string; usedBy: string[] }>) {
    super("images in use");
  }
}

/**
 * Deletes images with their variants (rows and public objects) and originals (private objects).
 * Refuses the whole selection when any image is still shown on the site, naming where.
 */
export async function deleteLibraryImages(
  services: Pick<Services, "db" | "storage" | "logger">,
  ids: readonly number[],
  actor: Actor,
): Promise<DeleteImagesResult> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return { ok: false, reason: "none_selected" };
  try {
    const removed = await services.db.transaction(async (trx) => {
      const images = await Image.query(trx).whereIn("id", unique).forUpdate().withGraphFetched("file");
      const found = images.map((i) => i.id);
      const usages = await findImageUsages(trx, found);
      if (usages.size > 0) {
        throw new ImagesInUse(
          images
            .filter((i) => usages.has(i.id))
            .map((i) => ({ id: i.id, originalName: i.file?.originalName ?? "", usedBy: usages.get(i.id)! })),
        );
      }
      const variants = await ImageVariant.query(trx).whereIn("image_id", found).select("object_key");
      await Image.query(trx).whereIn("id", found).delete();
      const fileIds = images.map((i) => i.fileId);
      await releaseFiles(trx, fileIds);
      await recordAuditEach(trx, actor, { action: "image.delete", entity: "image" }, images, (image) => ({
        category: image.category,
        originalName: image.file?.originalName ?? "",
      }));
      return { count: images.length, variantKeys: variants.map((v) => v.objectKey), fileIds };
    });
    try {
      await services.storage.remove("public", removed.variantKeys);
    } catch (err) {
      services.logger.warn({ err, ids: unique }, "deleted images left variants behind");
    }
    await removeReleasedFiles(services, removed.fileIds);
    return { ok: true, deleted: removed.count };
  } catch (err) {
    if (err instanceof ImagesInUse) return { ok: false, reason: "in_use", inUse: err.images };
    services.logger.error({ err, ids: unique }, "could not delete images");
    return { ok: false, reason: "failed" };
  }
}

/** A library image with its original and variants (narrowest first), as the REST API lists it. */
export type LibraryImageRow = Image & { variants: ImageVariant[] };

function withVariants(db: Knex) {
  return Image.query(db).withGraphFetched("variants").castTo<LibraryImageRow[]>();
}

/** Every library image by id (the REST API's list; the library screen pages them newest first). */
export async function listLibraryImagesById(db: Knex): Promise<LibraryImageRow[]> {
  return withVariants(db).orderBy("id");
}

export async function findLibraryImage(db: Knex, id: number): Promise<LibraryImageRow | null> {
  const [found] = await withVariants(db).where("id", id);
  return found ?? null;
}

type ReplaceImageResult = "replaced" | "missing" | "rejected";

/**
 * Replaces a library image's picture with a new upload (an image-kind StoredFile), keeping its id, category, alt
 * text and every place that shows it. The new bytes are decoded first, so a file that passed the type check but is
 * no usable image changes nothing ("rejected"). Then one transaction claims the new original and releases the old
 * one; after the commit the `images` job is queued as for any upload and the old original removed. The old
 * variants stay on the site until processImage swaps in the new ones (under new keys, see variantKey) and removes
 * them.
 */
export async function replaceLibraryImage(
  services: Pick<Services, "config" | "db" | "storage" | "queues" | "logger">,
  id: number,
  file: StoredFile,
  actor: Actor,
): Promise<ReplaceImageResult> {
  if (file.kind !== "image") throw new Error(`replaceLibraryImage: file ${file.id} is a ${file.kind}, not an image upload`);
  try {
    const bytes = await readAll(await services.storage.get(file.bucket, file.key));
    await renderVariants(bytes, services.config.images.maxPixels, [Math.min(...services.config.images.variantWidths)]);
  } catch (err) {
    if (err instanceof ImageRejectedError) return "rejected";
    throw err;
  }
  const released = await services.db.transaction(async (trx) => {
    const image = await Image.query(trx).findById(id).forUpdate();
    if (!image) return null;
    await claimFiles(trx, [file.id]);
    await Image.query(trx).findById(id).patch({ fileId: file.id });
    await releaseFiles(trx, [image.fileId]);
    await audit(trx, actor, "image.replace", id, {
      originalName: file.originalName,
      size: file.size,
      contentType: file.contentType,
    });
    return [image.fileId];
  });
  if (!released) return "missing";
  await queueImage(services, id, file.key);
  await removeReleasedFiles(services, released);
  return "replaced";
}

/** Moves an image to another category (lower-cased, as the library keeps them); false when it does not exist. */
export async function setImageCategory(db: Knex, id: number, category: string, actor: Actor): Promise<boolean> {
  const input = imageInputSchema.parse({ category });
  return db.transaction(async (trx) => {
    const image = await Image.query(trx).findById(id).forUpdate();
    if (!image) return false;
    if (image.category === input.category) return true;
    await Image.query(trx).findById(id).patch({ category: input.category });
    await audit(trx, actor, "image.update", id, { from: image.category, to: input.category });
    return true;
  });
}
