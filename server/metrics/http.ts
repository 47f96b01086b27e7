import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import type { ServerBuild } from "@remix-run/node";
import type { Context } from "koa";
import type { Services } from "../services.js";

type Deps = Pick<Services, "metrics" | "logger">;

interface RouteNode {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: RouteNode[];
}

/** The build's flat route manifest as the nested tree matchRoutes expects. */
function routeTree(routes: ServerBuild["routes"]): RouteNode[] {
  const childrenOf = (parentId: string | undefined): RouteNode[] =>
    Object.values(routes)
      .filter((r) => r && r.parentId === parentId)
      .map((r) => ({
        id: r!.id,
        path: r!.path,
        index: r!.index,
        caseSensitive: r!.caseSensitive,
        ...(r!.index ? {} : { children: childrenOf(r!.id) }),
      }));
  return childrenOf(undefined);
}

/** Per build, made once: its route tree. */
const trees = new WeakMap<ServerBuild["routes"], RouteNode[]>();

/**
 * The Remix route id (e.g. `routes/_site.($lang).project.$id`) that answers a path: the deepest matching
 * route. Single-fetch data requests (`/x.data`, `/_root.data`) count under the page they load.
 */
export function remixRouteId(build: ServerBuild, pathname: string): string {
  let tree = trees.get(build.routes);
  if (!tree) trees.set(build.routes, (tree = routeTree(build.routes)));
  const page = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
  const matches = matchRoutes(tree as AgnosticRouteObject[], page);
  return matches?.[matches.length - 1]?.route.id ?? "unmatched";
}

/** Fixed labels for what Koa answers before the router and Remix. */
const PREFIXES: Array<[RegExp, string]> = [
  [/^\/assets\//, "static:assets"],
  [/^\/media\//, "media"],
  [/^\/admin\/queues(\/|$)/, "queue-dashboard"],
  [/^\/bkash-sandbox(\/|$)/, "bkash-sandbox"],
  [/^\/(healthz|readyz|metrics)$/, ""],
];

/** A bounded label for the request: never the raw URL (ids and query strings would explode the series). */
function routeTemplate(ctx: Context): string {
  const state = ctx.state as { route?: string };
  if (state.route) return state.route;
  const matched = (ctx as Context & { _matchedRoute?: unknown })._matchedRoute;
  if (typeof matched === "string") return matched;
  for (const [pattern, label] of PREFIXES) if (pattern.test(ctx.path)) return label || ctx.path;
  return ctx.status === 404 ? "unmatched" : "static";
}

/** Path segments that carry personal data: the REST API reads a medical report by passport number. */
const PERSONAL_SEGMENTS: Array<[RegExp, string]> = [[/^(\/backend\/api\/medical-reports\/)[^/]+/i, "$1:passport_number"]];

/** The path as the request log writes it: a segment that carries personal data as its parameter's name. */
export function loggedPath(path: string): string {
  return PERSONAL_SEGMENTS.reduce((masked, [pattern, name]) => masked.replace(pattern, name), path);
}

/**
 * The one line per request (request id, method, path without its query string, route template, status,
 * duration) and its metrics. The query string is left out (searches can carry personal data), and so is a path segment
 * that carries some (loggedPath; README: no passport number in any log).
 */
export function observeRequest({ metrics, logger }: Deps, ctx: Context, startedAt: number): void {
  const seconds = (performance.now() - startedAt) / 1000;
  const route = routeTemplate(ctx);
  const labels = { method: ctx.method, route, status: String(ctx.status) };
  metrics.httpRequests.inc(labels);
  metrics.httpDuration.observe(labels, seconds);
  if (ctx.path.startsWith("/assets/") || ctx.path === "/healthz") return;
  logger.info(
    {
      requestId: ctx.state.requestId as string,
      method: ctx.method,
      path: loggedPath(ctx.path),
      route,
      status: ctx.status,
      ms: Math.round(seconds * 1000),
    },
    "request",
  );
}
