import type { RelationMappings } from "objection";
import { BaseModel } from "./base.js";
import { FileRecord } from "./FileRecord.js";
import { ImageVariant } from "./ImageVariant.js";

export type ImageStatus = "processing" | "ready" | "failed";

export class Image extends BaseModel {
  static tableName = "images";

  declare id: number;
  declare fileId: string;
  /** Always lowercase (database check). */
  declare category: string;
  declare status: ImageStatus;
  declare width: number | null;
  declare height: number | null;
  declare error: string | null;
  declare alt: string;
  declare uploadedAt: Date;
  declare processedAt: Date | null;

  declare file?: FileRecord;
  declare variants?: ImageVariant[];

  static get relationMappings(): RelationMappings {
    return {
      file: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: FileRecord,
        join: { from: "images.file_id", to: "files.id" },
      },
      variants: {
        relation: BaseModel.HasManyRelation,
        modelClass: ImageVariant,
        join: { from: "images.id", to: "image_variants.image_id" },
        modify: (qb) => qb.orderBy("width"),
      },
    };
  }
}
