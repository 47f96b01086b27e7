import type { Knex } from "knex";
import { GalleryCategory, GalleryItem, Image } from "../../db/models/index.js";
import type { Services } from "../../services.js";
import { POSTER_CATEGORY } from "../jobs/admin.server.js";
import { DEFAULT_LOCALE, type Locale } from "../i18n/locales.js";
import { FALLBACK_KEY, fallbackLang, fallbackMarks } from "../i18n/translations.js";
import { contentCache } from "./cache.server.js";
import { galleryContentSchema, type GalleryContent } from "./gallery.js";
import { localizeLive } from "./translations.server.js";
import { listLibraryImages, loadPublicImages, type PublicImage } from "./images.server.js";

/**
 * The public gallery and the published side of the gallery document (docs/decisions/0009-content-editing.md).
 * /gallery shows only what the Gallery editor published (gallery_items, gallery_categories): an image uploaded
 * to the library appears nowhere until an admin adds it. Job posters (library category `job-posters`, or any
 * image a job uses as its poster) are never gallery images, even if a row names one.
 */

export const GALLERY_CACHE_KEY = "gallery";
export const GALLERY_DOCUMENT = "gallery" as const;

export interface GalleryImage extends PublicImage {
  caption: string;
}

export interface GalleryView {
  /** Filter chips in the editor's order, only those with at least one image. */
  categories: { category: string; label: string; count: number }[];
  /** The chosen chip; null for all. */
  category: string | null;
  images: GalleryImage[];
}

/** Why an image named in a gallery document cannot be published; the editor words it. */
export type GalleryProblem = "job_poster" | "unavailable" | "empty_category";

/** Ready library images an admin may put in the gallery (newest first): every one but job posters. */
export async function listGalleryCandidates(db: Knex): Promise<PublicImage[]> {
  const posters = new Set(await jobPosterIds(db));
  return (await listLibraryImages(db)).filter((img) => !posters.has(img.id));
}

async function jobPosterIds(db: Knex | Knex.Transaction, among?: readonly number[]): Promise<number[]> {
  const query = Image.query(db)
    .where((qb) =>
      qb
        .where("images.category", POSTER_CATEGORY)
        .orWhereExists((sub) => sub.select(1).from("jobs").whereRaw("jobs.poster_image_id = images.id")),
    )
    .select("images.id");
  if (among) query.whereIn("images.id", among);
  return (await query).map((r) => r.id);
}

/**
 * Fields of a gallery document that cannot be published, by form field name: an image that is a job poster or is
 * not (or no longer) a ready library image (`images[2].imageId`), and a chip whose library category none of the
 * listed images has (`categories[0].category`: usually a typo; such a chip would never show). The images are
 * locked FOR SHARE, so a library deletion running at the same time waits and then sees them in use.
 */
export async function galleryProblems(
  db: Knex | Knex.Transaction,
  content: GalleryContent,
): Promise<Array<{ path: string; problem: GalleryProblem }>> {
  const ids = content.images.map((e) => e.imageId);
  const [posters, ready] = await Promise.all([
    ids.length > 0 ? jobPosterIds(db, ids) : Promise.resolve([]),
    ids.length > 0
      ? Image.query(db).whereIn("id", ids).where("status", "ready").select("id", "category").forShare()
      : Promise.resolve([]),
  ]);
  const posterIds = new Set(posters);
  const readyIds = new Map(ready.map((r) => [r.id, r.category]));
  const problems: Array<{ path: string; problem: GalleryProblem }> = [];
  const shownCategories = new Set<string>();
  content.images.forEach((entry, i) => {
    const path = `images[${i}].imageId`;
    if (posterIds.has(entry.imageId)) problems.push({ path, problem: "job_poster" });
    else if (!readyIds.has(entry.imageId)) problems.push({ path, problem: "unavailable" });
    else shownCategories.add(readyIds.get(entry.imageId)!);
  });
  content.categories.forEach((chip, i) => {
    if (!shownCategories.has(chip.category)) problems.push({ path: `categories[${i}].category`, problem: "empty_category" });
  });
  return problems;
}

/** The published gallery as a document (what the editor starts from when there is no draft). */
export async function readPublishedGallery(db: Knex | Knex.Transaction): Promise<GalleryContent> {
  const [chips, items] = await Promise.all([
    GalleryCategory.query(db).orderBy(["position", "category"]),
    GalleryItem.query(db).orderBy(["position", "id"]),
  ]);
  // Not re-validated: rows carried over from before the editor may lack alt text, which the editor then asks for.
  return {
    categories: chips.map((c) => ({ category: c.category, chipLabel: c.label })),
    images: items.map((i) => ({ imageId: i.imageId, caption: i.caption, alt: i.alt, decorative: i.decorative })),
  };
}

/** Replaces the published gallery with `content` (checked by galleryProblems in the same transaction first). */
export async function writePublishedGallery(trx: Knex.Transaction, content: GalleryContent): Promise<void> {
  await GalleryItem.query(trx).delete();
  await GalleryCategory.query(trx).delete();
  if (content.categories.length > 0) {
    await GalleryCategory.query(trx).insert(
      content.categories.map((c, position) => ({ category: c.category, label: c.chipLabel, position })),
    );
  }
  if (content.images.length === 0) return;
  const categories = new Map(
    (
      await Image.query(trx)
        .whereIn(
          "id",
          content.images.map((e) => e.imageId),
        )
        .select("id", "category")
    ).map((r) => [r.id, r.category]),
  );
  await GalleryItem.query(trx).insert(
    content.images.map((e, position) => ({
      imageId: e.imageId,
      category: categories.get(e.imageId) ?? "gallery",
      caption: e.caption,
      alt: e.decorative ? "" : e.alt,
      decorative: e.decorative,
      position,
    })),
  );
}

/** What visitors see for a gallery document (published or draft): its ready, non-poster images in order, and the chips that have any. */
export async function galleryView(db: Knex, content: GalleryContent): Promise<Omit<GalleryView, "category">> {
  const ids = content.images.map((e) => e.imageId);
  const [loaded, posters] = await Promise.all([loadPublicImages(db, ids), jobPosterIds(db, ids)]);
  const excluded = new Set(posters);
  const images: GalleryImage[] = [];
  for (const entry of content.images) {
    const image = loaded.get(entry.imageId);
    if (!image || excluded.has(entry.imageId)) continue;
    images.push({ ...image, alt: entry.decorative ? "" : entry.alt, caption: entry.caption, ...fallbackMarks(entry) });
  }
  const categories = content.categories
    .map((c) => ({
      category: c.category,
      label: c.chipLabel,
      count: images.filter((i) => i.category === c.category).length,
      // the chip's text is its `label` here
      ...(fallbackLang(c, "chipLabel") ? { [FALLBACK_KEY]: ["label"] } : {}),
    }))
    .filter((c) => c.count > 0);
  return { categories, images };
}

export function narrowGallery(view: Omit<GalleryView, "category">, requested: string | undefined): GalleryView {
  const category = view.categories.find((c) => c.category === requested)?.category ?? null;
  return { ...view, category, images: category ? view.images.filter((i) => i.category === category) : view.images };
}

/** The published gallery, optionally narrowed to one chip (an unknown category shows all). Cached until a publish. */
export async function getGallery(
  services: Services,
  requested: string | undefined,
  locale: Locale = DEFAULT_LOCALE,
): Promise<GalleryView> {
  const view = await contentCache(services).get(`${GALLERY_CACHE_KEY}:${locale}`, async () => {
    const content = await readPublishedGallery(services.db);
    return galleryView(services.db, await localizeLive(services.db, GALLERY_DOCUMENT, galleryContentSchema, content, locale));
  });
  return narrowGallery(view, requested);
}
