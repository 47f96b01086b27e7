import type { Knex } from "knex";
import { Job, ServiceCard, ServiceListItem } from "../../db/models/index.js";
import { DEFAULT_LOCALE, LOCALES, localizePath } from "../i18n/locales.js";

interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

/** Public pages with fixed addresses, the /home and /contact-us aliases left out as duplicates. */
const STATIC_PATHS = [
  "/",
  "/about",
  "/service",
  "/services",
  "/project",
  "/man-power",
  "/gallery",
  "/training",
  "/contact",
  "/quote",
  "/apply-jobs-now",
  "/worker-registration",
  "/agent-registration",
  "/demand-submission",
];

/** Every public URL worth indexing: the pages, each published service detail page and each open job. */
export async function sitemapEntries(db: Knex): Promise<SitemapEntry[]> {
  const [items, cards, jobs] = await Promise.all([
    ServiceListItem.query(db).where("published", true).select("slug", "updated_at"),
    ServiceCard.query(db).where("published", true).select("slug", "updated_at"),
    Job.query(db).where("is_active", true).orderBy("id").select("id", "updated_at"),
  ]);
  const services = new Map<string, Date>();
  for (const s of [...items, ...cards]) if (!services.has(s.slug)) services.set(s.slug, s.updatedAt);
  return [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...[...services].map(([slug, lastModified]) => ({ path: `/services/${slug}`, lastModified })),
    // the jobs page opens a job's application section from ?apply=<id>
    ...jobs.map((j) => ({ path: `/apply-jobs-now?apply=${j.id}`, lastModified: j.updatedAt })),
  ];
}

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The sitemap: every page in every language (English at its own address, Bangla and Arabic under /bn and /ar), each
 * naming its versions in the other languages (`xhtml:link` alternates, English as `x-default`).
 */
export function renderSitemap(publicUrl: string, entries: SitemapEntry[]): string {
  const loc = (path: string) => escapeXml(`${publicUrl}${path}`);
  const urls = entries.flatMap((e) => {
    const lastmod = e.lastModified ? `<lastmod>${e.lastModified.toISOString().slice(0, 10)}</lastmod>` : "";
    const alternates = [
      ...LOCALES.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${loc(localizePath(l, e.path))}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${loc(localizePath(DEFAULT_LOCALE, e.path))}"/>`,
    ].join("");
    return LOCALES.map((l) => `  <url><loc>${loc(localizePath(l, e.path))}</loc>${lastmod}${alternates}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}
