import type { Knex } from "knex";
import { listImageCategories, listLibraryImages, type PublicImage } from "./images.server.js";

/**
 * Library categories that hold site furniture rather than photos of our work: the logo, page
 * banners and job posters. Until the admin Gallery editor lets staff choose, these stay out.
 */
export const GALLERY_HIDDEN_CATEGORIES: ReadonlySet<string> = new Set(["branding", "hero", "jobs"]);
/** Shown first under 'All' (and first among the chips): the photos uploaded for the gallery itself. */
const LEAD_CATEGORY = "gallery";

export interface GalleryView {
  categories: { category: string; count: number }[];
  /** The chosen category; null for all. */
  category: string | null;
  images: PublicImage[];
}

/** The public gallery, optionally narrowed to one category (an unknown or hidden category shows all). */
export async function getGallery(db: Knex, requested: string | undefined): Promise<GalleryView> {
  const categories = (await listImageCategories(db))
    .filter((c) => !GALLERY_HIDDEN_CATEGORIES.has(c.category))
    .sort((a, b) => Number(b.category === LEAD_CATEGORY) - Number(a.category === LEAD_CATEGORY));
  const category = categories.find((c) => c.category === requested)?.category ?? null;
  if (category) return { categories, category, images: await listLibraryImages(db, category) };
  const images = (await listLibraryImages(db))
    .filter((img) => !GALLERY_HIDDEN_CATEGORIES.has(img.category))
    .sort((a, b) => Number(b.category === LEAD_CATEGORY) - Number(a.category === LEAD_CATEGORY));
  return { categories, category: null, images };
}
