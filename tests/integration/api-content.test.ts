import { describe, expect, it } from "vitest";
import { createSession, SESSION_COOKIE } from "../../server/modules/auth/sessions.server.js";
import { RETIRED_CONTENT_KEYS } from "../../server/api/retired-content.js";
import { loadDocument, publishDocument } from "../../server/modules/content/editing.server.js";
import { navbarSettingsSchema } from "../../server/modules/content/schemas.js";
import { seed } from "../../server/modules/seed/index.js";
import { useApiWithSite } from "../support/api-client.js";

/*
 * docs/api.md §10 layout and page content against a real server (PostgreSQL, Redis, S3) with the demo content, and the
 * whole app (production build) on the same services: an API write shows on the site, an editor's publish in the API.
 */

const env = useApiWithSite("api_content", "10.12", (s) => seed(s, { demoContent: true }));

const call = (path: string, init?: RequestInit) => env.client.call(path, init);
const write = (method: string, body: unknown, headers: Record<string, string> = {}) => ({
  method,
  headers: { "content-type": "application/json", authorization: `Token ${env.token}`, ...headers },
  body: typeof body === "string" ? body : JSON.stringify(body),
});
const sitePage = async (path: string) => (await fetch(`${env.site.base}${path}`)).text();

type Footer = {
  logo: string | null;
  companyDescription: string;
  socialLinks: Array<{ platform: string; url: string }>;
  officeLocations: Array<{ country: string; address: string; email: string; phone: string; whatsapp: string; imo: string }>;
  copyrightText: string;
};

describe("layout (docs/api.md §10)", () => {
  it("answers GET navbar and footer in their documented shapes, logos as absolute URLs", async () => {
    const navbar = await call("/backend/api/layout/navbar/");
    expect(navbar.status).toBe(200);
    const nav = (await navbar.json()) as { logo: string; company_name: string };
    expect(nav.logo).toMatch(/^https:\/\/crestline\.example\//);
    const footer = await call("/backend/api/layout/footer/");
    expect(footer.status).toBe(200);
    const body = (await footer.json()) as Footer;
    expect(Object.keys(body)).toEqual(["logo", "companyDescription", "socialLinks", "officeLocations", "copyrightText"]);
    expect(body.officeLocations.length).toBeGreaterThan(0);
    expect(Object.keys(body.officeLocations[0]!)).toEqual(["country", "address", "email", "phone", "whatsapp", "imo"]);
    const head = await call("/backend/api/layout/footer/", { method: "HEAD" });
    expect(head.status).toBe(200);
  });

  it("answers POST and DELETE with 405, an empty body and the content routes' Allow", async () => {
    for (const method of ["POST", "DELETE"]) {
      const response = await call("/backend/api/layout/navbar/", { method, headers: { authorization: `Token ${env.token}` } });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, PUT, PATCH, HEAD, OPTIONS");
      expect(await response.text()).toBe("");
    }
  });

  it("refuses writes without a env.token, and bad JSON whatever the content type, storing nothing", async () => {
    const before = await (await call("/backend/api/layout/footer/")).json();
    const anonymous = await call("/backend/api/layout/footer/", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("www-authenticate")).toBe("Token");
    const broken = await call("/backend/api/layout/footer/", write("PUT", "{nope", { "content-type": "text/plain" }));
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ error: "Invalid JSON data" });
    expect(await (await call("/backend/api/layout/footer/")).json()).toEqual(before);
  });

  it("PUT replaces the footer: the site shows it, a version and an audit record name the token's admin", async () => {
    const footer = (await (await call("/backend/api/layout/footer/")).json()) as Footer;
    const versionsBefore = await env.services
      .db("content_versions")
      .where({ document: "settings:footer" })
      .count<[{ count: string }]>();
    const changed = { ...footer, copyrightText: "© API-written footer line" };
    const response = await call("/backend/api/layout/footer/", write("PUT", changed));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(changed);
    expect(await sitePage("/")).toContain("© API-written footer line");
    const versionsAfter = await env.services
      .db("content_versions")
      .where({ document: "settings:footer" })
      .count<[{ count: string }]>();
    // The first publish of a document also keeps what the site showed before it as version 1.
    const before = Number(versionsBefore[0].count);
    expect(Number(versionsAfter[0].count)).toBe(before + (before === 0 ? 2 : 1));
    const audit = await env.services
      .db("audit_log")
      .where({ action: "content.publish", entity_id: "settings:footer" })
      .orderBy("id", "desc")
      .first();
    expect(audit).toMatchObject({ admin_user_id: env.adminId, details: { via: "api_token" } });
  });

  it("PATCH replaces only the given members; schema errors come in DRF's nested shape and store nothing", async () => {
    const before = (await (await call("/backend/api/layout/footer/")).json()) as Footer;
    const patched = await call(
      "/backend/api/layout/footer/",
      write("PATCH", { socialLinks: [{ platform: "Facebook", url: "https://facebook.com/crestline" }] }),
    );
    expect(patched.status).toBe(200);
    const after = (await patched.json()) as Footer;
    expect(after).toEqual({ ...before, socialLinks: [{ platform: "facebook", url: "https://facebook.com/crestline" }] });

    const invalid = await call(
      "/backend/api/layout/footer/",
      write("PATCH", { officeLocations: [{ country: "Bangladesh", address: "Dhaka", email: "not-an-email", phone: "1" }] }),
    );
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({ officeLocations: [{ email: ["Enter a valid email address."] }] });
    const missing = await call("/backend/api/layout/footer/", write("PUT", { companyDescription: "Only this" }));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      socialLinks: ["This field is required."],
      officeLocations: ["This field is required."],
      copyrightText: ["This field is required."],
    });
    expect(await (await call("/backend/api/layout/footer/")).json()).toEqual(after);
  });

  it("keeps the logo across a GET → PATCH round trip and refuses a logo that is no image of the library", async () => {
    const navbar = (await (await call("/backend/api/layout/navbar/")).json()) as { logo: string; company_name: string };
    const renamed = await call("/backend/api/layout/navbar/", write("PATCH", { company_name: "Crestline via API" }));
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toEqual({ logo: navbar.logo, company_name: "Crestline via API" });
    expect(await sitePage("/")).toContain("Crestline via API");
    const same = await call("/backend/api/layout/navbar/", write("PUT", { ...navbar, company_name: "Crestline via API" }));
    expect(await same.json()).toEqual({ logo: navbar.logo, company_name: "Crestline via API" });

    const foreign = await call("/backend/api/layout/navbar/", write("PATCH", { logo: "https://evil.example/logo.png" }));
    expect(foreign.status).toBe(400);
    expect(Object.keys((await foreign.json()) as object)).toEqual(["logo"]);
    const blank = await call("/backend/api/layout/navbar/", write("PATCH", { company_name: "  " }));
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual({ company_name: ["This field may not be blank."] });
  });

  it("draws the header's links in the office's order without the hidden ones, and an API replacement keeps them", async () => {
    const { revision, content } = await loadDocument<{ logoImageId: number | null; companyName: string }>(
      env.services,
      "settings:navbar",
    );
    const navLinks = [
      { link: "jobsAbroad", shown: true },
      { link: "register", shown: true },
      { link: "home", shown: true },
      { link: "about", shown: false },
      { link: "contact", shown: true },
    ];
    const actor = { adminUserId: env.adminId, ip: "127.0.0.1" };
    expect(await publishDocument(env.services, "settings:navbar", { ...content, navLinks }, revision, actor)).toMatchObject({
      ok: true,
    });
    /** The desktop navigation's link texts, in order. */
    const headerLinks = async () => {
      const html = await sitePage("/");
      const nav = /<nav aria-label="Main"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? "";
      return [...nav.matchAll(/<a [^>]*>([^<]+)<\/a>/g)].map((m) => m[1]);
    };
    // Services and Projects are not in the list, About is hidden
    expect(await headerLinks()).toEqual(["Jobs abroad", "Register", "Home", "Contact"]);

    const navbar = (await (await call("/backend/api/layout/navbar/")).json()) as { logo: string; company_name: string };
    expect(Object.keys(navbar)).toEqual(["logo", "company_name"]);
    expect((await call("/backend/api/layout/navbar/", write("PUT", navbar))).status).toBe(200);
    expect(await headerLinks()).toEqual(["Jobs abroad", "Register", "Home", "Contact"]);

    // the same link twice is refused
    const twice = navbarSettingsSchema.safeParse({ ...content, navLinks: [...navLinks, { link: "home", shown: false }] });
    expect(twice.success).toBe(false);
    // a navbar saved before there were links has the specification's
    expect(navbarSettingsSchema.parse({ logoImageId: null, companyName: "Crestline" }).navLinks.map((l) => l.link)).toEqual([
      "home",
      "jobsAbroad",
      "register",
      "about",
      "services",
      "projects",
      "manpower",
      "contact",
    ]);
  });

  it("shows an editor's publish on the admin screen in the API", async () => {
    const { revision, content } = await loadDocument<{ logoImageId: number | null }>(env.services, "settings:navbar");
    const session = await createSession(env.services.db, env.adminId);
    const form = new URLSearchParams({
      intent: "publish",
      revision: String(revision),
      companyName: "Crestline from the editor",
      ...(content?.logoImageId ? { logoImageId: String(content.logoImageId) } : {}),
    });
    const published = await fetch(`${env.site.base}/admin/layouts/navbar`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: `${SESSION_COOKIE}=${session.token}`, origin: env.site.base },
      body: form,
    });
    expect(published.status).toBe(302);
    const navbar = (await (await call("/backend/api/layout/navbar/")).json()) as { company_name: string };
    expect(navbar.company_name).toBe("Crestline from the editor");
  });
});

type ApiPage = { slug: string; title: string; description: string; sections: Array<Record<string, unknown>>; version: number };

describe("pages (docs/api.md §10)", () => {
  it("lists the editable pages and answers a page with its sections, images as absolute URLs", async () => {
    const list = (await (await call("/backend/api/pages/")).json()) as Array<{ slug: string; title: string; updated_at: string }>;
    expect(list.map((p) => p.slug)).toContain("home");
    for (const page of list) {
      expect(Object.keys(page)).toEqual(["slug", "title", "updated_at"]);
      expect(page.updated_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    }
    const home = (await (await call("/backend/api/pages/home/")).json()) as ApiPage;
    expect(home.slug).toBe("home");
    const hero = home.sections.find((s) => s.type === "hero")!;
    expect(hero.image).toMatch(/^https:\/\/crestline\.example\/media\//);
    const absent = await call("/backend/api/pages/nope/");
    expect(absent.status).toBe(404);
    expect(await absent.json()).toEqual({ detail: "Not found." });
  });

  it("PUT refuses a stale version every time it is sent, never overwriting the newer page (issue 29)", async () => {
    const loaded = (await (await call("/backend/api/pages/about/")).json()) as ApiPage;
    const theirs = loaded.sections.map((s, i) => (i === 0 ? { ...s, title: "Their About heading" } : s));
    const first = await call("/backend/api/pages/about/", write("PUT", { sections: theirs, version: loaded.version }));
    expect(first.status).toBe(200);

    const mine = loaded.sections.map((s, i) => (i === 0 ? { ...s, title: "My stale About heading" } : s));
    for (const attempt of [1, 2]) {
      const stale = await call("/backend/api/pages/about/", write("PUT", { sections: mine, version: loaded.version }));
      expect(stale.status, `attempt ${attempt}`).toBe(409);
    }
    const now = (await (await call("/backend/api/pages/about/")).json()) as ApiPage;
    expect(now.sections).toEqual(theirs);
    const about = await sitePage("/about");
    expect(about).toContain("Their About heading");
    expect(about).not.toContain("My stale About heading");
  });

  it("PUT publishes the sections (shown on the site), refuses a stale version with 409 and bad sections with 400", async () => {
    const home = (await (await call("/backend/api/pages/home/")).json()) as ApiPage;
    const sections = home.sections.map((s) => (s.type === "hero" ? { ...s, title: "Built by the REST API" } : s));
    const put = await call("/backend/api/pages/home/", write("PUT", { sections, version: home.version }));
    expect(put.status).toBe(200);
    const stored = (await put.json()) as ApiPage;
    expect(stored.sections).toEqual(sections);
    expect(stored.version).toBeGreaterThan(home.version);
    expect(await sitePage("/")).toContain("Built by the REST API");

    const stale = await call("/backend/api/pages/home/", write("PUT", { sections, version: home.version }));
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { detail: string }).detail).toMatch(/changed/);

    const bad = sections.map((s) => (s.type === "hero" ? { ...s, title: "" } : s));
    const invalid = await call("/backend/api/pages/home/", write("PUT", { sections: bad }));
    expect(invalid.status).toBe(400);
    // DRF's nested shape: one entry per section, `{}` for the valid ones; the editor's own sentence for a blank title
    expect(await invalid.json()).toEqual({ sections: bad.map((s) => (s.type === "hero" ? { title: ["Required."] } : {})) });
    expect(((await (await call("/backend/api/pages/home/")).json()) as ApiPage).sections).toEqual(sections);
  });

  it("answers the previous backend's free-form content keys with 404", async () => {
    for (const path of ["/backend/api/home/hero/", "/backend/api/about/about1/", "/backend/api/career/"]) {
      const response = await call(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ detail: "Not found." });
    }
  });

  it("checks the method of a retired content key first: POST and DELETE 405 with the content routes' Allow (docs/api.md §11)", async () => {
    for (const key of RETIRED_CONTENT_KEYS) {
      for (const method of ["POST", "DELETE"]) {
        // Anonymous, with a body that is no JSON: the method is refused before auth and body.
        const response = await call(`/backend/api/${key}/`, { method, body: "{nope", headers: { "content-type": "text/plain" } });
        expect(response.status, `${method} ${key}`).toBe(405);
        expect(response.headers.get("allow")).toBe("GET, PUT, PATCH, HEAD, OPTIONS");
        expect(await response.text()).toBe("");
      }
    }
    // Slash-less, as old clients send it: served as if slashed (docs/api.md §1).
    const slashless = await call("/backend/api/home/hero", { method: "POST" });
    expect(slashless.status).toBe(405);
    expect(slashless.headers.get("allow")).toBe("GET, PUT, PATCH, HEAD, OPTIONS");
    // The methods the keys took find nothing, with a token or without, whatever the body.
    for (const [method, headers] of [
      ["PUT", { authorization: `Token ${env.token}` }],
      ["PATCH", {}],
    ] as const) {
      const response = await call("/backend/api/about/faq/", { method, body: "{nope", headers });
      expect(response.status, method).toBe(404);
      expect(await response.json()).toEqual({ detail: "Not found." });
    }
    expect((await call("/backend/api/home/grid-cards/", { method: "HEAD" })).status).toBe(404);
    const options = await call("/backend/api/sustainability/", { method: "OPTIONS" });
    expect(options.status).toBe(200);
    expect(options.headers.get("allow")).toBe("GET, PUT, PATCH, HEAD, OPTIONS");
    // Not every path is a retired key.
    expect((await call("/backend/api/home/nope/", { method: "POST" })).status).toBe(404);
  });
});

describe("forms on the site (docs/api.md §13)", () => {
  it("shows a field added through the API on the public form, and the fee set through the API on the registration page", async () => {
    const created = await call(
      "/backend/api/form-fields/1/",
      write("POST", { name: "Licence number from the API", field_type: "text", form: 1, required: false }),
    );
    expect(created.status).toBe(201);
    expect(await sitePage("/agent-registration")).toContain("Licence number from the API");
    const fee = await call("/backend/api/forms/2/", write("PATCH", { payment_amount: "650.00" }));
    expect(fee.status).toBe(200);
    expect(await sitePage("/worker-registration")).toMatch(/>650(<!-- -->)?\s*<span[^>]*>BDT<\/span>/);
  });
});
