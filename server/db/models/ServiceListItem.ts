import type { RelationMappings } from "objection";
import { BaseModel } from "./base.js";
import { Image } from "./Image.js";

export class ServiceListItem extends BaseModel {
  static tableName = "service_list_items";
  static jsonAttributes = ["features"];

  declare id: number;
  declare imageId: number | null;
  declare title: string;
  declare slug: string;
  declare category: string;
  /** SVG path data drawn in a 24×24 viewBox. */
  declare iconPath: string;
  declare description: string;
  declare features: string[];
  declare position: number;
  declare createdAt: Date;
  declare updatedAt: Date;

  declare image?: Image | null;

  static get relationMappings(): RelationMappings {
    return {
      image: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: Image,
        join: { from: "service_list_items.image_id", to: "images.id" },
      },
    };
  }
}
