import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DOCUMENT_EDITORS } from "../../app/components/admin/editor/editors.js";
import { FORM_PAGES } from "../../app/components/forms/form-pages.js";
import { CONTENT_PAGES } from "../../app/components/site/content-pages.js";

/**
 * Every address is a file of app/routes named after it (Remix's flat-file convention), the addresses of the typed
 * lists too: `ls app/routes` finds each page, and app/routes.ts registers nothing by hand.
 */
const routesDir = path.resolve("app/routes");
const segments = (url: string) => url.split("/").filter(Boolean).join(".");

describe("route files", () => {
  it.each(CONTENT_PAGES.map((page) => page.path))("the content page %s has a file under the public layout", (url) => {
    expect(existsSync(path.join(routesDir, `_site.($lang).${segments(url)}.tsx`))).toBe(true);
  });

  it.each(FORM_PAGES.map((page) => page.path))("the form page %s has a file under the public layout", (url) => {
    expect(existsSync(path.join(routesDir, `_site.($lang).${segments(url)}.tsx`))).toBe(true);
  });

  it.each(DOCUMENT_EDITORS.map((editor) => editor.path))("the document editor %s has a file", (url) => {
    const file = path.join(routesDir, `${segments(url)}.tsx`);
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, "utf8")).toMatch(/export \{ action, loader \}/);
  });

  it.each(DOCUMENT_EDITORS.flatMap((editor) => (editor.indexOf ? [editor.indexOf] : [])))(
    "the index address %s has a file, without an action",
    (url) => {
      const file = path.join(routesDir, `${segments(url)}._index.tsx`);
      expect(existsSync(file)).toBe(true);
      expect(readFileSync(file, "utf8")).not.toMatch(/export \{[^}]*\baction\b/);
    },
  );

  it("app/routes.ts takes the file routes as they are", () => {
    const config = readFileSync(path.resolve("app/routes.ts"), "utf8");
    expect(config).toContain("flatRoutes(");
    expect(config).not.toMatch(/\broute\(|\bindex\(/);
  });
});
