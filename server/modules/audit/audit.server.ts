import { AsyncLocalStorage } from "node:async_hooks";
import type { Knex } from "knex";
import { z } from "zod";
import { AuditLogEntry } from "../../db/models/AuditLogEntry.js";
import { mapItems, pageParam, paginateNewestFirst, type Page } from "../../db/paginate.js";
import { AdminUser } from "../../db/models/index.js";
import { AUDIT_KINDS, type AuditAction, type AuditKind } from "./actions.js";

export interface AuditEntry extends Pick<AuditLogEntry, "adminUserId" | "entity"> {
  action: AuditAction;
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
  action: AuditAction,
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

const day = z.iso.date().optional().catch(undefined);

/** The log's filters: a person, a kind of record, and the office's calendar days `from`–`to` (both included). */
export const auditQuerySchema = z.object({
  /** Only changes to this kind of record; empty for all. */
  entity: z
    .enum(Object.keys(AUDIT_KINDS) as [AuditKind, ...AuditKind[]])
    .or(z.literal(""))
    .catch(""),
  /** Only what this admin did (their id). */
  who: z.coerce.number().int().positive().optional().catch(undefined),
  from: day,
  to: day,
  page: pageParam,
});
type AuditQuery = z.output<typeof auditQuerySchema>;

/** One entry of the audit log page. */
interface AuditItem extends Pick<AuditLogEntry, "id" | "action" | "entity" | "entityId" | "details" | "ip" | "createdAt"> {
  /** The admin's username; null for the system (or a deleted admin). */
  who: string | null;
}

/** Newest first, filtered; with the admins who appear in the log, for the person filter. */
export async function listAuditLog(
  db: Knex,
  query: AuditQuery,
  timeZone: string,
): Promise<Page<AuditItem> & { people: { id: number; username: string }[] }> {
  const [found, people] = await Promise.all([
    paginateNewestFirst(
      AuditLogEntry.query(db)
        .modify((qb) => {
          if (query.entity) qb.where("entity", query.entity);
          if (query.who) qb.where("admin_user_id", query.who);
          if (query.from) qb.whereRaw("created_at >= (?::date::timestamp AT TIME ZONE ?)", [query.from, timeZone]);
          if (query.to) qb.whereRaw("created_at < ((?::date + 1)::timestamp AT TIME ZONE ?)", [query.to, timeZone]);
        })
        .withGraphFetched("adminUser")
        .modifyGraph("adminUser", (qb) => qb.select("id", "username")),
      "created_at",
      query.page,
      AUDIT_PAGE_SIZE,
    ),
    AdminUser.query(db)
      .whereIn("id", AuditLogEntry.query(db).distinct("admin_user_id").whereNotNull("admin_user_id"))
      .orderBy("username")
      .select("id", "username"),
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
      who: e.adminUser ? e.adminUser.username : null,
    })),
    people: people.map((p) => ({ id: p.id, username: p.username })),
  };
}
