import type { Knex } from "knex";
import type { z } from "zod";
import {
  type BaseModel,
  Image,
  ManpowerProject,
  PortfolioProject,
  ServiceCard,
  ServiceListItem,
  ServiceSlugRedirect,
} from "../../db/models/index.js";
import {
  manpowerContentSchema,
  projectsContentSchema,
  servicesContentSchema,
  type CollectionDocument,
  type ManpowerContent,
  type ManpowerProjectEntry,
  type PortfolioProjectEntry,
  type ProjectsContent,
  type ServiceCardEntry,
  type ServiceItemEntry,
  type ServicesContent,
} from "./collections.js";
import { SECTION_ICON_PATHS, SECTION_ICONS, type SectionIcon } from "./sections.js";
import { fallbackMarks } from "../i18n/translations.js";

/**
 * The published side of the collection documents (./collections.ts): one generic kind that writes a document's
 * lists into their tables and reads them back (docs/decisions/0009-content-editing.md). Publishing updates each
 * row named by an item's id, inserts the items without one (the returned content carries their new ids), deletes
 * the rows the document no longer lists, and numbers positions by the order. Services also keep the old
 * addresses of renamed services (service_slug_redirects).
 */

interface Entry {
  id?: number | undefined;
  published: boolean;
}

type ModelClass = typeof BaseModel;

/** One list of a document and the table it is published into. */
interface ListSpec<E extends Entry> {
  list: string;
  model: ModelClass;
  /** What describe() calls one item ("service card"), and several ("service cards"). */
  noun: string;
  plural: string;
  name(entry: E): string;
  /** Columns stored as the entry has them (same camelCase name, same value). */
  columns: string[];
  /** Columns an entry may leave out (absent in the entry, NULL in the row). */
  optional?: string[];
  /** The image columns `<prefix>Id`, `<prefix>Alt`, `<prefix>Decorative`, if the entry has a picture. */
  image?: "image" | "mainImage";
  /** Any other columns of an entry, and back; id, published and position are handled by the kind. */
  toRow?(entry: E): Record<string, unknown>;
  fromRow?(row: Record<string, unknown>): Partial<E>;
  /** A unique column the document may swap between rows (moved aside first so no update collides). */
  unique?: string;
  /** The library images an entry names, by field path inside the entry. */
  images(entry: E): Array<[string, number | undefined]>;
}

interface CollectionKind<T> {
  schema: z.ZodType<T>;
  readLive(db: Knex | Knex.Transaction): Promise<T>;
  writeLive(trx: Knex.Transaction, content: T): Promise<T>;
  cacheKey: string;
  describe(before: T | null, after: T): string[];
  verify(db: Knex | Knex.Transaction, content: T): Promise<ImageProblem[]>;
}

/** A picked image that is not (or no longer) a ready library image, by form field name. */
interface ImageProblem {
  path: string;
  problem: "unavailable";
}

/** JSON with object keys sorted, so two equal items compare equal whatever their key order. */
const stable = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
const same = (a: unknown, b: unknown) => stable(a) === stable(b);

type Lists = Record<string, Entry[]>;

/** Rows of every list before the write, by list and id (the services hook compares slugs). */
type Before = Record<string, Map<number, Record<string, unknown>>>;

function collectionKind<T extends object>(
  document: CollectionDocument,
  schema: z.ZodType<T>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each list has its own entry type
  lists: ListSpec<any>[],
  afterWrite?: (trx: Knex.Transaction, before: Before, content: T) => Promise<void>,
): CollectionKind<T> {
  async function readLive(db: Knex | Knex.Transaction): Promise<T> {
    const content: Lists = {};
    for (const spec of lists) {
      const rows = (await spec.model.query(db).orderBy(["position", "id"])) as unknown as Array<Record<string, unknown>>;
      content[spec.list] = rows.map((row) => ({
        id: row.id as number,
        published: row.published as boolean,
        ...entryOf(spec, row),
      }));
    }
    return content as T;
  }

  async function writeLive(trx: Knex.Transaction, content: T): Promise<T> {
    const written: Lists = { ...(content as unknown as Lists) };
    const before: Before = {};
    for (const spec of lists) {
      const entries = (content as unknown as Lists)[spec.list] ?? [];
      const table = spec.model.tableName;
      const rows = (await spec.model.query(trx).forUpdate()) as unknown as Array<Record<string, unknown>>;
      const existing = new Map(rows.map((r) => [r.id as number, r]));
      before[spec.list] = existing;
      const kept = entries.map((e) => e.id).filter((id): id is number => id !== undefined && existing.has(id));
      await spec.model.query(trx).whereNotIn("id", kept).delete();
      if (spec.unique) {
        // Park the unique values that change, so swapping two of them never collides halfway.
        const column = spec.unique;
        const moving = entries.filter(
          (e) => e.id !== undefined && existing.has(e.id) && existing.get(e.id)![column] !== rowOf(spec, e)[column],
        );
        for (const e of moving)
          await spec.model
            .query(trx)
            .findById(e.id!)
            .patch({ [column]: `moving-${e.id}-${table}`.replace(/_/g, "-") });
      }
      const out: Entry[] = [];
      for (const [position, entry] of entries.entries()) {
        const values = { ...rowOf(spec, entry), published: entry.published, position };
        if (entry.id !== undefined && existing.has(entry.id)) {
          await spec.model.query(trx).findById(entry.id).patch(values);
          out.push(entry);
        } else {
          // A new item, or one whose row was deleted since the editor loaded it (a restored version): a new row.
          const row = (await spec.model.query(trx).insert(values).returning("id")) as unknown as { id: number };
          out.push({ ...entry, id: row.id });
        }
      }
      written[spec.list] = out;
    }
    await afterWrite?.(trx, before, written as unknown as T);
    return written as unknown as T;
  }

  function describe(before: T | null, after: T): string[] {
    if (!before) return ["First published version"];
    const changes: string[] = [];
    for (const spec of lists) {
      const b = (before as unknown as Lists)[spec.list] ?? [];
      const a = (after as unknown as Lists)[spec.list] ?? [];
      const old = new Map(b.filter((e) => e.id !== undefined).map((e) => [e.id!, e]));
      const ids = new Set(a.map((e) => e.id).filter((id) => id !== undefined));
      const quoted = (e: Entry) => `“${spec.name(e)}”`;
      const say = (verb: string, items: Entry[]) => {
        if (items.length > 0)
          changes.push(`${verb} the ${items.length === 1 ? spec.noun : spec.plural} ${items.map(quoted).join(", ")}`);
      };
      say(
        "Added",
        a.filter((e) => e.id === undefined || !old.has(e.id)),
      );
      say(
        "Removed",
        b.filter((e) => e.id !== undefined && !ids.has(e.id)),
      );
      const kept = a.filter((e) => e.id !== undefined && old.has(e.id));
      say(
        "Published",
        kept.filter((e) => e.published && !old.get(e.id!)!.published),
      );
      say(
        "Unpublished",
        kept.filter((e) => !e.published && old.get(e.id!)!.published),
      );
      say(
        "Changed",
        kept.filter((e) => !same({ ...old.get(e.id!)!, published: e.published }, e)),
      );
      const order = (list: Entry[]) => list.filter((e) => e.id !== undefined && old.has(e.id) && ids.has(e.id)).map((e) => e.id);
      if (!same(order(b), order(a))) changes.push(`Reordered the ${spec.plural}`);
    }
    return changes;
  }

  /**
   * Every picked image must be a ready library image. They are locked FOR SHARE, so a library deletion running
   * at the same time waits for the publish and then sees them in use.
   */
  async function verify(db: Knex | Knex.Transaction, content: T): Promise<ImageProblem[]> {
    const refs = lists.flatMap((spec) =>
      ((content as unknown as Lists)[spec.list] ?? []).flatMap((entry, i) =>
        spec
          .images(entry)
          .filter((ref): ref is [string, number] => ref[1] !== undefined)
          .map(([field, id]) => ({ path: `${spec.list}[${i}].${field}`, id })),
      ),
    );
    if (refs.length === 0) return [];
    const ready = new Set(
      (
        await Image.query(db)
          .whereIn(
            "id",
            refs.map((r) => r.id),
          )
          .where("status", "ready")
          .select("id")
          .forShare()
      ).map((r) => r.id),
    );
    return refs.filter((r) => !ready.has(r.id)).map((r) => ({ path: r.path, problem: "unavailable" as const }));
  }

  return { schema, readLive, writeLive, cacheKey: document, describe, verify };
}

// ───────────── shared columns ─────────────

const orNull = <V>(value: V | undefined): V | null => value ?? null;
const orUndefined = <V>(value: V | null): V | undefined => value ?? undefined;

/** The image columns (`<prefix>Id`, `<prefix>Alt`, `<prefix>Decorative`) of an entry and back. */
function imageColumns(prefix: "image" | "mainImage", entry: Record<string, unknown>) {
  const id = entry[`${prefix}Id`] as number | undefined;
  const decorative = id !== undefined && Boolean(entry[`${prefix}Decorative`]);
  return {
    [`${prefix}Id`]: orNull(id),
    [`${prefix}Alt`]: id === undefined || decorative ? "" : entry[`${prefix}Alt`],
    [`${prefix}Decorative`]: decorative,
  };
}

function imageFields(prefix: "image" | "mainImage", row: Record<string, unknown>) {
  return {
    [`${prefix}Id`]: orUndefined(row[`${prefix}Id`] as number | null),
    [`${prefix}Alt`]: row[`${prefix}Alt`] as string,
    [`${prefix}Decorative`]: row[`${prefix}Decorative`] as boolean,
  };
}

/** The row's columns for an entry (without id, published and position). */
function rowOf<E extends Entry>(spec: ListSpec<E>, entry: E): Record<string, unknown> {
  const e = entry as unknown as Record<string, unknown>;
  return {
    ...Object.fromEntries(spec.columns.map((c) => [c, e[c]])),
    ...Object.fromEntries((spec.optional ?? []).map((c) => [c, e[c] ?? null])),
    ...(spec.image ? imageColumns(spec.image, e) : {}),
    ...spec.toRow?.(entry),
  };
}

/** An entry's fields from its row (without id and published). */
function entryOf<E extends Entry>(spec: ListSpec<E>, row: Record<string, unknown>): E {
  return {
    ...Object.fromEntries(spec.columns.map((c) => [c, row[c]])),
    ...Object.fromEntries((spec.optional ?? []).map((c) => [c, row[c] ?? undefined])),
    ...(spec.image ? imageFields(spec.image, row) : {}),
    ...spec.fromRow?.(row),
  } as E;
}

const ICON_BY_PATH = new Map(SECTION_ICONS.map((name) => [SECTION_ICON_PATHS[name], name]));
/** The icon a service line's stored SVG path draws (a path no named icon draws reads as none). */
export const iconOfPath = (path: string): SectionIcon | undefined => ICON_BY_PATH.get(path);
export const pathOfIcon = (icon: SectionIcon | undefined): string => (icon ? SECTION_ICON_PATHS[icon] : "");

// ───────────── services ─────────────

const serviceCards: ListSpec<ServiceCardEntry> = {
  list: "cards",
  model: ServiceCard,
  noun: "service card",
  plural: "service cards",
  name: (e) => e.title,
  unique: "slug",
  images: (e) => [["imageId", e.imageId]],
  columns: ["title", "slug", "type", "shortDescription", "priceCurrency", "keyFeatures"],
  optional: ["startingPrice"],
  image: "image",
};

const serviceItems: ListSpec<ServiceItemEntry> = {
  list: "items",
  model: ServiceListItem,
  noun: "service",
  plural: "services",
  name: (e) => e.title,
  unique: "slug",
  images: (e) => [["imageId", e.imageId]],
  columns: ["title", "slug", "category", "description", "features"],
  image: "image",
  toRow: (e) => ({ iconPath: pathOfIcon(e.icon) }),
  fromRow: (r) => ({ icon: iconOfPath(r.iconPath as string) }),
};

/**
 * Keeps the old address of every service whose slug changed (→ its row), and forgets an old address a service
 * now uses itself. Old addresses of deleted services go with their row (ON DELETE CASCADE).
 */
async function keepOldSlugs(trx: Knex.Transaction, before: Before, content: ServicesContent): Promise<void> {
  const lists = [
    { entries: content.cards, rows: before.cards!, column: "serviceCardId" as const },
    { entries: content.items, rows: before.items!, column: "serviceListItemId" as const },
  ];
  for (const { entries, rows, column } of lists) {
    for (const entry of entries) {
      const previous = rows.get(entry.id!)?.slug as string | undefined;
      if (previous === undefined || previous === entry.slug) continue;
      await ServiceSlugRedirect.query(trx)
        .insert({ oldSlug: previous, serviceCardId: null, serviceListItemId: null, [column]: entry.id })
        .onConflict("old_slug")
        .merge(["service_card_id", "service_list_item_id"]);
    }
  }
  const current = [...content.cards, ...content.items].map((e) => e.slug);
  if (current.length > 0) await ServiceSlugRedirect.query(trx).whereIn("old_slug", current).delete();
}

// ───────────── portfolio and manpower projects ─────────────

const portfolioProjects: ListSpec<PortfolioProjectEntry> = {
  list: "projects",
  model: PortfolioProject,
  noun: "project",
  plural: "projects",
  name: (e) => e.title,
  images: (e) => [
    ["mainImageId", e.mainImageId],
    ...e.gallery.map((g, i): [string, number] => [`gallery[${i}].imageId`, g.imageId]),
  ],
  columns: ["title", "type", "location", "description", "client", "duration", "size", "features", "tags"],
  optional: ["completionDate"],
  image: "mainImage",
  toRow: (e) => ({
    gallery: e.gallery.map((g) => g.imageId),
    galleryAlt: e.gallery.map((g) => ({ alt: g.decorative ? "" : g.alt, decorative: g.decorative })),
  }),
  fromRow: (r) => {
    const alts = r.galleryAlt as Array<{ alt: string; decorative: boolean }>;
    return {
      gallery: (r.gallery as number[]).map((imageId, i) => ({
        imageId,
        alt: alts[i]?.alt ?? "",
        decorative: alts[i]?.decorative ?? false,
      })),
    };
  },
};

const manpowerProjects: ListSpec<ManpowerProjectEntry> = {
  list: "projects",
  model: ManpowerProject,
  noun: "manpower project",
  plural: "manpower projects",
  name: (e) => e.name,
  images: (e) => [["imageId", e.imageId]],
  columns: ["name", "status", "owner", "contractor", "location", "value", "workers", "duration", "scope", "description"],
  optional: ["startDate", "completionDate"],
  image: "image",
};

const servicesKind = collectionKind<ServicesContent>(
  "collection:services",
  servicesContentSchema,
  [serviceItems, serviceCards],
  keepOldSlugs,
);
const projectsKind = collectionKind<ProjectsContent>("collection:projects", projectsContentSchema, [portfolioProjects]);
const manpowerKind = collectionKind<ManpowerContent>("collection:manpower", manpowerContentSchema, [manpowerProjects]);

export function collectionKindOf(document: CollectionDocument): CollectionKind<unknown> {
  const kind =
    document === "collection:services" ? servicesKind : document === "collection:projects" ? projectsKind : manpowerKind;
  return kind as unknown as CollectionKind<unknown>;
}

/** The published collections as documents (what the public pages and the editor start from). */
export const readServices = (db: Knex | Knex.Transaction) => servicesKind.readLive(db);
export const readProjects = (db: Knex | Knex.Transaction) => projectsKind.readLive(db);
export const readManpower = (db: Knex | Knex.Transaction) => manpowerKind.readLive(db);

/**
 * What a visitor's view of a published collection entry starts with: its fallback marks and its id. An entry not
 * published yet (seen in a preview) has no id: a negative stand-in from its position keeps keys unique.
 */
export const entryView = (entry: { id?: number | null }, position: number) => ({
  ...fallbackMarks(entry),
  id: entry.id ?? -(position + 1),
});
