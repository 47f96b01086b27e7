import type { RelationMappings } from "objection";
import { z } from "zod";
import { AdminUser } from "./AdminUser.js";
import { BaseModel, belongsToOne } from "./base.js";

export const contentVersionRow = z.object({
  id: z.number().int(),
  document: z.string(),
  /** 1, 2, 3, … per document. */
  number: z.number().int(),
  content: z.custom<unknown>((v) => v !== null && v !== undefined),
  /** What changed, in words. */
  summary: z.string(),
  createdBy: z.number().int().nullable(),
  createdAt: z.date(),
});

/** The class and this interface merge: the row's fields are the model's properties (see base.ts). */
export interface ContentVersion extends z.infer<typeof contentVersionRow> {}
export class ContentVersion extends BaseModel {
  static tableName = "content_versions";
  static row = contentVersionRow;
  static jsonAttributes = ["content"];

  declare author?: AdminUser | null;

  static get relationMappings(): RelationMappings {
    return {
      author: belongsToOne(AdminUser, "content_versions.created_by", "admin_users.id"),
    };
  }
}
