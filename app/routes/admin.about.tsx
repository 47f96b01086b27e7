// /admin/about: a document editor (app/components/admin/editor/editors.ts)
export { action, loader } from "~/admin-editor-route.server";
export { default, meta } from "~/admin-editor-route";
