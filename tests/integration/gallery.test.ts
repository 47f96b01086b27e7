import { randomBytes } from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import type { AppLoadContext } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as galleryRoute from "../../app/admin-editor-route.server.js";
import { contentCache } from "../../server/modules/content/cache.server.js";
import {
  galleryForRequest,
  listVersions,
  loadDocument,
  publishDocument,
  restoreVersion,
  saveDraft,
} from "../../server/modules/content/editing.server.js";
import { galleryContentSchema, type GalleryContent } from "../../server/modules/content/gallery.js";
import { GALLERY_CACHE_KEY, getGallery, listGalleryCandidates } from "../../server/modules/content/gallery.server.js";
import { listPickerImages } from "../../server/modules/media/library.server.js";
import { POSTER_CATEGORY } from "../../server/modules/jobs/admin.server.js";
import { deleteLibraryImages } from "../../server/modules/media/library.server.js";
import { type Services } from "../../server/services.js";
import { createIsolatedServices, insertTestAdmins, type TestActor } from "../support/services.js";
import { insertImage } from "../support/image-rows.js";
import { adminRoute } from "./library-support.js";

/**
 * The Gallery editor's document ('gallery'): /gallery shows only what was published (order, captions, alt),
 * drafts stay invisible, job posters are refused and never shown, stale saves are refused, and a publish on one
 * web process reaches another's cache.
 */
let isolated: Awaited<ReturnType<typeof createIsolatedServices>> | undefined;
let a: Services;
let b: Services;
let alice: { adminUserId: number; ip: string };
let bob: { adminUserId: number; ip: string };
const tag = randomBytes(3).toString("hex");

beforeAll(async () => {
  // A database of its own: publishing replaces the whole gallery, which other tests' seed data is part of.
  isolated = await createIsolatedServices("gallery", { count: 2 });
  [a, b] = isolated.services as [Services, Services];
  [alice, bob] = (await insertTestAdmins(a.db, tag, "alice", "bob")) as [TestActor, TestActor];
});

afterAll(async () => {
  await isolated?.close();
});

const entry = (imageId: number, caption: string, alt = `Photo ${caption}`) => ({ imageId, caption, alt, decorative: false });
const ids = (view: { images: { id: number }[] }) => view.images.map((i) => i.id);
const revisionOf = async () => (await loadDocument(a, "gallery")).revision;

describe("gallery document", () => {
  it("shows nothing uploaded to the library until published, then exactly the published images in order", async () => {
    const first = await insertImage(a.db, tag, { category: "gallery" });
    const second = await insertImage(a.db, tag, { category: "projects" });
    const notAdded = await insertImage(a.db, tag, { category: "gallery" });
    expect(ids(await getGallery(a, undefined))).toEqual([]);

    const content: GalleryContent = {
      categories: [
        { category: "projects", chipLabel: "Our projects" },
        { category: "gallery", chipLabel: "On site" },
      ],
      images: [entry(second.id, "Second first"), { imageId: first.id, caption: "", alt: "", decorative: true }],
    };
    const saved = await saveDraft(a, "gallery", content, 0, alice);
    expect(saved).toEqual({ ok: true, revision: 1 });
    expect(ids(await getGallery(a, undefined))).toEqual([]); // a draft is not live

    const published = await publishDocument(a, "gallery", content, 1, alice);
    expect(published).toMatchObject({ ok: true, version: 1, summary: "First published version" });
    const view = await getGallery(a, undefined);
    expect(ids(view)).toEqual([second.id, first.id]);
    expect(ids(view)).not.toContain(notAdded.id);
    expect(view.images.map((i) => [i.caption, i.alt])).toEqual([
      ["Second first", "Photo Second first"],
      ["", ""], // decorative: screen readers skip it
    ]);
    expect(view.categories).toEqual([
      { category: "projects", label: "Our projects", count: 1 },
      { category: "gallery", label: "On site", count: 1 },
    ]);
    const narrowed = await getGallery(a, "gallery");
    expect([narrowed.category, ids(narrowed)]).toEqual(["gallery", [first.id]]);
    expect((await getGallery(a, "branding")).category).toBeNull();

    // reordering and a caption change are described in words on the next version
    const next = await publishDocument(
      a,
      "gallery",
      { ...content, images: [{ imageId: first.id, caption: "", alt: "", decorative: true }, entry(second.id, "Renamed")] },
      await revisionOf(),
      bob,
    );
    expect(next.ok && next.summary).toBe("Changed the caption or description of 1 image; Reordered the images");
    expect(ids(await getGallery(a, undefined))).toEqual([first.id, second.id]);
    expect((await listVersions(a, "gallery")).map((v) => [v.number, v.author])).toEqual([
      [2, "Bob"],
      [1, "Alice"],
    ]);
  });

  it("keeps a saved draft out of the public gallery but shows it to an admin's preview", async () => {
    const live = ids(await getGallery(a, undefined));
    const extra = await insertImage(a.db, tag, { category: "gallery" });
    const current = await loadDocument<GalleryContent>(a, "gallery");
    const draft = { ...current.content!, images: [entry(extra.id, "Draft only"), ...current.content!.images] };
    expect(await saveDraft(a, "gallery", draft, current.revision, alice)).toMatchObject({ ok: true });

    expect(ids(await getGallery(a, undefined))).toEqual(live);
    const visitor = await galleryForRequest(new Request("http://site.test/gallery?preview"), { services: a }, undefined);
    expect(ids(visitor)).toEqual(live); // no admin session: the published gallery

    // restore brings version 1 back as a draft (replacing the unpublished one, as confirmed); still not live until published
    const v1 = (await listVersions(a, "gallery")).find((v) => v.number === 1)!;
    expect(await restoreVersion(a, "gallery", v1.id, await revisionOf(), alice)).toMatchObject({ reason: "draft_exists" });
    expect(await restoreVersion(a, "gallery", v1.id, await revisionOf(), alice, { replaceDraft: true })).toMatchObject({
      ok: true,
    });
    expect(ids(await getGallery(a, undefined))).toEqual(live);
    expect(await loadDocument(a, "gallery")).toMatchObject({ unpublished: true });
  });

  it("refuses job posters and images that are not ready, by field, changing nothing", async () => {
    const before = await loadDocument(a, "gallery");
    const poster = await insertImage(a.db, tag, { category: POSTER_CATEGORY });
    // an image a job uses as its poster, whatever its category
    const jobImage = await insertImage(a.db, tag, { category: "gallery" });
    await a.db("jobs").insert({ title: `Welder ${tag}`, city: "Riyadh", country: "Saudi Arabia", poster_image_id: jobImage.id });
    const processing = await insertImage(a.db, tag, { category: "gallery", status: "processing" });
    const fine = await insertImage(a.db, tag, { category: "gallery" });

    const candidates = (await listGalleryCandidates(a.db)).map((i) => i.id);
    expect(candidates).toContain(fine.id);
    expect(candidates).not.toContain(poster.id);
    expect(candidates).not.toContain(jobImage.id);
    expect(candidates).not.toContain(processing.id);

    const content: GalleryContent = {
      categories: [
        { category: "gallery", chipLabel: "On site" },
        { category: "galery", chipLabel: "Typo" },
      ],
      images: [entry(fine.id, "ok"), entry(poster.id, "p"), entry(jobImage.id, "j"), entry(processing.id, "x")],
    };
    const expected = {
      ok: false,
      reason: "invalid",
      problems: [
        { path: "images[1].imageId", problem: "job_poster" },
        { path: "images[2].imageId", problem: "job_poster" },
        { path: "images[3].imageId", problem: "unavailable" },
        { path: "categories[1].category", problem: "empty_category" },
      ],
    };
    expect(await saveDraft(a, "gallery", content, before.revision, alice)).toEqual(expected);
    expect(await publishDocument(a, "gallery", content, before.revision, alice)).toEqual(expected);
    expect(await loadDocument(a, "gallery")).toEqual(before);
  });

  it("never shows a job poster on /gallery even when a row names one", async () => {
    const poster = await insertImage(a.db, tag, { category: POSTER_CATEGORY });
    await a
      .db("gallery_items")
      .insert({ image_id: poster.id, category: POSTER_CATEGORY, caption: "", alt: "Poster", position: -1 });
    await contentCache(a).invalidate(GALLERY_CACHE_KEY);
    expect(ids(await getGallery(a, undefined))).not.toContain(poster.id);
    await a.db("gallery_items").where({ image_id: poster.id }).delete();
  });

  it("requires alt text unless the image is marked decorative", () => {
    const missing = galleryContentSchema.safeParse({ images: [{ imageId: 1, caption: "c", alt: " ", decorative: false }] });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["images.0.alt", "Describe the image, or tick Decorative."],
    ]);
    expect(galleryContentSchema.safeParse({ images: [{ imageId: 1, alt: "", decorative: true }] }).success).toBe(true);
    const twice = galleryContentSchema.safeParse({ images: [entry(1, "a"), entry(1, "b")] });
    expect(twice.error?.issues.map((i) => i.path.join("."))).toEqual(["images.1.imageId"]);
  });

  it("asks for a category when a filter chip's category box is left empty, as the editor's form sends it", () => {
    const form = new FormData();
    form.set("categories[0].category", "");
    form.set("categories[0].chipLabel", "Sites");
    const submission = parseWithZod(form, { schema: galleryContentSchema });
    expect(submission.status === "error" ? submission.error : null).toEqual({ "categories[0].category": ["Choose a category."] });
    const blank = galleryContentSchema.safeParse({ categories: [{ category: "  ", chipLabel: "Sites" }] });
    expect(blank.error?.issues[0]?.message).toBe("Choose a category.");
  });

  it("refuses a stale save and keeps the other admin's draft", async () => {
    const start = await loadDocument<GalleryContent>(a, "gallery");
    const mine = { ...start.content!, categories: [{ category: "gallery", chipLabel: "Alice's label" }] };
    const theirs = { ...start.content!, categories: [{ category: "gallery", chipLabel: "Bob's label" }] };
    expect(await saveDraft(a, "gallery", theirs, start.revision, bob)).toMatchObject({ ok: true });
    const stale = await saveDraft(a, "gallery", mine, start.revision, alice);
    expect(stale).toMatchObject({ ok: false, reason: "stale", by: "Bob" });
    expect(await publishDocument(a, "gallery", mine, start.revision, alice)).toMatchObject({ ok: false, reason: "stale" });
    expect((await loadDocument<GalleryContent>(a, "gallery")).content?.categories[0]?.chipLabel).toBe("Bob's label");
  });

  it("invalidates the cached gallery on every web process when published", async () => {
    const image = await insertImage(a.db, tag, { category: "gallery" });
    const before = ids(await getGallery(b, undefined)); // cached on b
    expect(before).not.toContain(image.id);
    const current = await loadDocument<GalleryContent>(a, "gallery");
    const content = { ...current.content!, images: [entry(image.id, "Fresh"), ...current.content!.images] };
    expect(await publishDocument(a, "gallery", content, current.revision, alice)).toMatchObject({ ok: true });
    expect(ids(await getGallery(a, undefined))[0]).toBe(image.id);
    await vi.waitFor(async () => expect(ids(await getGallery(b, undefined))[0]).toBe(image.id), {
      timeout: 15_000,
      interval: 50,
    });
  });

  it("refuses to delete a library image the published gallery shows", async () => {
    const shown = ids(await getGallery(a, undefined))[0]!;
    const refused = await deleteLibraryImages(a, [shown], alice);
    expect(refused).toMatchObject({
      ok: false,
      reason: "in_use",
      inUse: [{ id: shown, usages: expect.arrayContaining([{ place: "gallery", name: "", document: "gallery" }]) }],
    });
    expect(ids(await getGallery(a, undefined))).toContain(shown);
  });
});

describe("the /admin/gallery route", () => {
  it("offers no job poster and answers one posted anyway with a 400 naming the field, saving nothing", async () => {
    const route = await adminRoute(a, alice.adminUserId);
    const context = route.context() as unknown as AppLoadContext;
    const poster = await insertImage(a.db, tag, { category: POSTER_CATEGORY });
    // the picker every image field opens (app/routes/admin.image-upload.picker.tsx) never offers a job poster
    const other = await insertImage(a.db, tag, { category: `other-${tag}` });
    const offered = async (id: number) => (await listPickerImages(a.db, a.config, { q: `#${id}` })).items.map((i) => i.id);
    expect(await offered(other.id)).toEqual([other.id]);
    expect(await offered(poster.id)).toEqual([]);

    const before = await loadDocument(a, "gallery");
    const form = {
      intent: "publish",
      revision: String(before.revision),
      "images[0].imageId": String(poster.id),
      "images[0].caption": "Hiring now",
      "images[0].alt": "Poster",
    };
    const result = (await galleryRoute.action({ request: route.request("/admin/gallery", { form }), context, params: {} })) as {
      data: { error?: Record<string, string[]> };
      init: { status?: number } | null;
    };
    expect(result.init?.status).toBe(400);
    expect(result.data.error?.["images[0].imageId"]).toEqual(["Job posters cannot be gallery images. Choose another image."]);
    expect(await loadDocument(a, "gallery")).toEqual(before);

    // missing alt text without "decorative": refused by the schema, before any write
    const { ["images[0].alt"]: _alt, ...noAlt } = {
      ...form,
      "images[0].imageId": String(ids(await getGallery(a, undefined))[0]),
    };
    const refused = (await galleryRoute.action({
      request: route.request("/admin/gallery", { form: noAlt }),
      context,
      params: {},
    })) as { data: { error?: Record<string, string[]> }; init: { status?: number } | null };
    expect(refused.init?.status).toBe(400);
    expect(refused.data.error?.["images[0].alt"]).toEqual(["Describe the image, or tick Decorative."]);
  });
});
