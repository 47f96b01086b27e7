// /admin: the editor of /admin/home without its action (its forms post to /admin/home)
export { loader } from "~/admin-editor-route.server";
export { default, meta, shouldRevalidate } from "~/admin-editor-route";
