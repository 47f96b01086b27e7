import type { Knex } from "knex";
import { z } from "zod";
import type { Config } from "../../config/index.js";
import type { StoredFile } from "../../http/upload.js";
import type { Services } from "../../services.js";
import { recordAudit, type Actor } from "../audit/audit.server.js";
import { removeUnclaimedFiles } from "./files.server.js";
import { createImageFromUpload, imageInputSchema, variantPath } from "./images.server.js";
import { LIBRARY_MESSAGES } from "./library.js";

export const LIBRARY_PAGE_SIZE = 50;
const THUMBNAIL_WIDTH = 320;

export const libraryQuerySchema = z.object({
  category: z.string().trim().toLowerCase().max(100).catch(""),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type LibraryQuery = z.output<typeof libraryQuerySchema>;

export const categorySchema = z
  .string(LIBRARY_MESSAGES.missing)
  .trim()
  .toLowerCase()
  .min(1, LIBRARY_MESSAGES.missing)
  .max(100, "Category must be at most 100 characters.");

export interface LibraryImage {
  id: number;
  category: string;
  status: "processing" | "ready" | "failed";
  error: string | null;
  alt: string;
  originalName: string;
  width: number | null;
  height: number | null;
  uploadedAt: Date;
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
): Promise<{
  images: LibraryImage[];
  categories: Array<{ category: string; count: number }>;
  total: number;
  page: number;
  pageCount: number;
}> {
  const filtered = () => (query.category ? db("images").where("category", query.category) : db("images"));
  const [[{ count }], categories] = await Promise.all([
    filtered().count<Array<{ count: string }>>("* as count"),
    db("images")
      .groupBy("category")
      .orderBy("category")
      .select<Array<{ category: string; count: string }>>("category", db.raw("count(*) as count")),
  ]);
  const total = Number(count);
  const pageCount = Math.max(1, Math.ceil(total / LIBRARY_PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  const rows = await filtered()
    .leftJoin("files", "files.id", "images.file_id")
    .orderBy("images.uploaded_at", "desc")
    .orderBy("images.id", "desc")
    .limit(LIBRARY_PAGE_SIZE)
    .offset((page - 1) * LIBRARY_PAGE_SIZE)
    .select<
      Array<{
        id: number;
        category: string;
        status: LibraryImage["status"];
        error: string | null;
        alt: string;
        original_name: string | null;
        width: number | null;
        height: number | null;
        uploaded_at: Date;
      }>
    >(
      "images.id",
      "images.category",
      "images.status",
      "images.error",
      "images.alt",
      "files.original_name",
      "images.width",
      "images.height",
      "images.uploaded_at",
    );
  const ids = rows.map((r) => r.id);
  const [variants, usages] = await Promise.all([
    db("image_variants")
      .whereIn("image_id", ids)
      .orderBy("width")
      .select<Array<{ image_id: number; width: number; height: number; object_key: string }>>(
        "image_id",
        "width",
        "height",
        "object_key",
      ),
    findImageUsages(db, ids),
  ]);
  const variantsOf = new Map<number, typeof variants>();
  for (const v of variants) variantsOf.set(v.image_id, [...(variantsOf.get(v.image_id) ?? []), v]);

  return {
    images: rows.map((r) => {
      const own = r.status === "ready" ? (variantsOf.get(r.id) ?? []) : [];
      const thumb = own.find((v) => v.width === THUMBNAIL_WIDTH) ?? own[0];
      const widest = own.at(-1);
      return {
        id: r.id,
        category: r.category,
        status: r.status,
        error: r.error,
        alt: r.alt,
        originalName: r.original_name ?? "",
        width: r.width,
        height: r.height,
        uploadedAt: r.uploaded_at,
        thumbnail: thumb ? { src: variantPath(thumb.object_key), width: thumb.width, height: thumb.height } : null,
        link: widest ? `${config.publicUrl}${variantPath(widest.object_key)}` : null,
        usedBy: usages.get(r.id) ?? [],
      };
    }),
    categories: categories.map((c) => ({ category: c.category, count: Number(c.count) })),
    total,
    page,
    pageCount,
  };
}

/**
 * Every place the site shows a library image: the image columns of jobs, services, projects and
 * manpower projects (foreign keys that would silently become NULL), project galleries, page
 * sections and the navbar/footer logos (ids inside JSON, which no foreign key protects).
 */
export async function findImageUsages(db: Knex | Knex.Transaction, ids: readonly number[]): Promise<Map<number, string[]>> {
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
 * Keeps one uploaded image in the library (status processing; the `images` queue makes its webp
 * variants after the commit), audited. Pass `trx` to make it part of a larger transaction.
 */
export async function addLibraryImage(
  services: Pick<Services, "db" | "queues" | "logger">,
  file: StoredFile,
  category: string,
  actor: Actor,
  trx?: Knex.Transaction,
): Promise<number> {
  const input = imageInputSchema.parse({ category });
  const add = async (t: Knex.Transaction) => {
    const imageId = await createImageFromUpload(services, file, input, t);
    await recordAudit(t, {
      ...actor,
      action: "image.upload",
      entity: "image",
      entityId: imageId,
      details: { category: input.category, originalName: file.originalName, size: file.size, contentType: file.contentType },
    });
    return imageId;
  };
  return trx ? add(trx) : services.db.transaction(add);
}

export const imageIdsSchema = z.array(z.coerce.number().int().positive()).max(500);

export type DeleteImagesResult =
  | { ok: true; deleted: number; message: string }
  | {
      ok: false;
      status: 400 | 409 | 500;
      message: string;
      inUse?: Array<{ id: number; originalName: string; usedBy: string[] }>;
    };

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
  if (unique.length === 0) return { ok: false, status: 400, message: "No images selected for deletion." };
  try {
    const removed = await services.db.transaction(async (trx) => {
      const images = await trx("images as i")
        .leftJoin("files as f", "f.id", "i.file_id")
        .whereIn("i.id", unique)
        .forUpdate("i")
        .select<Array<{ id: number; file_id: string; category: string; original_name: string | null }>>(
          "i.id",
          "i.file_id",
          "i.category",
          "f.original_name",
        );
      const found = images.map((i) => i.id);
      const usages = await findImageUsages(trx, found);
      if (usages.size > 0) {
        throw new ImagesInUse(
          images
            .filter((i) => usages.has(i.id))
            .map((i) => ({ id: i.id, originalName: i.original_name ?? "", usedBy: usages.get(i.id)! })),
        );
      }
      const variantKeys = await trx("image_variants").whereIn("image_id", found).pluck<string[]>("object_key");
      await trx("images").whereIn("id", found).delete();
      const fileIds = images.map((i) => i.file_id);
      if (fileIds.length > 0) await trx("files").whereIn("id", fileIds).update({ claimed_at: null });
      for (const image of images) {
        await recordAudit(trx, {
          ...actor,
          action: "image.delete",
          entity: "image",
          entityId: image.id,
          details: { category: image.category, originalName: image.original_name ?? "" },
        });
      }
      return { count: images.length, variantKeys, fileIds };
    });
    try {
      await services.storage.remove("public", removed.variantKeys);
      await removeUnclaimedFiles(services.db, services.storage, { ids: removed.fileIds });
    } catch (err) {
      services.logger.warn({ err, ids: unique }, "deleted images left objects behind");
    }
    return { ok: true, deleted: removed.count, message: LIBRARY_MESSAGES.deleted };
  } catch (err) {
    if (err instanceof ImagesInUse) return { ok: false, status: 409, message: LIBRARY_MESSAGES.deleteFailed, inUse: err.images };
    services.logger.error({ err, ids: unique }, "could not delete images");
    return { ok: false, status: 500, message: LIBRARY_MESSAGES.deleteFailed };
  }
}
