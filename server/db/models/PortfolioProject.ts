import type { RelationMappings } from "objection";
import { z } from "zod";
import { BaseModel, belongsToOne } from "./base.js";
import { PORTFOLIO_TYPES } from "./content-enums.js";
import { Image } from "./Image.js";

export const portfolioProjectRow = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.enum(PORTFOLIO_TYPES),
  location: z.string(),
  mainImageId: z.number().int().nullable(),
  description: z.string(),
  /** 'YYYY-MM-DD' */
  completionDate: z.string().nullable(),
  client: z.string(),
  duration: z.string(),
  size: z.string(),
  features: z.array(z.string()),
  tags: z.array(z.string()),
  /** images.id values in display order. */
  gallery: z.array(z.number().int()),
  position: z.number().int(),
  createdAt: z.date(),
  updatedAt: z.date(),
});

export type PortfolioProjectRow = z.infer<typeof portfolioProjectRow>;
/** A project of the portfolio (see base.ts for the row/class merge). */
export interface PortfolioProject extends PortfolioProjectRow {}
export class PortfolioProject extends BaseModel {
  static tableName = "portfolio_projects";
  static row = portfolioProjectRow;
  static jsonAttributes = ["features", "tags", "gallery"];

  declare mainImage?: Image | null;

  static get relationMappings(): RelationMappings {
    return {
      mainImage: belongsToOne(Image, "portfolio_projects.main_image_id", "images.id"),
    };
  }
}
