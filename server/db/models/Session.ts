import type { RelationMappings } from "objection";
import { z } from "zod";
import { BaseModel, belongsToOne } from "./base.js";
import { AdminUser } from "./AdminUser.js";

export const sessionRow = z.object({
  /** sha256 hex of the cookie token; the token itself is never stored. */
  id: z.string(),
  adminUserId: z.number().int(),
  createdAt: z.date(),
  expiresAt: z.date(),
  lastSeenAt: z.date(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});

export interface Session extends z.infer<typeof sessionRow> {}
export class Session extends BaseModel {
  static tableName = "sessions";
  static row = sessionRow;

  declare adminUser?: AdminUser;

  static get relationMappings(): RelationMappings {
    return {
      adminUser: belongsToOne(AdminUser, "sessions.admin_user_id", "admin_users.id"),
    };
  }
}
