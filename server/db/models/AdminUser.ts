import type { RelationMappings } from "objection";
import { z } from "zod";
import { ROLES } from "../../modules/auth/roles.js";
import { hasMany, table } from "./base.js";
import { Session } from "./Session.js";
import { ApiToken } from "./ApiToken.js";

export const adminUserRow = z.object({
  id: z.number().int(),
  /** Always lowercase (database check). */
  username: z.string(),
  passwordHash: z.string(),
  displayName: z.string().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
  lastLoginAt: z.date().nullable(),
  /** Set while the account is disabled: no sign-in, and its sessions and API tokens are ignored. */
  disabledAt: z.date().nullable(),
  /** What the account may do (server/modules/auth/roles.ts). */
  role: z.enum(ROLES),
});

export interface AdminUser extends z.infer<typeof adminUserRow> {}
export class AdminUser extends table("admin_users", adminUserRow) {
  declare sessions?: Session[];
  declare apiTokens?: ApiToken[];

  static relationMappings = (): RelationMappings => ({
    sessions: hasMany(Session, "admin_users.id", "sessions.admin_user_id"),
    apiTokens: hasMany(ApiToken, "admin_users.id", "api_tokens.admin_user_id"),
  });
}
