import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { routesOf, SiteRoutes, SiteRoutesProvider, siteRoutesOf } from "../../app/utils/site-routes.js";

/** A manifest of Remix's shape: the root, the public layout with two pages (one nested), an admin area. */
const manifest = {
  routes: {
    root: { id: "root", path: "", module: "/assets/root.js" },
    "routes/_site": { id: "routes/_site", parentId: "root", module: "/assets/site.js" },
    "routes/_site.about": {
      id: "routes/_site.about",
      parentId: "routes/_site",
      path: "about",
      hasLoader: true,
      module: "/assets/about.js",
      imports: ["/assets/index.js", "/assets/button.js"],
      css: [],
    },
    "routes/_site.services": {
      id: "routes/_site.services",
      parentId: "routes/_site",
      path: "services",
      hasLoader: false,
      module: "/a.js",
      imports: ["/assets/button.js", "/assets/index.js", "/assets/icons.js"],
    },
    "routes/_site.services.$slug": {
      id: "routes/_site.services.$slug",
      parentId: "routes/_site.services",
      path: ":slug",
      module: "/assets/</script><b>.js",
    },
    "routes/admin": { id: "routes/admin", parentId: "root", path: "admin", module: "/assets/admin.js" },
    "routes/admin.audit": { id: "routes/admin.audit", parentId: "routes/admin", path: "audit", module: "/assets/audit.js" },
  },
};

describe("the public routes listed in a document", () => {
  it("lists every route under the public layout, nested ones too, and nothing of the admin area, the layout or the root", () => {
    const listed = routesOf(siteRoutesOf(manifest));
    expect(Object.keys(listed).sort()).toEqual(["routes/_site.about", "routes/_site.services", "routes/_site.services.$slug"]);
    // read back as Remix wrote them: the same keys, values and order of imports
    for (const id of Object.keys(listed)) expect(listed[id]).toStrictEqual(manifest.routes[id as keyof typeof manifest.routes]);
  });

  it("writes each asset's path once, however many routes import it", () => {
    const { assets } = JSON.parse(siteRoutesOf(manifest)) as { assets: string[] };
    expect([...assets].sort()).toEqual(
      [
        "/a.js",
        "/assets/</script><b>.js",
        "/assets/about.js",
        "/assets/button.js",
        "/assets/icons.js",
        "/assets/index.js",
      ].sort(),
    );
    expect(() => routesOf('{"assets":[],"routes":[{"id":"x","module":0}]}')).toThrow("no asset 0");
  });

  it("renders the list as a JSON data block no value can close early, the same list for every document of a build", () => {
    const json = siteRoutesOf(manifest);
    expect(siteRoutesOf(manifest)).toBe(json);
    const html = renderToString(
      <SiteRoutesProvider value={json}>
        <SiteRoutes />
      </SiteRoutesProvider>,
    );
    expect(html.startsWith('<script type="application/json" id="site-routes">')).toBe(true);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const text = html.slice(html.indexOf(">") + 1, html.lastIndexOf("</script>"));
    expect(routesOf(text)["routes/_site.services.$slug"]!.module).toBe("/assets/</script><b>.js");
  });
});
