import { imageIdOfMediaPath } from "../modules/content/images.server.js";
import type { Services } from "../services.js";

/*
 * Library images travel through the API as the absolute URLs it hands out (`<origin>/media/<variant key>`); a write
 * names an image by such a URL, turned back into its id here.
 */

/** A root-relative path (`/media/…`, the default logo) as an absolute URL on the public origin; other values as they are. */
export const absoluteUrl = (services: Pick<Services, "config">, src: string) =>
  src.startsWith("/") ? `${services.config.publicUrl}${src}` : src;

/** What a URL names: a ready library image (any variant), another path of this site, or nothing of it. */
type ImageUrlMatch = { imageId: number } | { path: string } | null;

/**
 * The library image a URL shows when it is on this site's origin: `{imageId}` for a ready image's variant,
 * `{path}` for another path of the site (the caller decides, e.g. the default logo); null for a foreign or
 * malformed URL.
 */
export async function matchImageUrl(services: Pick<Services, "config" | "db">, value: string): Promise<ImageUrlMatch> {
  let url: URL;
  try {
    url = new URL(value, services.config.publicUrl);
  } catch {
    return null;
  }
  if (url.origin !== new URL(services.config.publicUrl).origin) return null;
  const imageId = await imageIdOfMediaPath(services.db, url.pathname);
  return imageId === null ? { path: url.pathname } : { imageId };
}

/** The message next to an image field whose URL is no image of the library. */
export const NOT_A_LIBRARY_IMAGE = "Choose an image of the site's library: its URL as this API returns it.";
