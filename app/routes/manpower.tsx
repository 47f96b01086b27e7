import { redirect, type LoaderFunctionArgs } from "@remix-run/node";

/** The spec's mobile link pointed at /manpower; every link now uses /man-power (DESIGN "Deliberate departures"). */
export function loader({ request }: LoaderFunctionArgs) {
  const { search } = new URL(request.url);
  return redirect(`/man-power${search}`, 301);
}
