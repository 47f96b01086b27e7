import { describe, expect, it } from "vitest";
import { migrations } from "../../migrations/index.js";
import { API_ROLES } from "../../server/api/access.js";
import { apiRoutes } from "../../server/api/index.js";
import { AdminUser } from "../../server/db/models/AdminUser.js";
import { createDb } from "../../server/db/knex.js";
import { migrateLatest, migrateTo } from "../../server/db/migrate.js";
import { removeAdmin, setAdminDisabled, setAdminRole } from "../../server/modules/auth/accounts.server.js";
import { createIntegrationToken } from "../../server/modules/auth/api-tokens.server.js";
import { newAdmin } from "../support/admins.js";
import { expectAnswer, useApiWithAdmin } from "../support/api-client.js";
import { createTemporaryDatabase } from "../support/database.js";
import { createIsolatedServices } from "../support/services.js";

/*
 * Roles (docs/product.md, "Roles"): the REST API's rule for every token route, tokens that act with their creator's
 * role or a narrower one, the last owner kept, role changes audited and effective at once, and the migration that
 * makes every existing account an owner. The admin screens' rules are walked route by route in
 * admin-routes-guard.test.ts.
 */

const env = useApiWithAdmin("roles", "10.71");
const PASSWORD = "correct horse battery";

describe("the REST API's role rules", () => {
  it("has a rule for every token route, and none for a route that does not exist", () => {
    const tokenRoutes = apiRoutes()
      .filter((r) => r.access === "token")
      .map((r) => `${r.method.toUpperCase()} ${r.path}`);
    expect(
      tokenRoutes.filter((r) => !(r in API_ROLES)),
      "add these to server/api/access.ts",
    ).toEqual([]);
    expect(Object.keys(API_ROLES).filter((r) => !tokenRoutes.includes(r))).toEqual([]);
    expect(Object.values(API_ROLES)).toContain("owner");
  });

  it("refuses an editor's token the owner routes and serves it the editor routes", async () => {
    const { client, services } = env;
    await newAdmin(services.db, "api-editor", PASSWORD, "editor");
    const token = await client.login("api-editor", PASSWORD);
    const auth = { authorization: `Token ${token}` };
    await expectAnswer(await client.call("/backend/auth/users/", { headers: auth }), 403, {
      detail: "You do not have permission to perform this action.",
    });
    await expectAnswer(
      await client.call(
        "/backend/auth/users/",
        client.json("POST", { username: "sneaky", password: PASSWORD, role: "owner" }, auth),
      ),
      403,
    );
    await expectAnswer(await client.call("/backend/api/forms/1/", client.json("PATCH", { payment_amount: "1.00" }, auth)), 403);
    expect(await AdminUser.query(services.db).where("username", "sneaky").first()).toBeUndefined();
    // an editor route: served
    expect((await client.call("/backend/api/form_responses/", { headers: auth })).status).toBe(200);
    // an editor deletes only their own account
    await expectAnswer(
      await client.call(`/backend/auth/users/${env.adminId}/`, client.json("DELETE", { current_password: PASSWORD }, auth)),
      403,
    );
  });

  it("lets an owner create an editor through the API (an editor unless the owner says otherwise)", async () => {
    const { client, token, services } = env;
    const auth = { authorization: `Token ${token}` };
    await expectAnswer(
      await client.call("/backend/auth/users/", client.json("POST", { username: "api-made", password: PASSWORD }, auth)),
      201,
    );
    expect((await AdminUser.query(services.db).where("username", "api-made").first())?.role).toBe("editor");
  });

  it("acts with the narrower of the token's own role and its creator's current one, at once", async () => {
    const { client, services } = env;
    const owner = await newAdmin(services.db, "token-owner", PASSWORD, "owner");
    const actor = { adminUserId: owner.id, ip: "127.0.0.1" };
    const wide = await createIntegrationToken(services.db, { name: "Wide", days: 7 }, actor);
    const narrow = await createIntegrationToken(services.db, { name: "Narrow", days: 7, role: "editor" }, actor);
    const users = (t: string) => client.call("/backend/auth/users/", { headers: { authorization: `Token ${t}` } });
    expect((await users(wide.token)).status).toBe(200);
    expect((await users(narrow.token)).status).toBe(403);
    // the creator becomes an editor: the wide token is an editor's from the next call
    const outcome = await setAdminRole(services.db, { adminUserId: env.adminId, ip: null }, owner.id, "editor");
    expect(outcome.ok).toBe(true);
    expect((await users(wide.token)).status).toBe(403);
  });
});

describe("owners and editors", () => {
  it("keeps the last active owner: not disabled, removed or made an editor", async () => {
    const isolated = await createIsolatedServices("roles_accounts");
    const services = isolated.services[0]!;
    try {
      const owner = await newAdmin(services.db, "only-owner", PASSWORD, "owner");
      const other = await newAdmin(services.db, "second-owner", PASSWORD, "owner");
      const editor = await newAdmin(services.db, "an-editor", PASSWORD, "editor");
      const byOther = { adminUserId: other.id, ip: null };
      const byOwner = { adminUserId: owner.id, ip: null };
      // two owners: one may make the other an editor, and that change is audited
      expect(await setAdminRole(services.db, byOwner, other.id, "editor")).toMatchObject({ ok: true });
      const entry = await services
        .db("audit_log")
        .where({ action: "admin_user.role_change", entity_id: String(other.id) })
        .first();
      expect(entry.details).toMatchObject({ username: "second-owner", from: "owner", to: "editor" });
      // now `owner` is the last active owner: nobody can take it away
      expect(await setAdminRole(services.db, byOther, owner.id, "editor")).toEqual({ ok: false, reason: "last_owner" });
      expect(await setAdminDisabled(services.db, byOther, owner.id, true)).toEqual({ ok: false, reason: "last_owner" });
      expect(await removeAdmin(services.db, byOther, owner.id)).toEqual({ ok: false, reason: "last_owner" });
      // nor can it demote itself
      expect(await setAdminRole(services.db, byOwner, owner.id, "editor")).toEqual({ ok: false, reason: "self" });
      // an editor can be disabled and removed as before
      expect(await setAdminDisabled(services.db, byOwner, editor.id, true)).toMatchObject({ ok: true });
      expect((await AdminUser.query(services.db).findById(owner.id))?.role).toBe("owner");
    } finally {
      await isolated.close();
    }
  });

  it("makes every account that existed before roles an owner, and a new account an editor by default", async () => {
    const database = await createTemporaryDatabase("roles_migration");
    const db = createDb(database.url);
    try {
      // the schema just before roles existed
      const before = migrations[migrations.findIndex((m) => m.name === "0021_admin_roles") - 1]!.name;
      await migrateTo(db, before);
      await db("admin_users").insert({ username: "old-timer", password_hash: "x" });
      await migrateLatest(db);
      expect((await db("admin_users").where("username", "old-timer").first()).role).toBe("owner");
      await db("admin_users").insert({ username: "newcomer", password_hash: "x" });
      expect((await db("admin_users").where("username", "newcomer").first()).role).toBe("editor");
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
