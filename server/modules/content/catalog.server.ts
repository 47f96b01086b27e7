import type { Knex } from "knex";
import { ServiceCard, ServiceListItem, ServiceSlugRedirect } from "../../db/models/index.js";
import type { Services } from "../../services.js";
import { contentCache } from "./cache.server.js";
import { DEFAULT_LOCALE, type Locale } from "../i18n/locales.js";
import { FALLBACK_KEY, fallbackLang, fallbackMarks } from "../i18n/translations.js";
import { localizeLive } from "./translations.server.js";
import type { PriceCurrency, ServiceCardType } from "../../db/models/content-enums.js";
import { servicesContentSchema, type ServicesContent } from "./collections.js";
import { entryView, pathOfIcon, readServices } from "./collections.server.js";
import { draftForPreview } from "./editing.server.js";
import { imageWithAlt, loadPublicImages, type PublicImage } from "./images.server.js";

/**
 * The "services" the company sells (service_cards and service_list_items, published by the Services editor as
 * the document 'collection:services'), not the app's `Services`. Visitors see the published items only.
 */

export interface ServiceCardView {
  id: number;
  type: ServiceCardType;
  title: string;
  slug: string;
  shortDescription: string;
  /** Decimal text such as "45000.00"; null for 'Get a Quote'. */
  startingPrice: string | null;
  /** The currency the price was entered in. */
  priceCurrency: PriceCurrency;
  keyFeatures: string[];
  image: PublicImage | null;
}

export interface ServiceItemView {
  id: number;
  title: string;
  slug: string;
  category: string;
  /** SVG path data drawn in a 24×24 viewBox; empty for none. */
  iconPath: string;
  description: string;
  features: string[];
  image: PublicImage | null;
}

interface ServiceCatalogView {
  items: ServiceItemView[];
  cards: ServiceCardView[];
}

/** What visitors see of a services document (published or draft): its published items, with their images. */
export async function servicesView(db: Knex, content: ServicesContent): Promise<ServiceCatalogView> {
  const items = content.items.filter((i) => i.published);
  const cards = content.cards.filter((c) => c.published);
  const images = await loadPublicImages(
    db,
    [...items, ...cards].map((e) => e.imageId),
  );
  const image = (e: ServicesContent["items"][number] | ServicesContent["cards"][number]) =>
    imageWithAlt(images, e.imageId, e.imageAlt, e.imageDecorative, !!fallbackLang(e, "imageAlt"));
  return {
    items: items.map((i, n) => ({
      ...entryView(i, n),
      title: i.title,
      slug: i.slug,
      category: i.category,
      iconPath: pathOfIcon(i.icon),
      description: i.description,
      features: i.features,
      image: image(i),
    })),
    cards: cards.map((c, n) => ({
      ...entryView(c, n),
      type: c.type,
      title: c.title,
      slug: c.slug,
      shortDescription: c.shortDescription,
      startingPrice: c.startingPrice ?? null,
      priceCurrency: c.priceCurrency,
      keyFeatures: c.keyFeatures,
      image: image(c),
    })),
  };
}

/** The published services in `locale`, cached until the next content write. */
export function getServiceCatalog(services: Services, locale: Locale = DEFAULT_LOCALE): Promise<ServiceCatalogView> {
  return contentCache(services).get(`collection:services:${locale}`, async () => {
    const content = await readServices(services.db);
    return servicesView(
      services.db,
      await localizeLive(services.db, "collection:services", servicesContentSchema, content, locale),
    );
  });
}

/** The services a request sees: the published ones, or the Services editor's draft for an admin's `?preview`. */
export async function serviceCatalogForRequest(
  request: Request,
  context: { services: Services },
  locale: Locale = DEFAULT_LOCALE,
): Promise<ServiceCatalogView> {
  const draft = await draftForPreview(request, context, "collection:services", servicesContentSchema, locale);
  return draft ? servicesView(context.services.db, draft) : getServiceCatalog(context.services, locale);
}

export async function listServiceCards(db: Knex): Promise<ServiceCardView[]> {
  return (await servicesView(db, await readServices(db))).cards;
}

/** One service as its detail page shows it: a service line (list item) or, failing that, a priced package (card). */
interface ServiceDetailView {
  kind: "service" | "package";
  title: string;
  slug: string;
  /** Category of a service line, type of a package. */
  label: string;
  description: string;
  features: string[];
  image: PublicImage | null;
  iconPath: string | null;
  /** Packages only: numeric text, or null for 'Get a Quote'. */
  startingPrice: string | null;
  priceCurrency: PriceCurrency;
}

/**
 * The English-fallback marks of a catalog entry under the names its detail view gives the fields (`category` →
 * `label`, `keyFeatures[2]` → `features[2]`).
 */
function renamedMarks(entry: object, names: Record<string, string>): { [FALLBACK_KEY]?: string[] } {
  const marks = fallbackMarks(entry)[FALLBACK_KEY];
  if (!marks) return {};
  return {
    [FALLBACK_KEY]: marks.map((key) => {
      const [, name = key, rest = ""] = /^([^[]+)(.*)$/.exec(key) ?? [];
      return `${names[name] ?? name}${rest}`;
    }),
  };
}

/** The published service at `/services/<slug>` in `catalog`, or null (English fallbacks marked as in the entry). */
export function findService(catalog: ServiceCatalogView, slug: string): ServiceDetailView | null {
  const item = catalog.items.find((i) => i.slug === slug);
  if (item) {
    return {
      ...renamedMarks(item, { category: "label" }),
      kind: "service",
      title: item.title,
      slug: item.slug,
      label: item.category,
      description: item.description,
      features: item.features,
      image: item.image,
      iconPath: item.iconPath || null,
      startingPrice: null,
      priceCurrency: "SAR",
    };
  }
  const card = catalog.cards.find((c) => c.slug === slug);
  if (!card) return null;
  return {
    ...renamedMarks(card, { shortDescription: "description", keyFeatures: "features" }),
    kind: "package",
    title: card.title,
    slug: card.slug,
    label: card.type,
    description: card.shortDescription,
    features: card.keyFeatures,
    image: card.image,
    iconPath: null,
    startingPrice: card.startingPrice,
    priceCurrency: card.priceCurrency,
  };
}

/** The published service at `/services/<slug>`, or null when no published service line or package has that slug. */
export async function getServiceDetail(db: Knex, slug: string): Promise<ServiceDetailView | null> {
  return findService(await servicesView(db, await readServices(db)), slug);
}

/** The current slug of the published service that used to live at `/services/<oldSlug>`, or null. */
export async function renamedServiceSlug(db: Knex, oldSlug: string): Promise<string | null> {
  const redirect = await ServiceSlugRedirect.query(db).findById(oldSlug);
  if (!redirect) return null;
  const target = redirect.serviceCardId
    ? await ServiceCard.query(db).findById(redirect.serviceCardId).where("published", true)
    : await ServiceListItem.query(db).findById(redirect.serviceListItemId!).where("published", true);
  return target?.slug ?? null;
}
