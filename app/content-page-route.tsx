import type { MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { contentPageAt, type ContentPageEntry } from "~/components/site/content-pages";
import { editedPageMeta } from "~/components/site/page-meta";
import { Hero, Sections } from "~/components/site/sections";
import type { loader } from "./content-page-route.server";
import { pathWithoutLocale, useT } from "~/utils/i18n";
import { metaTranslate } from "~/utils/seo";

/**
 * The browser half of the pages of app/components/site/content-pages.ts (/about, /training): each has a file of its
 * own in app/routes that re-exports this and the loader of ./content-page-route.server.ts.
 */

export function entryAt(pathname: string): ContentPageEntry {
  const entry = contentPageAt(pathWithoutLocale(pathname));
  if (!entry) throw new Response("Not Found", { status: 404 });
  return entry;
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const { title, path } = entryAt(args.location.pathname);
  return editedPageMeta(metaTranslate(args.matches)(title), path)(args);
};

export { SiteErrorBoundary as ErrorBoundary } from "~/components/site/error-page";

export default function ContentPage() {
  const { page } = useLoaderData<typeof loader>();
  const { heading: headingId } = entryAt(useLocation().pathname);
  const heading = useT()(headingId);
  if (!page || page.sections.length === 0) return <Hero title={heading} />;
  return <Sections sections={page.sections} images={page.images} />;
}
