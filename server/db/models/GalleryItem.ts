import type { RelationMappings } from "objection";
import { z } from "zod";
import { belongsToOne, table } from "./base.js";
import { Image } from "./Image.js";

export const galleryItemRow = z.object({
  id: z.number().int(),
  imageId: z.number().int(),
  category: z.string(),
  caption: z.string(),
  /** What a screen reader says; empty only when `decorative`. */
  alt: z.string(),
  decorative: z.boolean(),
  position: z.number().int(),
  createdAt: z.date(),
});

/** One image the public gallery shows (published from the admin Gallery editor, document 'gallery'). */
export interface GalleryItem extends z.infer<typeof galleryItemRow> {}
export class GalleryItem extends table("gallery_items", galleryItemRow) {
  declare image?: Image;

  static relationMappings = (): RelationMappings => ({
    image: belongsToOne(Image, "gallery_items.image_id", "images.id"),
  });
}
