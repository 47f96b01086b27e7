// /admin/about: a document editor (app/components/admin/editor/editors.ts)
export { action, loader } from "~/admin-editor-route.server";
export { default, meta, shouldRevalidate } from "~/admin-editor-route";
