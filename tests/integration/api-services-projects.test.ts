import { describe, expect, it } from "vitest";
import { loadPublished, publishDocument } from "../../server/modules/content/editing.server.js";
import type { ProjectsContent } from "../../server/modules/content/collections.js";
import { seed } from "../../server/modules/seed/index.js";
import { expectAnswer, useApiWithSite } from "../support/api-client.js";

/*
 * docs/api.md §12 services and projects against a real server (PostgreSQL, Redis, S3) with the demo content, and the
 * whole app on the same services: an API write shows on /service and /project, an editor's publish in the API.
 */

const env = useApiWithSite("api_collections", "10.41", (s) => seed(s, { demoContent: true }));

type Card = {
  id: number;
  type: string;
  title: string;
  shortDescription: string;
  startingPrice: string | null;
  keyFeatures: string[];
};
type Item = {
  id: number;
  image: string | null;
  title: string;
  category: string;
  iconPath: string;
  description: string;
  features: string[];
};
type Project = {
  id: number;
  title: string;
  type: string;
  mainImage: string | null;
  gallery: string[];
  completionDate: string | null;
  [key: string]: unknown;
};

const write = (method: string, body: unknown) => env.client.json(method, body, env.client.auth(env.token));
const get = async <T>(path: string) => (await expectAnswer(await env.client.call(`/backend/api/${path}`), 200)) as T;
const sitePage = async (path: string) => (await fetch(`${env.site.base}${path}`)).text();
const MEDIA = /^https:\/\/crestline\.example\/media\//;

describe("services (docs/api.md §12)", () => {
  it("answers the cards, the service lines and the slugs in their documented shapes", async () => {
    const cards = await get<Card[]>("service/service-card/");
    expect(cards.length).toBeGreaterThan(0);
    for (const c of cards)
      expect(Object.keys(c)).toEqual([
        "id",
        "type",
        "title",
        "shortDescription",
        "startingPrice",
        "priceCurrency",
        "keyFeatures",
      ]);
    const items = await get<Item[]>("service/service-list/");
    expect(items.length).toBeGreaterThan(0);
    for (const i of items) {
      expect(Object.keys(i)).toEqual(["id", "image", "title", "category", "iconPath", "description", "features"]);
      if (i.image !== null) expect(i.image).toMatch(MEDIA);
    }
    const slugs = await get<Array<{ slug: string; title: string }>>("get-service-slugs/");
    expect(slugs.map((s) => s.title)).toEqual([...items.map((i) => i.title), ...cards.map((c) => c.title)]);
    for (const s of slugs) expect(Object.keys(s)).toEqual(["slug", "title"]);
  });

  it("PUT replaces the cards by id (changed, new, missing deleted), publishes them and names the token in the audit log", async () => {
    const before = await get<Card[]>("service/service-card/");
    const [first, ...rest] = before;
    const body = [
      { ...first!, title: "Cards via the REST API" },
      ...rest.slice(0, -1),
      { type: "other", title: "Brand new API package", startingPrice: 1200, keyFeatures: ["One", "Two"] },
    ];
    const after = (await expectAnswer(
      await env.client.call("/backend/api/service/service-card/", write("PUT", body)),
      200,
    )) as Card[];
    expect(after.map((c) => c.title)).toEqual(body.map((c) => c.title));
    expect(after[0]!.id).toBe(first!.id);
    expect(after.at(-1)).toMatchObject({
      type: "other",
      startingPrice: "1200.00",
      shortDescription: "",
      keyFeatures: ["One", "Two"],
    });
    expect(after.map((c) => c.id)).not.toContain(before.at(-1)!.id);
    expect(await get<Card[]>("service/service-card/")).toEqual(after);
    const page = await sitePage("/service");
    expect(page).toContain("Cards via the REST API");
    expect(page).toContain("Brand new API package");
    const slugs = await get<Array<{ slug: string; title: string }>>("get-service-slugs/");
    expect(slugs).toContainEqual({ slug: "brand-new-api-package", title: "Brand new API package" });
    const audit = await env.services
      .db("audit_log")
      .where({ action: "content.publish", entity_id: "collection:services" })
      .orderBy("id", "desc")
      .first();
    expect(audit.details).toMatchObject({ via: "api_token", apiToken: "sign-in" });
  });

  it("refuses invalid items with DRF's list of per-item errors and stores nothing", async () => {
    const before = await get<Card[]>("service/service-card/");
    const invalid = await env.client.call(
      "/backend/api/service/service-card/",
      write("PUT", [
        before[0],
        { type: "castle", title: "x" },
        { type: "other", title: "", startingPrice: "abc" },
        { id: 999999, type: "other", title: "Ghost" },
      ]),
    );
    expect(await expectAnswer(invalid, 400)).toEqual([
      {},
      { type: ['"castle" is not a valid choice.'] },
      { title: ["This field may not be blank."], startingPrice: ["Enter a valid value."] },
      { id: ['Invalid pk "999999" - object does not exist.'] },
    ]);
    const notList = await env.client.call("/backend/api/service/service-card/", write("PUT", { title: "x" }));
    expect(await expectAnswer(notList, 400)).toEqual({ non_field_errors: ['Expected a list of items but got type "dict".'] });
    const anonymous = await env.client.call("/backend/api/service/service-card/", env.client.json("PUT", []));
    expect(anonymous.status).toBe(401);
    expect(await get<Card[]>("service/service-card/")).toEqual(before);
  });

  it("adds, changes and removes one service line; an icon by name or path, images by their URL", async () => {
    const items = await get<Item[]>("service/service-list/");
    const withImage = items.find((i) => i.image !== null)!;
    const created = (await expectAnswer(
      await env.client.call(
        "/backend/api/service/service-list/",
        write("POST", { title: "Scaffolding via API", image: withImage.image, iconPath: "hammer", features: ["Certified"] }),
      ),
      201,
    )) as Item;
    expect(created).toMatchObject({ title: "Scaffolding via API", category: "", features: ["Certified"] });
    expect(created.image).toMatch(MEDIA);
    expect(created.iconPath).not.toBe("");
    expect((await get<Item[]>("service/service-list/")).at(-1)).toEqual(created);
    expect(await sitePage("/service")).toContain("Scaffolding via API");

    const patched = (await expectAnswer(
      await env.client.call(
        `/backend/api/service/service-list/${created.id}/`,
        write("PATCH", { category: "Temporary works", image: null }),
      ),
      200,
    )) as Item;
    expect(patched).toEqual({ ...created, category: "Temporary works", image: null });
    // The path GET gave is accepted back as it is.
    const again = await env.client.call(
      `/backend/api/service/service-list/${created.id}/`,
      write("PATCH", { iconPath: created.iconPath }),
    );
    expect(((await expectAnswer(again, 200)) as Item).iconPath).toBe(created.iconPath);

    const foreign = await env.client.call(
      `/backend/api/service/service-list/${created.id}/`,
      write("PATCH", { image: "https://evil.example/a.png", iconPath: "M0 0" }),
    );
    expect(Object.keys((await expectAnswer(foreign, 400)) as object).sort()).toEqual(["iconPath", "image"]);

    expect(
      (
        await env.client.call(`/backend/api/service/service-list/${created.id}/`, {
          method: "DELETE",
          headers: env.client.auth(env.token),
        })
      ).status,
    ).toBe(204);
    const gone = await env.client.call(`/backend/api/service/service-list/${created.id}/`, write("PATCH", { title: "x" }));
    expect(await expectAnswer(gone, 404)).toEqual({ detail: "Not found." });
    expect(await sitePage("/service")).not.toContain("Scaffolding via API");
  });

  it("answers methods a content route lacks with 405, an empty body and Allow", async () => {
    const response = await env.client.call("/backend/api/service/service-card/", {
      method: "DELETE",
      headers: env.client.auth(env.token),
    });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, POST, PUT, HEAD, OPTIONS");
    expect(await response.text()).toBe("");
  });
});

describe("projects (docs/api.md §12)", () => {
  it("answers the published projects with images as absolute URLs", async () => {
    const list = await get<Project[]>("projects/");
    expect(list.length).toBeGreaterThan(0);
    expect(Object.keys(list[0]!)).toEqual([
      "id",
      "title",
      "type",
      "location",
      "mainImage",
      "description",
      "completionDate",
      "client",
      "duration",
      "size",
      "features",
      "tags",
      "gallery",
    ]);
    for (const p of list) {
      if (p.mainImage) expect(p.mainImage).toMatch(MEDIA);
      for (const g of p.gallery) expect(g).toMatch(MEDIA);
    }
  });

  it("POST adds a project shown on /project; PATCH changes it; a foreign image is a field error", async () => {
    const existing = (await get<Project[]>("projects/")).find((p) => p.mainImage && p.gallery.length > 0)!;
    const created = (await expectAnswer(
      await env.client.call(
        "/backend/api/projects/",
        write("POST", {
          title: "Harbour depot by API",
          type: "industrial",
          location: "Dammam",
          mainImage: existing.mainImage,
          gallery: existing.gallery,
          completionDate: "2026-03-31",
          tags: ["steel"],
        }),
      ),
      201,
    )) as Project;
    expect(created).toMatchObject({ title: "Harbour depot by API", completionDate: "2026-03-31", tags: ["steel"], client: "" });
    expect(created.mainImage).toBe(existing.mainImage);
    expect(created.gallery).toEqual(existing.gallery);
    expect(await sitePage("/project")).toContain("Harbour depot by API");

    const patched = (await expectAnswer(
      await env.client.call(
        `/backend/api/projects/${created.id}/`,
        write("PATCH", { client: "Port authority", completionDate: null }),
      ),
      200,
    )) as Project;
    expect(patched).toEqual({ ...created, client: "Port authority", completionDate: null });

    const foreign = await env.client.call(
      "/backend/api/projects/",
      write("POST", { title: "X", type: "other", mainImage: "https://evil.example/x.png" }),
    );
    expect(await expectAnswer(foreign, 400)).toEqual({
      mainImage: ["Choose an image of the site's library: its URL as this API returns it."],
    });
    const badDate = await env.client.call(
      `/backend/api/projects/${created.id}/`,
      write("PATCH", { completionDate: "31/03/2026" }),
    );
    expect(Object.keys((await expectAnswer(badDate, 400)) as object)).toEqual(["completionDate"]);
    expect((await get<Project[]>("projects/")).find((p) => p.id === created.id)).toEqual(patched);
  });

  it("keeps a project an editor hid when a PUT does not name it, and shows an editor's publish", async () => {
    const { content, revision } = await loadPublished<ProjectsContent>(env.services, "collection:projects");
    const [hidden, ...others] = content!.projects;
    const edited = {
      projects: [
        { ...hidden!, published: false },
        ...others.map((p, i) => (i === 0 ? { ...p, title: "Renamed in the editor" } : p)),
      ],
    };
    const published = await publishDocument(env.services, "collection:projects", edited, revision, {
      adminUserId: null,
      ip: "127.0.0.1",
    });
    expect(published.ok).toBe(true);
    const shown = await get<Project[]>("projects/");
    expect(shown.map((p) => p.id)).not.toContain(hidden!.id);
    expect(shown.map((p) => p.title)).toContain("Renamed in the editor");

    const put = (await expectAnswer(
      await env.client.call("/backend/api/projects/", write("PUT", shown.slice(1))),
      200,
    )) as Project[];
    expect(put).toEqual(shown.slice(1));
    const after = await loadPublished<ProjectsContent>(env.services, "collection:projects");
    const ids = after.content!.projects.map((p) => p.id);
    expect(ids).toContain(hidden!.id);
    expect(ids).not.toContain(shown[0]!.id);
  });
});
