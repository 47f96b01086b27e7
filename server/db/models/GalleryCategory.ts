import { z } from "zod";
import { table } from "./base.js";

export const galleryCategoryRow = z.object({
  /** A library category (images.category) whose gallery images get a filter chip on /gallery. */
  category: z.string(),
  /** The chip's text visitors read. */
  label: z.string(),
  position: z.number().int(),
});

/** One category filter chip of the public gallery (published from the admin Gallery editor). */
export interface GalleryCategory extends z.infer<typeof galleryCategoryRow> {}
export class GalleryCategory extends table("gallery_categories", galleryCategoryRow, { idColumn: "category" }) {}
