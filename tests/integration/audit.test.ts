import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditQuerySchema, listAuditLog, recordAudit } from "../../server/modules/audit/audit.server.js";
import type { Services } from "../../server/services.js";
import { createTestServices } from "../support/services.js";
import { createTestAdmin, uniqueTag } from "./library-support.js";

let services: Services;
let adminUserId: number;

beforeAll(async () => {
  services = await createTestServices();
  adminUserId = await createTestAdmin(services);
});
afterAll(async () => {
  await services?.close();
});

describe("audit log", () => {
  it("records entries with their details and lists them newest first, filtered by entity, naming the admin", async () => {
    const entity = `probe_${uniqueTag()
      .toLowerCase()
      .replace(/[^a-z]/g, "x")}`;
    await recordAudit(services.db, {
      adminUserId,
      action: `${entity}.create`,
      entity,
      entityId: 7,
      details: { size: 12 },
      ip: "203.0.113.1",
    });
    await recordAudit(services.db, { adminUserId: null, action: `${entity}.delete`, entity, entityId: "7" });

    const log = await listAuditLog(services.db, auditQuerySchema.parse({ entity }));
    expect(log.total).toBe(2);
    expect(log.entities).toContain(entity);
    const username = (await services.db("admin_users").where({ id: adminUserId }).first()).username as string;
    expect(log.items.map((e) => [e.action, e.entityId, e.who, e.details, e.ip])).toEqual([
      [`${entity}.delete`, "7", null, {}, null],
      [`${entity}.create`, "7", username, { size: 12 }, "203.0.113.1"],
    ]);

    // an unknown filter or page reads as "everything, first page"; a page past the end shows the last one
    expect(auditQuerySchema.parse({ entity: "DROP TABLE", page: "x" })).toEqual({ entity: "", page: 1 });
    const last = await listAuditLog(services.db, auditQuerySchema.parse({ entity, page: "99" }));
    expect(last).toMatchObject({ page: 1, pageCount: 1, total: 2 });
  });
});
