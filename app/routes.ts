import { flatRoutes } from "@remix-run/fs-routes";
import { index, route, type RouteConfig, type RouteConfigEntry } from "@remix-run/route-config";
import { DOCUMENT_EDITORS } from "./components/admin/editor/editors";

const EDITOR_MODULE = "admin-editor-route.tsx";

/** `/admin/layouts/navbar` → parent "routes/admin.layouts", own id "routes/admin.layouts.navbar", path "navbar". */
function idOf(path: string) {
  return `routes/${path.split("/").filter(Boolean).join(".")}`;
}

function findRoute(entries: RouteConfigEntry[], id: string): RouteConfigEntry | undefined {
  for (const entry of entries) {
    if (entry.id === id) return entry;
    const found = entry.children && findRoute(entry.children, id);
    if (found) return found;
  }
  return undefined;
}

/**
 * The file routes of app/routes, and the document editors: one module (app/admin-editor-route.tsx) at each
 * address of app/components/admin/editor/editors.ts, under the layout its address names.
 */
async function routes(): Promise<RouteConfigEntry[]> {
  const entries = await flatRoutes({ ignoredRouteFiles: ["**/*.test.*", "**/.*"] });
  const place = (layoutPath: string, child: RouteConfigEntry) => {
    const layout = findRoute(entries, idOf(layoutPath));
    if (!layout) throw new Error(`No layout route ${idOf(layoutPath)} for a document editor`);
    layout.children = [...(layout.children ?? []), child];
  };
  for (const editor of DOCUMENT_EDITORS) {
    const parent = editor.path.slice(0, editor.path.lastIndexOf("/"));
    place(parent, route(editor.path.slice(parent.length + 1), EDITOR_MODULE, { id: idOf(editor.path) }));
    if (editor.indexOf) place(editor.indexOf, index(EDITOR_MODULE, { id: `${idOf(editor.indexOf)}._index` }));
  }
  return entries;
}

export default routes() satisfies RouteConfig;
