import type { RelationMappings } from "objection";
import { z } from "zod";
import { BaseModel } from "./base.js";
import { Image } from "./Image.js";

export const galleryItemRow = z.object({
  id: z.number().int(),
  imageId: z.number().int(),
  category: z.string(),
  caption: z.string(),
  position: z.number().int(),
  createdAt: z.date(),
});

/** One image the public gallery shows (chosen in the admin Gallery editor). */
export interface GalleryItem extends z.infer<typeof galleryItemRow> {}
export class GalleryItem extends BaseModel {
  static tableName = "gallery_items";
  static row = galleryItemRow;

  declare image?: Image;

  static get relationMappings(): RelationMappings {
    return {
      image: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: Image,
        join: { from: "gallery_items.image_id", to: "images.id" },
      },
    };
  }
}
