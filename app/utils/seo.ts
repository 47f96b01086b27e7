import type { MetaDescriptor } from "@remix-run/node";
import { SITE_LAYOUT_ID } from "~/components/site/site-layout";

export const SITE_NAME = "Crestline Builders & Manpower";
const DEFAULT_DESCRIPTION =
  "Construction across Bangladesh and skilled, verified Bangladeshi workers for contractors in Saudi Arabia.";

interface SeoInput {
  title: string;
  description?: string;
  /** The page's path (no query string unless it selects distinct content). */
  path: string;
  /** The site's public origin (config.publicUrl), exposed by the _site loader. */
  publicUrl: string | undefined;
  /** Absolute or site-relative image for link previews. */
  image?: string | null;
  type?: "website" | "article";
}

/** Title, description, canonical link and Open Graph / Twitter tags of one page. */
export function seo({
  title,
  description = DEFAULT_DESCRIPTION,
  path,
  publicUrl,
  image,
  type = "website",
}: SeoInput): MetaDescriptor[] {
  const origin = publicUrl ?? "";
  const url = `${origin}${path}`;
  const fullTitle = title === SITE_NAME || title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
  const imageUrl = image ? (image.startsWith("http") ? image : `${origin}${image}`) : `${origin}/builders.png`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: type },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
  ];
}

interface MatchLike {
  id: string;
  data: unknown;
}

/** The public URL from the _site layout's loader data, for use in child routes' `meta`. */
export function publicUrlFrom(matches: readonly MatchLike[]): string | undefined {
  const site = matches.find((m) => m.id === SITE_LAYOUT_ID)?.data as { publicUrl?: string } | undefined;
  return site?.publicUrl;
}
