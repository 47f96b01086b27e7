import type { RelationMappings } from "objection";
import { z } from "zod";
import { belongsToOne, table } from "./base.js";
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
export class Session extends table("sessions", sessionRow) {
  declare adminUser?: AdminUser;

  static relationMappings = (): RelationMappings => ({
    adminUser: belongsToOne(AdminUser, "sessions.admin_user_id", "admin_users.id"),
  });
}
