import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { FORM_IDS } from "#server/db/models/form-enums.js";
import { formPageAction, formPageLoader } from "~/utils/public-form.server";
import { pageAt } from "./form-page-route";
import { requireLocale } from "./utils/locale";

/** The loader and action of the form pages of app/components/forms/form-pages.ts. */

export const loader = async (args: LoaderFunctionArgs) => {
  requireLocale(args.params);
  const page = pageAt(args.request.url);
  return formPageLoader(FORM_IDS[page.form], page.heroIndex)(args);
};

export const action = async (args: ActionFunctionArgs) => {
  requireLocale(args.params);
  return formPageAction(FORM_IDS[pageAt(args.request.url).form])(args);
};
