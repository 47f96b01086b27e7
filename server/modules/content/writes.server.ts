import type { Services } from "../../services.js";
import { publishInvalidation } from "./cache.server.js";

/**
 * Tables whose rows appear on public pages. A write to any of them invalidates every cached page and
 * every cached content read, on every instance (docs/decisions/0008-page-cache.md).
 */
export const CONTENT_TABLES: ReadonlySet<string> = new Set([
  "site_settings",
  "content_translations",
  "pages",
  "service_cards",
  "service_list_items",
  "portfolio_projects",
  "manpower_projects",
  "service_slug_redirects",
  "gallery_items",
  "gallery_categories",
  "jobs",
  "forms",
  "form_fields",
  "images",
  "image_variants",
]);

/** Every table an SQL statement writes: `insert into`, `update`, `delete from`, `truncate` (CTEs included). */
const WRITE =
  /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?/gi;

export function writesContent(sql: string): boolean {
  for (const match of sql.matchAll(WRITE)) {
    if (CONTENT_TABLES.has(match[1]!.toLowerCase())) return true;
  }
  return false;
}

interface QueryEvent {
  sql?: string;
  __knexUid?: string;
  __knexTxId?: string;
}

/**
 * Watches every statement this process runs through `services.db` (Objection models, knex builders and raw
 * SQL alike) and announces content writes once they are visible to other connections: right after an
 * autocommitted statement succeeds, or when the transaction that made them commits (a rollback announces
 * nothing). Installed once per process by createServices.
 */
export function watchContentWrites(services: Services): void {
  /** Connections with an open transaction that wrote content. */
  const dirty = new Set<string>();
  const announce = () =>
    publishInvalidation(services, "*").catch((err: Error) =>
      services.logger.warn({ err: err.message }, "content invalidation publish failed"),
    );

  services.db.on("query-response", (_response: unknown, query: QueryEvent) => {
    if (!query.sql || !writesContent(query.sql)) return;
    if (query.__knexTxId && query.__knexUid) dirty.add(query.__knexUid);
    else void announce();
  });
  services.db.on("query", (query: QueryEvent) => {
    if (!query.__knexUid || !dirty.has(query.__knexUid) || !query.sql) return;
    const sql = query.sql.trim().toUpperCase();
    if (sql.startsWith("COMMIT")) {
      dirty.delete(query.__knexUid);
      // The COMMIT is on its way: receivers also hold off storing pages for a moment (page-cache.ts).
      void announce();
    } else if (sql.startsWith("ROLLBACK") && !sql.startsWith("ROLLBACK TO")) {
      dirty.delete(query.__knexUid);
    }
  });
}
