import { z } from "zod";
import { MANPOWER_STATUSES, PORTFOLIO_TYPES, PRICE_CURRENCIES, SERVICE_CARD_TYPES } from "../../db/models/content-enums.js";
import { translatable } from "../i18n/translations.js";
import { noRepeats } from "../validation/unique.js";
import { optionalText, SECTION_ICONS, text } from "./sections.js";
import { rowIdValue } from "../../validation.js";

/**
 * The collection documents (docs/decisions/0009-content-editing.md): the Services, Projects and Manpower editors
 * each edit a whole collection as one document, published into its tables by collections.server.ts. Shared by
 * the server and the admin editors, which validate with the same schemas in the browser.
 *
 * Every item keeps its row `id` (absent for a new item), a `published` flag (false keeps it for the editor but
 * hides it from the site) and its fields; the tables' CHECKs are refinements here, with the message next to the
 * field. Every picked image needs its alt text unless it is marked decorative.
 */

export const COLLECTION_DOCUMENTS = ["collection:services", "collection:projects", "collection:manpower"] as const;
export type CollectionDocument = (typeof COLLECTION_DOCUMENTS)[number];

const COLLECTION_MAX_ITEMS = 100;
const LIST_MAX = 20;

const textList = (max: number, what: string) =>
  z
    .array(translatable(text(max)))
    .max(LIST_MAX, `At most ${LIST_MAX} ${what}.`)
    .default([]);

/** A row id kept by the editor (hidden field); absent for an item that is not saved yet. */
const rowId = rowIdValue.optional();

/**
 * "Shown on the site". An unticked checkbox sends nothing, so a missing value is false; the editor starts a new
 * item ticked (`initial`, read by the generic editor's emptyValue).
 */
const published = z.boolean().default(false).meta({ initial: true });

/** A calendar date as the date input sends it (YYYY-MM-DD); empty for none. */
const date = z.iso.date({ error: "Use a date like 2025-03-31." }).optional();

const imageId = z.number({ error: "Choose an image." }).int().positive("Choose an image.").max(2_147_483_647);
const altText = translatable(z.string().trim().max(200, "At most 200 characters.").default(""));
const decorative = z.boolean().default(false);

/**
 * Alt text is required for a picked image unless it is marked decorative: a refinement naming the item's image,
 * alt and decorative keys (the message goes next to the alt field).
 */
function requireAlt<K extends string>(image: K, alt: K, decorativeKey: K) {
  return (item: Partial<Record<K, unknown>>, ctx: z.RefinementCtx) => {
    if (item[image] != null && !item[decorativeKey] && item[alt] === "")
      ctx.addIssue({ code: "custom", path: [alt], message: "Describe the image, or tick Decorative." });
  };
}

/**
 * A list of a collection document: at most COLLECTION_MAX_ITEMS items, none naming the same row id twice (the
 * second is refused: an edited form, never the editor itself).
 */
function collectionList<T extends z.ZodType<{ id?: number | undefined }>>(item: T, what: string) {
  return z
    .array(item)
    .max(COLLECTION_MAX_ITEMS, `At most ${COLLECTION_MAX_ITEMS} ${what}.`)
    .default([])
    .superRefine(noRepeats((entry) => entry.id, "id", "This item appears twice."));
}

// ───────────── services: cards (priced packages) and list items (service lines) ─────────────

const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const SLUG_MAX = 80;

const slug = z
  .string()
  .trim()
  .toLowerCase()
  .max(SLUG_MAX, `At most ${SLUG_MAX} characters.`)
  .refine((s) => s === "" || SLUG_PATTERN.test(s), {
    message: "Use lowercase letters, digits and single hyphens, e.g. steel-works (or leave empty to make one from the title).",
  })
  .default("");

/** A starting price as decimal text ("45000" or "45000.50") in the card's `priceCurrency`; empty shows "Get a Quote". */
const price = z
  .string()
  .trim()
  .regex(/^\d{1,10}(\.\d{1,2})?$/, "Type a number such as 45000 or 45000.50, or leave empty for “Get a Quote”.")
  .optional();

const serviceCardSchema = z
  .object({
    id: rowId,
    published,
    title: translatable(text(120)),
    slug,
    type: z.enum(SERVICE_CARD_TYPES),
    shortDescription: translatable(optionalText(600)),
    startingPrice: price,
    // a card saved before prices named their currency had its price typed as SAR
    priceCurrency: z.enum(PRICE_CURRENCIES).default("SAR"),
    keyFeatures: textList(160, "key features"),
    imageId: imageId.optional(),
    imageAlt: altText,
    imageDecorative: decorative,
  })
  .superRefine(requireAlt("imageId", "imageAlt", "imageDecorative"));

const serviceItemSchema = z
  .object({
    id: rowId,
    published,
    title: translatable(text(120)),
    slug,
    category: translatable(optionalText(80)),
    icon: z.enum(SECTION_ICONS).optional(),
    description: translatable(optionalText(3000)),
    features: textList(160, "features"),
    imageId: imageId.optional(),
    imageAlt: altText,
    imageDecorative: decorative,
  })
  .superRefine(requireAlt("imageId", "imageAlt", "imageDecorative"));

/** A slug made from a title: ASCII letters and digits joined by single hyphens ("" when the title has none). */
function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX)
    .replace(/-+$/, "");
}

type Sluggable = { title: string; slug: string };

/**
 * Cards and list items share the address /services/<slug>. An empty slug is made from the title, numbered
 * (-2, -3 …) past any slug already taken; a slug typed twice is a clash, refused next to the second one.
 */
function fillSlugs<T extends { cards: Sluggable[]; items: Sluggable[] }>(content: T): T {
  const typed = new Set([...content.cards, ...content.items].map((s) => s.slug).filter(Boolean));
  const taken = new Set(typed);
  const fill = <S extends Sluggable>(s: S): S => {
    if (s.slug) return s;
    const base = slugify(s.title) || "service";
    let candidate = base;
    for (let n = 2; taken.has(candidate); n++) candidate = `${base.slice(0, SLUG_MAX - String(n).length - 1)}-${n}`;
    taken.add(candidate);
    return { ...s, slug: candidate };
  };
  // the list items first: they come first on /service, and the detail page prefers them
  const items = content.items.map(fill);
  return { ...content, items, cards: content.cards.map(fill) };
}

function uniqueSlugs(content: { cards: Sluggable[]; items: Sluggable[] }, ctx: z.RefinementCtx) {
  const seen = new Map<string, string>();
  for (const list of ["items", "cards"] as const) {
    content[list].forEach((s, i) => {
      const owner = seen.get(s.slug);
      if (owner !== undefined)
        ctx.addIssue({
          code: "custom",
          path: [list, i, "slug"],
          message: `The address /services/${s.slug} is already used by “${owner}”. Choose another one.`,
        });
      else seen.set(s.slug, s.title);
    });
  }
}

export const servicesContentSchema = z
  .object({ items: collectionList(serviceItemSchema, "services"), cards: collectionList(serviceCardSchema, "cards") })
  .transform(fillSlugs)
  .superRefine(uniqueSlugs);
export type ServicesContent = z.infer<typeof servicesContentSchema>;
export type ServiceCardEntry = ServicesContent["cards"][number];
export type ServiceItemEntry = ServicesContent["items"][number];

// ───────────── portfolio projects ─────────────

const projectGalleryEntrySchema = z
  .object({ imageId, alt: altText, decorative })
  .superRefine(requireAlt("imageId", "alt", "decorative"));

const portfolioProjectSchema = z
  .object({
    id: rowId,
    published,
    title: translatable(text(160)),
    type: z.enum(PORTFOLIO_TYPES),
    location: translatable(optionalText(160)),
    mainImageId: imageId.optional(),
    mainImageAlt: altText,
    mainImageDecorative: decorative,
    description: translatable(optionalText(3000)),
    completionDate: date,
    client: translatable(optionalText(160)),
    duration: translatable(optionalText(80)),
    size: translatable(optionalText(80)),
    features: textList(160, "features"),
    tags: textList(40, "tags"),
    gallery: z.array(projectGalleryEntrySchema).max(30, "At most 30 gallery images.").default([]),
  })
  .superRefine(requireAlt("mainImageId", "mainImageAlt", "mainImageDecorative"));

export const projectsContentSchema = z.object({ projects: collectionList(portfolioProjectSchema, "projects") });
export type ProjectsContent = z.infer<typeof projectsContentSchema>;
export type PortfolioProjectEntry = ProjectsContent["projects"][number];

// ───────────── manpower projects ─────────────

const manpowerProjectSchema = z
  .object({
    id: rowId,
    published,
    name: translatable(text(160)),
    status: z.enum(MANPOWER_STATUSES),
    startDate: date,
    completionDate: date,
    owner: translatable(optionalText(160)),
    contractor: translatable(optionalText(160)),
    location: translatable(optionalText(160)),
    value: translatable(optionalText(60)),
    workers: z.number({ error: "Type a whole number." }).int("Type a whole number.").min(0).max(1_000_000).default(0),
    duration: translatable(optionalText(80)),
    scope: translatable(optionalText(600)),
    description: translatable(optionalText(3000)),
    imageId: imageId.optional(),
    imageAlt: altText,
    imageDecorative: decorative,
  })
  .superRefine((p, ctx) => {
    // the detail shows the start date of an ongoing project and the completion date of a completed one
    if (p.status === "completed" && !p.completionDate)
      ctx.addIssue({ code: "custom", path: ["completionDate"], message: "A completed project needs its completion date." });
    if (p.status === "ongoing" && !p.startDate)
      ctx.addIssue({ code: "custom", path: ["startDate"], message: "An ongoing project needs its start date." });
  })
  .superRefine(requireAlt("imageId", "imageAlt", "imageDecorative"));

export const manpowerContentSchema = z.object({ projects: collectionList(manpowerProjectSchema, "projects") });
export type ManpowerContent = z.infer<typeof manpowerContentSchema>;
export type ManpowerProjectEntry = ManpowerContent["projects"][number];

export function collectionSchema(document: CollectionDocument) {
  if (document === "collection:services") return servicesContentSchema;
  if (document === "collection:projects") return projectsContentSchema;
  return manpowerContentSchema;
}
