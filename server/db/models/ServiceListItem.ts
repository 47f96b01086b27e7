import type { RelationMappings } from "objection";
import { z } from "zod";
import { belongsToOne, table } from "./base.js";
import { collectionItemColumns } from "./collection-item.js";
import { Image } from "./Image.js";

export const serviceListItemRow = z.object({
  id: z.number().int(),
  imageId: z.number().int().nullable(),
  title: z.string(),
  slug: z.string(),
  category: z.string(),
  /** SVG path data drawn in a 24×24 viewBox. */
  iconPath: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  ...collectionItemColumns,
});

export type ServiceListItemRow = z.infer<typeof serviceListItemRow>;
/** A service line of the services page (see base.ts for the row/class merge). */
export interface ServiceListItem extends ServiceListItemRow {}
export class ServiceListItem extends table("service_list_items", serviceListItemRow, { jsonAttributes: ["features"] }) {
  declare image?: Image | null;

  static relationMappings = (): RelationMappings => ({
    image: belongsToOne(Image, "service_list_items.image_id", "images.id"),
  });
}
