import type { PublicImage } from "#server/modules/content/images.server.js";
import type { MetaDescriptor } from "@remix-run/node";
import { clsx } from "clsx";
import { fallbackLang } from "#server/modules/i18n/fallback";

/** `sizes` of the full-width hero image, shared by the image and its preload so both pick the same variant. */
export const HERO_SIZES = "100vw";

/**
 * Preload of the hero image for a route's `meta` (Remix renders it in <head>, ahead of the stylesheet):
 * the LCP image of most pages starts downloading before the browser reaches the body.
 */
export function heroPreload(image: PublicImage | null | undefined): MetaDescriptor[] {
  if (!image) return [];
  return [
    {
      tagName: "link",
      rel: "preload",
      as: "image",
      href: image.src,
      imageSrcSet: image.srcSet,
      imageSizes: HERO_SIZES,
      fetchpriority: "high",
    },
  ];
}

/**
 * A library image as responsive webp (`srcset` of its variants) with width/height set so the browser
 * reserves the space; nothing without an image. `priority` is for the one image that is likely the LCP
 * element (a hero). An alt text that is the English of a missing translation says so (`lang="en"`).
 */
export function ResponsiveImage({
  image,
  sizes,
  alt,
  className,
  priority = false,
  lang,
}: {
  image: PublicImage | null | undefined;
  sizes: string;
  alt?: string;
  className?: string;
  priority?: boolean;
  /** The language of `alt` when it differs from the page's (an English fallback). */
  lang?: string;
}) {
  if (!image) return null;
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      lang={lang ?? (alt === undefined ? fallbackLang(image, "alt") : undefined)}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      // React 18 does not know fetchPriority yet; the lowercase attribute is passed through as is.
      {...(priority ? { fetchpriority: "high" } : {})}
      className={clsx("bg-slate-200 dark:bg-slate-800", className)}
    />
  );
}
