import type { RelationMappings } from "objection";
import { BaseModel } from "./base.js";
import { Image } from "./Image.js";

export const PORTFOLIO_TYPES = ["residential", "commercial", "renovation", "industrial", "infrastructure", "other"] as const;
export type PortfolioType = (typeof PORTFOLIO_TYPES)[number];

export class PortfolioProject extends BaseModel {
  static tableName = "portfolio_projects";
  static jsonAttributes = ["features", "tags", "gallery"];

  declare id: number;
  declare title: string;
  declare type: PortfolioType;
  declare location: string;
  declare mainImageId: number | null;
  declare description: string;
  /** 'YYYY-MM-DD' */
  declare completionDate: string | null;
  declare client: string;
  declare duration: string;
  declare size: string;
  declare features: string[];
  declare tags: string[];
  /** images.id values in display order. */
  declare gallery: number[];
  declare position: number;
  declare createdAt: Date;
  declare updatedAt: Date;

  declare mainImage?: Image | null;

  static get relationMappings(): RelationMappings {
    return {
      mainImage: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: Image,
        join: { from: "portfolio_projects.main_image_id", to: "images.id" },
      },
    };
  }
}
