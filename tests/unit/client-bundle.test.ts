import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * What a visitor's browser downloads for the public content pages, read from the production build that
 * `npm test` makes first. Sizes are the benchmark's business (`npm run bench`); this only guards the
 * composition: the schema library (zod) is never part of a public page's first load; the quote form fetches it
 * when a visitor starts filling it in (app/components/forms/quote.tsx). And no script of the browser build carries
 * React or React DOM: the browser runs on Preact's compatibility layer (vite.config.ts), the server on React.
 */
const clientDir = path.resolve("build/client");
const assets = path.join(clientDir, "assets");

interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[] }>;
}

function readManifest(): Manifest {
  const file = readdirSync(assets).find((name) => name.startsWith("manifest-") && name.endsWith(".js"));
  if (!file) throw new Error("no client manifest in build/client/assets: run `npm run build` first");
  const source = readFileSync(path.join(assets, file), "utf8");
  return JSON.parse(source.replace(/^window\.__remixManifest=/, "").replace(/;\s*$/, "")) as Manifest;
}

function filesOf(manifest: Manifest, routeId: string): string[] {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of ["root", "routes/_site", routeId]) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`route ${id} is not in the client manifest`);
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  return [...files];
}

const carriesZod = (file: string) => readFileSync(path.join(clientDir, file), "utf8").includes("ZodError");

/**
 * React DOM keys its props and fibers on each DOM node with these prefixes, and the build keeps the license banner
 * React and React DOM open with; preact/compat has neither.
 */
const reactMarks = ["__reactProps$", "__reactFiber$", "@license React"];

describe.skipIf(!existsSync(assets))("public page scripts", () => {
  const manifest = readManifest();

  it.each([
    "routes/_site._index",
    "routes/_site.about",
    "routes/_site.project",
    "routes/_site.man-power",
    "routes/_site.gallery",
    "routes/_site.services._index",
    "routes/_site.quote",
  ])("%s loads no schema library", (routeId) => {
    expect(filesOf(manifest, routeId).filter(carriesZod)).toEqual([]);
  });

  it("the quote form's check in the browser is a chunk of its own, loaded later, which the check sees as zod", () => {
    const later = filesOf(manifest, "routes/_site.quote").flatMap((file) =>
      [...readFileSync(path.join(clientDir, file), "utf8").matchAll(/import\("\.\/([^"]+\.js)"\)/g)].map(
        (m) => `/assets/${m[1]}`,
      ),
    );
    const withTheirImports = later.flatMap((file) => [
      file,
      ...[...readFileSync(path.join(clientDir, file), "utf8").matchAll(/from\s*"\.\/([^"]+\.js)"/g)].map(
        (m) => `/assets/${m[1]}`,
      ),
    ]);
    expect(withTheirImports.some(carriesZod)).toBe(true);
  });

  it("no script of the browser build carries React or React DOM; the entry hydrates with Preact", () => {
    const scripts = readdirSync(assets).filter((name) => name.endsWith(".js"));
    const withReact = scripts.filter((name) => {
      const source = readFileSync(path.join(assets, name), "utf8");
      return reactMarks.some((mark) => source.includes(mark));
    });
    expect(withReact).toEqual([]);
    // the stand-in container of app/utils/preact-browser.client.ts: the entry took the Preact branch
    const entry = readFileSync(path.join(clientDir, manifest.entry.module), "utf8");
    expect(entry).toContain("get childNodes()");
  });
});
