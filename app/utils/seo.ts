import type { Messages } from "@lingui/core";
import type { MetaDescriptor, MetaFunction } from "@remix-run/node";
import { SITE_LAYOUT_ID } from "~/components/site/site-layout";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "#server/modules/i18n/locales";
import { createI18n, localizePath, type Translate } from "./i18n";

export const SITE_NAME = "Crestline Builders & Manpower";

interface SeoInput {
  title: string;
  description?: string;
  /** The page's English path (no query string unless it selects distinct content); each language's is derived. */
  path: string;
  /** The matches of the page's `meta`: the site's public origin and the page's language come from them. */
  matches: readonly MatchLike[];
  /** Absolute or site-relative image for link previews. */
  image?: string | null;
  type?: "website" | "article";
}

/**
 * Title, description, canonical link (the page in its own language), the page in every language (`hreflang`, English
 * as `x-default`) and Open Graph / Twitter tags of one page.
 */
export function seo({ title, description, path, matches, image, type = "website" }: SeoInput): MetaDescriptor[] {
  const origin = publicUrlFrom(matches) ?? "";
  const locale = metaLocale(matches);
  description ??= metaTranslate(matches)("seo.description");
  const url = `${origin}${localizePath(locale, path)}`;
  const fullTitle = pageTitle(title, matches);
  const imageUrl = image ? (image.startsWith("http") ? image : `${origin}${image}`) : `${origin}/builders.png`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...LOCALES.map((l) => ({ tagName: "link", rel: "alternate", hrefLang: l, href: `${origin}${localizePath(l, path)}` })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${origin}${path}` },
    { property: "og:locale", content: OG_LOCALES[locale] },
    { property: "og:site_name", content: siteNameFrom(matches) },
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

/**
 * The company's name as the page's language writes it: the navbar's, which the office edits and translates (English
 * where its translation is missing).
 */
export function siteNameFrom(matches: readonly MatchLike[]): string {
  const site = matches.find((m) => m.id === SITE_LAYOUT_ID)?.data as { navbar?: { companyName?: string } } | undefined;
  return site?.navbar?.companyName || SITE_NAME;
}

/**
 * A page's `<title>`: its own title and the company's name in the page's language, unless the title names it already.
 * A name left in Latin letters on a Bangla or Arabic page is isolated (U+2068 … U+2069: a title holds no markup), so
 * the separator and its punctuation never change places in a right-to-left title.
 */
export function pageTitle(title: string, matches: readonly MatchLike[]): string {
  const name = siteNameFrom(matches);
  if (title.includes(name)) return title;
  const isolated = metaLocale(matches) !== DEFAULT_LOCALE && /[A-Za-z]/.test(name) ? `\u2068${name}\u2069` : name;
  return `${title} | ${isolated}`;
}

/** The public URL from the _site layout's loader data, for use in child routes' `meta`. */
export function publicUrlFrom(matches: readonly MatchLike[]): string | undefined {
  const site = matches.find((m) => m.id === SITE_LAYOUT_ID)?.data as { publicUrl?: string } | undefined;
  return site?.publicUrl;
}

const OG_LOCALES: Record<Locale, string> = { en: "en_US", bn: "bn_BD", ar: "ar_SA" };

function rootData(matches: readonly MatchLike[]) {
  return matches.find((m) => m.id === "root")?.data as { locale?: Locale; messages?: Messages } | undefined;
}

/** The page's language, in a route's `meta`. */
export function metaLocale(matches: readonly MatchLike[]): Locale {
  return rootData(matches)?.locale ?? DEFAULT_LOCALE;
}

/** The message function of the page's language, in a route's `meta` (titles, descriptions, JSON-LD). */
export function metaTranslate(matches: readonly MatchLike[]): Translate {
  const root = rootData(matches);
  const i18n = createI18n(root?.locale ?? DEFAULT_LOCALE, root?.messages ?? {});
  return (id, values) => i18n._(id, values);
}

/** The `meta` of a page kept out of search engines: only its title, the catalog's `titleId`. */
export function unindexedPageMeta(titleId: string): MetaFunction {
  return ({ matches }) => [
    { title: pageTitle(metaTranslate(matches)(titleId), matches) },
    { name: "robots", content: "noindex" },
  ];
}
