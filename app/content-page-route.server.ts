import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireLocale } from "~/utils/locale";
import { pageForRequest } from "#server/modules/content/editing.server.js";
import { entryAt } from "./content-page-route";

/** The loader of the pages of app/components/site/content-pages.ts (/about, /training). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  requireLocale(params);
  return { page: await pageForRequest(request, context, entryAt(new URL(request.url).pathname).page) };
}
