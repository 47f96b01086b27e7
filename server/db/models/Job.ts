import type { RelationMappings } from "objection";
import { z } from "zod";
import { BaseModel } from "./base.js";
import { FormResponse } from "./FormResponse.js";
import { Image } from "./Image.js";

export const jobRow = z.object({
  id: z.number().int(),
  title: z.string(),
  city: z.string(),
  country: z.string(),
  industry: z.string(),
  requirements: z.string(),
  posterImageId: z.number().int().nullable(),
  isActive: z.boolean(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type JobRow = z.infer<typeof jobRow>;

/** The class and this interface merge: the row's fields are the model's properties (see base.ts). */
export interface Job extends JobRow {}
export class Job extends BaseModel {
  static tableName = "jobs";
  static row = jobRow;

  declare poster?: Image | null;
  /** Form 4 responses that applied for this job. */
  declare applications?: FormResponse[];

  static get relationMappings(): RelationMappings {
    return {
      poster: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: Image,
        join: { from: "jobs.poster_image_id", to: "images.id" },
      },
      applications: {
        relation: BaseModel.HasManyRelation,
        modelClass: FormResponse,
        join: { from: "jobs.id", to: "form_responses.job_id" },
      },
    };
  }
}
