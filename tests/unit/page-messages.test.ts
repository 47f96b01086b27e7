import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CATALOGS } from "../../app/utils/catalogs.server.js";
import { messagesForPage, PAGE_MESSAGES, pageGroups } from "../../app/utils/page-messages.js";

/*
 * A public page is sent its language's catalog without the messages only other pages show (app/utils/page-messages.ts).
 * A component that names such a message on a page that is not sent it would show the message's id: the import graph of
 * app/ and server/ finds every route that can render each file naming a message of a page group.
 */

const files = ["app", "server"].flatMap((dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name)),
);

function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith("~/")) base = path.join("app", spec.slice(2));
  else if (spec.startsWith("#server/")) base = path.join("server", spec.slice("#server/".length));
  else if (spec.startsWith(".")) base = path.join(path.dirname(from), spec);
  else return null;
  base = base.replace(/\.js$/, "");
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((c) => /\.tsx?$/.test(c) && existsSync(c)) ?? null;
}

const importers = new Map<string, Set<string>>();
for (const file of files) {
  for (const [, spec] of readFileSync(file, "utf8").matchAll(/(?:from|import)\s*\(?\s*"([^"]+)"/g)) {
    const target = resolveImport(file, spec!);
    if (!target) continue;
    if (!importers.has(target)) importers.set(target, new Set());
    importers.get(target)!.add(file);
  }
}

/** Code that runs only on the server words messages with the whole catalog (translatorFor). */
const serverOnly = (file: string) => /\.server\.tsx?$/.test(file);

/** The route modules (and the root) that render `file`, following imports up from it. */
function routesRendering(file: string): Set<string> {
  const seen = new Set<string>();
  const routes = new Set<string>();
  const stack = [file];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    if (current.startsWith("app/routes/") || current === "app/root.tsx") routes.add(current);
    for (const importer of importers.get(current) ?? []) if (!serverOnly(importer)) stack.push(importer);
  }
  return routes;
}

/** The English path of a public page's route module (`/services/*`); null for a route that is no single page. */
function pagePath(route: string): string | null {
  const name = path.basename(route, ".tsx");
  if (!name.startsWith("_site.($lang).")) return null;
  const segments = name
    .slice("_site.($lang).".length)
    .split(".")
    .filter((s) => s !== "_index")
    .map((s) => (s.startsWith("$") ? "*" : s.replace(/_$/, "")));
  return `/${segments.join("/")}`;
}

const wholeCatalog = (route: string) => /^app\/routes\/(admin|login|logout)[.(/]/.test(route);

const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");

const ids = Object.keys(CATALOGS.en);

/** Whether a source names a message of `group` (`"jobs.salaryRange"`, `` `jobs.period.${…}` ``; not SQL's "jobs.id"). */
function namesGroup(source: string, group: string): boolean {
  return [...source.matchAll(new RegExp(`["'\`](${group}\\.[\\w.]*)`, "g"))].some(([, named]) =>
    ids.some((id) => id === named || id.startsWith(named!.endsWith(".") ? named! : `${named}.`)),
  );
}

describe("the messages of one page group", () => {
  it.each(Object.keys(PAGE_MESSAGES))("%s: named only by what the group's pages render", (group) => {
    const naming = files.filter((f) => !serverOnly(f) && namesGroup(withoutComments(readFileSync(f, "utf8")), group));
    expect(naming.length, `nothing names ${group}.*`).toBeGreaterThan(0);
    const elsewhere = [...new Set(naming.flatMap((f) => [...routesRendering(f)]))].filter((route) => {
      if (wholeCatalog(route)) return false;
      const page = pagePath(route);
      return page === null || !pageGroups(page).includes(group);
    });
    expect(elsewhere).toEqual([]);
  });

  it("are left out of the other pages, in every language, and kept on their own", () => {
    for (const locale of ["en", "bn", "ar"] as const) {
      const home = messagesForPage(CATALOGS[locale], locale === "en" ? "/" : `/${locale}`);
      expect(Object.keys(home).some((id) => id.startsWith("quote."))).toBe(false);
      expect(Object.keys(home).some((id) => id.startsWith("home."))).toBe(true);
      expect(Object.keys(home).some((id) => id.startsWith("footer."))).toBe(true);
      const receipt = messagesForPage(CATALOGS[locale], `${locale === "en" ? "" : `/${locale}`}/worker-registration/receipt/`);
      expect(Object.keys(receipt).filter((id) => /^(receipt|lookup|validation)\./.test(id)).length).toBeGreaterThan(10);
      expect(Object.keys(receipt).some((id) => id.startsWith("registration."))).toBe(false);
    }
    expect(pageGroups("/bn/services/general-construction")).toEqual(["service"]);
    // the data requests of a navigation inside the site
    expect(pageGroups("/bn/quote.data")).toEqual(["quote"]);
    expect(pageGroups("/_root.data")).toEqual(["home"]);
    expect(pageGroups("/ar.data")).toEqual(["home"]);
    expect(pageGroups("/admin/forms-and-reports/2")).toEqual(Object.keys(PAGE_MESSAGES));
    expect(Object.keys(messagesForPage(CATALOGS.en, "/no-such-page")).length).toBeLessThan(Object.keys(CATALOGS.en).length / 2);
  });
});
