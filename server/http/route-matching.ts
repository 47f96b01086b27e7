import { createRequire } from "node:module";
import type { AgnosticRouteMatch, AgnosticRouteObject, Params } from "@remix-run/router";
import { LRUCache } from "lru-cache";

/*
 * Route matching, remembered (docs/decisions/0018-route-matching-remembered.md).
 *
 * Every document request matches its path against the whole route tree three times: Remix's request handler,
 * the render (react-router's <DataRoutes>) and the lazy route manifest each call @remix-run/router's
 * `matchRoutes`, which flattens all ~75 routes, ranks them and compiles each path to a regular expression on
 * every call, about 0.45 ms each. The answer depends only on the tree's shape (ids, paths, index flags, case
 * sensitivity, nesting), the path and the basename, so it is worked out once and remembered.
 *
 * The render builds a new tree of new route objects for every request, so a tree is known by its shape, not
 * by identity; a remembered answer names routes by id and is handed out with the caller's own route objects
 * and fresh `params`, so no caller can change what another one gets. A tree whose routes lack unique ids is
 * matched as before.
 */

type Route = AgnosticRouteObject & { id?: string; children?: Route[] };
type Location = string | { pathname?: string };
type MatchRoutes = (routes: Route[], location: Location, basename?: string) => AgnosticRouteMatch[] | null;

interface Shape {
  /** Everything about the tree that matching reads, as one string. */
  key: string;
  byId: Map<string, Route>;
}

interface Remembered {
  matches: Array<{ routeId: string; params: Params; pathname: string; pathnameBase: string }> | null;
}

/** Per route array: its shape, or null when it cannot be remembered (a route without an id, or a repeated id). */
const shapes = new WeakMap<Route[], Shape | null>();
/** Per shape (a build has one; the development server makes a new one on each change), per basename and path. */
const answers = new LRUCache<string, LRUCache<string, Remembered>>({ max: 8 });
/** Paths remembered per shape; a visitor asking for random paths only cycles them. */
const PATHS_PER_SHAPE = 2000;

function shapeOf(routes: Route[]): Shape | null {
  const known = shapes.get(routes);
  if (known !== undefined) return known;
  const byId = new Map<string, Route>();
  const parts: string[] = [];
  const walk = (list: Route[]): boolean => {
    parts.push("[");
    for (const route of list) {
      if (typeof route.id !== "string" || byId.has(route.id)) return false;
      byId.set(route.id, route);
      parts.push(route.id, "\u0000", route.path ?? "\u0001", route.index ? "i" : "", route.caseSensitive ? "c" : "", "\u0000");
      if (route.children && !walk(route.children)) return false;
    }
    parts.push("]");
    return true;
  };
  const shape = walk(routes) ? { key: parts.join(""), byId } : null;
  shapes.set(routes, shape);
  return shape;
}

function pathnameOf(location: Location, parsePath: (path: string) => { pathname?: string }): string {
  return (typeof location === "string" ? parsePath(location).pathname : location.pathname) ?? "/";
}

/** `matchRoutes` with its answers remembered; `original` is @remix-run/router's own. */
export function rememberingMatchRoutes(original: MatchRoutes, parsePath: (path: string) => { pathname?: string }): MatchRoutes {
  return (routes, location, basename = "/") => {
    const shape = Array.isArray(routes) ? shapeOf(routes) : null;
    if (!shape) return original(routes, location, basename);
    let byPath = answers.get(shape.key);
    if (!byPath) answers.set(shape.key, (byPath = new LRUCache({ max: PATHS_PER_SHAPE })));
    const key = `${basename}\u0000${pathnameOf(location, parsePath)}`;
    const remembered = byPath.get(key);
    if (remembered) {
      return (
        remembered.matches?.map((m) => ({
          params: { ...m.params },
          pathname: m.pathname,
          pathnameBase: m.pathnameBase,
          route: shape.byId.get(m.routeId)!,
        })) ?? null
      );
    }
    const matches = original(routes, location, basename);
    byPath.set(key, {
      matches:
        matches?.map((m) => ({
          routeId: (m.route as Route).id!,
          params: { ...m.params },
          pathname: m.pathname,
          pathnameBase: m.pathnameBase,
        })) ?? null,
    });
    return matches;
  };
}

interface RouterModule {
  matchRoutes: MatchRoutes & { remembering?: true };
  parsePath: (path: string) => { pathname?: string };
}

const loadRouter = () => createRequire(import.meta.url)("@remix-run/router") as RouterModule;

type Remembering = MatchRoutes & { remembering: true };

/** This process's one remembering `matchRoutes`, made on first use over the router's own. */
let remembering: Remembering | undefined;

function rememberingOnce(): Remembering {
  if (!remembering) {
    const router = loadRouter();
    remembering = router.matchRoutes.remembering
      ? (router.matchRoutes as Remembering)
      : Object.assign(rememberingMatchRoutes(router.matchRoutes, router.parsePath), { remembering: true as const });
  }
  return remembering;
}

/** `matchRoutes` with the answers this process remembers, for the product's own matching (request metrics). */
export const matchRoutes: MatchRoutes = (routes, location, basename) => rememberingOnce()(routes, location, basename);

/**
 * Puts the remembering `matchRoutes` in place of @remix-run/router's export, which Remix's server runtime,
 * react-router and Remix's lazy route manifest all read at call time (the one CommonJS module they share).
 * Idempotent; called when the Remix handler is made.
 */
export function rememberRouteMatches(): void {
  const router = loadRouter();
  if (!router.matchRoutes.remembering) router.matchRoutes = rememberingOnce();
}
