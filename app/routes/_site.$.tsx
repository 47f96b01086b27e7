import { data } from "@remix-run/node";
import { unindexedPageMeta } from "~/utils/seo";

/** Any path no other route matches: a 404 inside the public layout. */
export function loader() {
  throw data({ message: "Page not found" }, { status: 404 });
}

export const meta = unindexedPageMeta("error.notFoundTitle");

export { SiteErrorBoundary as ErrorBoundary } from "~/components/site/error-page";

/** Never rendered (the loader always throws); its presence makes this a page route inside the layout, not a resource route. */
export default function NotFound() {
  return null;
}
