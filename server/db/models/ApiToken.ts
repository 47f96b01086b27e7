import type { RelationMappings } from "objection";
import { z } from "zod";
import { ROLES } from "../../modules/auth/roles.js";
import { belongsToOne, table } from "./base.js";
import { AdminUser } from "./AdminUser.js";

export const apiTokenRow = z.object({
  id: z.number().int(),
  adminUserId: z.number().int(),
  /** sha256 hex of the token; the token itself is never stored. */
  tokenHash: z.string(),
  /** An integration token's name (the API tokens screen); null for a sign-in token. */
  name: z.string().nullable(),
  createdAt: z.date(),
  lastUsedAt: z.date().nullable(),
  expiresAt: z.date(),
  /** A narrower role than its creator's for an integration token; null: the creator's role, whatever it is now. */
  role: z.enum(ROLES).nullable(),
});

export interface ApiToken extends z.infer<typeof apiTokenRow> {}
export class ApiToken extends table("api_tokens", apiTokenRow) {
  declare adminUser?: AdminUser;

  static relationMappings = (): RelationMappings => ({
    adminUser: belongsToOne(AdminUser, "api_tokens.admin_user_id", "admin_users.id"),
  });
}
