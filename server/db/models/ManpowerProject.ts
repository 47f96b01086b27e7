import type { RelationMappings } from "objection";
import { z } from "zod";
import { BaseModel, belongsToOne } from "./base.js";
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
  position: z.number().int(),
  createdAt: z.date(),
  updatedAt: z.date(),
});

export type ManpowerProjectRow = z.infer<typeof manpowerProjectRow>;
/** A project the company supplies workers to (see base.ts for the row/class merge). */
export interface ManpowerProject extends ManpowerProjectRow {}
export class ManpowerProject extends BaseModel {
  static tableName = "manpower_projects";
  static row = manpowerProjectRow;

  declare image?: Image | null;

  static get relationMappings(): RelationMappings {
    return {
      image: belongsToOne(Image, "manpower_projects.image_id", "images.id"),
    };
  }
}
