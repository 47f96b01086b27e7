import { createRequire } from "node:module";
import { matchRoutes, parsePath, type AgnosticRouteMatch, type AgnosticRouteObject } from "@remix-run/router";
import { describe, expect, it, vi } from "vitest";
import { matchRoutes as productMatchRoutes, rememberingMatchRoutes, rememberRouteMatches } from "#server/http/route-matching";

type Route = AgnosticRouteObject & { id?: string; children?: Route[] };

/** A tree of the shape Remix builds: a root, pathless layouts, index routes, dynamic segments, splats. */
function remixLikeTree(): Route[] {
  return [
    {
      id: "root",
      path: "",
      children: [
        {
          id: "routes/_site",
          children: [
            { id: "routes/_site._index", index: true },
            { id: "routes/_site.apply-jobs-now", path: "apply-jobs-now" },
            { id: "routes/_site.services._index", path: "services", index: true },
            { id: "routes/_site.services.$serviceSlug", path: "services/:serviceSlug" },
            { id: "routes/_site.Case", path: "Case", caseSensitive: true },
            { id: "routes/_site.$", path: "*" },
          ],
        },
        {
          id: "routes/admin",
          path: "admin",
          children: [
            { id: "routes/admin._index", index: true },
            {
              id: "routes/admin.forms-and-reports",
              path: "forms-and-reports",
              children: [
                { id: "routes/admin.forms-and-reports._index", index: true },
                { id: "routes/admin.forms-and-reports.$formId", path: ":formId/:tab?" },
              ],
            },
            { id: "routes/admin.$", path: "*" },
          ],
        },
        { id: "routes/login", path: "login" },
      ],
    },
  ];
}

const PATHS = [
  "/",
  "/apply-jobs-now",
  "/apply-jobs-now?q=welder#top",
  "/services",
  "/services/plumbing",
  "/services/a%20b",
  "/Case",
  "/case",
  "/admin",
  "/admin/forms-and-reports",
  "/admin/forms-and-reports/12",
  "/admin/forms-and-reports/12/responses",
  "/admin/nothing/here",
  "/login",
  "/no/such/page",
];

/** What a caller can see of an answer: which of its own routes matched, with what params and pathnames. */
function view(matches: AgnosticRouteMatch[] | null, tree: Route[]) {
  const all: Route[] = [];
  const collect = (list: Route[]) => list.forEach((r) => (all.push(r), collect(r.children ?? [])));
  collect(tree);
  return matches?.map((m) => ({
    route: all.indexOf(m.route as Route),
    params: m.params,
    pathname: m.pathname,
    pathnameBase: m.pathnameBase,
  }));
}

describe("remembered route matching", () => {
  it("answers as matchRoutes does, with the caller's own route objects, for trees made anew per call", () => {
    const original = vi.fn(matchRoutes);
    const remembering = rememberingMatchRoutes(original, parsePath);
    for (const path of PATHS) {
      for (let round = 0; round < 3; round++) {
        const tree = remixLikeTree(); // a new tree of new objects, as each render makes
        const expected = matchRoutes(tree, path);
        const answer = remembering(tree, path);
        expect(view(answer, tree), `${path}, round ${round}`).toEqual(view(expected, tree));
        // every matched route is an object of this very tree
        answer?.forEach((m, i) => expect(m.route).toBe(expected![i]!.route));
      }
    }
    // each pathname was worked out once (a query or hash is not part of it); the other rounds were remembered
    expect(original).toHaveBeenCalledTimes(new Set(PATHS.map((p) => parsePath(p).pathname)).size);
    expect(remembering(remixLikeTree(), "/no/such/page")?.at(-1)?.params["*"]).toBe("no/such/page");
  });

  it("takes locations as objects and keeps basenames apart", () => {
    const remembering = rememberingMatchRoutes(matchRoutes, parsePath);
    const tree = remixLikeTree();
    expect(view(remembering(tree, { pathname: "/services/x" }), tree)).toEqual(view(matchRoutes(tree, "/services/x"), tree));
    expect(remembering(tree, "/shop/services/x", "/shop")?.at(-1)?.params).toEqual({ serviceSlug: "x" });
    expect(remembering(tree, "/services/x", "/shop")).toBeNull();
    expect(remembering(tree, "/shop/services/x")?.at(-1)?.route.id).toBe("routes/_site.$");
  });

  it("hands out fresh params: what one caller changes, the next does not see", () => {
    const remembering = rememberingMatchRoutes(matchRoutes, parsePath);
    const first = remembering(remixLikeTree(), "/services/roofing")!;
    (first.at(-1)!.params as Record<string, string>).serviceSlug = "changed";
    first.pop();
    const second = remembering(remixLikeTree(), "/services/roofing")!;
    expect(second.at(-1)!.params).toEqual({ serviceSlug: "roofing" });
    expect(second).toHaveLength(3);
  });

  it("tells trees of another shape apart", () => {
    const remembering = rememberingMatchRoutes(matchRoutes, parsePath);
    const tree = remixLikeTree();
    expect(remembering(tree, "/login")?.at(-1)?.route.id).toBe("routes/login");
    const moved = remixLikeTree();
    moved[0]!.children!.at(-1)!.path = "sign-in";
    expect(remembering(moved, "/login")?.at(-1)?.route.id).toBe("routes/_site.$");
    expect(remembering(moved, "/sign-in")?.at(-1)?.route.id).toBe("routes/login");
  });

  it("matches trees without unique ids as before, every time", () => {
    const original = vi.fn(matchRoutes);
    const remembering = rememberingMatchRoutes(original, parsePath);
    const noIds: Route[] = [{ path: "/", children: [{ path: "a" }, { path: "b" }] }];
    const twice: Route[] = [{ id: "x", path: "/", children: [{ id: "x", path: "a" }] }];
    for (let i = 0; i < 2; i++) {
      expect(remembering(noIds, "/a")?.at(-1)?.route).toBe(noIds[0]!.children![0]);
      expect(remembering(twice, "/a")?.at(-1)?.route).toBe(twice[0]!.children![0]);
    }
    expect(original).toHaveBeenCalledTimes(4);
  });

  it("is what Remix's server runtime and react-router call once installed", () => {
    const require = createRequire(import.meta.url);
    const router = require("@remix-run/router") as { matchRoutes: { remembering?: true } };
    rememberRouteMatches();
    const installed = router.matchRoutes;
    expect(installed.remembering).toBe(true);
    rememberRouteMatches();
    expect(router.matchRoutes).toBe(installed);
    // the product's own matching (request metrics) answers through the same remembered answers
    expect(productMatchRoutes(remixLikeTree(), "/admin/forms-and-reports/7")?.at(-1)?.params).toEqual({ formId: "7" });
    // react-router (and through it Remix's lazy route manifest) reads @remix-run/router's export when called
    expect((require("react-router") as { matchRoutes: unknown }).matchRoutes).toBe(installed);
    // Remix's request handler calls it through the same module object, when it matches
    const serverRuntime = require.resolve("@remix-run/server-runtime/dist/routeMatching.js");
    const { matchServerRoutes } = require(serverRuntime) as {
      matchServerRoutes: (routes: Route[], pathname: string) => Array<{ route: Route }> | null;
    };
    const watched = vi.fn(installed as unknown as typeof matchRoutes);
    (router as { matchRoutes: unknown }).matchRoutes = watched;
    try {
      expect(matchServerRoutes(remixLikeTree(), "/services/x")?.at(-1)?.route.id).toBe("routes/_site.services.$serviceSlug");
      expect(watched).toHaveBeenCalledTimes(1);
    } finally {
      (router as { matchRoutes: unknown }).matchRoutes = installed;
    }
  });
});
