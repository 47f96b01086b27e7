import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * What a visitor's browser downloads for the public content pages, read from the production build that
 * `npm test` makes first. Sizes are the benchmark's business (`npm run bench`); this only guards the
 * composition: the schema library (zod) is never part of a public page's first load (the form pages included:
 * their field functions live in zod-free modules); the quote form fetches it
 * when a visitor starts filling it in (app/components/forms/quote.tsx). And the browser runs React DOM, the renderer
 * the server renders with: no script of the browser build carries Preact.
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
 * What React DOM's build opens with (its license banner), and what Preact's core carries however it is minified:
 * its pattern for the style properties that take no unit, and the fields of the vnodes it makes.
 */
const reactDomMark = "@license React\n * react-dom.production.min.js";
const preactMarks = ["acit|ex(?:s|g|n|p|$)|rph|grid", "__k:null,__:null,__b:0,__e:null"];

describe.skipIf(!existsSync(assets))("public page scripts", () => {
  const manifest = readManifest();

  it.each([
    "routes/_site.($lang)._index",
    "routes/_site.($lang).about",
    "routes/_site.($lang).project",
    "routes/_site.($lang).man-power",
    "routes/_site.($lang).gallery",
    "routes/_site.($lang).services._index",
    "routes/_site.($lang).training",
    "routes/_site.($lang).contact",
    "routes/_site.($lang).quote",
    "routes/_site.($lang).apply-jobs-now",
    "routes/_site.($lang).worker-registration",
    "routes/_site.($lang).agent-registration",
    "routes/_site.($lang).demand-submission",
  ])("%s loads no schema library", (routeId) => {
    expect(filesOf(manifest, routeId).filter(carriesZod)).toEqual([]);
  });

  it("the quote form's check in the browser is a chunk of its own, loaded later, which the check sees as zod", () => {
    const later = filesOf(manifest, "routes/_site.($lang).quote").flatMap((file) =>
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

  it("no script of the browser build carries Preact; the entry's chunks carry React DOM", () => {
    const scripts = readdirSync(assets).filter((name) => name.endsWith(".js"));
    const withPreact = scripts.filter((name) => {
      const source = readFileSync(path.join(assets, name), "utf8");
      return preactMarks.some((mark) => source.includes(mark));
    });
    expect(withPreact).toEqual([]);
    const entryFiles = [manifest.entry.module, ...manifest.entry.imports];
    expect(entryFiles.some((file) => readFileSync(path.join(clientDir, file), "utf8").includes(reactDomMark))).toBe(true);
  });
});
