import type { RelationMappings } from "objection";
import { z } from "zod";
import { BaseModel, belongsToOne } from "./base.js";
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
  position: z.number().int(),
  createdAt: z.date(),
  updatedAt: z.date(),
});

export type ServiceListItemRow = z.infer<typeof serviceListItemRow>;
/** A service line of the services page (see base.ts for the row/class merge). */
export interface ServiceListItem extends ServiceListItemRow {}
export class ServiceListItem extends BaseModel {
  static tableName = "service_list_items";
  static row = serviceListItemRow;
  static jsonAttributes = ["features"];

  declare image?: Image | null;

  static get relationMappings(): RelationMappings {
    return {
      image: belongsToOne(Image, "service_list_items.image_id", "images.id"),
    };
  }
}
