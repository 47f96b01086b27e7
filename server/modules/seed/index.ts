import { randomBytes, randomUUID } from "node:crypto";
import type { Knex } from "knex";
import sharp from "sharp";
import {
  AdminUser,
  Form,
  GalleryCategory,
  GalleryItem,
  Image,
  ImageVariant,
  Job,
  ManpowerProject,
  Meta,
  ContentTranslation,
  Page,
  PortfolioProject,
  ServiceCard,
  ServiceListItem,
  SiteSetting,
} from "../../db/models/index.js";
import type { Services } from "../../services.js";
import type { Bucket } from "../../storage/index.js";
import { createAdmin, type CreateAdminRefusal } from "../auth/admins.server.js";
import type { Refused } from "../outcome.js";
import { pageSectionsSchema } from "../content/sections.js";
import { footerSettingsSchema, navbarSettingsSchema } from "../content/schemas.js";
import { variantKey } from "../media/images.server.js";
import { IMAGE_TEXT_LIMITS, titleFromFileName } from "../media/image-fields.js";
import { illustrationSvg } from "./illustrations.js";
import { SEED_TRANSLATIONS, seedFieldTranslations, seedTextTranslations, translationsByText } from "./translations.js";
import { collectionSchema, COLLECTION_DOCUMENTS } from "../content/collections.js";
import { collectionKindOf } from "../content/collections.server.js";
import { galleryContentSchema } from "../content/gallery.js";
import { GALLERY_DOCUMENT, readPublishedGallery } from "../content/gallery.server.js";
import { jobTextSchema } from "../jobs/translations.js";
import {
  FOOTER,
  NAVBAR,
  SEED_FORMS,
  SEED_GALLERY,
  SEED_IMAGES,
  SEED_JOBS,
  SEED_MANPOWER,
  SEED_PAGES,
  SEED_PORTFOLIO,
  SEED_SERVICE_CARDS,
  SEED_SERVICE_LIST,
  type ImageKey,
  type SeedImage,
} from "./content.js";

/** Recorded in meta.seed_version; a database that has it is never seeded again (admins own the content from then on). */
const SEED_VERSION = 1;
const SEED_VERSION_KEY = "seed_version";
const SEED_LOCK = "crestline:seed";

export type SeedServices = Pick<Services, "db" | "storage" | "logger" | "config">;

interface SeedOptions {
  /** Pages, services, projects, jobs and images of the fictional company (default true). Forms 1–4 are always seeded. */
  demoContent?: boolean;
}

interface SeedResult {
  /** false when the database had already been seeded: nothing was changed. */
  applied: boolean;
  version: number;
  images: number;
}

type ImageIds = Record<ImageKey, number>;

/**
 * First-run content: forms 1–4 with their default fields and, unless disabled, the demo site with
 * generated images (originals private, webp variants public and ready, so no worker is needed).
 * Idempotent and safe to call from several processes at once (advisory lock + meta.seed_version);
 * everything is one transaction, and objects written by a failed run are removed again.
 */
export async function seed(services: SeedServices, opts: SeedOptions = {}): Promise<SeedResult> {
  const { db, storage, logger } = services;
  const demoContent = opts.demoContent ?? true;
  const written: Array<{ bucket: Bucket; key: string }> = [];
  const started = Date.now();
  try {
    const result = await db.transaction(async (trx) => {
      await trx.raw("select pg_advisory_xact_lock(hashtext(?))", [SEED_LOCK]);
      const existing = await Meta.query(trx).findById(SEED_VERSION_KEY);
      if (existing) return { applied: false, version: Number(existing.value.version), images: 0 };

      await seedForms(trx);
      let images = 0;
      if (demoContent) {
        const ids = await seedImages(services, trx, written);
        images = Object.keys(ids).length;
        await seedContent(trx, ids);
      }
      await Meta.query(trx).insert({ key: SEED_VERSION_KEY, value: { version: SEED_VERSION, demoContent } });
      return { applied: true, version: SEED_VERSION, images };
    });
    if (result.applied) logger.info({ images: result.images, ms: Date.now() - started }, "seed content loaded");
    return result;
  } catch (err) {
    for (const bucket of ["public", "private"] as const) {
      const keys = written.filter((w) => w.bucket === bucket).map((w) => w.key);
      await storage
        .remove(bucket, keys)
        .catch((removeErr: unknown) => logger.warn({ err: removeErr, bucket }, "could not remove objects of a failed seed"));
    }
    throw err;
  }
}

async function seedForms(trx: Knex.Transaction): Promise<void> {
  // a form that already exists keeps the fields an admin gave it
  const existing = new Set((await Form.query(trx).select("id")).map((f) => f.id));
  const missing = SEED_FORMS.filter((form) => !existing.has(form.id));
  if (missing.length === 0) return;
  await Form.query(trx).insertGraph(
    missing.map((form) => ({
      id: form.id,
      slug: form.slug,
      title: form.title,
      paymentAmount: form.paymentAmount,
      translations: seedTextTranslations("title", form.title),
      fields: form.fields.map((f, priority) => ({
        name: f.name,
        fieldType: f.type,
        required: f.required,
        options: f.options ?? [],
        priority,
        translations: seedFieldTranslations(f.name, f.options ?? []),
      })),
    })),
  );
}

const ORIGINAL = { width: 1440, height: 900 };
const LOGO = { width: 640, height: 160 };

/**
 * Rasterises once and encodes the PNG original and every webp variant from the same pixels (the
 * upload path's renderVariants would decode the PNG again per width; this keeps the seed fast).
 * Same output rules as the images worker (widths not wider than the original, webp quality 80), with a
 * lower encoder effort: the drawings are flat colour, so the files come out nearly as small.
 */
async function renderIllustration(svg: string, widths: readonly number[]) {
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const targets = widths.filter((w) => w <= info.width);
  if (targets.length === 0) targets.push(info.width);
  const [png, ...variants] = await Promise.all([
    pixels().png({ compressionLevel: 3 }).toBuffer(),
    ...targets.map(async (w) => {
      const out = await pixels().resize({ width: w }).webp({ quality: 80, effort: 2 }).toBuffer({ resolveWithObject: true });
      return { width: out.info.width, height: out.info.height, data: out.data };
    }),
  ]);
  return { png, width: info.width, height: info.height, variants };
}

async function seedImages(
  services: SeedServices,
  trx: Knex.Transaction,
  written: Array<{ bucket: Bucket; key: string }>,
): Promise<ImageIds> {
  const { storage, config } = services;
  const entries = Object.entries(SEED_IMAGES) as Array<[ImageKey, SeedImage]>;
  const ids = {} as ImageIds;

  // libvips is multi-threaded already; two pipelines at a time keep both cores busy without piling up memory
  await forEachLimit(entries, 2, async ([key, spec]) => {
    const size = spec.scene === "logo" ? LOGO : ORIGINAL;
    const rendered = await renderIllustration(illustrationSvg({ ...spec, seed: key, ...size }), config.images.variantWidths);
    const { png } = rendered;

    const fileId = randomUUID();
    const originalKey = `seed/${fileId}.png`;
    await storage.put("private", originalKey, png, { size: png.length, contentType: "image/png" });
    written.push({ bucket: "private", key: originalKey });
    const image = await Image.query(trx).insertGraph(
      {
        category: spec.category,
        status: "ready",
        width: rendered.width,
        height: rendered.height,
        alt: spec.alt,
        // demo pictures are titled as an office would title them: by what they show
        title: spec.alt.slice(0, IMAGE_TEXT_LIMITS.title) || titleFromFileName(`${key}.png`),
        processedAt: new Date(),
        file: {
          id: fileId,
          bucket: "private",
          objectKey: originalKey,
          kind: "image",
          contentType: "image/png",
          sizeBytes: png.length,
          originalName: `${key}.png`,
          claimedAt: new Date(),
        },
      },
      { relate: false },
    );
    const imageId = image.id;
    const variants = rendered.variants.map((v) => ({ ...v, objectKey: variantKey(imageId, v.width) }));
    for (const v of variants) {
      await storage.put("public", v.objectKey, v.data, { size: v.data.length, contentType: "image/webp" });
      written.push({ bucket: "public", key: v.objectKey });
    }
    await ImageVariant.query(trx).insert(
      variants.map((v) => ({ imageId, width: v.width, height: v.height, objectKey: v.objectKey, sizeBytes: v.data.length })),
    );
    ids[key] = imageId;
  });
  return ids;
}

/** Replaces every `imageId: "<image key>"` in seed sections with the real images.id. */
function resolveImageKeys(value: unknown, ids: ImageIds): unknown {
  if (Array.isArray(value)) return value.map((v) => resolveImageKeys(v, ids));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        k === "imageId" && typeof v === "string" ? ids[v as ImageKey] : resolveImageKeys(v, ids),
      ]),
    );
  }
  return value;
}

/** A seed item of an image collection as a row: its image key made the image's id and alt text. */
function withImage<T extends { image: ImageKey }>({ image, ...item }: T, ids: ImageIds) {
  return { ...item, imageId: ids[image], imageAlt: SEED_IMAGES[image].alt };
}

async function seedContent(trx: Knex.Transaction, ids: ImageIds): Promise<void> {
  const navbar = navbarSettingsSchema.parse({ logoImageId: ids[NAVBAR.logo], companyName: NAVBAR.companyName });
  const { logo: footerLogo, ...footerContent } = FOOTER;
  const footer = footerSettingsSchema.parse({ ...footerContent, logoImageId: ids[footerLogo] });
  await SiteSetting.query(trx).insert([
    { key: "navbar", value: navbar },
    { key: "footer", value: footer },
  ]);

  await Page.query(trx).insert(
    SEED_PAGES.map((page) => ({
      ...page,
      // parsing also proves the seed content matches the section schemas
      sections: pageSectionsSchema.parse(resolveImageKeys(page.sections, ids)),
    })),
  );

  await ServiceCard.query(trx).insert(SEED_SERVICE_CARDS.map((card, position) => ({ ...withImage(card, ids), position })));
  await ServiceListItem.query(trx).insert(SEED_SERVICE_LIST.map((item, position) => ({ ...withImage(item, ids), position })));
  await PortfolioProject.query(trx).insert(
    SEED_PORTFOLIO.map(({ image, gallery, ...project }, position) => ({
      ...project,
      mainImageId: ids[image],
      mainImageAlt: SEED_IMAGES[image].alt,
      gallery: gallery.map((k) => ids[k]),
      galleryAlt: gallery.map((k) => ({ alt: SEED_IMAGES[k].alt, decorative: false })),
      position,
    })),
  );

  await GalleryCategory.query(trx).insert(SEED_GALLERY.categories.map((c, position) => ({ ...c, position })));
  await GalleryItem.query(trx).insert(
    SEED_GALLERY.images.map(({ image, caption }, position) => ({
      imageId: ids[image],
      category: SEED_IMAGES[image].category,
      caption,
      alt: SEED_IMAGES[image].alt,
      decorative: false,
      position,
    })),
  );

  const positions = { ongoing: 0, completed: 0 };
  await ManpowerProject.query(trx).insert(
    SEED_MANPOWER.map((project) => ({ ...withImage(project, ids), position: positions[project.status]++ })),
  );

  // staggered by an hour each so "newest first" lists the jobs in the order written here
  const now = Date.now();
  await Job.query(trx).insert(
    SEED_JOBS.map(({ poster, ...job }, i) => ({
      ...job,
      posterImageId: ids[poster],
      createdAt: new Date(now - i * 3_600_000),
      translations: translationsByText(jobTextSchema, job),
    })),
  );

  // The Bangla and Arabic of the documents above, published with them. The collections and the gallery are keyed
  // by the paths their published rows read back as (the order of the editors and the public pages).
  const byText = [
    ...(await Promise.all(
      COLLECTION_DOCUMENTS.map(async (document) => ({
        document,
        translations: translationsByText(collectionSchema(document), await collectionKindOf(document).readLive(trx)),
      })),
    )),
    {
      document: GALLERY_DOCUMENT,
      translations: translationsByText(galleryContentSchema, await readPublishedGallery(trx)),
    },
  ];
  await ContentTranslation.query(trx).insert([
    ...Object.entries(SEED_TRANSLATIONS).map(([document, translations]) => ({ document, translations })),
    ...byText,
  ]);
}

async function forEachLimit<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const run = async () => {
    while (next < items.length) await fn(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, run));
}

interface FirstAdmin {
  username: string;
  /** Set only when the password was generated: print it once, it is stored nowhere else. */
  generatedPassword?: string;
}

/**
 * Creates the first admin account when there is none at all (from the given credentials, or 'admin' with a
 * generated strong password). `created` is null when an admin already existed; a refusal names credentials
 * outside the account rules.
 */
export async function ensureFirstAdmin(
  db: Knex,
  credentials?: { username?: string; password?: string },
): Promise<{ ok: true; created: FirstAdmin | null } | Refused<CreateAdminRefusal>> {
  return db.transaction(async (trx) => {
    await trx.raw("select pg_advisory_xact_lock(hashtext(?))", ["crestline:first-admin"]);
    const any = await AdminUser.query(trx).select("id").first();
    if (any) return { ok: true, created: null };
    const generatedPassword = credentials?.password ? undefined : randomBytes(18).toString("base64url");
    const outcome = await createAdmin(trx, credentials?.username ?? "admin", credentials?.password ?? generatedPassword!);
    if (!outcome.ok) return outcome;
    return { ok: true, created: { username: outcome.admin.username, generatedPassword } };
  });
}
