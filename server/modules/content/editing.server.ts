import type { Knex } from "knex";
import { type z } from "zod";
import { ContentDraft, ContentVersion, Page, SiteSetting } from "../../db/models/index.js";
import type { Services } from "../../services.js";
import { audit, type Actor } from "../audit/audit.server.js";
import { getAdminFromRequest } from "../auth/auth.server.js";
import { DEFAULT_LOCALE, type Locale, type TranslatedLocale } from "../i18n/locales.js";
import { changedLanguages, localize, pruneTranslations, type Translations } from "../i18n/translations.js";
import { contentCache } from "./cache.server.js";
import { compareContent, sameContent, type ContentChange } from "./compare.js";
import { readLiveTranslations, writeLiveTranslations } from "./translations.server.js";
import { collectionKindOf } from "./collections.server.js";
import { galleryContentSchema, type GalleryContent } from "./gallery.js";
import {
  GALLERY_CACHE_KEY,
  GALLERY_DOCUMENT,
  galleryProblems,
  galleryView,
  getGallery,
  narrowGallery,
  readPublishedGallery,
  writePublishedGallery,
  type GalleryProblem,
  type GalleryView,
} from "./gallery.server.js";
import { loadPublicImages } from "./images.server.js";
import { getPage, PAGE_CACHE_KEY, type PageView } from "./pages.server.js";
import { isCollectionDocument, pageContentSchema, type DocumentKey, type EditablePage, type PageContent } from "./documents.js";

export type { DocumentKey, PageContent } from "./documents.js";
import { footerSettingsSchema, navbarSettingsSchema } from "./schemas.js";
import { sectionImageIds, type Section } from "./sections.js";
import { sectionTitleOf } from "./section-names.js";
import {
  footerView,
  getFooter,
  getNavbar,
  navbarView,
  SETTINGS_CACHE_KEY,
  type FooterView,
  type NavbarView,
} from "./settings.server.js";

/**
 * Draft → publish → history of the editable documents (docs/decisions/0009-content-editing.md).
 *
 * A document is one thing an editor edits as a whole: a page's sections ('page:home'), the navbar or the
 * footer ('settings:navbar', 'settings:footer'). Saves write the draft (content_drafts); publishing copies
 * the draft to where the public site reads it, keeps a version and invalidates the content cache on every
 * web process. Every write checks the revision the editor loaded in the same UPDATE that bumps it, so two
 * admins never overwrite each other unknowingly.
 *
 * The Bangla and Arabic of a document (server/modules/i18n/translations.ts) travel with its English: saved in the
 * same draft row, published in the same transaction (content_translations), kept in the same version and
 * brought back by the same restore.
 */

interface DocumentKind<T> {
  schema: z.ZodType<T>;
  /** The published content, or null when none is stored. */
  readLive(db: Knex | Knex.Transaction): Promise<T | null>;
  /** Writes the published side; returns the content as written when writing changed it (new rows' ids). */
  writeLive(trx: Knex.Transaction, content: T): Promise<T | void>;
  cacheKey: string;
  describe(before: T | null, after: T): string[];
  /** Problems the schema cannot see (they need the database), by form field name; none when absent. */
  verify?(db: Knex | Knex.Transaction, content: T): Promise<ContentProblem[]>;
}

/** A field of a valid-looking document that cannot be saved as it is; the editor words `problem`. */
export interface ContentProblem {
  path: string;
  problem: GalleryProblem;
}

const SECTION_NAMES: Record<Section["type"], string> = {
  hero: "hero",
  textImage: "text and image",
  stats: "figures",
  cards: "cards",
  team: "team",
  faq: "questions",
  cta: "call to action",
};

const sectionName = (s: Section) => `${SECTION_NAMES[s.type]} section “${sectionTitleOf(s) || s.id}”`;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** False for nothing at all and for only empty lists (an empty gallery or collection): nothing worth a version. */
function hasContent(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === "object") return Object.values(value).some(hasContent);
  return true;
}

function describePage(before: PageContent | null, after: PageContent): string[] {
  if (!before) return ["First published version"];
  const changes: string[] = [];
  if (before.title !== after.title) changes.push(`Page title changed to “${after.title}”`);
  if (before.description !== after.description) changes.push("Search description changed");
  const old = new Map(before.sections.map((s) => [s.id, s]));
  const ids = new Set(after.sections.map((s) => s.id));
  for (const s of after.sections) {
    const prev = old.get(s.id);
    if (!prev) changes.push(`Added the ${sectionName(s)}`);
    else if (!same(prev, s)) changes.push(`Changed the ${sectionName(s)}`);
  }
  for (const s of before.sections) if (!ids.has(s.id)) changes.push(`Removed the ${sectionName(s)}`);
  const kept = (list: Section[]) => list.filter((s) => old.has(s.id) && ids.has(s.id)).map((s) => s.id);
  if (!same(kept(before.sections), kept(after.sections))) changes.push("Reordered the sections");
  return changes;
}

function describeFields(labels: Record<string, string>) {
  return (before: object | null, after: object): string[] => {
    if (!before) return ["First published version"];
    const b = before as Record<string, unknown>;
    const a = after as Record<string, unknown>;
    return Object.keys(labels)
      .filter((k) => !same(b[k], a[k]))
      .map((k) => `Changed the ${labels[k]}`);
  };
}

const pageKind = (slug: EditablePage): DocumentKind<PageContent> => ({
  schema: pageContentSchema,
  async readLive(db) {
    const row = await Page.query(db).findOne({ slug });
    if (!row) return null;
    const parsed = pageContentSchema.safeParse({ title: row.title, description: row.description, sections: row.sections });
    // Sections stored before a schema change may no longer parse: the editor starts from the ones that do.
    return parsed.success ? parsed.data : { title: row.title, description: row.description, sections: [] };
  },
  async writeLive(trx, content) {
    await trx("pages")
      .insert({ slug, title: content.title, description: content.description, sections: JSON.stringify(content.sections) })
      .onConflict("slug")
      .merge(["title", "description", "sections"]);
  },
  cacheKey: `${PAGE_CACHE_KEY}:${slug}`,
  describe: describePage,
});

function settingsKind<T extends object>(
  key: "navbar" | "footer",
  schema: z.ZodType<T>,
  labels: Record<string, string>,
): DocumentKind<T> {
  return {
    schema,
    async readLive(db) {
      const row = await SiteSetting.query(db).findById(key);
      const parsed = schema.safeParse(row?.value);
      return parsed.success ? parsed.data : null;
    },
    async writeLive(trx, content) {
      await trx("site_settings")
        .insert({ key, value: JSON.stringify(content) })
        .onConflict("key")
        .merge(["value"]);
    },
    cacheKey: `${SETTINGS_CACHE_KEY}:${key}`,
    describe: describeFields(labels),
  };
}

const LANGUAGE_NAMES: Record<TranslatedLocale, string> = { bn: "Bangla", ar: "Arabic" };

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

function describeGallery(before: GalleryContent | null, after: GalleryContent): string[] {
  if (!before) return ["First published version"];
  const changes: string[] = [];
  const old = new Map(before.images.map((e) => [e.imageId, e]));
  const ids = new Set(after.images.map((e) => e.imageId));
  const added = after.images.filter((e) => !old.has(e.imageId)).length;
  const removed = before.images.filter((e) => !ids.has(e.imageId)).length;
  if (added) changes.push(`Added ${plural(added, "image")}`);
  if (removed) changes.push(`Removed ${plural(removed, "image")}`);
  const changed = after.images.filter((e) => old.has(e.imageId) && !same(old.get(e.imageId), e)).length;
  if (changed) changes.push(`Changed the caption or description of ${plural(changed, "image")}`);
  const kept = (list: GalleryContent["images"]) =>
    list.filter((e) => old.has(e.imageId) && ids.has(e.imageId)).map((e) => e.imageId);
  if (!same(kept(before.images), kept(after.images))) changes.push("Reordered the images");
  if (!same(before.categories, after.categories)) changes.push("Changed the category chips");
  return changes;
}

const galleryKind: DocumentKind<GalleryContent> = {
  schema: galleryContentSchema,
  readLive: readPublishedGallery,
  writeLive: writePublishedGallery,
  cacheKey: GALLERY_CACHE_KEY,
  describe: describeGallery,
  verify: galleryProblems,
};

function kindOf(document: DocumentKey): DocumentKind<unknown> {
  if (isCollectionDocument(document)) return collectionKindOf(document);
  if (document === GALLERY_DOCUMENT) return galleryKind as DocumentKind<unknown>;
  if (document === "settings:navbar")
    return settingsKind("navbar", navbarSettingsSchema, {
      logoImageId: "logo",
      companyName: "company name",
      navLinks: "links",
    }) as DocumentKind<unknown>;
  if (document === "settings:footer")
    return settingsKind("footer", footerSettingsSchema, {
      logoImageId: "logo",
      companyDescription: "company description",
      socialLinks: "social links",
      officeLocations: "office locations",
      copyrightText: "copyright text",
    }) as DocumentKind<unknown>;
  return pageKind(document.slice("page:".length) as EditablePage) as DocumentKind<unknown>;
}

export interface Editor {
  id: number | null;
  name: string | null;
}

export interface DocumentState<T> {
  content: T | null;
  /** Bangla and Arabic of `content`, by the paths of its English texts. */
  translations: Translations;
  /** The revision the next save must name (0: nothing saved yet). */
  revision: number;
  /** True when the draft differs from what the site shows. */
  unpublished: boolean;
  updatedAt: Date | null;
  updatedBy: Editor;
}

async function adminName(db: Knex | Knex.Transaction, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const row = await db("admin_users").where({ id }).first<{ username: string; display_name: string | null } | undefined>();
  return row ? (row.display_name ?? row.username) : null;
}

/** What the editor shows: the draft if there is one, else the published content. */
export async function loadDocument<T>(services: Services, document: DocumentKey): Promise<DocumentState<T>> {
  const draft = await ContentDraft.query(services.db).findById(document);
  if (draft) {
    return {
      content: draft.content as T,
      translations: draft.translations,
      revision: draft.revision,
      unpublished: draft.publishedRevision !== draft.revision,
      updatedAt: draft.updatedAt,
      updatedBy: { id: draft.updatedBy, name: await adminName(services.db, draft.updatedBy) },
    };
  }
  const [live, translations] = await Promise.all([
    kindOf(document).readLive(services.db) as Promise<T | null>,
    readLiveTranslations(services.db, document),
  ]);
  return { content: live, translations, revision: 0, unpublished: false, updatedAt: null, updatedBy: { id: null, name: null } };
}

/**
 * What the site shows now (null when nothing is stored) and the revision the next save must name: a writer that
 * replaces the published content (the REST API) starts from this, not from an editor's unpublished draft.
 */
export async function loadPublished<T>(
  services: Services,
  document: DocumentKey,
): Promise<{ content: T | null; translations: Translations; revision: number }> {
  const [draft, live, translations] = await Promise.all([
    ContentDraft.query(services.db).findById(document),
    kindOf(document).readLive(services.db),
    readLiveTranslations(services.db, document),
  ]);
  return { content: live as T | null, translations, revision: draft?.revision ?? 0 };
}

/** The draft content for the preview (with its translations), or null when there is no draft. */
async function draftContent<T>(
  services: Services,
  document: DocumentKey,
): Promise<{ content: T; translations: Translations } | null> {
  const draft = await ContentDraft.query(services.db).findById(document);
  return draft ? { content: draft.content as T, translations: draft.translations } : null;
}

/**
 * A write refused because the document changed since the writer loaded it: who wrote last and when, the
 * revision they left (what a deliberate "replace their version with mine" must name, so a write after it is
 * refused again) and the content they left (what the editor compares the refused form with).
 */
export interface StaleWrite {
  ok: false;
  reason: "stale";
  by: string | null;
  at: Date | null;
  revision: number;
  content: unknown;
}

export type WriteOutcome =
  { ok: true; revision: number } | StaleWrite | { ok: false; reason: "invalid"; problems?: ContentProblem[] };

/**
 * Writes `content` as the draft if the stored revision is still `expected` (checked by the same statement
 * that bumps it, so of two concurrent saves exactly one wins); otherwise names who wrote last, when, and what.
 */
async function writeDraft(
  trx: Knex.Transaction,
  document: DocumentKey,
  content: unknown,
  translations: Translations,
  expected: number,
  actor: Actor,
  extra: { publishedRevision?: "next" } = {},
): Promise<WriteOutcome> {
  const values = {
    content: JSON.stringify(content),
    translations: JSON.stringify(translations),
    updated_by: actor.adminUserId,
    updated_at: trx.fn.now(),
  };
  const rows: Array<{ revision: number }> =
    expected === 0
      ? await trx("content_drafts")
          .insert({ document, revision: 1, ...values, published_revision: extra.publishedRevision ? 1 : null })
          .onConflict("document")
          .ignore()
          .returning("revision")
      : await trx("content_drafts")
          .where({ document, revision: expected })
          .update({
            ...values,
            revision: trx.raw("revision + 1"),
            ...(extra.publishedRevision ? { published_revision: trx.raw("revision + 1") } : {}),
          })
          .returning("revision");
  if (rows[0]) return { ok: true, revision: rows[0].revision };
  const current = await ContentDraft.query(trx).findById(document);
  return {
    ok: false,
    reason: "stale",
    by: await adminName(trx, current?.updatedBy ?? null),
    at: current?.updatedAt ?? null,
    revision: current?.revision ?? 0,
    content: current?.content ?? null,
  };
}

type InvalidContent = Extract<WriteOutcome, { reason: "invalid" }>;

/**
 * Parses the editor's `content` by its document's schema and, in one transaction, checks it against the
 * database (the kind's `verify`) before `write` runs with the parsed value and its translations: invalid content
 * writes nothing. `translations` undefined keeps the ones stored with the draft (or the published ones when there
 * is no draft): a writer of the English alone (the REST API) never drops the Bangla and Arabic. Either way only
 * translations of texts the content still has are kept.
 */
async function writeValidContent<T>(
  services: Services,
  document: DocumentKey,
  kind: DocumentKind<unknown>,
  content: unknown,
  translations: Translations | undefined,
  write: (trx: Knex.Transaction, data: unknown, translations: Translations) => Promise<T>,
): Promise<T | InvalidContent> {
  const parsed = kind.schema.safeParse(content);
  if (!parsed.success) return { ok: false, reason: "invalid" };
  return services.db.transaction(async (trx): Promise<T | InvalidContent> => {
    const problems = (await kind.verify?.(trx, parsed.data)) ?? [];
    if (problems.length > 0) return { ok: false, reason: "invalid", problems };
    const given =
      translations ??
      (await ContentDraft.query(trx).findById(document))?.translations ??
      (await readLiveTranslations(trx, document));
    return write(trx, parsed.data, pruneTranslations(kind.schema, parsed.data, given));
  });
}

/** Saves the editor's content as the draft (not live until published). */
export async function saveDraft(
  services: Services,
  document: DocumentKey,
  content: unknown,
  expected: number,
  actor: Actor,
  translations?: Translations,
): Promise<WriteOutcome> {
  return writeValidContent(services, document, kindOf(document), content, translations, async (trx, data, kept) => {
    const outcome = await writeDraft(trx, document, data, kept, expected, actor);
    if (outcome.ok) {
      await audit(trx, actor, "content.save_draft", document, { revision: outcome.revision });
    }
    return outcome;
  });
}

/** The summary of the version that keeps what the site showed before the editor first published it. */
export const BEFORE_FIRST_PUBLISH = "The content the site showed before the first publish from this editor";

export type PublishOutcome = (WriteOutcome & { ok: false }) | { ok: true; revision: number; version: number; summary: string };

/**
 * Publishes what the editor shows (`content`, saved as the draft in the same transaction), keeps a version
 * with a summary of what changed since the previous version, and drops the content cache everywhere.
 */
export async function publishDocument(
  services: Services,
  document: DocumentKey,
  content: unknown,
  expected: number,
  actor: Actor,
  translations?: Translations,
): Promise<PublishOutcome> {
  const kind = kindOf(document);
  const write = async (trx: Knex.Transaction, data: unknown, kept: Translations): Promise<PublishOutcome> => {
    const written = await writeDraft(trx, document, data, kept, expected, actor, { publishedRevision: "next" });
    if (!written.ok) return written;
    let previous = await ContentVersion.query(trx).where({ document }).orderBy("number", "desc").first();
    const before = previous ? kind.schema.safeParse(previous.content) : null;
    const baseline = before?.success ? before.data : await kind.readLive(trx);
    const baselineTranslations = previous ? previous.translations : await readLiveTranslations(trx, document);
    if (!previous && hasContent(baseline)) {
      // The first publish from the editor replaces content that came from elsewhere (the demo content, an
      // import): keep it as version 1, so "restore the previous version" can undo even the first publish.
      previous = await ContentVersion.query(trx).insert({
        document,
        number: 1,
        content: baseline,
        translations: baselineTranslations,
        summary: BEFORE_FIRST_PUBLISH,
        createdBy: null,
      });
    }
    const changes = kind.describe(previous ? baseline : null, data);
    if (previous)
      for (const locale of changedLanguages(baselineTranslations, kept))
        changes.push(`Changed the ${LANGUAGE_NAMES[locale]} text`);
    const summary = changes.length > 0 ? changes.join("; ") : "Published without changes";
    const stored = (await kind.writeLive(trx, data)) ?? data;
    // New items got their row ids: the draft (and the version) name them, so the next publish updates those rows.
    if (stored !== data) await ContentDraft.query(trx).findById(document).patch({ content: stored });
    // new rows' ids change no path: the translations stay keyed as they were
    await writeLiveTranslations(trx, document, kept);
    const number = (previous?.number ?? 0) + 1;
    await ContentVersion.query(trx).insert({
      document,
      number,
      content: stored,
      translations: kept,
      summary,
      createdBy: actor.adminUserId,
    });
    await audit(trx, actor, "content.publish", document, { version: number, summary });
    return { ok: true, revision: written.revision, version: number, summary };
  };
  const outcome = await writeValidContent(services, document, kind, content, translations, write);
  if (outcome.ok) await contentCache(services).invalidate(kind.cacheKey);
  return outcome;
}

export interface VersionView {
  id: number;
  number: number;
  summary: string;
  createdAt: Date;
  author: string | null;
}

/** Published versions, newest first. */
export async function listVersions(services: Services, document: DocumentKey, limit = 50): Promise<VersionView[]> {
  const rows = await ContentVersion.query(services.db)
    .where({ document })
    .withGraphFetched("author")
    .orderBy("number", "desc")
    .limit(limit);
  return rows.map(versionView);
}

const versionView = (v: ContentVersion): VersionView => ({
  id: v.id,
  number: v.number,
  summary: v.summary,
  createdAt: v.createdAt,
  author: v.author ? (v.author.displayName ?? v.author.username) : null,
});

/** A draft that differs from what the site shows. */
export interface DraftView {
  savedAt: Date;
  by: string | null;
  /** The version whose content (with its translations) the draft holds, when it was restored and not changed since. */
  sameAs: number | null;
}

export interface HistoryView {
  /** Published versions, newest first. */
  versions: VersionView[];
  /** The version the site shows: every publish keeps one, so the newest (null before the first publish). */
  live: number | null;
  /** The unpublished draft, or null when the editor shows what the site shows. */
  draft: DraftView | null;
}

/** The History of an editor: its versions, which one is live, and the unpublished draft if there is one. */
export async function loadHistory(services: Services, document: DocumentKey, limit = 50): Promise<HistoryView> {
  const [rows, draft] = await Promise.all([
    ContentVersion.query(services.db).where({ document }).withGraphFetched("author").orderBy("number", "desc").limit(limit),
    ContentDraft.query(services.db).findById(document),
  ]);
  const unpublished = draft && draft.publishedRevision !== draft.revision ? draft : null;
  const sameAs = unpublished
    ? rows.find(
        (v) => sameContent(v.content, unpublished.content) && sameContent(v.translations ?? {}, unpublished.translations ?? {}),
      )
    : undefined;
  return {
    versions: rows.map(versionView),
    live: rows[0]?.number ?? null,
    draft: unpublished
      ? {
          savedAt: unpublished.updatedAt,
          by: await adminName(services.db, unpublished.updatedBy),
          sameAs: sameAs?.number ?? null,
        }
      : null,
  };
}

/** One side of a comparison: a published version by its number, or the unpublished draft. */
export type VersionRef = number | "draft";

export type CompareOutcome = { ok: true; changes: ContentChange[] } | { ok: false; reason: "not_found" };

/**
 * What changed from `from` to `to` (field by field, translations included: ./compare.ts), for the History. The
 * draft counts only while it differs from what the site shows; a version that does not exist is "not_found".
 */
export async function compareVersions(
  services: Services,
  document: DocumentKey,
  from: VersionRef,
  to: VersionRef,
): Promise<CompareOutcome> {
  const side = async (ref: VersionRef) => {
    if (ref === "draft") {
      const draft = await ContentDraft.query(services.db).findById(document);
      return draft && draft.publishedRevision !== draft.revision ? draft : null;
    }
    return (await ContentVersion.query(services.db).findOne({ document, number: ref })) ?? null;
  };
  const [before, after] = await Promise.all([side(from), side(to)]);
  if (!before || !after) return { ok: false, reason: "not_found" };
  return {
    ok: true,
    changes: compareContent(before.content, after.content, { before: before.translations, after: after.translations }),
  };
}

type RestoreOutcome = WriteOutcome | { ok: false; reason: "not_found" | "draft_exists" };

/**
 * Brings an old version back as a new draft (publish it to make it live). A draft that is not published would be
 * lost, so it is replaced only when the editor confirmed it (`replaceDraft`); otherwise "draft_exists".
 */
export async function restoreVersion(
  services: Services,
  document: DocumentKey,
  versionId: number,
  expected: number,
  actor: Actor,
  options: { replaceDraft?: boolean } = {},
): Promise<RestoreOutcome> {
  return services.db.transaction(async (trx): Promise<RestoreOutcome> => {
    const version = await ContentVersion.query(trx).findOne({ id: versionId, document });
    if (!version) return { ok: false, reason: "not_found" };
    const current = await ContentDraft.query(trx).findById(document).forUpdate();
    // a stale revision is refused by writeDraft below, whatever the draft holds
    const replacing = current !== undefined && current.revision === expected && current.publishedRevision !== current.revision;
    if (replacing && !options.replaceDraft) return { ok: false, reason: "draft_exists" };
    const outcome = await writeDraft(trx, document, version.content, version.translations, expected, actor);
    if (outcome.ok) {
      await audit(trx, actor, "content.restore", document, {
        version: version.number,
        revision: outcome.revision,
        ...(replacing ? { replacedDraft: true } : {}),
      });
    }
    return outcome;
  });
}

/**
 * The page a public route shows: the live one, or — for a signed-in admin asking with `?preview` — the saved
 * draft rendered by the same components (never cached: it bypasses the content cache).
 */
export async function pageForRequest(
  request: Request,
  context: { services: Services },
  slug: EditablePage,
  locale: Locale = DEFAULT_LOCALE,
): Promise<PageView | null> {
  const { services } = context;
  const draft = await draftForPreview(request, context, `page:${slug}`, pageContentSchema, locale);
  if (!draft) return getPage(services, slug, locale);
  const images = await loadPublicImages(services.db, sectionImageIds(draft.sections));
  return { slug, ...draft, images: Object.fromEntries(images) };
}

/**
 * The gallery a public request sees: the published one, or — for a signed-in admin asking with `?preview` — the
 * saved draft of the Gallery editor (never cached).
 */
export async function galleryForRequest(
  request: Request,
  context: { services: Services },
  requested: string | undefined,
  locale: Locale = DEFAULT_LOCALE,
): Promise<GalleryView> {
  const { services } = context;
  const draft = await draftForPreview(request, context, GALLERY_DOCUMENT, galleryContentSchema, locale);
  if (!draft) return getGallery(services, requested, locale);
  return narrowGallery(await galleryView(services.db, draft), requested);
}

/**
 * The saved draft of `document` in `locale` (with the draft's translations) when this request is a signed-in
 * admin's preview (`?preview`) and the draft is valid; null otherwise (the caller shows the published content).
 * Never cached.
 */
export async function draftForPreview<T>(
  request: Request,
  context: { services: Services },
  document: DocumentKey,
  schema: z.ZodType<T>,
  locale: Locale = DEFAULT_LOCALE,
): Promise<T | null> {
  if (!(await isAdminPreview(request, context))) return null;
  return localizedDraft(context.services, document, schema, locale);
}

async function localizedDraft<T>(services: Services, document: DocumentKey, schema: z.ZodType<T>, locale: Locale) {
  const draft = await draftContent(services, document);
  const parsed = schema.safeParse(draft?.content);
  return parsed.success ? localize(schema, parsed.data, draft!.translations, locale) : null;
}

/** The navbar a public request sees: the published one, or in an admin's preview the saved draft if valid. */
export async function navbarFor(services: Services, preview: boolean, locale: Locale = DEFAULT_LOCALE): Promise<NavbarView> {
  const draft = preview ? await localizedDraft(services, "settings:navbar", navbarSettingsSchema, locale) : null;
  return draft ? navbarView(services, draft) : getNavbar(services, locale);
}

/** The footer a public request sees: the published one, or in an admin's preview the saved draft if valid. */
export async function footerFor(
  services: Services,
  preview: boolean,
  locale: Locale = DEFAULT_LOCALE,
): Promise<FooterView | null> {
  const draft = preview ? await localizedDraft(services, "settings:footer", footerSettingsSchema, locale) : null;
  return draft ? footerView(services, draft) : getFooter(services, locale);
}

function isPreviewRequest(request: Request): boolean {
  return new URL(request.url).searchParams.has("preview");
}

/** True when this request is an admin's preview (the site layout shows the preview banner and disables caching). */
export async function isAdminPreview(request: Request, context: { services: Services }): Promise<boolean> {
  return isPreviewRequest(request) && (await getAdminFromRequest(request, context)) !== null;
}
