import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { FileUnavailableError } from "../../server/modules/media/files.server.js";
import { processImage } from "../../server/modules/media/images.server.js";
import {
  addLibraryImages,
  deleteLibraryImages,
  libraryQuerySchema,
  listImageLibrary,
} from "../../server/modules/media/library.server.js";
import { storeUpload, uniqueTag, useAdminServices } from "./library-support.js";
import { imageJobId } from "../../server/queue/index.js";

const t = useAdminServices("203.0.113.6");

async function uploadImage(category: string, width = 900, name = "site.png") {
  const bytes = await sharp({ create: { width, height: 600, channels: 3, background: "#2a6" } })
    .png()
    .toBuffer();
  const file = await storeUpload(t.services, {
    bytes,
    contentType: "image/png",
    originalName: name,
    field: "image",
    kind: "image",
  });
  const [id] = await addLibraryImages(t.services, [file], category, t.actor);
  return { id: id!, file };
}

const list = (query: Record<string, string> = {}) =>
  listImageLibrary(t.services.db, t.services.config, libraryQuerySchema.parse(query));

describe("image library", () => {
  it("keeps an upload with its category lowercased, processing, queued and audited", async () => {
    const category = `Site ${uniqueTag()}`;
    const { id, file } = await uploadImage(`  ${category} `);
    const row = await t.services.db("images").where({ id }).first();
    expect(row).toMatchObject({ category: category.toLowerCase(), status: "processing", file_id: file.id });
    expect((await t.services.db("files").where({ id: file.id }).first()).claimed_at).not.toBeNull();
    expect(await t.services.queues.images.getJob(imageJobId({ imageId: id, objectKey: file.key }))).toBeTruthy();
    const audit = await t.services
      .db("audit_log")
      .where({ action: "image.upload", entity_id: String(id) })
      .first();
    expect(audit).toMatchObject({ admin_user_id: t.actor.adminUserId, ip: t.actor.ip });
    expect(audit.details).toMatchObject({ category: category.toLowerCase(), originalName: "site.png" });
  });

  it("keeps several uploads all or none", async () => {
    const category = `batch-${uniqueTag().toLowerCase()}`;
    const stored = async (name: string) =>
      storeUpload(t.services, {
        bytes: await sharp({ create: { width: 50, height: 50, channels: 3, background: "#123" } })
          .png()
          .toBuffer(),
        contentType: "image/png",
        originalName: name,
        field: "image",
        kind: "image",
      });
    const kept = await addLibraryImages(t.services, [await stored("a.png"), await stored("b.png")], category, t.actor);
    expect((await list({ category })).items.map((i) => i.id).sort()).toEqual([...kept].sort());

    const gone = await stored("gone.png");
    await t.services.db("files").where({ id: gone.id }).delete();
    await expect(addLibraryImages(t.services, [await stored("c.png"), gone], category, t.actor)).rejects.toBeInstanceOf(
      FileUnavailableError,
    );
    expect((await list({ category })).total).toBe(2);
  });

  it("lists newest first, filters by category, links the widest variant by absolute URL", async () => {
    const category = `filter-${uniqueTag().toLowerCase()}`;
    const older = await uploadImage(category, 900, "older.png");
    const newer = await uploadImage(category, 400, "newer.png");
    await uploadImage(`other-${uniqueTag().toLowerCase()}`);
    await processImage(t.services, older.id);

    const result = await list({ category: category.toUpperCase() });
    expect(result.total).toBe(2);
    expect(result.items.map((i) => i.id)).toEqual([newer.id, older.id]);
    const [n, o] = result.items;
    expect(n).toMatchObject({ status: "processing", thumbnail: null, link: null, originalName: "newer.png" });
    expect(o).toMatchObject({ status: "ready", width: 900, height: 600, usages: [], title: "older" });
    expect(o!.thumbnail).toEqual({ src: `/media/images/${older.id}/320.webp`, width: 320, height: 213 });
    expect(o!.link).toBe(`${t.services.config.publicUrl}/media/images/${older.id}/640.webp`);
    expect(result.categories).toContainEqual({ category, count: 2 });
  });

  it("deletes rows, variants and objects, audited", async () => {
    const category = `delete-${uniqueTag().toLowerCase()}`;
    const a = await uploadImage(category);
    const b = await uploadImage(category);
    await processImage(t.services, a.id);
    const variantKeys: string[] = await t.services.db("image_variants").where({ image_id: a.id }).pluck("object_key");
    expect(variantKeys.length).toBeGreaterThan(0);

    expect(await deleteLibraryImages(t.services, [a.id, b.id], t.actor)).toEqual({
      ok: true,
      deleted: 2,
    });
    expect(await t.services.db("images").whereIn("id", [a.id, b.id])).toHaveLength(0);
    expect(await t.services.db("image_variants").where({ image_id: a.id })).toHaveLength(0);
    for (const key of variantKeys) expect(await t.services.storage.stat("public", key)).toBeNull();
    for (const { file } of [a, b]) {
      expect(await t.services.db("files").where({ id: file.id }).first()).toBeUndefined();
      expect(await t.services.storage.stat("private", file.key)).toBeNull();
    }
    expect(
      await t.services
        .db("audit_log")
        .where({ action: "image.delete" })
        .whereIn("entity_id", [String(a.id), String(b.id)]),
    ).toHaveLength(2);
    expect((await list({ category })).total).toBe(0);
  });

  it("refuses to delete images the site still shows, naming where, and deletes nothing", async () => {
    const category = `used-${uniqueTag().toLowerCase()}`;
    const poster = await uploadImage(category);
    const section = await uploadImage(category);
    const free = await uploadImage(category);
    const [job] = await t.services
      .db("jobs")
      .insert({ title: `Welder ${category}`, poster_image_id: poster.id })
      .returning("id");
    const [page] = await t.services
      .db("pages")
      .insert({
        slug: `p-${category}`,
        title: `Page ${category}`,
        sections: JSON.stringify([{ type: "cards", items: [{ title: "x", imageId: section.id }] }]),
      })
      .returning("id");

    const listed = await list({ category });
    expect(listed.items.find((i) => i.id === poster.id)?.usages).toEqual([
      { place: "job_poster", name: `Welder ${category}`, document: null },
    ]);
    expect(listed.items.find((i) => i.id === section.id)?.usages).toEqual([
      { place: "page", name: `Page ${category}`, document: `page:p-${category}` },
    ]);

    const result = await deleteLibraryImages(t.services, [poster.id, section.id, free.id], t.actor);
    expect(result).toMatchObject({ ok: false, reason: "in_use" });
    expect(!result.ok && result.reason === "in_use" && result.inUse.map((i) => i.id).sort()).toEqual(
      [poster.id, section.id].sort(),
    );
    expect(await t.services.db("images").whereIn("id", [poster.id, section.id, free.id])).toHaveLength(3);
    expect((await t.services.db("jobs").where({ id: job.id }).first()).poster_image_id).toBe(poster.id);

    await t.services.db("jobs").where({ id: job.id }).delete();
    await t.services.db("pages").where({ id: page.id }).delete();
    expect(await deleteLibraryImages(t.services, [poster.id, section.id, free.id], t.actor)).toMatchObject({
      ok: true,
      deleted: 3,
    });
  });
});
