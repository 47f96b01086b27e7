import type { RelationMappings } from "objection";
import { BaseModel } from "./base.js";
import { Image } from "./Image.js";

export class Job extends BaseModel {
  static tableName = "jobs";

  declare id: number;
  declare title: string;
  declare city: string;
  declare country: string;
  declare industry: string;
  declare requirements: string;
  declare posterImageId: number | null;
  declare isActive: boolean;
  declare createdAt: Date;
  declare updatedAt: Date;

  declare poster?: Image | null;

  static get relationMappings(): RelationMappings {
    return {
      poster: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: Image,
        join: { from: "jobs.poster_image_id", to: "images.id" },
      },
    };
  }
}
