// What the audit log holds about one record.
import type { Knex } from "knex";

/** The `column` ("action" unless told) of each audit entry about one record, oldest first. */
export function auditTrail(db: Knex, entity: string, entityId: string | number, column: "action" | "details" = "action") {
  return db("audit_log")
    .where({ entity, entity_id: String(entityId) })
    .orderBy("id")
    .pluck(column);
}
