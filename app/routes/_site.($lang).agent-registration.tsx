// /agent-registration: a plain form page (app/components/forms/form-pages.ts)
export { action, loader } from "~/form-page-route.server";
export { clientAction, default, ErrorBoundary, headers, meta, shouldRevalidate } from "~/form-page-route";
