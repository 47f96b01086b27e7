import { AsyncLocalStorage } from "node:async_hooks";
import type { Knex } from "knex";
import { z } from "zod";
import { AuditLogEntry } from "../../db/models/AuditLogEntry.js";
import { mapItems, pageParam, paginateNewestFirst, type Page } from "../../db/paginate.js";

export interface AuditEntry extends Pick<AuditLogEntry, "adminUserId" | "action" | "entity"> {
  entityId?: string | number | null;
  details?: Record<string, unknown>;
  ip?: string | null;
}

/** Who does it, for the audit log. */
export type Actor = Pick<AuditEntry, "adminUserId" | "ip">;

/** How a change reached the server, when it did not come from the admin screens: the REST API names its token. */
interface AuditSource {
  via: "api_token";
  /** The integration token's name, or `sign-in` for a token from POST /backend/auth/token/login. */
  apiToken: string;
  apiTokenId: number;
}

const sources = new AsyncLocalStorage<AuditSource>();

/**
 * Runs `work` so that every audit record it writes, through whichever module, carries `source` in its details:
 * the REST API wraps each call (server/api/index.ts), so no module needs to know which door a change came through.
 */
export function withAuditSource<T>(source: AuditSource, work: () => Promise<T>): Promise<T> {
  return sources.run(source, work);
}

/** Appends one row to audit_log. Pass the caller's transaction so the record commits or rolls back with the change. */
export async function recordAudit(db: Knex | Knex.Transaction, entry: AuditEntry): Promise<void> {
  const source = sources.getStore();
  await AuditLogEntry.query(db).insert({
    adminUserId: entry.adminUserId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    details: { ...entry.details, ...source },
    ip: entry.ip ?? null,
  });
}

/**
 * Records `action` ("<entity>.<verb>", e.g. "image.update") by `actor` on the row `entityId` of the entity the action
 * names, with `details`; recordAudit for a record whose entity is another (a sign-in is recorded on the admin user).
 */
export function audit(
  db: Knex | Knex.Transaction,
  actor: Actor,
  action: `${string}.${string}`,
  entityId: AuditEntry["entityId"],
  details?: Record<string, unknown>,
): Promise<void> {
  return recordAudit(db, { ...actor, action, entity: action.slice(0, action.indexOf(".")), entityId, details });
}

/** One record for each row of a bulk change (a multi-select delete): `action` on `entity`, the row's id and `details`. */
export async function recordAuditEach<R extends { id: number }>(
  db: Knex | Knex.Transaction,
  actor: Actor,
  { action, entity }: Pick<AuditEntry, "action" | "entity">,
  rows: readonly R[],
  details: (row: R) => Record<string, unknown>,
): Promise<void> {
  for (const row of rows) await recordAudit(db, { ...actor, action, entity, entityId: row.id, details: details(row) });
}

const AUDIT_PAGE_SIZE = 50;

export const auditQuerySchema = z.object({
  /** Only changes to this entity (`image`, `form_field`, …); empty for all. */
  entity: z
    .string()
    .trim()
    .max(60)
    .regex(/^[a-z_]*$/)
    .catch(""),
  page: pageParam,
});
type AuditQuery = z.output<typeof auditQuerySchema>;

/** One line of the audit log page. */
interface AuditItem extends Pick<AuditLogEntry, "id" | "action" | "entity" | "entityId" | "details" | "ip" | "createdAt"> {
  /** The admin's display name or username; null for the system (or a deleted admin). */
  who: string | null;
}

/** Newest first, optionally one entity; with every entity recorded so far, for the filter. */
export async function listAuditLog(db: Knex, query: AuditQuery): Promise<Page<AuditItem> & { entities: string[] }> {
  const [found, entities] = await Promise.all([
    paginateNewestFirst(
      AuditLogEntry.query(db)
        .modify((qb) => {
          if (query.entity) qb.where("entity", query.entity);
        })
        .withGraphFetched("adminUser")
        .modifyGraph("adminUser", (qb) => qb.select("id", "username", "display_name")),
      "created_at",
      query.page,
      AUDIT_PAGE_SIZE,
    ),
    AuditLogEntry.query(db).distinct("entity").orderBy("entity"),
  ]);
  return {
    ...mapItems(found, (e) => ({
      id: e.id,
      action: e.action,
      entity: e.entity,
      entityId: e.entityId,
      details: e.details,
      ip: e.ip,
      createdAt: e.createdAt,
      who: e.adminUser ? (e.adminUser.displayName ?? e.adminUser.username) : null,
    })),
    entities: entities.map((e) => e.entity),
  };
}
