import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { pageForRequest } from "#server/modules/content/editing.server.js";
import { contentPageAt, type ContentPageEntry } from "~/components/site/content-pages";
import { editedPageMeta } from "~/components/site/page-meta";
import { Hero, Sections } from "~/components/site/sections";

/** The route module of the pages of app/components/site/content-pages.ts (/about, /training). */

function entryAt(pathname: string): ContentPageEntry {
  const entry = contentPageAt(pathname);
  if (!entry) throw new Response("Not Found", { status: 404 });
  return entry;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { page: await pageForRequest(request, context, entryAt(new URL(request.url).pathname).page) };
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const { title, path } = entryAt(args.location.pathname);
  return editedPageMeta(title, path)(args);
};

export { SiteErrorBoundary as ErrorBoundary } from "~/components/site/error-page";

export default function ContentPage() {
  const { page } = useLoaderData<typeof loader>();
  const { heading } = entryAt(useLocation().pathname);
  if (!page || page.sections.length === 0) return <Hero title={heading} />;
  return <Sections sections={page.sections} images={page.images} />;
}
