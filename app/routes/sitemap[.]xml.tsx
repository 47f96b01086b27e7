import type { LoaderFunctionArgs } from "@remix-run/node";
import { renderSitemap, sitemapEntries } from "#server/modules/content/sitemap.server.js";

export async function loader({ context }: LoaderFunctionArgs) {
  const { services } = context;
  const xml = renderSitemap(services.config.publicUrl, await sitemapEntries(services.db));
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
