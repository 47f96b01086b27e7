import type { RelationMappings } from "objection";
import { BaseModel } from "./base.js";
import { Image } from "./Image.js";

/** A public webp rendition of an image at one width; object_key lives in the public bucket. */
export class ImageVariant extends BaseModel {
  static tableName = "image_variants";

  declare id: number;
  declare imageId: number;
  declare width: number;
  declare height: number;
  declare objectKey: string;
  declare sizeBytes: number;

  declare image?: Image;

  static get relationMappings(): RelationMappings {
    return {
      image: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: Image,
        join: { from: "image_variants.image_id", to: "images.id" },
      },
    };
  }
}
