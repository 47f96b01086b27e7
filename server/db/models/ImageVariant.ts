import type { RelationMappings } from "objection";
import { z } from "zod";
import { belongsToOne, table } from "./base.js";
import { Image } from "./Image.js";

export const imageVariantRow = z.object({
  id: z.number().int(),
  imageId: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  /** Key in the public bucket. */
  objectKey: z.string(),
  sizeBytes: z.number().int(),
});

/** A public webp rendition of an image at one width. */
export interface ImageVariant extends z.infer<typeof imageVariantRow> {}
export class ImageVariant extends table("image_variants", imageVariantRow) {
  declare image?: Image;

  static relationMappings = (): RelationMappings => ({
    image: belongsToOne(Image, "image_variants.image_id", "images.id"),
  });
}
