import { redirect, type LoaderFunctionArgs } from "@remix-run/node";

/** The old mobile link pointed at /manpower; every link now uses /man-power (docs/product.md, "Departures from the original behaviour"). */
export function loader({ request }: LoaderFunctionArgs) {
  const { search } = new URL(request.url);
  return redirect(`/man-power${search}`, 301);
}
