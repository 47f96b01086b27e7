import { randomBytes } from "node:crypto";
import type { Knex } from "knex";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { changeOwnPassword, listAdmins, removeAdmin, setAdminDisabled } from "../../server/modules/auth/accounts.server.js";
import { findAdminByUsername } from "../../server/modules/auth/admins.server.js";
import { newAdmin } from "../support/admins.js";
import { findApiTokenAdmin, issueApiToken } from "../../server/modules/auth/api-tokens.server.js";
import { verifyPassword } from "../../server/modules/auth/password.server.js";
import { createSession, findSession, hashToken } from "../../server/modules/auth/sessions.server.js";
import { useMigratedDatabase } from "../support/services.js";

let db: Knex;
// A database of its own: the "last active admin" rule counts every admin in it.
useMigratedDatabase("accounts", (ready) => (db = ready));
// the current-password check counts against the sign-in throttle (keys by random username here)
let redis: Redis;
beforeAll(() => {
  redis = new Redis(inject("testEnv").redisUrl);
});
afterAll(async () => {
  await redis.quit();
});

const PASSWORD = "a-long-password-2026";
const name = (prefix: string) => `${prefix}-${randomBytes(3).toString("hex")}`;
const actorOf = (id: number) => ({ adminUserId: id, ip: "203.0.113.9" });

async function audit(action: string, entityId: number) {
  return db("audit_log")
    .where({ action, entity_id: String(entityId) })
    .first();
}

describe("admin accounts", () => {
  it("disabling ends the account's sessions and API tokens at once and blocks its sign-in; enabling allows it again", async () => {
    const boss = await newAdmin(db, name("boss"), PASSWORD);
    const clerk = await newAdmin(db, name("clerk"), PASSWORD);
    const session = await createSession(db, clerk.id);
    const token = await issueApiToken(db, clerk.id);
    expect(await findSession(db, session.token)).not.toBeNull();
    expect(await findApiTokenAdmin(db, token)).not.toBeNull();

    const outcome = await setAdminDisabled(db, actorOf(boss.id), clerk.id, true);
    expect(outcome).toMatchObject({ ok: true, account: { id: clerk.id } });
    expect(await findSession(db, session.token)).toBeNull();
    expect(await findApiTokenAdmin(db, token)).toBeNull();
    expect(await findAdminByUsername(db, clerk.username)).toBeUndefined();
    expect(await audit("admin_user.disable", clerk.id)).toBeDefined();
    const listed = (await listAdmins(db)).find((a) => a.id === clerk.id);
    expect(listed?.disabledAt).toBeInstanceOf(Date);

    // A session created while disabled (e.g. a race with sign-in) is ignored too.
    const late = await createSession(db, clerk.id);
    expect(await findSession(db, late.token)).toBeNull();

    expect(await setAdminDisabled(db, actorOf(boss.id), clerk.id, false)).toMatchObject({ ok: true });
    expect(await findAdminByUsername(db, clerk.username)).toBeDefined();
    expect(await findSession(db, late.token)).not.toBeNull();
    expect(await audit("admin_user.enable", clerk.id)).toBeDefined();
  });

  it("an admin can neither disable nor remove themself", async () => {
    const me = await newAdmin(db, name("me"), PASSWORD);
    expect(await setAdminDisabled(db, actorOf(me.id), me.id, true)).toEqual({ ok: false, reason: "self" });
    expect(await removeAdmin(db, actorOf(me.id), me.id)).toEqual({ ok: false, reason: "self" });
    expect((await listAdmins(db)).find((a) => a.id === me.id)?.disabledAt).toBeNull();
  });

  it("the last active admin can be neither disabled nor removed", async () => {
    // Disable every admin but two, then one of the two tries to take the other out.
    const keeper = await newAdmin(db, name("keeper"), PASSWORD);
    const other = await newAdmin(db, name("other"), PASSWORD);
    for (const a of await listAdmins(db)) {
      if (a.id !== keeper.id && a.id !== other.id && a.disabledAt === null) {
        expect(await setAdminDisabled(db, actorOf(keeper.id), a.id, true)).toMatchObject({ ok: true });
      }
    }
    expect(await setAdminDisabled(db, actorOf(keeper.id), other.id, true)).toMatchObject({ ok: true });
    // Only `keeper` is active now: a disabled admin's session cannot act, but the rule holds at the data layer too.
    expect(await setAdminDisabled(db, actorOf(other.id), keeper.id, true)).toEqual({ ok: false, reason: "last_active" });
    expect(await removeAdmin(db, actorOf(other.id), keeper.id)).toEqual({ ok: false, reason: "last_active" });
    // A disabled admin can be removed; the audit log keeps the username.
    expect(await removeAdmin(db, actorOf(keeper.id), other.id)).toMatchObject({
      ok: true,
      account: { username: other.username },
    });
    expect((await listAdmins(db)).some((a) => a.id === other.id)).toBe(false);
    expect((await audit("admin_user.remove", other.id))?.details).toMatchObject({ username: other.username });
    expect(await removeAdmin(db, actorOf(keeper.id), other.id)).toEqual({ ok: false, reason: "not_found" });
  });

  it("two admins disabling each other at the same moment leave one active", async () => {
    const a = await newAdmin(db, name("pair-a"), PASSWORD);
    const b = await newAdmin(db, name("pair-b"), PASSWORD);
    for (const x of await listAdmins(db)) {
      if (x.id !== a.id && x.id !== b.id && x.disabledAt === null) await setAdminDisabled(db, actorOf(a.id), x.id, true);
    }
    const outcomes = await Promise.all([
      setAdminDisabled(db, actorOf(a.id), b.id, true),
      setAdminDisabled(db, actorOf(b.id), a.id, true),
    ]);
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.filter((o) => !o.ok)).toEqual([{ ok: false, reason: "last_active" }]);
    expect((await listAdmins(db)).filter((x) => x.disabledAt === null)).toHaveLength(1);
  });

  it("changing one's password needs the current one and signs out the other sessions only", async () => {
    const me = await newAdmin(db, name("pw"), PASSWORD);
    const here = await createSession(db, me.id);
    const elsewhere = await createSession(db, me.id);
    const input = { sessionId: hashToken(here.token), currentPassword: "not-it", newPassword: "another-long-password" };
    expect(await changeOwnPassword({ db, redis }, actorOf(me.id), input)).toEqual({ ok: false, reason: "wrong_current" });
    expect(await findSession(db, elsewhere.token)).not.toBeNull();

    expect(await changeOwnPassword({ db, redis }, actorOf(me.id), { ...input, currentPassword: PASSWORD })).toEqual({
      ok: true,
      signedOut: 1,
    });
    expect(await findSession(db, here.token)).not.toBeNull();
    expect(await findSession(db, elsewhere.token)).toBeNull();
    const stored = await findAdminByUsername(db, me.username);
    expect(await verifyPassword(stored?.passwordHash, "another-long-password")).toBe(true);
    expect(await verifyPassword(stored?.passwordHash, PASSWORD)).toBe(false);
    expect(await audit("admin_user.password_change", me.id)).toBeDefined();
  });
});
