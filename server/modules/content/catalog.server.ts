import type { Knex } from "knex";
import { loadPublicImages, type PublicImage } from "./images.server.js";

/** The "services" the company sells (service_cards and service_list_items), not the app's `Services`. */

export interface ServiceCardView {
  id: number;
  type: string;
  title: string;
  slug: string;
  shortDescription: string;
  /** numeric as text, e.g. "45000.00"; null → 'Get a Quote'. */
  startingPrice: string | null;
  keyFeatures: string[];
  image: PublicImage | null;
}

export interface ServiceItemView {
  id: number;
  title: string;
  slug: string;
  category: string;
  iconPath: string;
  description: string;
  features: string[];
  image: PublicImage | null;
}

interface CardRow {
  id: number;
  type: string;
  title: string;
  slug: string;
  short_description: string;
  starting_price: string | null;
  key_features: string[];
  image_id: number | null;
}

interface ItemRow {
  id: number;
  title: string;
  slug: string;
  category: string;
  icon_path: string;
  description: string;
  features: string[];
  image_id: number | null;
}

async function toCards(db: Knex, rows: CardRow[]): Promise<ServiceCardView[]> {
  const images = await loadPublicImages(
    db,
    rows.map((r) => r.image_id),
  );
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    title: r.title,
    slug: r.slug,
    shortDescription: r.short_description,
    startingPrice: r.starting_price,
    keyFeatures: r.key_features,
    image: (r.image_id && images.get(r.image_id)) || null,
  }));
}

async function toItems(db: Knex, rows: ItemRow[]): Promise<ServiceItemView[]> {
  const images = await loadPublicImages(
    db,
    rows.map((r) => r.image_id),
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    slug: r.slug,
    category: r.category,
    iconPath: r.icon_path,
    description: r.description,
    features: r.features,
    image: (r.image_id && images.get(r.image_id)) || null,
  }));
}

const cardColumns = ["id", "type", "title", "slug", "short_description", "starting_price", "key_features", "image_id"];
const itemColumns = ["id", "title", "slug", "category", "icon_path", "description", "features", "image_id"];

export async function listServiceCards(db: Knex): Promise<ServiceCardView[]> {
  return toCards(db, await db("service_cards").orderBy(["position", "id"]).select<CardRow[]>(cardColumns));
}

export async function listServiceItems(db: Knex): Promise<ServiceItemView[]> {
  return toItems(db, await db("service_list_items").orderBy(["position", "id"]).select<ItemRow[]>(itemColumns));
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
  const item = await db("service_list_items").where({ slug }).first<ItemRow | undefined>(itemColumns);
  if (item) {
    const [view] = await toItems(db, [item]);
    return {
      kind: "service",
      title: view!.title,
      slug: view!.slug,
      label: view!.category,
      description: view!.description,
      features: view!.features,
      image: view!.image,
      iconPath: view!.iconPath || null,
      startingPrice: null,
    };
  }
  const card = await db("service_cards").where({ slug }).first<CardRow | undefined>(cardColumns);
  if (!card) return null;
  const [view] = await toCards(db, [card]);
  return {
    kind: "package",
    title: view!.title,
    slug: view!.slug,
    label: view!.type,
    description: view!.shortDescription,
    features: view!.keyFeatures,
    image: view!.image,
    iconPath: null,
    startingPrice: view!.startingPrice,
  };
}
