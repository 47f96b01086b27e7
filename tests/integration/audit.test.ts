import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditSentence, isWorded } from "../../app/components/admin/audit-sentences.js";
import { AUDIT_ACTIONS, AUDIT_KINDS } from "../../server/modules/audit/actions.js";
import { auditQuerySchema, listAuditLog, recordAudit } from "../../server/modules/audit/audit.server.js";
import type { Services } from "../../server/services.js";
import { createTestServices } from "../support/services.js";
import { createTestAdmin } from "./library-support.js";

const DHAKA = "Asia/Dhaka";
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
  it("lists newest first in sentences, filtered by person, kind and the office's days", async () => {
    const username = (await services.db("admin_users").where({ id: adminUserId }).first()).username as string;
    // 23:30 on the 26th in Dhaka (17:30 UTC) and 00:30 on the 27th in Dhaka (18:30 UTC on the 26th)
    await recordAudit(services.db, {
      adminUserId,
      action: "quote_request.status",
      entity: "quote_request",
      entityId: 2,
      details: { from: "new", to: "read" },
      ip: "203.0.113.1",
    });
    await services.db("audit_log").where({ admin_user_id: adminUserId }).update({ created_at: "2026-11-26T17:30:00Z" });
    await recordAudit(services.db, {
      adminUserId,
      action: "content.publish",
      entity: "content",
      entityId: "settings:footer",
      details: { version: 3 },
    });
    await services
      .db("audit_log")
      .where({ admin_user_id: adminUserId, action: "content.publish" })
      .update({ created_at: "2026-11-26T18:30:00Z" });

    const list = (q: Record<string, string>) =>
      listAuditLog(services.db, auditQuerySchema.parse({ who: String(adminUserId), ...q }), DHAKA);
    const all = await list({});
    expect(all.items.map((e) => auditSentence(e.who, e))).toEqual([
      `${username} published the footer (version 3)`,
      `${username} changed quote #2 to Read`,
    ]);
    expect(all.people).toContainEqual({ id: adminUserId, username });
    expect((await list({ entity: "quote_request" })).items.map((e) => e.action)).toEqual(["quote_request.status"]);
    expect((await list({ from: "2026-11-27", to: "2026-11-27" })).items.map((e) => e.action)).toEqual(["content.publish"]);
    expect((await list({ to: "2026-11-26" })).items.map((e) => e.action)).toEqual(["quote_request.status"]);

    // unusable filters read as "everything, first page"
    expect(auditQuerySchema.parse({ entity: "DROP TABLE", page: "x", who: "me", from: "27/11" })).toEqual({
      entity: "",
      page: 1,
    });
  });

  it("words every action the code writes", () => {
    // every "<kind>.<verb>" literal in the server's and workers' code with a kind the log knows is an action written
    const kinds = [...Object.keys(AUDIT_KINDS), "auth"].join("|");
    const literal = new RegExp(`"((?:${kinds})\\.[a-z_]+(?:\\.[a-z_]+)?)"`, "g");
    const written = new Set<string>();
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry.name) && path !== join("server", "modules", "audit", "actions.ts"))
          for (const m of readFileSync(path, "utf8").matchAll(literal)) written.add(m[1]!);
      }
    };
    walk("server");
    walk("workers");
    // a column named through a table alias reads like an action
    written.delete("image.status");
    expect(written.size).toBeGreaterThan(30);
    expect([...written].filter((a) => !(AUDIT_ACTIONS as readonly string[]).includes(a))).toEqual([]);
    expect(AUDIT_ACTIONS.filter((a) => !written.has(a))).toEqual([]);
    for (const action of AUDIT_ACTIONS) {
      expect(isWorded(action), action).toBe(true);
      const sentence = auditSentence("rina.akter", { action, entityId: "5", details: {} });
      expect(sentence, action).toMatch(/^rina\.akter [a-z]/);
      expect(sentence, action).not.toMatch(/undefined|null|_|\[object/);
    }
  });
});
