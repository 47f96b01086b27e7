// /admin/layouts: the editor of /admin/layouts/navbar without its action (its forms post to /admin/layouts/navbar)
export { loader } from "~/admin-editor-route.server";
export { default, meta, shouldRevalidate } from "~/admin-editor-route";
