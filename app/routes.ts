import { flatRoutes } from "@remix-run/fs-routes";
import { index, route, type RouteConfig, type RouteConfigEntry } from "@remix-run/route-config";
import { DOCUMENT_EDITORS } from "./components/admin/editor/editors";
import { FORM_PAGES } from "./components/forms/form-pages";
import { CONTENT_PAGES } from "./components/site/content-pages";
import { SITE_LAYOUT_ID } from "./components/site/site-layout";

/** `/admin/layouts/navbar` → "routes/admin.layouts.navbar", the id a file of its own would have had. */
const idOf = (path: string) => `routes/${path.split("/").filter(Boolean).join(".")}`;

function findRoute(entries: RouteConfigEntry[], id: string): RouteConfigEntry | undefined {
  for (const entry of entries) {
    if (entry.id === id) return entry;
    const found = entry.children && findRoute(entry.children, id);
    if (found) return found;
  }
  return undefined;
}

/**
 * The file routes of app/routes, and the route modules that serve several addresses, each address under the
 * layout a file of its own would have had: the document editors (app/admin-editor-route.tsx, at the addresses
 * of app/components/admin/editor/editors.ts; app/admin-editor-index-route.tsx, without the action, at their
 * index addresses), the pages that are only edited sections (app/content-page-route.tsx, at those of
 * app/components/site/content-pages.ts) and the plain form pages (app/form-page-route.tsx, at those of
 * app/components/forms/form-pages.ts).
 */
async function routes(): Promise<RouteConfigEntry[]> {
  const entries = await flatRoutes({ ignoredRouteFiles: ["**/*.test.*", "**/.*"] });
  const place = (layoutId: string, child: RouteConfigEntry) => {
    const layout = findRoute(entries, layoutId);
    if (!layout) throw new Error(`No layout route ${layoutId} for ${child.id}`);
    layout.children = [...(layout.children ?? []), child];
  };
  for (const editor of DOCUMENT_EDITORS) {
    const parent = editor.path.slice(0, editor.path.lastIndexOf("/"));
    place(idOf(parent), route(editor.path.slice(parent.length + 1), "admin-editor-route.tsx", { id: idOf(editor.path) }));
    if (editor.indexOf)
      place(idOf(editor.indexOf), index("admin-editor-index-route.tsx", { id: `${idOf(editor.indexOf)}._index` }));
  }
  for (const page of CONTENT_PAGES)
    place(SITE_LAYOUT_ID, route(page.path.slice(1), "content-page-route.tsx", { id: `${SITE_LAYOUT_ID}.${page.path.slice(1)}` }));
  for (const page of FORM_PAGES)
    place(SITE_LAYOUT_ID, route(page.path.slice(1), "form-page-route.tsx", { id: `${SITE_LAYOUT_ID}.${page.path.slice(1)}` }));
  return entries;
}

export default routes() satisfies RouteConfig;
