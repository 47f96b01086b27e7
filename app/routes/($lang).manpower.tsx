import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { localizePath } from "~/utils/i18n";
import { requireLocale } from "~/utils/locale";

/** The old mobile link pointed at /manpower; every link now uses /man-power (docs/product.md, "Departures from the original behaviour"). */
export function loader({ request, params }: LoaderFunctionArgs) {
  const { search } = new URL(request.url);
  return redirect(`${localizePath(requireLocale(params), "/man-power")}${search}`, 301);
}
