import type { MetaFunction } from "@remix-run/node";
import { useLocation, type ClientActionFunctionArgs } from "@remix-run/react";
import { FormPage, formPageClientAction, formPageMeta } from "~/components/forms/form-page";
import { formPageAt, type FormPageEntry } from "~/components/forms/form-pages";
import { throttledPageHeaders } from "~/utils/retry-after";
import { pathWithoutLocale } from "~/utils/i18n";
import type { loader } from "./form-page-route.server";

/**
 * The browser half of the form pages of app/components/forms/form-pages.ts (/agent-registration,
 * /demand-submission): each has a file of its own in app/routes that re-exports this and the loader and action of
 * ./form-page-route.server.ts.
 */

export function pageAt(url: string): FormPageEntry {
  const page = formPageAt(pathWithoutLocale(new URL(url, "http://localhost").pathname));
  if (!page) throw new Response("Not Found", { status: 404 });
  return page;
}

export const meta: MetaFunction<typeof loader> = (args) => formPageMeta(pageAt(args.location.pathname))(args);

export const clientAction = (args: ClientActionFunctionArgs) => formPageClientAction(pageAt(args.request.url))(args);

export { skipRevalidationAfterPost as shouldRevalidate } from "~/components/forms/result";
export { SiteErrorBoundary as ErrorBoundary } from "~/components/site/error-page";

export default function PublicFormPage() {
  return <FormPage page={pageAt(useLocation().pathname)} />;
}

/** A throttled submission (429) tells its wait in Retry-After. */
export const headers = throttledPageHeaders;
