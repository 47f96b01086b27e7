import type { RelationMappings } from "objection";
import { z } from "zod";
import { AdminUser } from "./AdminUser.js";
import { belongsToOne, table } from "./base.js";
import { translationsColumn } from "./ContentTranslation.js";

export const contentVersionRow = z.object({
  id: z.number().int(),
  document: z.string(),
  /** 1, 2, 3, … per document. */
  number: z.number().int(),
  content: z.custom<unknown>((v) => v !== null && v !== undefined),
  /** Bangla and Arabic published with it. */
  translations: translationsColumn,
  /** What changed, in words. */
  summary: z.string(),
  createdBy: z.number().int().nullable(),
  createdAt: z.date(),
});

/** The class and this interface merge: the row's fields are the model's properties (see base.ts). */
export interface ContentVersion extends z.infer<typeof contentVersionRow> {}
export class ContentVersion extends table("content_versions", contentVersionRow, {
  jsonAttributes: ["content", "translations"],
}) {
  declare author?: AdminUser | null;

  static relationMappings = (): RelationMappings => ({
    author: belongsToOne(AdminUser, "content_versions.created_by", "admin_users.id"),
  });
}
