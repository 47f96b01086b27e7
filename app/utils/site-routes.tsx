import { createContext, useContext, useState } from "react";
import { SITE_LAYOUT_ID } from "~/components/site/site-layout";

/*
 * The public site's routes, known to the browser's router from the first render
 * (docs/decisions/0020-public-routes-in-the-document.md).
 *
 * With lazy route discovery a document names only the routes of its own page. Once hydrated, Remix asks
 * /__manifest for the routes its links lead to and patches them into the router, and the router then renders
 * the whole page again: on a phone-speed CPU that was the largest task after hydration. The public layout
 * therefore carries the manifest entries of every route under it, as JSON (`SiteRoutes`, about 1.4 KB gzip),
 * and app/entry.client.tsx adds them to Remix's manifest before hydrating (`addSiteRoutes`). Discovery still
 * runs, finds every route known and patches nothing. No admin route is ever listed.
 */

const ID = "site-routes";

/** What is read of a manifest entry here; the rest is passed through as it is. */
interface ManifestRoute {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
  css?: string[];
}
interface Manifest {
  routes: Record<string, ManifestRoute>;
}

/**
 * The list as the document carries it. The routes' imports name the same shared chunks again and again (about
 * twelve each), so every asset's path is written once and the routes name them by their place in `assets`:
 * the list is under half the size, for every document's render, compression and download.
 */
interface Listed {
  assets: string[];
  routes: Array<Omit<ManifestRoute, "module" | "imports" | "css"> & { module: number; imports?: number[]; css?: number[] }>;
}

/** The JSON of the build's public routes (set by app/entry.server.tsx; null in the browser, read back). */
const SiteRoutesContext = createContext<string | null>(null);
export const SiteRoutesProvider = SiteRoutesContext.Provider;

const listed = new WeakMap<Manifest, string>();

/** The manifest entries of every route under `SITE_LAYOUT_ID`, as JSON safe inside a <script>; made once per build. */
export function siteRoutesOf(manifest: Manifest): string {
  let json = listed.get(manifest);
  if (json === undefined) {
    const { routes } = manifest;
    const underSite = (route: ManifestRoute | undefined): boolean =>
      !!route?.parentId && (route.parentId === SITE_LAYOUT_ID || underSite(routes[route.parentId]));
    const assets = new Map<string, number>();
    const indexOf = (path: string) => {
      if (!assets.has(path)) assets.set(path, assets.size);
      return assets.get(path)!;
    };
    const listedRoutes = Object.values(routes)
      .filter(underSite)
      .map(({ module, imports, css, ...route }) => ({
        ...route,
        module: indexOf(module),
        ...(imports && { imports: imports.map(indexOf) }),
        ...(css && { css: css.map(indexOf) }),
      }));
    const list: Listed = { assets: [...assets.keys()], routes: listedRoutes };
    // "<" escaped: no "</script>" can end the element early
    json = JSON.stringify(list).replace(/</g, "\\u003c");
    listed.set(manifest, json);
  }
  return json;
}

/** The public routes as a JSON data block (never run): rendered by the server, the same text again in the browser. */
export function SiteRoutes() {
  const fromServer = useContext(SiteRoutesContext);
  const [json] = useState(() => fromServer ?? document.getElementById(ID)?.textContent ?? "");
  if (!json) return null;
  return <script type="application/json" id={ID} dangerouslySetInnerHTML={{ __html: json }} />;
}

/** The manifest entries a list made by `siteRoutesOf` names, by route id. */
export function routesOf(json: string): Record<string, ManifestRoute> {
  const { assets, routes } = JSON.parse(json) as Listed;
  const path = (index: number) => {
    const found = assets[index];
    if (found === undefined) throw new Error(`The list names no asset ${index}.`);
    return found;
  };
  return Object.fromEntries(
    routes.map(({ module, imports, css, ...route }) => [
      route.id,
      { ...route, module: path(module), ...(imports && { imports: imports.map(path) }), ...(css && { css: css.map(path) }) },
    ]),
  );
}

/** Adds the routes the document lists to Remix's manifest (before hydration); entries already there stay. */
export function addSiteRoutes(manifest: Manifest | undefined) {
  const text = document.getElementById(ID)?.textContent;
  if (!manifest || !text) return;
  try {
    for (const [id, route] of Object.entries(routesOf(text))) manifest.routes[id] ??= route;
  } catch {
    // a damaged list only means the routes are discovered as before
  }
}
