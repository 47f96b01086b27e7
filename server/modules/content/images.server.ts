import type { Knex } from "knex";
import type { Modifiers } from "objection";
import { Image, ImageVariant } from "../../db/models/index.js";
import { FALLBACK_KEY } from "../i18n/fallback.js";

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

/**
 * Relation modifiers for fetching a row's image as the site shows it:
 * `Model.query(db).withGraphFetched("image(readyImage).variants").modifiers(publicImageModifiers)`.
 * Only ready images come back; one still processing, failed or deleted is null.
 */
const publicImageModifiers: Modifiers = {
  readyImage: (qb) => qb.where("images.status", "ready"),
};

/** An image fetched with its `variants` (ordered by width) as the UI renders it; null when absent or without variants. */
function publicImage(image: Image | null | undefined): PublicImage | null {
  const variants = image?.variants;
  if (!image || !variants || variants.length === 0) return null;
  const largest = variants[variants.length - 1]!;
  const middle = variants[Math.floor((variants.length - 1) / 2)]!;
  return {
    id: image.id,
    alt: image.alt,
    category: image.category,
    src: mediaUrl(middle.objectKey),
    srcSet: variants.map((v) => `${mediaUrl(v.objectKey)} ${v.width}w`).join(", "),
    fullSrc: mediaUrl(largest.objectKey),
    width: largest.width,
    height: largest.height,
  };
}

/**
 * A loaded image as one place shows it: with that place's alt text (empty when marked decorative; the library's
 * when none was written), or null when the image is absent or not ready.
 */
export function imageWithAlt(
  images: ReadonlyMap<number, PublicImage>,
  id: number | null | undefined,
  alt: string,
  decorative: boolean,
  /** The alt text is the English of a missing translation: marked for `lang="en"` (server/modules/i18n/fallback.ts). */
  altInEnglish = false,
): PublicImage | null {
  const image = id == null ? undefined : images.get(id);
  if (!image) return null;
  return {
    ...image,
    alt: decorative ? "" : alt || image.alt,
    ...(altInEnglish && !decorative ? { [FALLBACK_KEY]: ["alt"] } : {}),
  };
}

function readyImages(db: Knex) {
  return Image.query(db).modify(publicImageModifiers.readyImage!).withGraphFetched("variants");
}

/** Ready images by id (for ids held in json, such as page sections and project galleries); others are absent. */
export async function loadPublicImages(db: Knex, ids: readonly (number | null | undefined)[]): Promise<Map<number, PublicImage>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === "number"))];
  if (wanted.length === 0) return new Map();
  const result = new Map<number, PublicImage>();
  for (const image of await readyImages(db).whereIn("images.id", wanted)) {
    const view = publicImage(image);
    if (view) result.set(image.id, view);
  }
  return result;
}

/** Every ready image of the library, newest first, optionally of one category. */
export async function listLibraryImages(db: Knex, category?: string): Promise<PublicImage[]> {
  const query = readyImages(db).orderBy([
    { column: "images.uploaded_at", order: "desc" },
    { column: "images.id", order: "desc" },
  ]);
  if (category) query.where("images.category", category);
  return (await query).map(publicImage).filter((img): img is PublicImage => img !== null);
}

/** The `index`-th ready image of a category, counting round (a page hero picked from the library); null when it holds none. */
export async function pickLibraryImage(db: Knex, category: string, index: number): Promise<PublicImage | null> {
  const images = await listLibraryImages(db, category);
  return images.length > 0 ? images[index % images.length]! : null;
}

/**
 * The library image a public URL shows (`/media/<variant key>`, as `mediaUrl` builds it, any variant), when it is
 * ready; null for any other URL. How the REST API turns the logo URL it hands out back into the stored image id.
 */
export async function imageIdOfMediaPath(db: Knex, path: string): Promise<number | null> {
  const match = /^\/media\/(.+)$/.exec(path);
  if (!match) return null;
  let key: string;
  try {
    key = match[1]!.split("/").map(decodeURIComponent).join("/");
  } catch {
    return null;
  }
  const variant = await ImageVariant.query(db)
    .joinRelated("image")
    .where("image_variants.object_key", key)
    .where("image.status", "ready")
    .select("image_variants.image_id")
    .first();
  return variant?.imageId ?? null;
}
