import type { AppLoadContext } from "@remix-run/node";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import * as imagePage from "../../app/routes/admin.image-upload_.$imageId.js";
import * as picker from "../../app/routes/admin.image-upload.picker.js";
import { processImage } from "../../server/modules/media/images.server.js";
import {
  addLibraryImages,
  deleteLibraryImages,
  findImageForEditing,
  libraryQuerySchema,
  listImageLibrary,
  listPickerImages,
  replaceLibraryImage,
  updateImageDetails,
} from "../../server/modules/media/library.server.js";
import { titleFromFileName } from "../../server/modules/media/image-fields.js";
import { auditSentence } from "../../app/components/admin/audit-sentences.js";
import { adminRoute, storeUpload, uniqueTag, useAdminServices } from "./library-support.js";

/*
 * The media library (docs/product.md, "Media library"): titles, descriptions and captions; the search and filters
 * of the library and the picker; replacing a picture under the same number; and where an image is used, which
 * refuses its deletion.
 */

const t = useAdminServices("203.0.113.25");

const png = (background: string, width = 700, height = 420) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

const stored = async (name: string, background = "#2a6", width?: number) =>
  storeUpload(t.services, {
    bytes: await png(background, width),
    contentType: "image/png",
    originalName: name,
    field: "image",
    kind: "image",
  });

/** One uploaded image, its web versions made (as the `images` queue would). */
async function upload(name: string, category: string, details: Parameters<typeof addLibraryImages>[4] = {}) {
  const file = await stored(name);
  const [id] = await addLibraryImages(t.services, [file], category, t.actor, { alt: "Described", ...details });
  await processImage(t.services, id!);
  return { id: id!, file };
}

/** Posts a form to the image's own page (its action), as the signed-in admin. */
async function imagePagePost(id: number) {
  const route = await adminRoute(t.services, t.actor.adminUserId);
  const context = route.context() as unknown as AppLoadContext;
  return (form: Record<string, string>) =>
    imagePage.action({ request: route.request(`/admin/image-upload/${id}`, { form }), context, params: { imageId: String(id) } });
}

const search = async (query: Record<string, string>) =>
  (await listImageLibrary(t.services.db, t.services.config, libraryQuerySchema.parse(query))).items.map((i) => i.id);

describe("titles and words", () => {
  it("names an upload after its file unless titled, and keeps its description, decorative choice and caption", async () => {
    expect(titleFromFileName("site1.jpg")).toBe("site1");
    expect(titleFromFileName("Harbour_offices-east wing.JPEG")).toBe("Harbour offices east wing");
    const category = `words-${uniqueTag().toLowerCase()}`;
    const plain = await upload("crane-at-dusk.png", category);
    const titled = await upload("IMG_0042.png", category, {
      title: "Tower crane",
      decorative: true,
      alt: "ignored",
      caption: "Jubail",
    });
    const rows = await t.services.db("images").whereIn("id", [plain.id, titled.id]).orderBy("id");
    expect(rows.map((r) => [r.title, r.alt, r.decorative, r.caption])).toEqual([
      ["crane at dusk", "Described", false, ""],
      // decorative: an empty alt on the public site, whatever was typed
      ["Tower crane", "", true, "Jubail"],
    ]);
  });

  it("edits the words and category, audited with what changed; an empty title is the file's name again", async () => {
    const category = `edit-${uniqueTag().toLowerCase()}`;
    const { id } = await upload("worker-safety.png", category);
    expect(await updateImageDetails(t.services.db, id, { title: "Safety briefing", caption: "Dammam, 2026" }, t.actor)).toEqual({
      ok: true,
      changed: ["title", "caption"],
    });
    const audit = await t.services
      .db("audit_log")
      .where({ action: "image.update", entity_id: String(id) })
      .first();
    expect(audit.details).toEqual({ title: "Safety briefing", changed: ["title", "caption"] });
    // the audit log words it
    expect(auditSentence("rina.akter", { action: "image.update", entityId: String(id), details: audit.details })).toBe(
      `rina.akter changed the title and caption of the image “Safety briefing” #${id}`,
    );

    expect(await updateImageDetails(t.services.db, id, { decorative: true, category: "Site Photos" }, t.actor)).toMatchObject({
      changed: ["alt", "decorative", "category"],
    });
    expect(await t.services.db("images").where({ id }).first()).toMatchObject({
      alt: "",
      decorative: true,
      category: "site photos",
    });
    // a description given to a decorative image makes it described again
    await updateImageDetails(t.services.db, id, { alt: "Workers in hard hats", title: "" }, t.actor);
    expect(await t.services.db("images").where({ id }).first()).toMatchObject({
      alt: "Workers in hard hats",
      decorative: false,
      title: "worker safety",
    });
    expect(await updateImageDetails(t.services.db, 2_000_000_000, { title: "x" }, t.actor)).toEqual({
      ok: false,
      reason: "missing",
    });
  });
});

describe("search and filters", () => {
  it("finds images by part of the file name, title, category, number and day; every word must match", async () => {
    const tag = uniqueTag().toLowerCase();
    const category = `search-${tag}`;
    const site1 = await upload(`site1-${tag}.jpg`, category);
    const site2 = await upload(`site2-${tag}.jpg`, category, { title: `Harbour offices ${tag}` });
    const other = await upload(`office-${tag}.png`, `elsewhere-${tag}`);

    expect(await search({ q: `site1-${tag}` })).toEqual([site1.id]);
    expect((await search({ q: tag })).sort()).toEqual([site1.id, site2.id, other.id].sort());
    expect(await search({ q: `harbour ${tag}` })).toEqual([site2.id]);
    expect(await search({ q: `HARBOUR site1 ${tag}` })).toEqual([]);
    expect((await search({ q: `search-${tag}` })).sort()).toEqual([site1.id, site2.id].sort());
    expect(await search({ q: `#${other.id}` })).toEqual([other.id]);
    // wildcards are typed, not interpreted
    expect(await search({ q: `%${tag}` })).toEqual([]);

    // today in the office's time zone, as a search word and as the days filter
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: t.services.config.officeTimeZone }).format(new Date());
    expect(await search({ q: `${today} ${tag}`, category })).toEqual([site2.id, site1.id]);
    expect(await search({ from: today, to: today, category })).toEqual([site2.id, site1.id]);
    expect(await search({ to: "2001-01-01", category })).toEqual([]);
  });

  it("filters by use, description and readiness; the picker offers ready images only, never a job poster", async () => {
    const tag = uniqueTag().toLowerCase();
    const category = `filters-${tag}`;
    const used = await upload(`used-${tag}.png`, category);
    const free = await upload(`free-${tag}.png`, category);
    const undescribed = await upload(`bare-${tag}.png`, category, { alt: "" });
    const [processing] = await addLibraryImages(t.services, [await stored(`busy-${tag}.png`)], category, t.actor, { alt: "x" });
    const poster = await upload(`poster-${tag}.png`, category);
    await t.services.db("jobs").insert({ title: `Welder ${tag}`, poster_image_id: poster.id });
    await t.services
      .db("manpower_projects")
      .insert({ name: `Refinery ${tag}`, status: "ongoing", start_date: "2026-01-01", image_id: used.id });

    expect((await search({ category, show: "in_use" })).sort()).toEqual([used.id, poster.id].sort());
    expect((await search({ category, show: "unused" })).sort()).toEqual([free.id, undescribed.id, processing!].sort());
    expect(await search({ category, show: "no_description" })).toEqual([undescribed.id]);
    expect(await search({ category, show: "not_ready" })).toEqual([processing]);

    const offered = await listPickerImages(t.services.db, t.services.config, { q: tag });
    expect(offered.items.map((i) => i.id).sort()).toEqual([used.id, free.id, undescribed.id].sort());
    const first = offered.items.find((i) => i.id === free.id)!;
    expect(first).toMatchObject({ title: `free ${tag}`, originalName: `free-${tag}.png`, status: "ready" });
    expect(first.thumbnail?.src).toBe(`/media/images/${free.id}/320.webp`);
    expect(offered.categories).toContain(category);
    expect(offered.categories).not.toContain("job-posters");
  });

  it("answers the picker's requests as JSON, for a signed-in admin only", async () => {
    const tag = uniqueTag().toLowerCase();
    const { id } = await upload(`picker-${tag}.png`, `picker-${tag}`);
    const route = await adminRoute(t.services, t.actor.adminUserId);
    const context = route.context() as unknown as AppLoadContext;
    const page = (await picker.loader({
      request: route.request(`/admin/image-upload/picker?q=picker-${tag}`),
      context,
      params: {},
    })) as Response;
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    expect(((await page.json()) as { items: Array<{ id: number }> }).items.map((i) => i.id)).toEqual([id]);
    const one = (await picker.loader({
      request: route.request(`/admin/image-upload/picker?id=${id}`),
      context,
      params: {},
    })) as Response;
    expect(await one.json()).toMatchObject({ image: { id, status: "ready" } });
    const none = (await picker.loader({
      request: route.request("/admin/image-upload/picker?id=99999999"),
      context,
      params: {},
    })) as Response;
    expect(none.status).toBe(404);
    const anonymous = await picker
      .loader({ request: new Request(`${t.services.config.publicUrl}/admin/image-upload/picker`), context, params: {} })
      .catch((e: unknown) => e);
    expect((anonymous as Response).headers.get("Location")).toMatch(/^\/login/);
  });
});

describe("replacing an image's file", () => {
  it("keeps the number, the words and every place that uses it; the new variants replace the old, the old file is swept", async () => {
    const tag = uniqueTag().toLowerCase();
    const { id, file: oldFile } = await upload(`before-${tag}.png`, `replace-${tag}`, {
      title: "Harbour offices",
      caption: "East wing",
    });
    const [project] = await t.services
      .db("portfolio_projects")
      .insert({ title: `Harbour ${tag}`, type: "commercial", main_image_id: id })
      .returning<Array<{ id: number }>>("id");
    const oldVariants: string[] = await t.services.db("image_variants").where({ image_id: id }).pluck("object_key");

    const newFile = await stored(`after-${tag}.png`, "#a33", 900);
    expect(await replaceLibraryImage(t.services, id, newFile, t.actor)).toEqual({ ok: true });
    // until the new web versions exist, the site keeps showing the old ones
    expect((await findImageForEditing(t.services.db, t.services.config, id))?.preparing).toBe(true);
    expect(await t.services.db("image_variants").where({ image_id: id }).pluck("object_key")).toEqual(oldVariants);
    expect(await processImage(t.services, id)).toBe("ready");

    const image = await findImageForEditing(t.services.db, t.services.config, id);
    expect(image).toMatchObject({
      id,
      title: "Harbour offices",
      caption: "East wing",
      alt: "Described",
      originalName: `after-${tag}.png`,
      width: 900,
      preparing: false,
      usages: [{ place: "project", name: `Harbour ${tag}`, document: "collection:projects" }],
    });
    expect((await t.services.db("portfolio_projects").where({ id: project!.id }).first()).main_image_id).toBe(id);
    const newVariants: string[] = await t.services.db("image_variants").where({ image_id: id }).pluck("object_key");
    expect(newVariants.some((k) => oldVariants.includes(k))).toBe(false);
    for (const key of oldVariants) expect(await t.services.storage.stat("public", key)).toBeNull();
    for (const key of newVariants) expect(await t.services.storage.stat("public", key)).not.toBeNull();
    // the old original is released and removed; the new one is claimed
    expect(await t.services.db("files").where({ id: oldFile.id }).first()).toBeUndefined();
    expect(await t.services.storage.stat("private", oldFile.key)).toBeNull();
    expect((await t.services.db("files").where({ id: newFile.id }).first()).claimed_at).not.toBeNull();
    const audit = await t.services
      .db("audit_log")
      .where({ action: "image.replace", entity_id: String(id) })
      .first();
    expect(audit.details).toMatchObject({
      title: "Harbour offices",
      previousName: `before-${tag}.png`,
      originalName: `after-${tag}.png`,
    });
    expect(auditSentence("office", { action: "image.replace", entityId: String(id), details: audit.details })).toBe(
      `office replaced the file of the image “Harbour offices” #${id} with “after-${tag}.png”`,
    );
  });

  it("changes nothing for a file that is no usable image, or an image that is gone", async () => {
    const tag = uniqueTag().toLowerCase();
    const { id, file } = await upload(`kept-${tag}.png`, `replace-${tag}`);
    const broken = await storeUpload(t.services, {
      bytes: Buffer.concat([(await png("#000")).subarray(0, 64), Buffer.alloc(64)]),
      contentType: "image/png",
      originalName: "broken.png",
      field: "image",
      kind: "image",
    });
    expect(await replaceLibraryImage(t.services, id, broken, t.actor)).toEqual({ ok: false, reason: "rejected" });
    expect((await t.services.db("images").where({ id }).first()).file_id).toBe(file.id);
    expect(await replaceLibraryImage(t.services, 2_000_000_000, await stored("x.png"), t.actor)).toEqual({
      ok: false,
      reason: "missing",
    });
  });
});

describe("where an image is used", () => {
  it("finds every place that stores its number, and refuses its deletion naming them", async () => {
    const tag = uniqueTag().toLowerCase();
    const { id } = await upload(`everywhere-${tag}.png`, `uses-${tag}`);
    const db = t.services.db;
    await db("service_cards").insert({ title: `Card ${tag}`, type: "other", slug: `card-${tag}`, image_id: id });
    await db("service_list_items").insert({ title: `Service ${tag}`, slug: `service-${tag}`, image_id: id });
    await db("portfolio_projects").insert({ title: `Gallery project ${tag}`, type: "other", gallery: JSON.stringify([id]) });
    await db("pages").insert({
      slug: `page-${tag}`,
      title: `Page ${tag}`,
      sections: JSON.stringify([{ type: "team", members: [{ name: "Rina", imageId: id }] }]),
    });
    // an unpublished draft names it by another key; a published one (the same as the site) does not count twice
    await db("content_drafts").insert({
      document: `page:draft-${tag}`,
      content: JSON.stringify({ sections: [{ type: "hero", mainImageId: id }] }),
      revision: 2,
      published_revision: 1,
    });
    await db("content_drafts").insert({
      document: `page:live-${tag}`,
      content: JSON.stringify({ sections: [{ imageId: id }] }),
      revision: 3,
      published_revision: 3,
    });

    const image = await findImageForEditing(db, t.services.config, id);
    expect(image?.usages).toEqual([
      { place: "draft", name: "", document: `page:draft-${tag}` },
      { place: "page", name: `Page ${tag}`, document: `page:page-${tag}` },
      { place: "project_gallery", name: `Gallery project ${tag}`, document: "collection:projects" },
      { place: "service", name: `Service ${tag}`, document: "collection:services" },
      { place: "service_card", name: `Card ${tag}`, document: "collection:services" },
    ]);

    const refused = await deleteLibraryImages(t.services, [id], t.actor);
    expect(refused).toMatchObject({
      ok: false,
      reason: "in_use",
      inUse: [{ id, title: `everywhere ${tag}`, usages: image!.usages }],
    });
    expect(await db("images").where({ id })).toHaveLength(1);

    // the image's page refuses too, answering with the list (409), and deletes once nothing uses it
    const post = await imagePagePost(id);
    const answer = (await post({ intent: "delete" })) as unknown as { data: { usages: unknown[] }; init: { status: number } };
    expect(answer.init.status).toBe(409);
    expect(answer.data.usages).toEqual(image!.usages);

    await db("service_cards")
      .where({ title: `Card ${tag}` })
      .delete();
    await db("service_list_items")
      .where({ slug: `service-${tag}` })
      .delete();
    await db("portfolio_projects")
      .where({ title: `Gallery project ${tag}` })
      .delete();
    await db("pages")
      .where({ slug: `page-${tag}` })
      .delete();
    await db("content_drafts")
      .whereIn("document", [`page:draft-${tag}`, `page:live-${tag}`])
      .delete();
    const deleted = (await post({ intent: "delete" })) as Response;
    expect(deleted.headers.get("Location")).toBe("/admin/image-upload");
    expect(await db("images").where({ id })).toHaveLength(0);
  });

  it("saves the words from the image's page, refusing an image without a description", async () => {
    const tag = uniqueTag().toLowerCase();
    const { id } = await upload(`page-${tag}.png`, `page-${tag}`);
    const post = await imagePagePost(id);
    const refused = (await post({ intent: "update", category: "x", title: "Yard", alt: "" })) as unknown as {
      data: { result: { error: Record<string, string[]> } };
      init: { status: number };
    };
    expect(refused.init.status).toBe(400);
    expect(refused.data.result.error).toEqual({ alt: ["Describe the image, or tick Decorative."] });
    const saved = (await post({
      intent: "update",
      category: "Yard",
      title: "Steel yard",
      alt: "",
      decorative: "on",
      caption: "",
    })) as Response;
    expect(saved.headers.get("Location")).toBe(`/admin/image-upload/${id}`);
    expect(await t.services.db("images").where({ id }).first()).toMatchObject({
      title: "Steel yard",
      decorative: true,
      category: "yard",
    });
  });
});
