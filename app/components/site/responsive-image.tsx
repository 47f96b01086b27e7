import type { PublicImage } from "#server/modules/content/images.server.js";
import { clsx } from "clsx";

/**
 * A library image as responsive webp (`srcset` of its variants) with width/height set so the browser
 * reserves the space. `priority` is for the one image that is likely the LCP element (a hero).
 */
export function ResponsiveImage({
  image,
  sizes,
  alt,
  className,
  priority = false,
}: {
  image: PublicImage;
  sizes: string;
  alt?: string;
  className?: string;
  priority?: boolean;
}) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      // React 18 does not know fetchPriority yet; the lowercase attribute is passed through as is.
      {...(priority ? { fetchpriority: "high" } : {})}
      className={clsx("bg-slate-200 dark:bg-slate-800", className)}
    />
  );
}
