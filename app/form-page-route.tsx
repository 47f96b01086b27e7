import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLocation, type ClientActionFunctionArgs } from "@remix-run/react";
import { FORM_IDS } from "#server/db/models/form-enums.js";
import { FormPage, formPageClientAction, formPageMeta } from "~/components/forms/form-page";
import { formPageAt, type FormPageEntry } from "~/components/forms/form-pages";
import { formPageAction, formPageLoader } from "~/utils/public-form.server";
import { throttledPageHeaders } from "~/utils/retry-after";

/**
 * The route module of the form pages of app/components/forms/form-pages.ts (/agent-registration,
 * /demand-submission): app/routes.ts registers it at each page's address.
 */

function pageAt(url: string): FormPageEntry {
  const page = formPageAt(new URL(url, "http://localhost").pathname);
  if (!page) throw new Response("Not Found", { status: 404 });
  return page;
}

export const meta: MetaFunction<typeof loader> = (args) => formPageMeta(pageAt(args.location.pathname))(args);

export const loader = async (args: LoaderFunctionArgs) => {
  const page = pageAt(args.request.url);
  return formPageLoader(FORM_IDS[page.form], page.heroIndex)(args);
};

export const action = async (args: ActionFunctionArgs) => formPageAction(FORM_IDS[pageAt(args.request.url).form])(args);

export const clientAction = (args: ClientActionFunctionArgs) => formPageClientAction(pageAt(args.request.url))(args);

export { skipRevalidationAfterPost as shouldRevalidate } from "~/components/forms/result";
export { SiteErrorBoundary as ErrorBoundary } from "~/components/site/error-page";

export default function PublicFormPage() {
  return <FormPage page={pageAt(useLocation().pathname)} />;
}

/** A throttled submission (429) tells its wait in Retry-After. */
export const headers = throttledPageHeaders;
