import type { Knex } from "knex";
import type { QueryBuilder } from "objection";
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
import { escapeLike } from "../../db/sql.js";
import type { FileRecord } from "../../db/models/FileRecord.js";
import { imageDetailsSchema, LIBRARY_SHOWS, titleFromFileName, type ImageDetails, type ImageUsagePlace } from "./image-fields.js";

/** Thumbnails per page of the library grid and of the picker (2, 3, 4 and 6 columns fill it). */
export const LIBRARY_PAGE_SIZE = 24;
const THUMBNAIL_WIDTH = 320;

const day = z.iso.date().optional().catch(undefined);

/**
 * The library's search and filters, read from its address: words (`q`, each must match the title, file name,
 * category, description or caption; a number also finds the image of that number, a date `2026-11-27` or month
 * `2026-11` the uploads of that office day or month), a category, the office's days `from`–`to` (both included), a
 * "Show" filter and the page.
 */
export const libraryQuerySchema = z.object({
  q: text().trim().max(200).catch(""),
  category: text().trim().toLowerCase().max(100).catch(""),
  from: day,
  to: day,
  show: z.enum(LIBRARY_SHOWS).or(z.literal("")).catch(""),
  page: pageParam,
});

/** The library category of job posters: theirs, made by the jobs screen, never offered by the picker. */
const POSTER_CATEGORY = "job-posters";

export type { ImageUsagePlace };

/**
 * Where an image is used: a place of the site and the name of what holds it (a page's or a project's title; empty
 * for the gallery and the logos), with the document whose editor changes it (null for a job's poster). The screens
 * word it; `draft` is an unpublished draft of `document` that names the image.
 */
export interface ImageUsage {
  place: ImageUsagePlace;
  name: string;
  document: string | null;
}

/** One thumbnail of the library grid. */
export interface LibraryImage extends Pick<
  Image,
  "id" | "category" | "status" | "error" | "alt" | "decorative" | "title" | "caption" | "width" | "height" | "uploadedAt"
> {
  originalName: string;
  /** `/media/…` path of the 320 px variant (or the narrowest), once ready. */
  thumbnail: { src: string; width: number; height: number } | null;
  /** Absolute public URL of the widest variant, once ready: what "copy link" copies. */
  link: string | null;
  /** Where the site uses the image; an image in use cannot be deleted. */
  usages: ImageUsage[];
}

/** Each word of a search, at most eight (a pasted paragraph is not a search). */
const searchTerms = (q: string | undefined) => (q ?? "").split(/\s+/).filter(Boolean).slice(0, 8);

/** Narrows a query over `images` joined with its `file` to the library's search and filters. */
function filtered(qb: QueryBuilder<Image, Image[]>, query: z.output<typeof libraryQuerySchema>, timeZone: string) {
  for (const term of searchTerms(query.q)) {
    const pattern = `%${escapeLike(term)}%`;
    qb.where((w) => {
      for (const column of ["images.title", "file.original_name", "images.category", "images.alt", "images.caption"])
        w.orWhere(column, "ilike", pattern);
      const number = /^#?(\d{1,9})$/.exec(term);
      if (number) w.orWhere("images.id", Number(number[1]));
      if (/^\d{4}-\d{2}(-\d{2})?$/.test(term))
        w.orWhereRaw("to_char(images.uploaded_at AT TIME ZONE ?, 'YYYY-MM-DD') LIKE ?", [timeZone, `${term}%`]);
    });
  }
  if (query.category) qb.where("images.category", query.category);
  if (query.from) qb.whereRaw("images.uploaded_at >= (?::date::timestamp AT TIME ZONE ?)", [query.from, timeZone]);
  if (query.to) qb.whereRaw("images.uploaded_at < ((?::date + 1)::timestamp AT TIME ZONE ?)", [query.to, timeZone]);
  const used = `EXISTS (SELECT 1 FROM (${USAGES_SQL}) u WHERE u.image_id = images.id)`;
  if (query.show === "in_use") qb.whereRaw(used);
  if (query.show === "unused") qb.whereRaw(`NOT ${used}`);
  if (query.show === "no_description") qb.where("images.alt", "").where("images.decorative", false);
  if (query.show === "not_ready") qb.whereNot("images.status", "ready");
  return qb;
}

function thumbnailOf(image: Image) {
  const own = image.status === "ready" ? (image.variants ?? []) : [];
  const thumb = own.find((v) => v.width === THUMBNAIL_WIDTH) ?? own[0];
  return thumb ? { src: variantPath(thumb.objectKey), width: thumb.width, height: thumb.height } : null;
}

function libraryImage(image: Image, usages: ImageUsage[], publicUrl: string): LibraryImage {
  const widest = image.status === "ready" ? image.variants?.at(-1) : undefined;
  return {
    id: image.id,
    category: image.category,
    status: image.status,
    error: image.error,
    alt: image.alt,
    decorative: image.decorative,
    title: image.title,
    caption: image.caption,
    originalName: image.file?.originalName ?? "",
    width: image.width,
    height: image.height,
    uploadedAt: image.uploadedAt,
    thumbnail: thumbnailOf(image),
    link: widest ? `${publicUrl}${variantPath(widest.objectKey)}` : null,
    usages,
  };
}

/** Newest first, searched and filtered; with the categories (and counts) for the filter. */
export async function listImageLibrary(
  db: Knex,
  config: Pick<Config, "publicUrl" | "officeTimeZone">,
  input: Partial<z.output<typeof libraryQuerySchema>>,
): Promise<Page<LibraryImage> & { categories: Array<{ category: string; count: number }> }> {
  const query = libraryQuerySchema.parse(input);
  const [found, categories] = await Promise.all([
    paginateNewestFirst(
      filtered(Image.query(db).select("images.*").joinRelated("file"), query, config.officeTimeZone).withGraphFetched(
        "[file, variants]",
      ),
      "images.uploaded_at",
      query.page,
      LIBRARY_PAGE_SIZE,
    ),
    libraryCategories(db),
  ]);
  const usages = await findImageUsages(
    db,
    found.items.map((image) => image.id),
  );
  return {
    ...mapItems(found, (image) => libraryImage(image, usages.get(image.id) ?? [], config.publicUrl)),
    categories,
  };
}

/** Every category of the library with its number of images, alphabetically. */
export async function libraryCategories(db: Knex) {
  const rows = await Image.query(db)
    .select("category")
    .count("* as count")
    .groupBy("category")
    .orderBy("category")
    .castTo<Array<{ category: string; count: number }>>();
  return rows.map((c) => ({ category: c.category, count: Number(c.count) }));
}

/** One image as its page in the library shows it: the thumbnail grid's fields, its file's size and every variant. */
export interface LibraryImageDetail extends LibraryImage {
  sizeBytes: number;
  contentType: string;
  updatedAt: Date;
  /** `/media/…` path of a variant about 640 px wide (the preview), once ready. */
  preview: { src: string; width: number; height: number } | null;
  /** Web versions are being made: a new upload's, or a replacing picture's (the old ones show meanwhile). */
  preparing: boolean;
}

export async function findImageForEditing(
  db: Knex,
  config: Pick<Config, "publicUrl">,
  id: number,
): Promise<LibraryImageDetail | null> {
  const image = await Image.query(db).findById(id).withGraphFetched("[file, variants]");
  if (!image) return null;
  const usages = await findImageUsages(db, [id]);
  const own = image.status === "ready" ? (image.variants ?? []) : [];
  const preview = own.find((v) => v.width >= 640) ?? own.at(-1);
  return {
    ...libraryImage(image, usages.get(id) ?? [], config.publicUrl),
    sizeBytes: image.file?.sizeBytes ?? 0,
    contentType: image.file?.contentType ?? "",
    updatedAt: image.updatedAt,
    preview: preview ? { src: variantPath(preview.objectKey), width: preview.width, height: preview.height } : null,
    preparing:
      image.status === "processing" ||
      (image.status === "ready" && !!image.file && !!image.processedAt && image.file.createdAt > image.processedAt),
  };
}

/** One image as the picker shows it. */
export interface PickerImage {
  id: number;
  title: string;
  originalName: string;
  category: string;
  status: Image["status"];
  /** The 320 px variant, once ready. */
  thumbnail: { src: string; width: number; height: number } | null;
}

const pickerImage = (image: Image): PickerImage => ({
  id: image.id,
  title: image.title,
  originalName: image.file?.originalName ?? "",
  category: image.category,
  status: image.status,
  thumbnail: thumbnailOf(image),
});

export const pickerQuerySchema = z.object({ q: text().trim().max(200).catch(""), page: pageParam });

/**
 * What the image picker of the editors offers: ready images, newest first, searched as the library is; never a job
 * poster (those belong to their job), and with the library's categories for an upload from the picker.
 */
export async function listPickerImages(
  db: Knex,
  config: Pick<Config, "officeTimeZone">,
  input: Partial<z.output<typeof pickerQuerySchema>>,
): Promise<Page<PickerImage> & { categories: string[] }> {
  const query = pickerQuerySchema.parse(input);
  const search = libraryQuerySchema.parse({ q: query.q });
  const [found, categories] = await Promise.all([
    paginateNewestFirst(
      filtered(Image.query(db).select("images.*").joinRelated("file"), search, config.officeTimeZone)
        .where("images.status", "ready")
        .whereNot("images.category", POSTER_CATEGORY)
        .whereNotExists((sub) => sub.select(1).from("jobs").whereRaw("jobs.poster_image_id = images.id"))
        .withGraphFetched("[file, variants]"),
      "images.uploaded_at",
      query.page,
      LIBRARY_PAGE_SIZE,
    ),
    libraryCategories(db),
  ]);
  return { ...mapItems(found, pickerImage), categories: categories.map((c) => c.category).filter((c) => c !== POSTER_CATEGORY) };
}

/** One image as the picker shows it, whatever its state (an upload from the picker is watched until it is ready). */
export async function findPickerImage(db: Knex, id: number): Promise<PickerImage | null> {
  const image = await Image.query(db).findById(id).withGraphFetched("[file, variants]");
  return image ? pickerImage(image) : null;
}

/** The thumbnails of images that a document names, for its editor's fields (absent ids are left out). */
export async function findPickerImages(db: Knex, ids: readonly number[]): Promise<PickerImage[]> {
  const wanted = [...new Set(ids)].filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647);
  if (wanted.length === 0) return [];
  return (await Image.query(db).whereIn("id", wanted).withGraphFetched("[file, variants]")).map(pickerImage);
}

/** Every number under a key ending in `imageId` (any case), at any depth of a JSON document (`\\?`: knex's literal `?`). */
const JSON_IMAGE_IDS = `'lax $.** \\? (@.type() == "object").keyvalue() \\? (@.key like_regex "imageId$" flag "i" && @.value.type() == "number").value'`;

/**
 * Every place that stores a library image's id, as rows (image_id, place, name, document): the image columns of
 * jobs, services, projects and manpower projects (foreign keys that would silently become NULL), the published
 * gallery (whose rows would silently vanish), project galleries, page sections and the navbar/footer logos, and
 * unpublished drafts (ids inside JSON, which no foreign key protects). Old versions in the history are not uses, or
 * nothing could ever be deleted: a restored version that names a deleted image is refused at that field where the
 * editor checks its images (collections, gallery) and shows no picture there elsewhere.
 */
const USAGES_SQL = `
  SELECT poster_image_id AS image_id, 'job_poster' AS place, title AS name, NULL::text AS document
    FROM jobs WHERE poster_image_id IS NOT NULL
  UNION ALL SELECT image_id, 'service_card', title, 'collection:services' FROM service_cards WHERE image_id IS NOT NULL
  UNION ALL SELECT image_id, 'service', title, 'collection:services' FROM service_list_items WHERE image_id IS NOT NULL
  UNION ALL SELECT main_image_id, 'project', title, 'collection:projects' FROM portfolio_projects WHERE main_image_id IS NOT NULL
  UNION ALL SELECT (g #>> '{}')::int, 'project_gallery', p.title, 'collection:projects'
    FROM portfolio_projects p, jsonb_array_elements(p.gallery) g WHERE jsonb_typeof(g) = 'number'
  UNION ALL SELECT image_id, 'manpower_project', name, 'collection:manpower' FROM manpower_projects WHERE image_id IS NOT NULL
  UNION ALL SELECT image_id, 'gallery', '', 'gallery' FROM gallery_items
  UNION ALL SELECT (v #>> '{}')::int, 'page', p.title, 'page:' || p.slug
    FROM pages p, jsonb_path_query(p.sections, ${JSON_IMAGE_IDS}) v
  UNION ALL SELECT (s.value ->> 'logoImageId')::int, s.key || '_logo', '', 'settings:' || s.key
    FROM site_settings s WHERE s.key IN ('navbar', 'footer') AND jsonb_typeof(s.value -> 'logoImageId') = 'number'
  UNION ALL SELECT (v #>> '{}')::int, 'draft', '', d.document
    FROM content_drafts d, jsonb_path_query(d.content, ${JSON_IMAGE_IDS}) v
   WHERE d.published_revision IS DISTINCT FROM d.revision`;

async function findImageUsages(db: Knex | Knex.Transaction, ids: readonly number[]): Promise<Map<number, ImageUsage[]>> {
  const usages = new Map<number, ImageUsage[]>();
  if (ids.length === 0) return usages;
  const list = `{${ids.map((id) => Math.trunc(id)).join(",")}}`;
  const { rows } = await db.raw<{
    rows: Array<{ image_id: number; place: ImageUsagePlace; name: string; document: string | null }>;
  }>(
    `SELECT DISTINCT image_id, place, name, document FROM (${USAGES_SQL}) u
      WHERE image_id = ANY(?::int[]) ORDER BY image_id, place, name`,
    [list],
  );
  for (const row of rows)
    usages.set(row.image_id, [...(usages.get(row.image_id) ?? []), { place: row.place, name: row.name, document: row.document }]);
  return usages;
}

/**
 * Keeps uploaded images in the library (status processing; the `images` queue makes their webp
 * variants after the commit), audited, all or none. `details` apply to each (an empty title: the file's name).
 * Returns their ids.
 */
export async function addLibraryImages(
  services: Pick<Services, "db" | "queues" | "logger">,
  files: readonly StoredFile[],
  category: string,
  actor: Actor,
  details: Partial<ImageDetails> = {},
): Promise<number[]> {
  const input = imageInputSchema.parse({ category });
  return services.db.transaction(async (trx) => {
    const ids: number[] = [];
    for (const file of files) {
      const imageId = await createImageFromUpload(services, file, { ...details, category: input.category }, trx);
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

/** An image a deletion refused, with every place that uses it. */
export interface ImageInUse {
  id: number;
  title: string;
  originalName: string;
  usages: ImageUsage[];
}

export type DeleteImagesResult =
  | { ok: true; deleted: number }
  | { ok: false; reason: "none_selected" | "failed" }
  /** Nothing was deleted: these images are still used. */
  | { ok: false; reason: "in_use"; inUse: ImageInUse[] };

/** Rolls the deletion back, carrying the images in use out of the transaction. */
class ImagesInUse extends Error {
  constructor(readonly images: ImageInUse[]) {
    super("images in use");
  }
}

/**
 * Deletes images with their variants (rows and public objects) and originals (private objects).
 * Refuses the whole selection when any image is still used, naming where.
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
            .map((i) => ({ id: i.id, title: i.title, originalName: i.file?.originalName ?? "", usages: usages.get(i.id)! })),
        );
      }
      const variants = await ImageVariant.query(trx).whereIn("image_id", found).select("object_key");
      await Image.query(trx).whereIn("id", found).delete();
      const fileIds = images.map((i) => i.fileId);
      await releaseFiles(trx, fileIds);
      await recordAuditEach(trx, actor, { action: "image.delete", entity: "image" }, images, (image) => ({
        category: image.category,
        title: image.title,
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
export type LibraryImageRow = Image & { variants: ImageVariant[]; file: FileRecord };

function withVariants(db: Knex) {
  return Image.query(db).withGraphFetched("[file, variants]").castTo<LibraryImageRow[]>();
}

/** Every library image by id (the REST API's list; the library screen pages them newest first). */
export async function listLibraryImagesById(db: Knex): Promise<LibraryImageRow[]> {
  return withVariants(db).orderBy("id");
}

export async function findLibraryImage(db: Knex, id: number): Promise<LibraryImageRow | null> {
  const [found] = await withVariants(db).where("id", id);
  return found ?? null;
}

export type ReplaceImageResult = { ok: true } | { ok: false; reason: "missing" | "rejected" };

/**
 * Replaces a library image's picture with a new upload (an image-kind StoredFile), keeping its id, title, category,
 * alt text, caption and every place that shows it. The new bytes are decoded first, so a file that passed the type
 * check but is no usable image changes nothing ("rejected"). Then one transaction claims the new original and
 * releases the old one; after the commit the `images` job is queued as for any upload and the old original removed
 * (the upload module's sweep removes it later if that fails). The old variants stay on the site until processImage
 * swaps in the new ones (under new keys, see variantKey) and removes them.
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
    if (err instanceof ImageRejectedError) return { ok: false, reason: "rejected" };
    throw err;
  }
  const released = await services.db.transaction(async (trx) => {
    const image = await Image.query(trx).findById(id).forUpdate().withGraphFetched("file");
    if (!image) return null;
    await claimFiles(trx, [file.id]);
    await Image.query(trx).findById(id).patch({ fileId: file.id });
    await releaseFiles(trx, [image.fileId]);
    await audit(trx, actor, "image.replace", id, {
      title: image.title,
      previousName: image.file?.originalName ?? "",
      originalName: file.originalName,
      size: file.size,
      contentType: file.contentType,
    });
    return [image.fileId];
  });
  if (!released) return { ok: false, reason: "missing" };
  await queueImage(services, id, file.key);
  await removeReleasedFiles(services, released);
  return { ok: true };
}

/** What an edit of an image may change; what is left out stays as it is. */
export type ImageChanges = Partial<ImageDetails> & { category?: string };

/**
 * Changes an image's title, description (or decorative), caption and category (lower-cased, as the library keeps
 * them), audited with the names of what changed; `missing` when it does not exist. A title left empty is made from
 * the file's name again.
 */
export async function updateImageDetails(
  db: Knex,
  id: number,
  changes: ImageChanges,
  actor: Actor,
): Promise<{ ok: true; changed: string[] } | { ok: false; reason: "missing" }> {
  return db.transaction(async (trx) => {
    const image = await Image.query(trx).findById(id).forUpdate().withGraphFetched("file");
    if (!image) return { ok: false as const, reason: "missing" as const };
    const merged = imageDetailsSchema.parse({
      title: changes.title ?? image.title,
      alt: changes.alt ?? (changes.decorative === false && image.decorative ? "" : image.alt),
      decorative: changes.decorative ?? (changes.alt ? false : image.decorative),
      caption: changes.caption ?? image.caption,
    });
    const next = {
      ...merged,
      title: merged.title || titleFromFileName(image.file?.originalName ?? "") || image.title,
      category: changes.category === undefined ? image.category : imageInputSchema.parse({ category: changes.category }).category,
    };
    const changed = (["title", "alt", "decorative", "caption", "category"] as const).filter((key) => next[key] !== image[key]);
    if (changed.length === 0) return { ok: true as const, changed: [] };
    await Image.query(trx).findById(id).patch(next);
    await audit(trx, actor, "image.update", id, {
      title: next.title,
      changed,
      ...(changed.includes("category") ? { from: image.category, to: next.category } : {}),
    });
    return { ok: true as const, changed: [...changed] };
  });
}
