import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import type { Knex } from "knex";
import { createTemporaryDatabase } from "../support/database.js";
import { loadConfig } from "../../server/config/index.js";
import { createLogger } from "../../server/logger.js";
import { migrateLatest } from "../../server/db/migrate.js";
import { createStorage, type Storage } from "../../server/storage/index.js";
import { ensureFirstAdmin, seed, type SeedServices } from "../../server/modules/seed/index.js";
import { SEED_FORMS } from "../../server/modules/seed/content.js";
import { CONTENT_TABLES } from "../../server/modules/content/writes.server.js";
import { pageSectionsSchema, sectionImageIds } from "../../server/modules/content/sections.js";
import { footerSettingsSchema, navbarSettingsSchema } from "../../server/modules/content/schemas.js";
import { verifyPassword } from "../../server/modules/auth/password.server.js";
import { useMigratedDatabase } from "../support/services.js";
import type { Services } from "../../server/services.js";
import { EDITABLE_PAGES, type DocumentKey } from "../../server/modules/content/documents.js";
import { COLLECTION_DOCUMENTS } from "../../server/modules/content/collections.js";
import { documentTranslationStatus } from "../../server/modules/content/translation-status.server.js";
import { translationStatus } from "../../server/modules/i18n/translations.js";
import { jobTextSchema } from "../../server/modules/jobs/translations.js";
import { fieldTextSchema, formTextSchema } from "../../server/modules/forms/translations.js";

/** Every table the seed writes: the content tables, its files and its meta row. */
const TABLES = [...CONTENT_TABLES, "files", "meta"];

let db: Knex;
useMigratedDatabase("seed", (ready) => (db = ready));
let storage: Storage;
let services: SeedServices;

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of TABLES) out[t] = Number((await db(t).count({ n: "*" }).first())!.n);
  return out;
}

beforeAll(async () => {
  const { s3 } = inject("testEnv");
  const suffix = randomBytes(3).toString("hex");
  // buckets of its own, so the objects counted here are the seed's
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    S3_PUBLIC_BUCKET: `seed-pub-${suffix}`,
    S3_PRIVATE_BUCKET: `seed-priv-${suffix}`,
  });
  storage = createStorage({
    ...s3,
    region: config.s3.region,
    publicBucket: config.s3.publicBucket,
    privateBucket: config.s3.privateBucket,
  });
  await storage.ensureBuckets();
  services = { db, storage, config, logger: createLogger(config) };
});

describe("seed", () => {
  let firstCounts: Record<string, number>;

  // How long the seed takes is a figure for benchmarks, not a test assertion (it failed by chance on a loaded machine).
  it("loads forms, demo content and ready images", async () => {
    const result = await seed(services);
    expect(result).toMatchObject({ applied: true, version: 1 });
    firstCounts = await counts();
    expect(firstCounts).toMatchObject({
      forms: 4,
      site_settings: 2,
      service_cards: 6,
      service_list_items: 5,
      portfolio_projects: 8,
      manpower_projects: 12,
      jobs: 9,
      meta: 1,
    });
    expect(firstCounts.images).toBe(result.images);
    expect(firstCounts.images).toBeGreaterThanOrEqual(25);
    expect(firstCounts.images).toBeLessThanOrEqual(40);
  }, 60_000);

  it("seeds forms 1–4 with their fields and the worker fee", async () => {
    const forms = await db("forms").orderBy("id").select("id", "slug", "payment_amount");
    expect(forms.map((f) => [f.id, f.slug, f.payment_amount])).toEqual([
      [1, "agent-registration", null],
      [2, "worker-registration", "500.00"],
      [3, "demand-submission", null],
      [4, "job-application", null],
    ]);
    const fields = await db("form_fields").where({ form_id: 4 }).orderBy("priority").select("name", "field_type", "priority");
    expect(fields[0]).toEqual({ name: "Job", field_type: "text", priority: 0 });
    expect(fields.map((f) => f.priority)).toEqual(fields.map((_, i) => i));
    const trade = await db("form_fields").where({ form_id: 2, name: "Trade" }).first();
    expect(trade.options).toContain("Steel Fixer");
    expect(await db("form_fields").where({ form_id: 3, field_type: "checkbox" }).count({ n: "*" }).first()).toEqual({ n: 1 });
  });

  it("stores every image with its original and public webp variants", async () => {
    const images = await db("images")
      .join("files", "files.id", "images.file_id")
      .select("images.id", "images.status", "images.width", "files.object_key", "files.bucket", "files.claimed_at");
    for (const image of images) {
      expect(image.status).toBe("ready");
      expect(image.bucket).toBe("private");
      expect(image.claimed_at).not.toBeNull();
      expect(await storage.stat("private", image.object_key)).toMatchObject({ contentType: "image/png" });
    }
    const variants = await db("image_variants").select("image_id", "width", "object_key", "size_bytes");
    const widths = new Map<number, number[]>();
    for (const v of variants) {
      expect(v.object_key).toBe(`images/${v.image_id}/${v.width}.webp`);
      const stat = await storage.stat("public", v.object_key);
      expect(stat).toMatchObject({ size: v.size_bytes, contentType: "image/webp" });
      widths.set(v.image_id, [...(widths.get(v.image_id) ?? []), v.width]);
    }
    const hero = images.find((i) => i.width === 1440)!;
    expect(widths.get(hero.id)?.sort((a, b) => a - b)).toEqual([320, 640, 960, 1280]);
    expect(widths.size).toBe(images.length);
  });

  it("stores content that matches its schemas and references existing images", async () => {
    const imageIds = new Set((await db("images").pluck("id")) as number[]);
    const pages = await db("pages").select("slug", "sections");
    expect(pages.map((p) => p.slug).sort()).toEqual(["about", "contact", "gallery", "home", "projects", "services", "training"]);
    for (const page of pages) {
      const sections = pageSectionsSchema.parse(page.sections);
      for (const id of sectionImageIds(sections)) expect(imageIds.has(id)).toBe(true);
    }
    const settings = Object.fromEntries((await db("site_settings").select("key", "value")).map((r) => [r.key, r.value]));
    const footer = footerSettingsSchema.parse(settings.footer);
    expect(footer.officeLocations.map((o) => o.country)).toEqual(["Bangladesh", "Saudi Arabia"]);
    expect(footer.socialLinks.map((s) => s.platform)).toEqual(["facebook", "linkedin", "instagram", "youtube"]);
    expect(imageIds.has(navbarSettingsSchema.parse(settings.navbar).logoImageId!)).toBe(true);

    const manpower = await db("manpower_projects").select("status").count({ n: "*" }).groupBy("status").orderBy("status");
    expect(manpower).toEqual([
      { status: "completed", n: 6 },
      { status: "ongoing", n: 6 },
    ]);
    const types = await db("portfolio_projects").distinct("type").orderBy("type").pluck("type");
    expect(types).toEqual(["commercial", "renovation", "residential"]);
    for (const p of await db("portfolio_projects").select("gallery", "main_image_id")) {
      expect(imageIds.has(p.main_image_id)).toBe(true);
      for (const id of p.gallery as number[]) expect(imageIds.has(id)).toBe(true);
    }
    // the gallery shows the seeded photos (an admin chose them), never a job poster
    const gallery = await db("gallery_items").join("images", "images.id", "gallery_items.image_id").orderBy("position");
    expect(gallery.length).toBeGreaterThanOrEqual(6);
    for (const item of gallery) {
      expect(imageIds.has(item.image_id)).toBe(true);
      expect(item.alt).not.toBe("");
      expect(["branding", "hero", "jobs", "job-posters"]).not.toContain(item.category);
    }
    expect(await db("gallery_categories").orderBy("position").pluck("category")).toEqual(["gallery", "projects", "manpower"]);
    const text = JSON.stringify(await db("pages").select("sections")) + JSON.stringify(await db("jobs").select("*"));
    expect(text.toLowerCase()).not.toContain("lorem");
  });

  // What the translation status page counts, so a newcomer's /bn/ and /ar/ show no English fallback.
  it("translates every seeded translatable text into Bangla and Arabic", async () => {
    const documents: DocumentKey[] = [
      "settings:navbar",
      "settings:footer",
      ...EDITABLE_PAGES.map((slug) => `page:${slug}` as const),
      "gallery",
      ...COLLECTION_DOCUMENTS,
    ];
    const missing: string[] = [];
    const note = (where: string, status: ReturnType<typeof translationStatus>) => {
      for (const [locale, language] of Object.entries(status))
        for (const m of language.missing) missing.push(`${where} ${locale} ${m.path}: ${m.english}`);
    };
    const statuses = await documentTranslationStatus({ db } as Services, documents);
    for (const { document, languages } of statuses) {
      expect(languages.bn.total, `${document} has translatable texts`).toBeGreaterThan(0);
      note(document, languages);
    }
    for (const job of await db("jobs").select("id", "title", "requirements", "translations"))
      note(`job ${job.id}`, translationStatus(jobTextSchema, job, job.translations));
    for (const form of await db("forms").select("id", "title", "description", "translations"))
      note(`form ${form.id}`, translationStatus(formTextSchema, form, form.translations));
    for (const field of await db("form_fields").select("id", "name", "options", "translations"))
      note(`field ${field.id}`, translationStatus(fieldTextSchema, field, field.translations));
    expect(missing).toEqual([]);
  });

  it("changes nothing when run again", async () => {
    const before = await db("pages").where({ slug: "home" }).first("updated_at", "sections");
    const result = await seed(services);
    expect(result).toEqual({ applied: false, version: 1, images: 0 });
    expect(await counts()).toEqual(firstCounts);
    expect(await db("pages").where({ slug: "home" }).first("updated_at", "sections")).toEqual(before);
  });
});

describe("seed on a fresh database, concurrently, and the first admin", () => {
  let other: Awaited<ReturnType<typeof createTemporaryDatabase>>;
  let otherDb: Knex;

  beforeAll(async () => {
    other = await createTemporaryDatabase("seed2");
    otherDb = (await import("knex")).default({ client: "pg", connection: other.url, pool: { min: 0, max: 4 } });
    await migrateLatest(otherDb);
  });
  afterAll(async () => {
    await otherDb?.destroy();
    await other?.drop();
  });

  it("applies exactly once when two processes seed at the same time", async () => {
    const s = { ...services, db: otherDb };
    const results = await Promise.all([seed(s, { demoContent: false }), seed(s, { demoContent: false })]);
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect(Number((await otherDb("forms").count({ n: "*" }).first())!.n)).toBe(4);
    expect(Number((await otherDb("form_fields").count({ n: "*" }).first())!.n)).toBe(
      SEED_FORMS.reduce((n, form) => n + form.fields.length, 0),
    );
    expect(Number((await otherDb("images").count({ n: "*" }).first())!.n)).toBe(0);
  });

  it("creates the first admin once, with a generated password when none is given", async () => {
    const first = await ensureFirstAdmin(otherDb);
    const created = first.ok ? first.created : null;
    expect(created?.username).toBe("admin");
    expect(created?.generatedPassword?.length).toBeGreaterThanOrEqual(20);
    const row = await otherDb("admin_users").where({ username: "admin" }).first("password_hash");
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row.password_hash, created!.generatedPassword!)).toBe(true);
    expect(await ensureFirstAdmin(otherDb, { username: "someone", password: "another-long-password" })).toEqual({
      ok: true,
      created: null,
    });
    expect(Number((await otherDb("admin_users").count({ n: "*" }).first())!.n)).toBe(1);
  });

  it("uses the given credentials when there is no admin yet", async () => {
    await otherDb("admin_users").delete();
    expect(await ensureFirstAdmin(otherDb, { username: "bad name", password: "a-long-password-1" })).toEqual({
      ok: false,
      reason: "invalid_username",
    });
    expect(await ensureFirstAdmin(otherDb, { username: "Owner", password: "short" })).toEqual({
      ok: false,
      reason: "invalid_password",
    });
    expect(await ensureFirstAdmin(otherDb, { username: "Owner", password: "a-long-password-1" })).toEqual({
      ok: true,
      created: { username: "owner", generatedPassword: undefined },
    });
  });
});
