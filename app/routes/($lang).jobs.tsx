import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { localizePath } from "~/utils/i18n";
import { requireLocale } from "~/utils/locale";

/** /jobs is where visitors guess the job openings are; they live at /apply-jobs-now (the search and page kept). */
export function loader({ request, params }: LoaderFunctionArgs) {
  const { search } = new URL(request.url);
  return redirect(`${localizePath(requireLocale(params), "/apply-jobs-now")}${search}`, 301);
}
