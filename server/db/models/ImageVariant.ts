import type { RelationMappings } from "objection";
import { z } from "zod";
import { BaseModel, belongsToOne } from "./base.js";
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
export class ImageVariant extends BaseModel {
  static tableName = "image_variants";
  static row = imageVariantRow;

  declare image?: Image;

  static get relationMappings(): RelationMappings {
    return {
      image: belongsToOne(Image, "image_variants.image_id", "images.id"),
    };
  }
}
