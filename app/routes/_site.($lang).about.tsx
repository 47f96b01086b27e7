// /about: a page that is only its edited sections (app/components/site/content-pages.ts)
export { loader } from "~/content-page-route.server";
export { default, ErrorBoundary, meta } from "~/content-page-route";
