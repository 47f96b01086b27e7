import type { Knex } from "knex";

export interface AuditEntry {
  /** Null for actions without a signed-in admin (e.g. the command-line admin:create). */
  adminUserId: number | null;
  /** Dotted verb, e.g. `auth.login`, `image.upload`, `admin_user.create`. */
  action: string;
  /** Table or domain object the action touched, e.g. `admin_user`, `image`. */
  entity: string;
  entityId?: string | number | null;
  details?: Record<string, unknown>;
  ip?: string | null;
}

/** Who does it, for the audit log. */
export type Actor = Pick<AuditEntry, "adminUserId" | "ip">;

/** Appends one row to audit_log. Pass the caller's transaction so the record commits or rolls back with the change. */
export async function recordAudit(db: Knex | Knex.Transaction, entry: AuditEntry): Promise<void> {
  await db("audit_log").insert({
    admin_user_id: entry.adminUserId,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId == null ? null : String(entry.entityId),
    details: JSON.stringify(entry.details ?? {}),
    ip: entry.ip ?? null,
  });
}
