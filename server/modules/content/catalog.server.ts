import type { Knex } from "knex";
import type { z } from "zod";
import { ServiceCard, ServiceListItem } from "../../db/models/index.js";
import { serviceCardRow } from "../../db/models/ServiceCard.js";
import { serviceListItemRow } from "../../db/models/ServiceListItem.js";
import { publicImage, publicImageModifiers, type PublicImage } from "./images.server.js";

/** The "services" the company sells (service_cards and service_list_items), not the app's `Services`. */

const cardView = serviceCardRow.pick({
  id: true,
  type: true,
  title: true,
  slug: true,
  shortDescription: true,
  startingPrice: true,
  keyFeatures: true,
});
const itemView = serviceListItemRow.pick({
  id: true,
  title: true,
  slug: true,
  category: true,
  iconPath: true,
  description: true,
  features: true,
});

export type ServiceCardView = z.infer<typeof cardView> & { image: PublicImage | null };
export type ServiceItemView = z.infer<typeof itemView> & { image: PublicImage | null };

const WITH_IMAGE = "image(readyImage).variants";

function cards(db: Knex) {
  return ServiceCard.query(db).withGraphFetched(WITH_IMAGE).modifiers(publicImageModifiers);
}

function items(db: Knex) {
  return ServiceListItem.query(db).withGraphFetched(WITH_IMAGE).modifiers(publicImageModifiers);
}

const toCard = (card: ServiceCard): ServiceCardView => ({ ...cardView.parse(card), image: publicImage(card.image) });
const toItem = (item: ServiceListItem): ServiceItemView => ({ ...itemView.parse(item), image: publicImage(item.image) });

export async function listServiceCards(db: Knex): Promise<ServiceCardView[]> {
  return (await cards(db).orderBy(["position", "id"])).map(toCard);
}

export async function listServiceItems(db: Knex): Promise<ServiceItemView[]> {
  return (await items(db).orderBy(["position", "id"])).map(toItem);
}

/** One service as its detail page shows it: a service line (list item) or, failing that, a priced package (card). */
export interface ServiceDetailView {
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
}

/** The service at `/services/<slug>`, or null when no service line or package has that slug. */
export async function getServiceDetail(db: Knex, slug: string): Promise<ServiceDetailView | null> {
  const item = await items(db).findOne({ slug });
  if (item) {
    return {
      kind: "service",
      title: item.title,
      slug: item.slug,
      label: item.category,
      description: item.description,
      features: item.features,
      image: publicImage(item.image),
      iconPath: item.iconPath || null,
      startingPrice: null,
    };
  }
  const card = await cards(db).findOne({ slug });
  if (!card) return null;
  return {
    kind: "package",
    title: card.title,
    slug: card.slug,
    label: card.type,
    description: card.shortDescription,
    features: card.keyFeatures,
    image: publicImage(card.image),
    iconPath: null,
    startingPrice: card.startingPrice,
  };
}
