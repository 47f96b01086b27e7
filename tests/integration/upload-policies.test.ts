import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { API_PREFIX, createApiRouter } from "../../server/http/api.js";
import { findPolicy, uploadPolicies } from "../../server/http/upload-policy.js";
import type { Services } from "../../server/services.js";
import { fullPath } from "../support/route-manifest.js";

/*
 * Every upload policy names a route that exists and takes submissions: a route of the built Remix
 * manifest with an action, or a mutating route of the REST API. Renaming a route without its policy
 * fails here instead of answering its uploads with 415.
 */

const BUILD = "build/server/index.js";

async function routesWithActions(): Promise<string[]> {
  const build = (await import(pathToFileURL(path.resolve(BUILD)).href)) as ServerBuild;
  return Object.values(build.routes)
    .filter((route) => typeof route.module.action === "function")
    .map((route) => fullPath(build.routes, route.id).replace(/(.)\/$/, "$1"));
}

/** An address a policy's pattern takes: English for a public page, a number for any other parameter. */
const exampleOf = (pattern: string) => pattern.replace(/^\/:lang\?/, "").replace(/:[A-Za-z0-9_]+/g, "1");

function apiMutations(): string[] {
  const router = createApiRouter({} as Services);
  return router.stack
    .filter((layer) => layer.methods.some((m) => ["POST", "PUT", "PATCH"].includes(m)))
    .map((layer) => String(layer.path).replace(/\/$/, ""));
}

describe("upload policies", () => {
  it("each names a route that takes submissions", async () => {
    const pages = await routesWithActions();
    // the public pages answer in English and under /bn/ and /ar/: their policies carry the same language segment
    expect(pages).toContain("/:lang?/quote");
    expect(uploadPolicies.map((p) => p.path)).toContain("/:lang?/quote");
    // `/admin/forms-and-reports/:form` takes `/admin/forms-and-reports/apply-now`; `/:lang?/quote` takes `/quote`
    const served = (target: string) =>
      pages.some((route) =>
        new RegExp(
          `^${route
            .replace(/[.*+^${}()|[\]\\]/g, "\\$&")
            .replace(/\/:[A-Za-z0-9_]+\?/g, "(?:/[^/]+)?")
            .replace(/:[A-Za-z0-9_]+/g, "[^/]+")}$`,
        ).test(target),
      );
    const api = apiMutations();
    for (const policy of uploadPolicies) {
      const target = policy.path;
      if (target.startsWith(API_PREFIX)) expect(api, target).toContain(target);
      else expect(served(target), `${target} is not a route with an action: ${pages.join(", ")}`).toBe(true);
    }
  });

  it("are found for the Bangla and Arabic addresses of the public forms, and only for those", () => {
    const pages = uploadPolicies.filter((p) => p.access === "public" && !p.path.startsWith(API_PREFIX));
    expect(pages.length).toBeGreaterThan(4);
    for (const policy of pages) {
      const target = exampleOf(policy.path);
      expect(findPolicy(`/bn${target}`), `/bn${target}`).toBe(policy);
      expect(findPolicy(`/ar${target}.data`), `/ar${target}.data`).toBe(policy);
      // a segment that is no language of the site, and English's own code (English has no prefix), are no page
      expect(findPolicy(`/xx${target}`), `/xx${target}`).toBeUndefined();
      expect(findPolicy(`/en${target}`), `/en${target}`).toBeUndefined();
    }
    expect(findPolicy("/bn/admin/image-upload")).toBeUndefined();
    expect(findPolicy(`/ar${API_PREFIX}api/quote/subcontract`)).toBeUndefined();
    expect(findPolicy("/xx/quote")).toBeUndefined();
    expect(findPolicy("/bnquote")).toBeUndefined();
  });

  it("are found for a route's document and single-fetch submissions", () => {
    for (const policy of uploadPolicies) {
      const target = exampleOf(policy.path);
      expect(findPolicy(target), target).toBe(policy);
      if (!target.startsWith(API_PREFIX)) expect(findPolicy(`${target}.data`)).toBe(policy);
    }
  });
});
