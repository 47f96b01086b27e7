import { z } from "zod";
import { PORTFOLIO_TYPES, PRICE_CURRENCIES, SERVICE_CARD_TYPES } from "../db/models/content-enums.js";
import {
  getServiceCatalog,
  servicesView,
  type ServiceCardView,
  type ServiceItemView,
} from "../modules/content/catalog.server.js";
import {
  collectionSchema,
  type PortfolioProjectEntry,
  type ProjectsContent,
  type ServiceCardEntry,
  type ServiceItemEntry,
  type ServicesContent,
} from "../modules/content/collections.js";
import { iconOfPath, readProjects, readServices } from "../modules/content/collections.server.js";
import { loadPublished, publishDocument } from "../modules/content/editing.server.js";
import { getPortfolioProjects, projectsView, type PortfolioProjectView } from "../modules/content/portfolio.server.js";
import { SECTION_ICONS, type SectionIcon } from "../modules/content/sections.js";
import type { Locale } from "../modules/i18n/locales.js";
import type { Services } from "../services.js";
import { rowIdValue } from "../validation.js";
import { drfErrorBody } from "./drf.js";
import { ApiError, notFound } from "./http.js";
import { absoluteUrl, matchImageUrl, NOT_A_LIBRARY_IMAGE } from "./image-urls.js";
import { assertPublished, contentErrors } from "./layout-and-pages.js";
import { inApiShape, langQuery, localeOf, type LangQuery } from "./lang.js";
import { fieldErrorsBody, idParam, nestedFieldErrorsBody, route, unauthorized, type ApiCall } from "./route.js";

/*
 * docs/api.md §12: the service cards, the service lines and the portfolio projects, i.e. the Services and Projects
 * editors' collection documents (server/modules/content/collections.ts). Every write builds the whole document,
 * validates it with the editors' schema and publishes it through the editors' publish (one transaction with its
 * version and audit record, then the content cache dropped on every web process): an API write is an editor's
 * publish. GET shows what the site shows (the published items, in the site's order); items an editor hid stay
 * hidden and are kept by a PUT that does not name them (docs/decisions/0014-api-collections-and-field-files.md).
 */

const tag = "services and projects";

/** How often a write is rebuilt on a fresh copy when an editor published in between. */
const ATTEMPTS = 3;

type Entry = ServiceCardEntry | ServiceItemEntry | PortfolioProjectEntry;
type Content = ServicesContent | ProjectsContent;
type Body = Record<string, unknown>;
type FieldErrors = Record<string, string[]>;

// ───────────── wire shapes ─────────────

const id = z.number().int();
const cardOut = z
  .object({
    id,
    type: z.enum(SERVICE_CARD_TYPES),
    title: z.string(),
    shortDescription: z.string(),
    startingPrice: z.string().nullable(),
    priceCurrency: z.enum(PRICE_CURRENCIES).meta({ description: "The currency of startingPrice, as the office entered it" }),
    keyFeatures: z.array(z.string()),
  })
  .meta({ id: "ServiceCard" });
const itemOut = z
  .object({
    id,
    image: z.url().nullable(),
    title: z.string(),
    category: z.string(),
    iconPath: z.string().meta({ description: "SVG path data (24×24); empty for none" }),
    description: z.string(),
    features: z.array(z.string()),
  })
  .meta({ id: "ServiceListItem" });
const projectOut = z
  .object({
    id,
    title: z.string(),
    type: z.enum(PORTFOLIO_TYPES),
    location: z.string(),
    mainImage: z.url().nullable(),
    description: z.string(),
    completionDate: z.string().nullable().meta({ description: "YYYY-MM-DD" }),
    client: z.string(),
    duration: z.string(),
    size: z.string(),
    features: z.array(z.string()),
    tags: z.array(z.string()),
    gallery: z.array(z.url()),
  })
  .meta({ id: "Project" });

const itemId = rowIdValue.optional().meta({ description: "Absent for a new item" });
const published = z
  .boolean()
  .optional()
  .meta({ description: "false hides the item from the site (kept for the editors); a new item is shown" });
const text = z.string().nullable().optional();
const textList = z.array(z.string()).nullable().optional();
const imageUrl = z.string().nullable().optional().meta({ description: "A library image's URL as this API returns it" });

const cardIn = z
  .object({
    id: itemId,
    published,
    type: z.enum(SERVICE_CARD_TYPES),
    title: z.string(),
    shortDescription: text,
    startingPrice: z.union([z.string(), z.number()]).nullable().optional(),
    priceCurrency: z
      .enum(PRICE_CURRENCIES)
      .optional()
      .meta({ description: "The currency of startingPrice; kept when omitted (SAR for a new card)" }),
    keyFeatures: textList,
  })
  .meta({ id: "ServiceCardWrite" });
const itemIn = z
  .object({
    id: itemId,
    published,
    image: imageUrl,
    title: z.string(),
    category: text,
    iconPath: text.meta({ description: "SVG path data as GET gives it, or an icon name; empty or null for none" }),
    description: text,
    features: textList,
  })
  .meta({ id: "ServiceListItemWrite" });
const projectIn = z
  .object({
    id: itemId,
    published,
    title: z.string(),
    type: z.enum(PORTFOLIO_TYPES),
    location: text,
    mainImage: imageUrl,
    description: text,
    completionDate: text,
    client: text,
    duration: text,
    size: text,
    features: textList,
    tags: textList,
    gallery: z.array(z.string()).nullable().optional(),
  })
  .meta({ id: "ProjectWrite" });

// ───────────── one collection of the API ─────────────

/** Turns one wire member into entry fields; an error message refuses it. */
type Convert = (services: Services, value: unknown, entry: Body) => Promise<Body | string> | Body | string;

interface Collection<W> {
  route: string;
  noun: string;
  document: "collection:services" | "collection:projects";
  list: "cards" | "items" | "projects";
  out: z.ZodType<W>;
  write: z.ZodObject;
  /** Each wire member (but id and published) into entry fields; `undefined` for a member a full write omits. */
  members: Record<string, Convert>;
  /** The entry's fields the wire does not carry, kept from the stored item (slug, alt texts). */
  carried(before: Body | undefined): Body;
  /** The wire member an entry field's issue belongs to. */
  wireKey(entryKey: string): string;
  /** Alt texts for images picked through the API (an image needs one unless decorative). */
  finish(entry: Body, before: Body | undefined): void;
  /** What the site shows now (cached), and the given entries as the site would show them. */
  shown(services: Services, locale: Locale): Promise<W[]>;
  view(services: Services, entries: Entry[]): Promise<W[]>;
}

const textOr = (fallback: string) => (value: unknown) => (typeof value === "string" ? value : fallback);
const member =
  (key: string, fallback: unknown = "") =>
  (_services: Services, value: unknown): Body => ({ [key]: value ?? fallback });

/** A library image by its URL: `{<key>: id}`, none for empty or null; anything else is refused. */
const image =
  (key: string): Convert =>
  async (services, value) => {
    if (value === undefined || value === null || value === "") return { [key]: undefined };
    const match = await matchImageUrl(services, String(value));
    return match && "imageId" in match ? { [key]: match.imageId } : NOT_A_LIBRARY_IMAGE;
  };

const ICON_NAMES = new Set<string>(SECTION_ICONS);
const icon: Convert = (_services, value) => {
  if (value === undefined || value === null || value === "") return { icon: undefined };
  const text = String(value);
  const named = ICON_NAMES.has(text) ? (text as SectionIcon) : iconOfPath(text);
  return named
    ? { icon: named }
    : `Use an icon of the site: its path as this API returns it, or one of ${SECTION_ICONS.join(", ")}.`;
};

/** An image's alt text: kept while the image stays, else the item's title (an editor may describe it better). */
function altFor(entry: Body, before: Body | undefined, prefix: "image" | "mainImage") {
  const idKey = `${prefix}Id`;
  const altKey = `${prefix}Alt`;
  const decorativeKey = `${prefix}Decorative`;
  if (entry[idKey] === undefined) return;
  const same = before !== undefined && before[idKey] === entry[idKey];
  entry[altKey] = same && (before[altKey] || before[decorativeKey]) ? before[altKey] : entry.title;
  entry[decorativeKey] = same ? Boolean(before[decorativeKey]) : false;
}

const imageCarried = (prefix: "image" | "mainImage", before: Body | undefined): Body => ({
  [`${prefix}Alt`]: before?.[`${prefix}Alt`] ?? "",
  [`${prefix}Decorative`]: before?.[`${prefix}Decorative`] ?? false,
});

const toCard = (c: ServiceCardView): z.infer<typeof cardOut> => ({
  id: c.id,
  type: c.type,
  title: c.title,
  shortDescription: c.shortDescription,
  startingPrice: c.startingPrice,
  priceCurrency: c.priceCurrency,
  keyFeatures: c.keyFeatures,
});

const toItem = (services: Services, i: ServiceItemView): z.infer<typeof itemOut> => ({
  id: i.id,
  image: i.image ? absoluteUrl(services, i.image.fullSrc) : null,
  title: i.title,
  category: i.category,
  iconPath: i.iconPath,
  description: i.description,
  features: i.features,
});

const toProject = (services: Services, p: PortfolioProjectView): z.infer<typeof projectOut> => ({
  id: p.id,
  title: p.title,
  type: p.type,
  location: p.location,
  mainImage: p.mainImage ? absoluteUrl(services, p.mainImage.fullSrc) : null,
  description: p.description,
  completionDate: p.completionDate,
  client: p.client,
  duration: p.duration,
  size: p.size,
  features: p.features,
  tags: p.tags,
  gallery: p.gallery.map((g) => absoluteUrl(services, g.fullSrc)),
});

/** The given entries as the site shows published ones (hidden ones included: the writer asked for them). */
const shownServices = (services: Services, content: Partial<ServicesContent>) =>
  servicesView(services.db, {
    items: (content.items ?? []).map((e) => ({ ...e, published: true })),
    cards: (content.cards ?? []).map((e) => ({ ...e, published: true })),
  });

const cards: Collection<z.infer<typeof cardOut>> = {
  route: "service/service-card",
  noun: "service card",
  document: "collection:services",
  list: "cards",
  out: cardOut,
  write: cardIn,
  members: {
    type: member("type", undefined),
    title: member("title", undefined),
    shortDescription: member("shortDescription"),
    startingPrice: (_s, v) => ({ startingPrice: v === null || v === undefined || v === "" ? undefined : String(v) }),
    priceCurrency: (_s, v) => (v === undefined || v === null ? {} : { priceCurrency: v }),
    keyFeatures: member("keyFeatures", []),
  },
  carried: (before) => ({
    slug: before?.slug ?? "",
    imageId: before?.imageId,
    ...(before?.priceCurrency ? { priceCurrency: before.priceCurrency } : {}),
    ...imageCarried("image", before),
  }),
  wireKey: (key) => (key === "slug" ? "title" : key),
  finish: () => undefined,
  shown: async (services, locale) => (await getServiceCatalog(services, locale)).cards.map(toCard),
  view: async (services, entries) => (await shownServices(services, { cards: entries as ServiceCardEntry[] })).cards.map(toCard),
};

const items: Collection<z.infer<typeof itemOut>> = {
  route: "service/service-list",
  noun: "service",
  document: "collection:services",
  list: "items",
  out: itemOut,
  write: itemIn,
  members: {
    image: image("imageId"),
    title: member("title", undefined),
    category: member("category"),
    iconPath: icon,
    description: member("description"),
    features: member("features", []),
  },
  carried: (before) => ({ slug: before?.slug ?? "", ...imageCarried("image", before) }),
  wireKey: (key) => (key.startsWith("image") ? "image" : key === "icon" ? "iconPath" : key === "slug" ? "title" : key),
  finish: (entry, before) => altFor(entry, before, "image"),
  shown: async (services, locale) => (await getServiceCatalog(services, locale)).items.map((i) => toItem(services, i)),
  view: async (services, entries) =>
    (await shownServices(services, { items: entries as ServiceItemEntry[] })).items.map((i) => toItem(services, i)),
};

const galleryOf: Convert = async (services, value, entry) => {
  if (value === undefined || value === null) return { gallery: [] };
  const ids: number[] = [];
  for (const url of value as string[]) {
    const found = await image("imageId")(services, url, entry);
    if (typeof found === "string") return found;
    if (found.imageId !== undefined) ids.push(found.imageId as number);
  }
  return { gallery: ids.map((imageId) => ({ imageId })) };
};

const projects: Collection<z.infer<typeof projectOut>> = {
  route: "projects",
  noun: "project",
  document: "collection:projects",
  list: "projects",
  out: projectOut,
  write: projectIn,
  members: {
    title: member("title", undefined),
    type: member("type", undefined),
    location: member("location"),
    mainImage: image("mainImageId"),
    description: member("description"),
    completionDate: (_s, v) => ({ completionDate: v === null || v === "" ? undefined : v }),
    client: member("client"),
    duration: member("duration"),
    size: member("size"),
    features: member("features", []),
    tags: member("tags", []),
    gallery: galleryOf,
  },
  carried: (before) => ({ ...imageCarried("mainImage", before), gallery: before?.gallery ?? [] }),
  wireKey: (key) => (key.startsWith("mainImage") ? "mainImage" : key),
  finish: (entry, before) => {
    altFor(entry, before, "mainImage");
    const old = new Map(((before?.gallery ?? []) as PortfolioProjectEntry["gallery"]).map((g) => [g.imageId, g]));
    entry.gallery = (entry.gallery as Array<{ imageId: number }>).map(({ imageId }) => {
      const kept = old.get(imageId);
      return kept && (kept.alt || kept.decorative) ? kept : { imageId, alt: textOr("")(entry.title), decorative: false };
    });
  },
  shown: async (services, locale) => (await getPortfolioProjects(services, "all", locale)).map((p) => toProject(services, p)),
  view: async (services, entries) =>
    (
      await projectsView(services.db, { projects: (entries as PortfolioProjectEntry[]).map((e) => ({ ...e, published: true })) })
    ).map((p) => toProject(services, p)),
};

// ───────────── writes ─────────────

/**
 * The entry a wire item makes: over the stored item (`before`) for PATCH (`partial`: what the body omits stays),
 * else from the body alone with the fields the wire does not carry kept. Refused members come back as errors.
 */
async function entryOf(
  services: Services,
  spec: Collection<unknown>,
  body: Body,
  before: Entry | undefined,
  partial: boolean,
): Promise<{ entry: Body; errors: FieldErrors }> {
  const old = before as Body | undefined;
  const wire = (partial ? spec.write.partial() : spec.write).safeParse(body);
  if (!wire.success) return { entry: {}, errors: drfErrorBody(wire.error, body) as FieldErrors };
  const entry: Body = partial && old ? { ...old } : { ...spec.carried(old), ...(old ? { id: old.id } : {}) };
  entry.published = typeof body.published === "boolean" ? body.published : partial && old ? old.published : true;
  const errors: FieldErrors = {};
  for (const [key, convert] of Object.entries(spec.members)) {
    if (partial && !(key in body)) continue;
    const result = await convert(services, body[key], body);
    if (typeof result === "string") errors[key] = [result];
    else Object.assign(entry, result);
  }
  if (Object.keys(errors).length === 0) spec.finish(entry, old);
  return { entry, errors };
}

/** Where each entry of the new list came from: the index of its body item (null for items the write kept). */
interface Built {
  entries: Body[];
  origin: Array<number | null>;
  errors: Map<number, FieldErrors>;
  /** The entry the answer is about (POST, PATCH), by its index in `entries`. */
  answer?: number;
}

/** The document's schema issues of the touched items, keyed by wire member, per body item. */
function schemaErrors(spec: Collection<unknown>, error: z.ZodError, built: Built, bodies: Body[]): Map<number, FieldErrors> {
  const found = new Map<number, FieldErrors>();
  const remapped = new Map<number, z.core.$ZodIssue[]>();
  const general: string[] = [];
  for (const issue of error.issues) {
    const [list, index, key, ...rest] = issue.path;
    const origin = list === spec.list && typeof index === "number" ? built.origin[index] : null;
    if (origin === null || origin === undefined || key === undefined) {
      general.push(issue.message);
      continue;
    }
    const wire = spec.wireKey(String(key));
    const path = wire === "gallery" ? [wire, ...rest.slice(0, 1)] : [wire, ...rest];
    remapped.set(origin, [...(remapped.get(origin) ?? []), { ...issue, path } as z.core.$ZodIssue]);
  }
  for (const [origin, issues] of remapped) {
    found.set(origin, drfErrorBody({ issues } as z.ZodError, bodies[origin], true) as FieldErrors);
  }
  if (general.length > 0) found.set(-1, { non_field_errors: general });
  return found;
}

/** 400 in DRF's shape: a list (one entry per body item) for a PUT, else the one item's errors. */
function refuse(errors: Map<number, FieldErrors>, bodies: Body[], list: boolean): never {
  const general = errors.get(-1);
  if (list) throw new ApiError(400, general ?? bodies.map((_, i) => errors.get(i) ?? {}));
  throw new ApiError(400, { ...(errors.get(0) ?? {}), ...(general ?? {}) });
}

/**
 * Builds the new list from the published one (`build`), validates the whole document with the editors' schema and
 * publishes it as an editor's Publish does; rebuilt on a fresh copy when someone published meanwhile.
 */
async function publishList(
  call: ApiCall<unknown, unknown, unknown>,
  spec: Collection<unknown>,
  bodies: Body[],
  list: boolean,
  build: (current: Entry[]) => Promise<Built>,
): Promise<{ entries: Entry[]; answer?: number }> {
  const { services, actor } = call;
  for (let attempt = 1; ; attempt++) {
    const { content, revision } = await loadPublished<Content>(services, spec.document);
    const current = ((content as Record<string, Entry[]> | null)?.[spec.list] ?? []) as Entry[];
    const built = await build(current);
    if (!list && built.errors.size > 0) refuse(built.errors, bodies, list);
    const document = { ...(content ?? {}), [spec.list]: built.entries };
    const parsed = collectionSchema(spec.document).safeParse(document);
    const errors = parsed.success ? built.errors : new Map([...built.errors, ...schemaErrors(spec, parsed.error, built, bodies)]);
    if (errors.size > 0) refuse(errors, bodies, list);
    const outcome = await publishDocument(services, spec.document, document, revision, actor);
    if (!outcome.ok && outcome.reason === "stale" && attempt < ATTEMPTS) continue;
    if (!outcome.ok && outcome.reason === "invalid" && outcome.problems?.length) {
      // A picked image left the library between the lookup and the publish.
      const errors = new Map<number, FieldErrors>();
      for (const problem of outcome.problems) {
        const match = /^\w+\[(\d+)\]\.(\w+)/.exec(problem.path);
        const origin = match ? built.origin[Number(match[1])] : null;
        if (origin !== null && origin !== undefined) errors.set(origin, { [spec.wireKey(match![2]!)]: [NOT_A_LIBRARY_IMAGE] });
      }
      refuse(errors.size > 0 ? errors : new Map([[-1, { non_field_errors: [NOT_A_LIBRARY_IMAGE] }]]), bodies, list);
    }
    assertPublished(outcome);
    const stored = spec.document === "collection:services" ? await readServices(services.db) : await readProjects(services.db);
    return { entries: (stored as unknown as Record<string, Entry[]>)[spec.list]!, answer: built.answer };
  }
}

const noStore = { "Cache-Control": "no-store" };

async function replaceAll(call: ApiCall<unknown, unknown, Body[]>, spec: Collection<unknown>) {
  const bodies = call.body;
  const { entries } = await publishList(call, spec, bodies, true, async (current) => {
    const byId = new Map(current.map((e) => [e.id!, e]));
    const built: Built = { entries: [], origin: [], errors: new Map() };
    for (const [i, body] of bodies.entries()) {
      const itemId = body.id as number | undefined;
      if (itemId !== undefined && !byId.has(itemId)) {
        built.errors.set(i, { id: [`Invalid pk "${itemId}" - object does not exist.`] });
        continue;
      }
      const { entry, errors } = await entryOf(
        call.services,
        spec,
        body,
        itemId === undefined ? undefined : byId.get(itemId),
        false,
      );
      // An item refused already stays out of the document, whose schema still checks the others.
      if (Object.keys(errors).length > 0) built.errors.set(i, errors);
      else {
        built.entries.push(entry);
        built.origin.push(i);
      }
    }
    // Items an editor hid are not the API's to delete: kept after the listed ones unless the body names them.
    const named = new Set(bodies.map((b) => b.id));
    for (const hidden of current.filter((e) => !e.published && !named.has(e.id))) {
      built.entries.push(hidden as Body);
      built.origin.push(null);
    }
    return built;
  });
  return {
    headers: noStore,
    body: await spec.view(
      call.services,
      entries.filter((e) => e.published),
    ),
  };
}

async function addOne(call: ApiCall<unknown, unknown, Body>, spec: Collection<unknown>) {
  const { entries, answer } = await publishList(call, spec, [call.body], false, async (current) => {
    const { entry, errors } = await entryOf(call.services, spec, { ...call.body, id: undefined }, undefined, false);
    return {
      entries: [...(current as Body[]), entry],
      origin: [...current.map(() => null), 0],
      errors: Object.keys(errors).length > 0 ? new Map([[0, errors]]) : new Map(),
      answer: current.length,
    };
  });
  const [view] = await spec.view(call.services, [entries[answer!]!]);
  return { status: 201, headers: noStore, body: view };
}

async function changeOne(call: ApiCall<{ id: number }, unknown, Body>, spec: Collection<unknown>) {
  const { entries, answer } = await publishList(call, spec, [call.body], false, async (current) => {
    const index = current.findIndex((e) => e.id === call.params.id);
    if (index < 0) throw notFound();
    const { entry, errors } = await entryOf(call.services, spec, call.body, current[index], true);
    return {
      entries: current.map((e, i) => (i === index ? entry : (e as Body))),
      origin: current.map((_, i) => (i === index ? 0 : null)),
      errors: Object.keys(errors).length > 0 ? new Map([[0, errors]]) : new Map(),
      answer: index,
    };
  });
  const [view] = await spec.view(call.services, [entries[answer!]!]);
  return { headers: noStore, body: view };
}

async function removeOne(call: ApiCall<{ id: number }, unknown, unknown>, spec: Collection<unknown>) {
  await publishList(call, spec, [], false, async (current) => {
    if (!current.some((e) => e.id === call.params.id)) throw notFound();
    const kept = current.filter((e) => e.id !== call.params.id);
    return { entries: kept as Body[], origin: kept.map(() => null), errors: new Map() };
  });
  return { status: 204 };
}

// ───────────── routes ─────────────

const writeErrors = {
  ...contentErrors,
  400: {
    description: "Invalid JSON, or field errors by member (for PUT a list: one entry per item, `{}` for a valid one)",
    schema: z.union([z.array(fieldErrorsBody), nestedFieldErrorsBody]),
  },
};
/** Each item is checked on its own (entryOf), so one answer names the problems of every item. */
const looseItem = z.record(z.string(), z.unknown());
const notFoundItem = { 404: { description: "No such item", schema: z.object({ detail: z.string() }) } };

function collectionRoutes<W>(spec: Collection<W>) {
  const any = spec as unknown as Collection<unknown>;
  const base = `/backend/api/${spec.route}/`;
  const one = `${base}:id/`;
  const list = z.array(spec.out);
  return [
    route<Record<string, never>, LangQuery>({
      method: "get",
      path: base,
      access: "public",
      content: true,
      tag,
      summary: `The ${spec.noun}s the site shows, in its order`,
      query: langQuery,
      responses: { 200: { description: `Published ${spec.noun}s`, schema: list } },
      handler: async ({ services, query }) => ({ body: inApiShape(await spec.shown(services, localeOf(query))) }),
    }),
    route<Record<string, never>, Record<string, never>, Body[]>({
      method: "put",
      path: base,
      access: "token",
      content: true,
      tag,
      summary: `Replace the ${spec.noun}s (by id; missing ones deleted, new ones without id created) and publish them`,
      body: { schema: z.array(looseItem), kinds: ["content"], documented: z.array(spec.write) },
      responses: { 200: { description: `The ${spec.noun}s now shown`, schema: list }, ...writeErrors },
      handler: (call) => replaceAll(call, any),
    }),
    route<Record<string, never>, Record<string, never>, Body>({
      method: "post",
      path: base,
      access: "token",
      content: true,
      tag,
      summary: `Add one ${spec.noun} (last) and publish it`,
      body: { schema: spec.write as unknown as z.ZodType<Body>, kinds: ["content"] },
      responses: { 201: { description: `The new ${spec.noun}`, schema: spec.out }, ...writeErrors },
      handler: (call) => addOne(call, any),
    }),
    route<z.infer<typeof idParam>, Record<string, never>, Body>({
      method: "patch",
      path: one,
      access: "token",
      content: true,
      tag,
      summary: `Change the given members of one ${spec.noun} and publish it`,
      params: idParam,
      body: { schema: spec.write.partial() as unknown as z.ZodType<Body>, kinds: ["content"] },
      responses: { 200: { description: `The ${spec.noun}`, schema: spec.out }, ...writeErrors, ...notFoundItem },
      handler: (call) => changeOne(call, any),
    }),
    route<z.infer<typeof idParam>>({
      method: "delete",
      path: one,
      access: "token",
      content: true,
      tag,
      summary: `Remove one ${spec.noun} and publish the rest`,
      params: idParam,
      responses: { 204: { description: "Removed", schema: null }, ...unauthorized, ...notFoundItem },
      handler: (call) => removeOne(call, any),
    }),
  ];
}

const slugItem = z.object({ slug: z.string(), title: z.string() }).meta({ id: "ServiceSlug" });

export const servicesAndProjectsRoutes = [
  ...collectionRoutes(cards),
  ...collectionRoutes(items),
  route<Record<string, never>, LangQuery>({
    method: "get",
    path: "/backend/api/get-service-slugs/",
    access: "public",
    content: true,
    tag,
    summary: "The address (/services/<slug>) and title of every published service page",
    query: langQuery,
    responses: { 200: { description: "Slugs, service lines first", schema: z.array(slugItem) } },
    handler: async ({ services, query }) => {
      const catalog = await getServiceCatalog(services, localeOf(query));
      return { body: [...catalog.items, ...catalog.cards].map((s) => ({ slug: s.slug, title: s.title })) };
    },
  }),
  ...collectionRoutes(projects),
];
