import type { RelationMappings } from "objection";
import { z } from "zod";
import { belongsToOne, table } from "./base.js";
import { AdminUser } from "./AdminUser.js";

export const auditLogEntryRow = z.object({
  /** bigserial; the pool parses int8 to a number (server/db/knex.ts). */
  id: z.number().int(),
  /** Null for actions without a signed-in admin (e.g. the command-line admin:create), or once the admin is deleted. */
  adminUserId: z.number().int().nullable(),
  /** Dotted verb, e.g. `auth.login`, `image.upload`, `admin_user.create`. */
  action: z.string(),
  /** Table or domain object the action touched, e.g. `admin_user`, `image`. */
  entity: z.string(),
  entityId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  createdAt: z.date(),
});

export interface AuditLogEntry extends z.infer<typeof auditLogEntryRow> {}
export class AuditLogEntry extends table("audit_log", auditLogEntryRow, { jsonAttributes: ["details"] }) {
  declare adminUser?: AdminUser | null;

  static relationMappings = (): RelationMappings => ({
    adminUser: belongsToOne(AdminUser, "audit_log.admin_user_id", "admin_users.id"),
  });
}
