import type { RelationMappings } from "objection";
import { z } from "zod";
import { belongsToOne, table } from "./base.js";
import { collectionItemColumns } from "./collection-item.js";
import { MANPOWER_STATUSES } from "./content-enums.js";
import { Image } from "./Image.js";

export const manpowerProjectRow = z.object({
  id: z.number().int(),
  name: z.string(),
  contractor: z.string(),
  owner: z.string(),
  location: z.string(),
  /** Display text such as 'SR 10.2 Billion'. */
  value: z.string(),
  status: z.enum(MANPOWER_STATUSES),
  scope: z.string(),
  description: z.string(),
  imageId: z.number().int().nullable(),
  workers: z.number().int(),
  duration: z.string(),
  /** 'YYYY-MM-DD'; required when ongoing (database check). */
  startDate: z.string().nullable(),
  /** 'YYYY-MM-DD'; required when completed (database check). */
  completionDate: z.string().nullable(),
  ...collectionItemColumns,
});

export type ManpowerProjectRow = z.infer<typeof manpowerProjectRow>;
/** A project the company supplies workers to (see base.ts for the row/class merge). */
export interface ManpowerProject extends ManpowerProjectRow {}
export class ManpowerProject extends table("manpower_projects", manpowerProjectRow) {
  declare image?: Image | null;

  static relationMappings = (): RelationMappings => ({
    image: belongsToOne(Image, "manpower_projects.image_id", "images.id"),
  });
}
