import { randomBytes } from "node:crypto";
import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as editorRoute from "../../app/admin-editor-route.server.js";
import * as serviceDetailRoute from "../../app/routes/_site.($lang).services.$serviceSlug.js";
import { getServiceCatalog, serviceCatalogForRequest } from "../../server/modules/content/catalog.server.js";
import type {
  ManpowerContent,
  ManpowerProjectEntry,
  PortfolioProjectEntry,
  ProjectsContent,
  ServicesContent,
} from "../../server/modules/content/collections.js";
import {
  listVersions,
  loadDocument,
  publishDocument,
  restoreVersion,
  saveDraft,
  type DocumentKey,
} from "../../server/modules/content/editing.server.js";
import { getManpowerProjects } from "../../server/modules/content/manpower.server.js";
import { getPortfolioProjects, portfolioForRequest } from "../../server/modules/content/portfolio.server.js";
import { sitemapEntries } from "../../server/modules/content/sitemap.server.js";
import { type Services } from "../../server/services.js";
import { createIsolatedServices, insertTestAdmins, type TestActor } from "../support/services.js";
import { insertImage } from "../support/image-rows.js";
import { adminRoute } from "./library-support.js";

/**
 * The collection documents ('collection:services', 'collection:projects', 'collection:manpower'): publishing
 * writes their tables (ids kept, rows added, removed and reordered), slugs are made and kept unique, a renamed
 * service's old address answers 301, unpublished items stay off the site, only admins preview drafts, stale
 * saves are refused, old versions come back as drafts, and invalid items are refused by field.
 */
let isolated: Awaited<ReturnType<typeof createIsolatedServices>> | undefined;
let services: Services;
let alice: { adminUserId: number; ip: string };
const tag = randomBytes(3).toString("hex");

beforeAll(async () => {
  // A database of its own: a publish replaces whole collections.
  isolated = await createIsolatedServices("collections");
  services = isolated.services[0]!;
  [alice] = (await insertTestAdmins(services.db, tag, "alice")) as [TestActor];
});

afterAll(async () => {
  await isolated?.close();
});

/** What an editor route's action answers a form posted without JavaScript: a redirect, or the form's errors. */
type ActionAnswer = Response & { data: { error?: Record<string, string[]> }; init: { status?: number } | null };

async function post(
  route: { action: (args: ActionFunctionArgs) => Promise<unknown> },
  path: string,
  form: Record<string, string>,
): Promise<ActionAnswer> {
  const admin = await adminRoute(services, alice.adminUserId);
  const context = admin.context() as unknown as AppLoadContext;
  return (await route.action({ request: admin.request(path, { form }), context, params: {} })) as ActionAnswer;
}

const revisionOf = async (document: DocumentKey) => (await loadDocument(services, document)).revision;

/**
 * Publishes `fields` through the editor's route at `path` (a form without JavaScript) over `document`'s revision, and
 * `atField` expects the refusal: 400, `messages` at `field`, the document unchanged. Gives back the form it sent.
 */
function expectPublishRefused(path: string, document: DocumentKey, fields: Record<string, string>) {
  return {
    async atField(field: string, messages: string[]) {
      const before = await loadDocument(services, document);
      const form = { intent: "publish", revision: String(before.revision), ...fields };
      const result = await post(editorRoute, path, form);
      expect(result.init?.status).toBe(400);
      expect(result.data.error?.[field]).toEqual(messages);
      expect(await loadDocument(services, document)).toEqual(before);
      return form;
    },
  };
}

async function publish<T>(document: DocumentKey, content: T) {
  const outcome = await publishDocument(services, document, content, await revisionOf(document), alice);
  if (!outcome.ok) throw new Error(`publish refused: ${JSON.stringify(outcome)}`);
  return { ...outcome, content: (await loadDocument<T>(services, document)).content! };
}

const project = (title: string, extra: Partial<PortfolioProjectEntry> = {}): PortfolioProjectEntry => ({
  published: true,
  title,
  type: "residential",
  location: "Dhaka",
  mainImageAlt: "",
  mainImageDecorative: false,
  description: "",
  client: "",
  duration: "",
  size: "",
  features: [],
  tags: [],
  gallery: [],
  ...extra,
});

const rows = (table: string) => services.db(table).orderBy(["position", "id"]);

describe("publishing a collection writes its table", () => {
  it("creates, updates, deletes and reorders rows, keeping each item's id", async () => {
    const main = await insertImage(services.db, tag, { alt: "Library words" });
    const more = await insertImage(services.db, tag);
    const first = await publish<ProjectsContent>("collection:projects", {
      projects: [
        project("Alpha", {
          mainImageId: main.id,
          mainImageAlt: "Villas by the lake",
          gallery: [
            { imageId: more.id, alt: "Living room", decorative: false },
            { imageId: main.id, alt: "", decorative: true },
          ],
        }),
        project("Beta", { type: "commercial" }),
        project("Gamma"),
      ],
    });
    expect(first.summary).toBe("First published version");
    const created = await rows("portfolio_projects");
    expect(created.map((r) => [r.title, r.position, r.main_image_id, r.main_image_alt])).toEqual([
      ["Alpha", 0, main.id, "Villas by the lake"],
      ["Beta", 1, null, ""],
      ["Gamma", 2, null, ""],
    ]);
    expect(created[0]).toMatchObject({
      gallery: [more.id, main.id],
      gallery_alt: [
        { alt: "Living room", decorative: false },
        { alt: "", decorative: true },
      ],
    });
    // the draft names the new rows, so the next publish updates them instead of adding copies
    const ids = first.content.projects.map((p) => p.id);
    expect(ids).toEqual(created.map((r) => r.id));

    // the public view: the item's own alt text; a decorative image says nothing
    const [alpha] = await getPortfolioProjects(services);
    expect(alpha).toMatchObject({ title: "Alpha", mainImage: { id: main.id, alt: "Villas by the lake" } });
    expect(alpha!.gallery.map((g) => [g.id, g.alt])).toEqual([
      [more.id, "Living room"],
      [main.id, ""],
    ]);

    const [a, b, c] = first.content.projects as [PortfolioProjectEntry, PortfolioProjectEntry, PortfolioProjectEntry];
    const second = await publish<ProjectsContent>("collection:projects", {
      projects: [{ ...c, title: "Gamma renamed" }, project("Delta"), { ...a, published: false }],
    });
    expect(second.summary).toBe(
      "Added the project “Delta”; Removed the project “Beta”; Unpublished the project “Alpha”; " +
        "Changed the project “Gamma renamed”; Reordered the projects",
    );
    const after = await rows("portfolio_projects");
    expect(after.map((r) => [r.id, r.title, r.position, r.published])).toEqual([
      [c.id, "Gamma renamed", 0, true],
      [second.content.projects[1]!.id, "Delta", 1, true],
      [a.id, "Alpha", 2, false],
    ]);
    expect(after.map((r) => r.id)).not.toContain(b.id);
    // unpublished: kept for the editor, gone from the site
    expect((await getPortfolioProjects(services)).map((p) => p.title)).toEqual(["Gamma renamed", "Delta"]);
  });

  it("refuses a picked image that is not a ready library image, by field, writing nothing", async () => {
    const processing = await insertImage(services.db, tag, { status: "processing" });
    const before = await loadDocument(services, "collection:projects");
    const content = {
      projects: [project("Epsilon", { gallery: [{ imageId: processing.id, alt: "Wall", decorative: false }] })],
    };
    expect(await publishDocument(services, "collection:projects", content, before.revision, alice)).toEqual({
      ok: false,
      reason: "invalid",
      problems: [{ path: "projects[0].gallery[0].imageId", problem: "unavailable" }],
    });
    expect(await loadDocument(services, "collection:projects")).toEqual(before);
  });

  it("refuses a stale revision and brings an old version back as a draft", async () => {
    const current = await loadDocument<ProjectsContent>(services, "collection:projects");
    const stale = await publishDocument(services, "collection:projects", current.content, current.revision - 1, alice);
    expect(stale).toMatchObject({ ok: false, reason: "stale", by: "Alice" });

    const v1 = (await listVersions(services, "collection:projects")).find((v) => v.number === 1)!;
    expect(await restoreVersion(services, "collection:projects", v1.id, current.revision, alice)).toMatchObject({ ok: true });
    const restored = await loadDocument<ProjectsContent>(services, "collection:projects");
    expect(restored.unpublished).toBe(true);
    expect(restored.content!.projects.map((p) => p.title)).toEqual(["Alpha", "Beta", "Gamma"]);
    // a draft: the site still shows the published projects
    expect((await getPortfolioProjects(services)).map((p) => p.title)).toEqual(["Gamma renamed", "Delta"]);

    // publishing it: Beta's row was deleted, so it comes back as a new row; Delta goes
    const published = await publish("collection:projects", restored.content);
    expect(published.summary).toContain("Added the project “Beta”");
    expect(published.summary).toContain("Removed the project “Delta”");
    expect((await rows("portfolio_projects")).map((r) => r.title)).toEqual(["Alpha", "Beta", "Gamma"]);
  });
});

const card = (title: string, extra: Partial<ServicesContent["cards"][number]> = {}) => ({
  published: true,
  title,
  slug: "",
  type: "residential" as const,
  shortDescription: "",
  priceCurrency: "SAR" as const,
  keyFeatures: [],
  imageAlt: "",
  imageDecorative: false,
  ...extra,
});
const item = (title: string, extra: Partial<ServicesContent["items"][number]> = {}) => ({
  published: true,
  title,
  slug: "",
  category: "Construction",
  description: "",
  features: [],
  imageAlt: "",
  imageDecorative: false,
  ...extra,
});

async function detail(slug: string, request = new Request(`http://site.test/services/${slug}`)) {
  try {
    const loaded = await serviceDetailRoute.loader({ request, params: { serviceSlug: slug }, context: { services } as never });
    return { status: 200, title: loaded.service.title };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("location") };
    const init = (thrown as { init?: { status?: number } }).init;
    return { status: init?.status ?? 500 };
  }
}

describe("services", () => {
  it("makes slugs from titles, unique across cards and list items", async () => {
    const published = await publish<ServicesContent>("collection:services", {
      items: [item("Steel Works"), item("Façade & Glazing")],
      cards: [card("Steel Works"), card("Villa package", { slug: "villa", startingPrice: "45000.50", priceCurrency: "BDT" })],
    });
    expect(published.content.items.map((i) => i.slug)).toEqual(["steel-works", "facade-and-glazing"]);
    expect(published.content.cards.map((c) => c.slug)).toEqual(["steel-works-2", "villa"]);
    // the price is stored with the currency it was entered in
    expect((await rows("service_cards")).map((r) => [r.slug, r.starting_price, r.price_currency])).toEqual([
      ["steel-works-2", null, "SAR"],
      ["villa", "45000.50", "BDT"],
    ]);
    expect(await detail("steel-works-2")).toEqual({ status: 200, title: "Steel Works" });
  });

  it("swaps two services' addresses in one publish", async () => {
    const current = (await loadDocument<ServicesContent>(services, "collection:services")).content!;
    const [steel, facade] = current.items as [ServicesContent["items"][number], ServicesContent["items"][number]];
    await publish<ServicesContent>("collection:services", {
      ...current,
      items: [
        { ...steel, slug: facade.slug },
        { ...facade, slug: steel.slug },
      ],
    });
    expect(await detail("steel-works")).toEqual({ status: 200, title: "Façade & Glazing" });
    await publish<ServicesContent>("collection:services", current);
    expect(await detail("steel-works")).toEqual({ status: 200, title: "Steel Works" });
    expect(await detail("facade-and-glazing")).toEqual({ status: 200, title: "Façade & Glazing" });
  });

  it("refuses a slug typed twice with a message next to the second one", async () => {
    await expectPublishRefused("/admin/services", "collection:services", {
      "items[0].title": "Steel Works",
      "items[0].slug": "villa",
      "items[0].published": "on",
      "cards[0].title": "Villa package",
      "cards[0].type": "residential",
      "cards[0].slug": "Villa",
      "cards[0].published": "on",
    }).atField("cards[0].slug", ["The address /services/villa is already used by “Steel Works”. Choose another one."]);
  });

  it("answers a renamed service's old address with a 301 to the new one", async () => {
    const current = (await loadDocument<ServicesContent>(services, "collection:services")).content!;
    const [steel] = current.items;
    await publish<ServicesContent>("collection:services", {
      ...current,
      items: [{ ...steel!, title: "Steel Structures", slug: "steel-structures" }, ...current.items.slice(1)],
    });
    expect(await detail("steel-works")).toEqual({ status: 301, location: "/services/steel-structures" });
    expect(await detail("steel-structures")).toEqual({ status: 200, title: "Steel Structures" });

    // renamed again: both old addresses lead to the newest
    const again = (await loadDocument<ServicesContent>(services, "collection:services")).content!;
    await publish<ServicesContent>("collection:services", {
      ...again,
      items: [{ ...again.items[0]!, slug: "steelwork" }, ...again.items.slice(1)],
    });
    expect(await detail("steel-works")).toEqual({ status: 301, location: "/services/steelwork" });
    expect(await detail("steel-structures")).toEqual({ status: 301, location: "/services/steelwork" });

    // an old address taken by another service is that service's now
    const third = (await loadDocument<ServicesContent>(services, "collection:services")).content!;
    await publish<ServicesContent>("collection:services", {
      ...third,
      cards: [...third.cards, card("Steel works package", { slug: "steel-works" })],
    });
    expect(await detail("steel-works")).toEqual({ status: 200, title: "Steel works package" });
    expect(await detail("never-was")).toEqual({ status: 404 });
  });

  it("hides an unpublished service from the lists, its page and the sitemap", async () => {
    const current = (await loadDocument<ServicesContent>(services, "collection:services")).content!;
    await publish<ServicesContent>("collection:services", {
      ...current,
      items: current.items.map((i) => (i.slug === "steelwork" ? { ...i, published: false } : i)),
      cards: current.cards.map((c) => (c.slug === "villa" ? { ...c, published: false } : c)),
    });
    const catalog = await getServiceCatalog(services);
    expect(catalog.items.map((i) => i.slug)).not.toContain("steelwork");
    expect(catalog.cards.map((c) => c.slug)).not.toContain("villa");
    expect(await detail("steelwork")).toEqual({ status: 404 });
    expect(await detail("villa")).toEqual({ status: 404 });
    // its old addresses lead nowhere while it is hidden
    expect(await detail("steel-structures")).toEqual({ status: 404 });
    const paths = (await sitemapEntries(services.db)).map((e) => e.path);
    expect(paths).toContain("/services/facade-and-glazing");
    expect(paths).not.toContain("/services/steelwork");
    expect(paths).not.toContain("/services/villa");
  });

  it("shows the saved draft only to a signed-in admin asking for a preview", async () => {
    const current = await loadDocument<ServicesContent>(services, "collection:services");
    const draft = { ...current.content!, items: [item("Draft only service"), ...current.content!.items] };
    expect(await saveDraft(services, "collection:services", draft, current.revision, alice)).toMatchObject({ ok: true });

    const titles = (view: { items: { title: string }[] }) => view.items.map((i) => i.title);
    const route = await adminRoute(services, alice.adminUserId);
    const admin = route.request("/service?preview");
    expect(titles(await serviceCatalogForRequest(admin, { services }))).toContain("Draft only service");
    // the draft's new service has a page in the preview, made from its title
    expect(await detail("draft-only-service", route.request("/services/draft-only-service?preview"))).toEqual({
      status: 200,
      title: "Draft only service",
    });

    const visitor = new Request("http://site.test/service?preview");
    expect(titles(await serviceCatalogForRequest(visitor, { services }))).not.toContain("Draft only service");
    expect(titles(await serviceCatalogForRequest(route.request("/service"), { services }))).not.toContain("Draft only service");
    expect(await detail("draft-only-service")).toEqual({ status: 404 });
    // the projects preview too: an admin sees the draft, a visitor the published list
    const projects = await loadDocument<ProjectsContent>(services, "collection:projects");
    await saveDraft(services, "collection:projects", { projects: [project("Preview project")] }, projects.revision, alice);
    const names = (list: { title: string }[]) => list.map((p) => p.title);
    expect(names(await portfolioForRequest(route.request("/project?preview"), { services }))).toEqual(["Preview project"]);
    expect(names(await portfolioForRequest(new Request("http://site.test/project?preview"), { services }))).not.toContain(
      "Preview project",
    );
  });
});

const manpower = (name: string, extra: Partial<ManpowerProjectEntry> = {}): ManpowerProjectEntry => ({
  published: true,
  name,
  status: "ongoing",
  startDate: "2025-01-15",
  owner: "",
  contractor: "",
  location: "",
  value: "",
  workers: 0,
  duration: "",
  scope: "",
  description: "",
  imageAlt: "",
  imageDecorative: false,
  ...extra,
});

describe("manpower projects", () => {
  it("refuses a completed project without its completion date, naming the field (route, without JavaScript)", async () => {
    const form = await expectPublishRefused("/admin/man-power", "collection:manpower", {
      "projects[0].name": "Riyadh Metro",
      "projects[0].status": "completed",
      "projects[0].startDate": "2023-02-01",
      "projects[0].workers": "1200",
      "projects[0].published": "on",
    }).atField("projects[0].completionDate", ["A completed project needs its completion date."]);

    // with the date: published, numbers and dates as typed, the tab shows it
    const ok = await post(editorRoute, "/admin/man-power", { ...form, "projects[0].completionDate": "2024-12-31" });
    expect(ok.status).toBe(302);
    expect(await getManpowerProjects(services, "completed")).toMatchObject([
      { name: "Riyadh Metro", workers: 1200, startDate: "2023-02-01", completionDate: "2024-12-31" },
    ]);
    expect(await getManpowerProjects(services, "ongoing")).toEqual([]);
  });

  it("unticked “Shown on the site” hides a project; picked images need alt text unless decorative", async () => {
    const image = await insertImage(services.db, tag);
    const noAlt = await publishDocument(
      services,
      "collection:manpower",
      { projects: [manpower("Jeddah Tower", { imageId: image.id })] },
      await revisionOf("collection:manpower"),
      alice,
    );
    expect(noAlt).toEqual({ ok: false, reason: "invalid" });
    const current = (await loadDocument<ManpowerContent>(services, "collection:manpower")).content!;
    await publish<ManpowerContent>("collection:manpower", {
      projects: [
        ...current.projects.map((p) => ({ ...p, published: false })),
        manpower("Jeddah Tower", { imageId: image.id, imageDecorative: true }),
      ],
    });
    expect((await getManpowerProjects(services, "all")).map((p) => [p.name, p.image?.alt])).toEqual([["Jeddah Tower", ""]]);
    expect(await services.db("manpower_projects").where({ published: false }).pluck("name")).toEqual(["Riyadh Metro"]);
  });
});
