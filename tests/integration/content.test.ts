import { randomBytes } from "node:crypto";
import knex, { type Knex } from "knex";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { contentCache } from "../../server/modules/content/cache.server.js";
import { getServiceDetail, listServiceCards } from "../../server/modules/content/catalog.server.js";
import { loadPublicImages, mediaUrl } from "../../server/modules/content/images.server.js";
import { listManpowerProjects } from "../../server/modules/content/manpower.server.js";
import { getPage, PAGE_CACHE_KEY } from "../../server/modules/content/pages.server.js";
import { listPortfolioProjects } from "../../server/modules/content/portfolio.server.js";
import { DEFAULT_LOGO, getFooter, getNavbar, SETTINGS_CACHE_KEY } from "../../server/modules/content/settings.server.js";
import { renderSitemap, sitemapEntries } from "../../server/modules/content/sitemap.server.js";
import type { Services } from "../../server/services.js";
import { insertImage as insertTaggedImage } from "../support/image-rows.js";
import { invalidationsHandled } from "../support/invalidation.js";
import { createTestServices } from "../support/services.js";
import { navbarNamed } from "../support/navbar.js";

let services: Services;
let other: Services;
const tag = randomBytes(3).toString("hex");

beforeAll(async () => {
  // A Redis prefix of this file's own: content writes of other test files running alongside would drop these caches.
  const env = { REDIS_PREFIX: `content-${tag}` };
  [services, other] = await Promise.all([createTestServices(env), createTestServices(env)]);
});
afterAll(async () => {
  await Promise.all([services?.close(), other?.close()]);
});

const insertImage = (db: Knex, opts: Parameters<typeof insertTaggedImage>[2] = {}) => insertTaggedImage(db, tag, opts);

describe("public images", () => {
  it("builds a webp srcset from the variants of ready images only", async () => {
    const ready = await insertImage(services.db, { alt: "Crew at dawn" });
    const processing = await insertImage(services.db, { status: "processing" });
    const images = await loadPublicImages(services.db, [ready.id, processing.id, null, 999_999]);
    expect([...images.keys()]).toEqual([ready.id]);
    const img = images.get(ready.id)!;
    expect(img.srcSet).toBe(
      `/media/${ready.key}/320.webp 320w, /media/${ready.key}/640.webp 640w, /media/${ready.key}/1280.webp 1280w`,
    );
    expect(img.src).toBe(`/media/${ready.key}/640.webp`);
    expect(img.fullSrc).toBe(`/media/${ready.key}/1280.webp`);
    expect({ width: img.width, height: img.height, alt: img.alt }).toEqual({ width: 1280, height: 800, alt: "Crew at dawn" });
  });

  it("encodes each path segment of a media URL", () => {
    expect(mediaUrl("images/7/a b#.webp")).toBe("/media/images/7/a%20b%23.webp");
  });
});

describe("pages", () => {
  it("returns null for an unknown slug", async () => {
    expect(await getPage(services, `missing-${tag}`)).toBeNull();
  });

  it("parses typed sections, skips one that no longer validates and resolves its images", async () => {
    const image = await insertImage(services.db);
    const slug = `page-${tag}`;
    await services.db("pages").insert({
      slug,
      title: "Test page",
      description: "About the test",
      sections: JSON.stringify([
        { id: "hero", type: "hero", title: "Hello", imageId: image.id, primaryCta: { label: "Go", href: "/quote" } },
        { id: "broken", type: "stats", items: [] },
        { id: "faq", type: "faq", title: "Questions", items: [{ question: "Why?", answer: "Because." }] },
      ]),
    });
    const page = await getPage(services, slug);
    expect(page?.sections.map((s) => s.id)).toEqual(["hero", "faq"]);
    expect(page?.sections[0]).toMatchObject({ type: "hero", eyebrow: "", subtitle: "" });
    expect(page?.images[image.id]?.src).toBe(`/media/${image.key}/640.webp`);
  });

  it("serves from the cache until invalidated, on this and on every other instance", async () => {
    const slug = `cached-${tag}`;
    await services.db("pages").insert({ slug, title: "First", sections: "[]" });
    await invalidationsHandled(services, [services, other]); // the insert's own announcement (writes.server.ts)
    expect((await getPage(services, slug))?.title).toBe("First");
    expect((await getPage(other, slug))?.title).toBe("First");

    // A write from outside the application (psql, another program): nothing announces it.
    const outside = knex({ client: "pg", connection: inject("testEnv").databaseUrl, pool: { min: 0, max: 1 } });
    try {
      await outside("pages").where({ slug }).update({ title: "Second" });
    } finally {
      await outside.destroy();
    }
    expect((await getPage(services, slug))?.title).toBe("First");

    // Both instances are listening (above): invalidate all pages from this one.
    await contentCache(services).invalidate(PAGE_CACHE_KEY);
    expect((await getPage(services, slug))?.title).toBe("Second");
    await expect.poll(async () => (await getPage(other, slug))?.title, { timeout: 3000 }).toBe("Second");
  });

  it("drops cached content on every instance when the application writes a content table", async () => {
    const slug = `written-${tag}`;
    await services.db("pages").insert({ slug, title: "First", sections: "[]" });
    await invalidationsHandled(services, [services, other]); // the insert's own announcement
    expect((await getPage(services, slug))?.title).toBe("First");
    expect((await getPage(other, slug))?.title).toBe("First");
    // server/modules/content/writes.server.ts announces it once the transaction commits
    await services.db.transaction((trx) => trx("pages").where({ slug }).update({ title: "Second" }));
    expect((await getPage(services, slug))?.title).toBe("Second");
    await expect.poll(async () => (await getPage(other, slug))?.title, { timeout: 3000 }).toBe("Second");
  });

  it("loads concurrently requested keys once and does not cache failures", async () => {
    const cache = contentCache(services);
    let calls = 0;
    const load = async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 20));
      return calls;
    };
    const [a, b] = await Promise.all([cache.get(`once-${tag}`, load), cache.get(`once-${tag}`, load)]);
    expect([a, b, calls]).toEqual([1, 1, 1]);

    await expect(cache.get(`fails-${tag}`, () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    expect(await cache.get(`fails-${tag}`, async () => "recovered")).toBe("recovered");
  });
});

describe("site settings", () => {
  let saved: { key: string; value: unknown }[];
  beforeAll(async () => {
    saved = await services.db("site_settings").select("key", "value");
  });
  afterAll(async () => {
    await services.db("site_settings").del();
    if (saved.length > 0)
      await services.db("site_settings").insert(saved.map((r) => ({ key: r.key, value: JSON.stringify(r.value) })));
    await contentCache(services).invalidate(SETTINGS_CACHE_KEY);
  });

  async function store(key: "navbar" | "footer", value: unknown) {
    await services
      .db("site_settings")
      .insert({ key, value: JSON.stringify(value) })
      .onConflict("key")
      .merge();
    await contentCache(services).invalidate(SETTINGS_CACHE_KEY);
  }

  const footer = (logoImageId: number | null) => ({
    logoImageId,
    companyDescription: "We build.",
    socialLinks: [{ platform: "Facebook", url: "https://facebook.com/x" }],
    officeLocations: [{ country: "Bangladesh", address: "Dhaka", email: "a@b.example", phone: "+880 1" }],
    copyrightText: "© Test",
  });

  it("falls back to the local logo when none is chosen or the image is not ready", async () => {
    const processing = await insertImage(services.db, { status: "processing" });
    await store("navbar", navbarNamed("Crestline"));
    expect((await getNavbar(services)).logoUrl).toBe(DEFAULT_LOGO);
    await store("navbar", { logoImageId: processing.id, companyName: "Crestline" });
    expect((await getNavbar(services)).logo).toEqual({ src: DEFAULT_LOGO, width: 192, height: 192 });
  });

  it("uses a ready logo image and keeps the navbar alive when the stored value is invalid", async () => {
    const logo = await insertImage(services.db, { category: "branding", widths: [320, 640] });
    await store("navbar", { logoImageId: logo.id, companyName: "Crestline" });
    expect((await getNavbar(services)).logoUrl).toBe(`/media/${logo.key}/320.webp`);
    await store("navbar", { nonsense: true });
    expect((await getNavbar(services)).logoUrl).toBe(DEFAULT_LOGO);
  });

  it("reads the footer (platforms lowercased), returns null without one and throws on an invalid one", async () => {
    await store("footer", footer(null));
    const view = await getFooter(services);
    expect(view).toMatchObject({ logoUrl: DEFAULT_LOGO, socialLinks: [{ platform: "facebook" }], copyrightText: "© Test" });

    await services.db("site_settings").where({ key: "footer" }).del();
    await contentCache(services).invalidate(SETTINGS_CACHE_KEY);
    expect(await getFooter(services)).toBeNull();

    await store("footer", { ...footer(null), officeLocations: [{ country: "X" }] });
    await expect(getFooter(services)).rejects.toThrow();
  });
});

describe("collections", () => {
  it("filters portfolio projects by type and resolves their images", async () => {
    const image = await insertImage(services.db);
    const title = `Renovated ${tag}`;
    await services.db("portfolio_projects").insert([
      { title, type: "renovation", main_image_id: image.id, gallery: JSON.stringify([image.id, 999_999]), position: -100 },
      { title: `Homes ${tag}`, type: "residential", position: -100 },
    ]);
    const renovations = await listPortfolioProjects(services.db, "renovation");
    expect(renovations.every((p) => p.type === "renovation")).toBe(true);
    const mine = renovations.find((p) => p.title === title)!;
    expect(mine.mainImage?.id).toBe(image.id);
    expect(mine.gallery.map((g) => g.id)).toEqual([image.id]);
    const all = await listPortfolioProjects(services.db);
    expect(all.map((p) => p.title)).toEqual(expect.arrayContaining([title, `Homes ${tag}`]));
  });

  it("lists manpower projects of one status in position order", async () => {
    await services.db("manpower_projects").insert([
      { name: `B ${tag}`, status: "completed", completion_date: "2023-01-01", position: -50 },
      { name: `A ${tag}`, status: "completed", completion_date: "2022-01-01", position: -51 },
      { name: `C ${tag}`, status: "ongoing", start_date: "2024-01-01", position: -52 },
    ]);
    const completed = (await listManpowerProjects(services.db, "completed")).filter((p) => p.name.endsWith(tag));
    expect(completed.map((p) => p.name)).toEqual([`A ${tag}`, `B ${tag}`]);
    expect(completed[0]).toMatchObject({ status: "completed", completionDate: "2022-01-01", startDate: null });
    const ongoing = await listManpowerProjects(services.db, "ongoing");
    expect(ongoing.every((p) => p.status === "ongoing")).toBe(true);
  });

  it("finds a service line first, then a package, by slug", async () => {
    const slug = `svc-${tag}`;
    await services.db("service_cards").insert({
      type: "foundation",
      title: "Piling package",
      slug,
      short_description: "Piles.",
      starting_price: "1800000.00",
      key_features: JSON.stringify(["a", "b", "c", "d"]),
    });
    expect(await getServiceDetail(services.db, slug)).toMatchObject({
      kind: "package",
      label: "foundation",
      startingPrice: "1800000.00",
      features: ["a", "b", "c", "d"],
    });
    await services
      .db("service_list_items")
      .insert({ title: "Piling", slug, category: "Structure", description: "We pile.", features: JSON.stringify(["x"]) });
    expect(await getServiceDetail(services.db, slug)).toMatchObject({
      kind: "service",
      title: "Piling",
      label: "Structure",
      startingPrice: null,
    });
    expect(await getServiceDetail(services.db, `none-${tag}`)).toBeNull();
    expect((await listServiceCards(services.db)).find((c) => c.slug === slug)?.keyFeatures).toHaveLength(4);
  });
});

describe("sitemap", () => {
  it("lists the pages, every service and only active jobs", async () => {
    const slug = `map-${tag}`;
    await services.db("service_list_items").insert({ title: "Mapped", slug });
    const [active] = await services
      .db("jobs")
      .insert({ title: `Welder ${tag}` })
      .returning<{ id: number }[]>("id");
    const [closed] = await services
      .db("jobs")
      .insert({ title: `Closed ${tag}`, is_active: false })
      .returning<{ id: number }[]>("id");
    const xml = renderSitemap("https://crestline.example", await sitemapEntries(services.db));
    expect(xml).toContain("<loc>https://crestline.example/</loc>");
    expect(xml).toContain("<loc>https://crestline.example/man-power</loc>");
    expect(xml).toContain(`<loc>https://crestline.example/services/${slug}</loc>`);
    expect(xml).toContain(`<loc>https://crestline.example/apply-jobs-now?apply=${active!.id}</loc>`);
    expect(xml).not.toContain(`apply=${closed!.id}<`);
    expect(xml).not.toContain("/admin");
    // every page in every language, each naming the others
    for (const prefix of ["/bn", "/ar"]) {
      expect(xml).toContain(`<loc>https://crestline.example${prefix}/</loc>`);
      expect(xml).toContain(`<loc>https://crestline.example${prefix}/services/${slug}</loc>`);
      expect(xml).toContain(`<loc>https://crestline.example${prefix}/apply-jobs-now?apply=${active!.id}</loc>`);
    }
    expect(xml).toContain(`hreflang="ar" href="https://crestline.example/ar/man-power"`);
    expect(xml).toContain(`hreflang="x-default" href="https://crestline.example/man-power"`);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const english = locs.filter((u) => !/\.example\/(?:bn|ar)\//.test(u));
    expect(locs.length).toBe(3 * english.length);
  });
});
