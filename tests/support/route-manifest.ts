import type { ServerBuild } from "@remix-run/node";

/** The full path of a route of the production build's manifest: its own path after those of its layouts. */
export function fullPath(routes: ServerBuild["routes"], id: string): string {
  const parts: string[] = [];
  for (
    let route: ServerBuild["routes"][string] | undefined = routes[id];
    route;
    route = route.parentId ? routes[route.parentId] : undefined
  ) {
    if (route.path) parts.unshift(route.path);
  }
  return `/${parts.join("/")}`.replace(/\/+/g, "/");
}
