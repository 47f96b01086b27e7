/**
 * The index addresses that show a document editor (/admin the Home editor, /admin/layouts the navigation bar's):
 * the editor without its action, since its forms post to the editor's own address (app/routes.ts).
 */
export { default, loader, meta } from "./admin-editor-route";
