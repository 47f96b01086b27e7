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

/** A service line (list item) by slug with the other lines (for "more services" links); null when unknown. */
export async function getServiceItem(
  db: Knex,
  slug: string,
): Promise<{ item: ServiceItemView; others: ServiceItemView[] } | null> {
  const rows = await db("service_list_items").orderBy(["position", "id"]).select<ItemRow[]>(itemColumns);
  const index = rows.findIndex((r) => r.slug === slug);
  if (index === -1) return null;
  const items = await toItems(db, rows);
  return { item: items[index]!, others: items.filter((_, i) => i !== index) };
}

/** A priced service package (card) by slug; null when unknown. */
export async function getServiceCard(db: Knex, slug: string): Promise<ServiceCardView | null> {
  const row = await db("service_cards").where({ slug }).first<CardRow | undefined>(cardColumns);
  return row ? (await toCards(db, [row]))[0]! : null;
}
