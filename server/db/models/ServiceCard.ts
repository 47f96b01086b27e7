import type { RelationMappings } from "objection";
import { BaseModel } from "./base.js";
import { Image } from "./Image.js";

export const SERVICE_CARD_TYPES = ["residential", "commercial", "renovation", "foundation", "remodeling", "other"] as const;
export type ServiceCardType = (typeof SERVICE_CARD_TYPES)[number];

export class ServiceCard extends BaseModel {
  static tableName = "service_cards";
  static jsonAttributes = ["keyFeatures"];

  declare id: number;
  declare type: ServiceCardType;
  declare title: string;
  declare slug: string;
  declare shortDescription: string;
  /** numeric(12,2) as a string, e.g. "45000.00"; null means 'Get a Quote'. */
  declare startingPrice: string | null;
  declare keyFeatures: string[];
  declare imageId: number | null;
  declare position: number;
  declare createdAt: Date;
  declare updatedAt: Date;

  declare image?: Image | null;

  static get relationMappings(): RelationMappings {
    return {
      image: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: Image,
        join: { from: "service_cards.image_id", to: "images.id" },
      },
    };
  }
}
