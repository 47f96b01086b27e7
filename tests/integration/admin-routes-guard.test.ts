import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { FORM_ADMIN_SLUGS } from "../../server/db/models/index.js";
import { ADMIN_ACCESS, type AccessRule } from "../../server/modules/auth/admin-access.js";
import { newAdmin } from "../support/admins.js";
import { createSession, SESSION_COOKIE } from "../../server/modules/auth/sessions.server.js";
import type { Services } from "../../server/services.js";
import { fullPath } from "../support/route-manifest.js";
import { createTestServices } from "../support/services.js";
import { BUNDLE, startWebProcess, type WebProcess } from "../support/web-process.js";

/*
 * Every /admin route of the production build's route manifest, requested anonymously against the real
 * server (the production bundle on the run's database): GET and POST must be refused (a redirect to
 * /login, or 401/403), never answered. A route that has no action answers POST with 405 before any of
 * its code runs; that counts as refused only for routes whose module really has no action.
 */

const BUILD = "build/server/index.js";
const SAMPLE_PARAM = "00000000-0000-4000-8000-000000000000";
/** Dynamic segments with a fixed set of values: the route is walked once per value (any other value is a 404). */
const PARAM_VALUES: Record<string, readonly string[]> = { form: Object.keys(FORM_ADMIN_SLUGS) };

/** The URLs that exercise a route path: one per known value of its fixed-set segments, other params sampled. */
function samplePaths(routePath: string): string[] {
  const sampled = routePath.replace(/:([A-Za-z0-9_]+)\??/g, (m, name: string) => (name in PARAM_VALUES ? m : SAMPLE_PARAM));
  const fixed = /:([A-Za-z0-9_]+)\??/.exec(sampled);
  if (!fixed) return [sampled.replace(/\*$/, "x")];
  return PARAM_VALUES[fixed[1]!]!.flatMap((value) => samplePaths(sampled.replace(fixed[0], value)));
}

interface AdminRoute {
  id: string;
  path: string;
  /** The route's path as Remix declares it (`/admin/quotes/:id`): its key in ADMIN_ACCESS. */
  pattern: string;
  hasLoader: boolean;
  hasAction: boolean;
  hasComponent: boolean;
  /** The catch-all (`admin.$`): a signed-in admin gets the admin shell's 404 there. */
  isSplat: boolean;
}

async function adminRoutes(): Promise<AdminRoute[]> {
  const build = (await import(pathToFileURL(path.resolve(BUILD)).href)) as ServerBuild;
  return Object.values(build.routes)
    .flatMap((route) => {
      const routePath = fullPath(build.routes, route.id);
      return samplePaths(routePath).map((path) => ({
        id: route.id,
        path,
        pattern: routePath.replace(/\/$/, "") || "/",
        isSplat: routePath.endsWith("*"),
        hasLoader: typeof route.module.loader === "function",
        hasAction: typeof route.module.action === "function",
        hasComponent: typeof route.module.default === "function",
      }));
    })
    .filter((r) => r.path === "/admin" || r.path.startsWith("/admin/"));
}

const refusedAnonymously = (res: Response) =>
  ((res.status === 302 || res.status === 303) && (res.headers.get("location") ?? "").startsWith("/login")) ||
  res.status === 401 ||
  res.status === 403;

let server: WebProcess | undefined;
let base = "";
let routes: AdminRoute[] = [];
let services: Services;
let cookie = "";
let editorCookie = "";

beforeAll(async () => {
  if (!existsSync(BUILD) || !existsSync(BUNDLE)) return;
  routes = await adminRoutes();
  services = await createTestServices();
  const admin = await newAdmin(services.db, `guard-${randomUUID().slice(0, 8)}`, "guard-password-123");
  cookie = `${SESSION_COOKIE}=${(await createSession(services.db, admin.id)).token}`;
  const editor = await newAdmin(services.db, `editor-${randomUUID().slice(0, 8)}`, "guard-password-123", "editor");
  editorCookie = `${SESSION_COOKIE}=${(await createSession(services.db, editor.id)).token}`;

  server = await startWebProcess({
    REDIS_PREFIX: `${inject("testEnv").runId}-guard`,
    ADMIN_USERNAME: "guard-admin",
    ADMIN_PASSWORD: "guard-password-1",
  });
  base = server.base;
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await services?.close();
});

describe("every /admin route refuses anonymous visitors", () => {
  it("has the production build (npm test builds it first)", () => {
    expect(existsSync(BUILD), `${BUILD} is missing: run \`npm run build\` first`).toBe(true);
    expect(existsSync(BUNDLE), `${BUNDLE} is missing: run \`npm run build\` first`).toBe(true);
  });

  it("finds the admin routes in the manifest", () => {
    const paths = routes.map((r) => r.path);
    // a few that must be there: if these go missing the manifest walk is wrong
    expect(paths).toEqual(
      expect.arrayContaining(["/admin", "/admin/forms-and-reports", "/admin/forms-and-reports/apply-now", "/admin/audit"]),
    );
    expect(routes.length).toBeGreaterThan(15);
  });

  it("redirects an anonymous GET (document and single-fetch data request) to /login", async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const res = await fetch(`${base}${route.path}`, { redirect: "manual" });
      await res.body?.cancel();
      // a route without a loader answers GET with 400/405 before any of its code runs
      const noLoader = !route.hasLoader && (res.status === 400 || res.status === 405);
      if (!refusedAnonymously(res) && !noLoader) failures.push(`GET ${route.path} (${route.id}) → ${res.status}`);
      if (!route.hasComponent) continue;
      // single fetch: a client navigation asks for <path>.data; a redirect comes back as a 202 turbo-stream
      const data = await fetch(`${base}${route.path}.data`, { redirect: "manual" });
      const body = await data.text();
      const redirected = data.status === 202 && body.includes('"redirect"') && body.includes('"/login?redirectTo=');
      if (!redirected && !refusedAnonymously(data)) failures.push(`GET ${route.path}.data (${route.id}) → ${data.status}`);
    }
    expect(failures, server?.output()).toEqual([]);
  });

  it("refuses an anonymous same-origin POST, and any POST without an origin", async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const post = (headers: Record<string, string>) =>
        fetch(`${base}${route.path}`, {
          method: "POST",
          redirect: "manual",
          headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
          body: "intent=delete-field&fieldId=1",
        });
      const sameOrigin = await post({ origin: base });
      await sameOrigin.body?.cancel();
      const ok = refusedAnonymously(sameOrigin) || (!route.hasAction && sameOrigin.status === 405);
      if (!ok) failures.push(`POST ${route.path} (${route.id}) → ${sameOrigin.status}`);
      if (route.hasAction) {
        const noOrigin = await post({});
        await noOrigin.body?.cancel();
        if (!refusedAnonymously(noOrigin)) failures.push(`POST without origin ${route.path} → ${noOrigin.status}`);
      }
    }
    expect(failures, server?.output()).toEqual([]);
  });

  it("serves the same routes to a signed-in admin (the refusals above are the guard, not a broken page)", async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.hasComponent)) {
      const res = await fetch(`${base}${route.path}`, { redirect: "manual", headers: { cookie } });
      await res.body?.cancel();
      const expected = route.isSplat ? 404 : 200;
      if (res.status !== expected) failures.push(`GET ${route.path} → ${res.status} (expected ${expected})`);
    }
    expect(failures, server?.output()).toEqual([]);
  });
});

/** The rule of a manifest route: its own path's, or `/admin/*` for the catch-all. */
const ruleOf = (route: AdminRoute): AccessRule | undefined =>
  (ADMIN_ACCESS as Record<string, AccessRule>)[route.isSplat ? "/admin/*" : route.pattern];

describe("every /admin route has a role rule, and the server keeps to it", () => {
  it("lists every admin route of the manifest in ADMIN_ACCESS (a new route without a rule fails here)", () => {
    const missing = [...new Set(routes.filter((r) => !ruleOf(r)).map((r) => `${r.id} (${r.pattern})`))];
    expect(missing, "add these to server/modules/auth/admin-access.ts").toEqual([]);
  });

  it("refuses an editor every owner page (GET and POST), and serves the editor pages", async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const rule = ruleOf(route)!;
      const res = await fetch(`${base}${route.path}`, { redirect: "manual", headers: { cookie: editorCookie } });
      await res.body?.cancel();
      if (rule.role === "owner" && res.status !== 403) failures.push(`GET ${route.path} as an editor → ${res.status}`);
      if (rule.role === "editor" && route.hasComponent && res.status !== (route.isSplat ? 404 : 200)) {
        failures.push(`GET ${route.path} as an editor → ${res.status}`);
      }
      if (rule.role === "owner" && route.hasAction) {
        const post = await fetch(`${base}${route.path}`, {
          method: "POST",
          redirect: "manual",
          headers: { "content-type": "application/x-www-form-urlencoded", origin: base, cookie: editorCookie },
          body: "intent=create&name=x",
        });
        await post.body?.cancel();
        if (post.status !== 403) failures.push(`POST ${route.path} as an editor → ${post.status}`);
      }
    }
    expect(failures, server?.output()).toEqual([]);
  });

  it("refuses an editor every owner-only intent, and an intent no rule lists, before the action runs", async () => {
    const failures: string[] = [];
    const post = (path: string, intent: string, who: string) =>
      fetch(`${base}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: base, cookie: who },
        body: new URLSearchParams({ intent }).toString(),
      });
    const withIntents = routes.filter((r) => r.hasAction && ruleOf(r)?.intents && ruleOf(r)!.role === "editor");
    expect(withIntents.length).toBeGreaterThan(5);
    for (const route of withIntents) {
      for (const [intent, role] of Object.entries(ruleOf(route)!.intents!)) {
        const res = await post(route.path, intent, editorCookie);
        await res.body?.cancel();
        // an editor's intent reaches the action (which answers its own way: never the guard's 403)
        if ((role === "owner") !== (res.status === 403)) failures.push(`${intent} on ${route.path} as an editor → ${res.status}`);
      }
      const unknown = await post(route.path, "no-such-intent", cookie);
      await unknown.body?.cancel();
      if (unknown.status !== 403) failures.push(`an unlisted intent on ${route.path} as an owner → ${unknown.status}`);
    }
    expect(failures, server?.output()).toEqual([]);
  });

  it("refuses an editor the technical queue dashboard, and serves it to an owner", async () => {
    const asEditor = await fetch(`${base}/admin/queues`, { redirect: "manual", headers: { cookie: editorCookie } });
    expect(asEditor.status).toBe(403);
    await asEditor.body?.cancel();
    const asOwner = await fetch(`${base}/admin/queues`, { redirect: "manual", headers: { cookie } });
    expect(asOwner.status).toBe(200);
    expect(await asOwner.text()).toContain("Technical: background jobs");
  });
});
