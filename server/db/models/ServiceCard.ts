import type { RelationMappings } from "objection";
import { z } from "zod";
import { belongsToOne, table } from "./base.js";
import { collectionItemColumns } from "./collection-item.js";
import { PRICE_CURRENCIES, SERVICE_CARD_TYPES } from "./content-enums.js";
import { Image } from "./Image.js";

export const serviceCardRow = z.object({
  id: z.number().int(),
  type: z.enum(SERVICE_CARD_TYPES),
  title: z.string(),
  slug: z.string(),
  shortDescription: z.string(),
  /** numeric(12,2) as a string, e.g. "45000.00"; null means 'Get a Quote'. */
  startingPrice: z.string().nullable(),
  /** The currency the starting price was entered in, shown with it. */
  priceCurrency: z.enum(PRICE_CURRENCIES),
  keyFeatures: z.array(z.string()),
  imageId: z.number().int().nullable(),
  ...collectionItemColumns,
});

export type ServiceCardRow = z.infer<typeof serviceCardRow>;
/** A priced service package (see base.ts for the row/class merge). */
export interface ServiceCard extends ServiceCardRow {}
export class ServiceCard extends table("service_cards", serviceCardRow, { jsonAttributes: ["keyFeatures"] }) {
  declare image?: Image | null;

  static relationMappings = (): RelationMappings => ({
    image: belongsToOne(Image, "service_cards.image_id", "images.id"),
  });
}
