import type { Knex } from "knex";

/** What the UI needs to render a library image responsively (webp variants served at /media/<object_key>). */
export interface PublicImage {
  id: number;
  alt: string;
  /** The middle variant: a sensible default for browsers that ignore srcset. */
  src: string;
  srcSet: string;
  /** The largest variant (lightbox, link target without JavaScript). */
  fullSrc: string;
  /** Intrinsic size of the largest variant: sets the aspect ratio and avoids layout shift. */
  width: number;
  height: number;
  category: string;
}

export function mediaUrl(objectKey: string): string {
  return `/media/${objectKey.split("/").map(encodeURIComponent).join("/")}`;
}

interface VariantRow {
  image_id: number;
  width: number;
  height: number;
  object_key: string;
  alt: string;
  category: string;
}

function toPublicImages(rows: VariantRow[]): Map<number, PublicImage> {
  const byImage = new Map<number, VariantRow[]>();
  for (const row of rows) {
    const list = byImage.get(row.image_id) ?? [];
    list.push(row);
    byImage.set(row.image_id, list);
  }
  const result = new Map<number, PublicImage>();
  for (const [id, variants] of byImage) {
    variants.sort((a, b) => a.width - b.width);
    const largest = variants[variants.length - 1]!;
    const middle = variants[Math.floor((variants.length - 1) / 2)]!;
    result.set(id, {
      id,
      alt: largest.alt,
      category: largest.category,
      src: mediaUrl(middle.object_key),
      srcSet: variants.map((v) => `${mediaUrl(v.object_key)} ${v.width}w`).join(", "),
      fullSrc: mediaUrl(largest.object_key),
      width: largest.width,
      height: largest.height,
    });
  }
  return result;
}

function variantQuery(db: Knex) {
  return db("image_variants as v")
    .join("images as i", "i.id", "v.image_id")
    .where("i.status", "ready")
    .select<VariantRow[]>("v.image_id", "v.width", "v.height", "v.object_key", "i.alt", "i.category");
}

/** Ready images by id; ids that are missing, still processing or failed are simply absent. */
export async function loadPublicImages(db: Knex, ids: readonly (number | null | undefined)[]): Promise<Map<number, PublicImage>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === "number"))];
  if (wanted.length === 0) return new Map();
  return toPublicImages(await variantQuery(db).whereIn("v.image_id", wanted));
}

/** Every ready image of the library, newest first, optionally of one category. */
export async function listLibraryImages(db: Knex, category?: string): Promise<PublicImage[]> {
  const images = db("images")
    .where("status", "ready")
    .orderBy([
      { column: "uploaded_at", order: "desc" },
      { column: "id", order: "desc" },
    ]);
  if (category) images.where("category", category);
  const ordered = await images.select<{ id: number }[]>("id");
  const byId = await loadPublicImages(
    db,
    ordered.map((r) => r.id),
  );
  return ordered.map((r) => byId.get(r.id)).filter((img): img is PublicImage => img !== undefined);
}

/** Categories of ready images with how many each holds, alphabetically. */
export async function listImageCategories(db: Knex): Promise<{ category: string; count: number }[]> {
  return db("images")
    .where("status", "ready")
    .groupBy("category")
    .orderBy("category")
    .select<{ category: string; count: number }[]>("category", db.raw("count(*)::int as count"));
}
