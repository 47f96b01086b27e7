import type { RelationMappings } from "objection";
import { z } from "zod";
import { belongsToOne, table } from "./base.js";
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
  /** False: kept for the editor, hidden from the site. */
  published: z.boolean(),
  /** What screen readers say for the main image; empty when decorative. */
  mainImageAlt: z.string(),
  mainImageDecorative: z.boolean(),
  /** Alt text of each `gallery` image, in the same order. */
  galleryAlt: z.array(z.object({ alt: z.string(), decorative: z.boolean() })),
  createdAt: z.date(),
  updatedAt: z.date(),
});

export type PortfolioProjectRow = z.infer<typeof portfolioProjectRow>;
/** A project of the portfolio (see base.ts for the row/class merge). */
export interface PortfolioProject extends PortfolioProjectRow {}
export class PortfolioProject extends table("portfolio_projects", portfolioProjectRow, {
  jsonAttributes: ["features", "tags", "gallery", "galleryAlt"],
}) {
  declare mainImage?: Image | null;

  static relationMappings = (): RelationMappings => ({
    mainImage: belongsToOne(Image, "portfolio_projects.main_image_id", "images.id"),
  });
}
