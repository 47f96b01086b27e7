import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import Koa from "koa";
import { Redis } from "ioredis";
import type { Knex } from "knex";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config/index.js";
import { createApiRouter } from "../../server/http/api.js";
import { createAdmin, createAdminAudited } from "../../server/modules/auth/admins.server.js";
import { accepted } from "../support/outcome.js";
import { requireAdmin, signIn, signOut, verifyLogin, getAdminFromRequest } from "../../server/modules/auth/auth.server.js";
import { findSession, hashToken, SESSION_COOKIE } from "../../server/modules/auth/sessions.server.js";
import { LOGIN_USER_CEILING, takeFailedAttempts } from "../../server/modules/auth/rate-limit.server.js";
import type { AuthServices } from "../../server/modules/auth/types.js";
import type { Services } from "../../server/services.js";
import { useMigratedDatabase } from "../support/services.js";

const PASSWORD = "correct horse battery";
const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", PUBLIC_URL: "http://localhost:3000" });
const keyPrefix = `auth-test-${randomBytes(4).toString("hex")}:`;

let db: Knex;
useMigratedDatabase("auth", (ready) => (db = ready));
let redis: Redis;
let services: AuthServices;
let ipCounter = 0;
/** A fresh client address per test, so the per-IP counter only sees what the test does. */
const nextIp = () => `203.0.113.${++ipCounter}`;

beforeAll(async () => {
  redis = new Redis("redis://127.0.0.1:6379", { keyPrefix, maxRetriesPerRequest: 2 });
  services = { config, db, redis };
});

afterAll(async () => {
  const keys = await redis.keys(`${keyPrefix}*`);
  if (keys.length > 0) await redis.del(...keys.map((k) => k.slice(keyPrefix.length)));
  await redis.quit();
});

let username: string;
beforeEach(async () => {
  username = `admin-${randomBytes(3).toString("hex")}`;
  accepted(await createAdmin(db, username, PASSWORD));
});

function cookieFrom(setCookie: string): string {
  return setCookie.split(";")[0]!;
}

describe("createAdmin", () => {
  it("stores the username lowercase with an argon2id hash", async () => {
    const { admin } = accepted(await createAdmin(db, "  New.Admin_1 ", "0123456789"));
    expect(admin.username).toBe("new.admin_1");
    const row = await db("admin_users").where("id", admin.id).first();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it("refuses a taken username, bad usernames and short passwords with a reason, and stores nothing", async () => {
    const before = await db("admin_users").count<Array<{ count: string }>>("* as count");
    expect(await createAdmin(db, username.toUpperCase(), PASSWORD)).toEqual({ ok: false, reason: "taken" });
    for (const bad of ["ab", "has space", "x".repeat(33), ""]) {
      expect(await createAdmin(db, bad, PASSWORD)).toEqual({ ok: false, reason: "invalid_username" });
    }
    expect(await createAdmin(db, "fine-name", "short")).toEqual({ ok: false, reason: "invalid_password" });
    expect(await createAdmin(db, "ab", "short")).toEqual({ ok: false, reason: "invalid_username" });
    expect(await db("admin_users").count("* as count")).toEqual(before);
  });

  it("a taken username inside a caller's transaction leaves that transaction usable", async () => {
    const name = `tx-${randomBytes(3).toString("hex")}`;
    await db.transaction(async (trx) => {
      expect(await createAdmin(trx, username, PASSWORD)).toEqual({ ok: false, reason: "taken" });
      accepted(await createAdmin(trx, name, PASSWORD));
    });
    expect(await db("admin_users").where("username", name).first()).toBeDefined();
  });

  it("createAdminAudited records who created the account, and records nothing when the account is refused", async () => {
    const creator = (await db("admin_users").where("username", username).first()).id as number;
    const name = `made-${randomBytes(3).toString("hex")}`;
    const { admin: made } = accepted(
      await createAdminAudited(db, { username: name, password: PASSWORD }, { adminUserId: creator, ip: "203.0.113.4" }),
    );
    expect(await db("audit_log").where({ action: "admin_user.create", entity_id: String(made.id) })).toMatchObject([
      { admin_user_id: creator, ip: "203.0.113.4", details: { username: name } },
    ]);
    const before = await db("audit_log").where("action", "admin_user.create").count<Array<{ count: number }>>("* as count");
    expect(await createAdminAudited(db, { username: name, password: PASSWORD }, { adminUserId: creator })).toEqual({
      ok: false,
      reason: "taken",
    });
    expect(await db("audit_log").where("action", "admin_user.create").count("* as count")).toEqual(before);
  });
});

describe("verifyLogin", () => {
  it("accepts the right password (any username case) and stamps last_login_at", async () => {
    const result = await verifyLogin(services, username.toUpperCase(), PASSWORD, { ip: nextIp() });
    expect(result).toMatchObject({ ok: true, admin: { username } });
    const row = await db("admin_users").where({ username }).first();
    expect(row.last_login_at).toBeInstanceOf(Date);
  });

  it("refuses a wrong password and an unknown user alike", async () => {
    expect(await verifyLogin(services, username, "wrong password!", { ip: nextIp() })).toEqual({ ok: false, reason: "invalid" });
    expect(await verifyLogin(services, "nobody-here", PASSWORD, { ip: nextIp() })).toEqual({ ok: false, reason: "invalid" });
  });

  it("locks a username on one address after 5 failures there, and says how long to wait", async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      expect(await verifyLogin(services, username, `wrong-${i}`, { ip })).toMatchObject({ reason: "invalid" });
    }
    const limited = await verifyLogin(services, username, PASSWORD, { ip });
    expect(limited).toMatchObject({ ok: false, reason: "rate_limited" });
    if (limited.ok || limited.reason !== "rate_limited") throw new Error("expected rate limit");
    expect(limited.retryAfterMs).toBeGreaterThan(14 * 60 * 1000);
    expect(limited.retryAfterMs).toBeLessThanOrEqual(15 * 60 * 1000);
    // Keys live under this run's prefix only.
    expect((await redis.keys(`${keyPrefix}login-fail:user-ip:${username}|${ip}`)).length).toBe(1);
  });

  it("does not let attackers elsewhere lock the admin out (issue 10)", async () => {
    // 5 wrong passwords from each of four addresses: the old per-username lock would now refuse everyone.
    for (let a = 0; a < 4; a++) {
      const ip = nextIp();
      for (let i = 0; i < 5; i++) await verifyLogin(services, username, `wrong-${i}`, { ip });
      expect(await verifyLogin(services, username, PASSWORD, { ip })).toMatchObject({ reason: "rate_limited" });
    }
    expect(await verifyLogin(services, username, PASSWORD, { ip: nextIp() })).toMatchObject({ ok: true });
  });

  it("closes a username to unknown addresses after the global ceiling, never to one it signed in from", async () => {
    const known = nextIp();
    expect(await verifyLogin(services, username, PASSWORD, { ip: known })).toMatchObject({ ok: true });
    const attackers = Array.from({ length: LOGIN_USER_CEILING }, () => nextIp());
    for (let i = 0; i < attackers.length; i += 20) {
      await Promise.all(attackers.slice(i, i + 20).map((ip) => verifyLogin(services, username, "wrong password", { ip })));
    }
    const stranger = await verifyLogin(services, username, PASSWORD, { ip: nextIp() });
    expect(stranger).toMatchObject({ ok: false, reason: "rate_limited" });
    expect(await verifyLogin(services, username, PASSWORD, { ip: known })).toMatchObject({
      ok: true,
      failedAttempts: LOGIN_USER_CEILING,
    });
  });

  it("reports the wrong passwords since the previous sign-in, once", async () => {
    for (let i = 0; i < 3; i++) await verifyLogin(services, username, "wrong password", { ip: nextIp() });
    expect(await verifyLogin(services, username, PASSWORD, { ip: nextIp() })).toMatchObject({ ok: true, failedAttempts: 3 });
    expect(await verifyLogin(services, username, PASSWORD, { ip: nextIp() })).toMatchObject({ ok: true, failedAttempts: 0 });
    // shown on the first admin page of the session a browser sign-in opens
    await verifyLogin(services, username, "wrong password", { ip: nextIp() });
    const signedIn = await signIn(services, { username, password: PASSWORD, ip: nextIp() });
    if (!signedIn.ok) throw new Error("sign-in failed");
    const session = await getAdminFromRequest(
      new Request("http://localhost:3000/admin", { headers: { cookie: cookieFrom(signedIn.setCookie) } }),
      { services },
    );
    expect(await takeFailedAttempts(redis, session!.sessionId)).toBe(1);
    expect(await takeFailedAttempts(redis, session!.sessionId)).toBe(0);
  });

  it("locks an address after 20 failures across usernames, without locking those users elsewhere", async () => {
    const ip = nextIp();
    for (let i = 0; i < 20; i++) {
      expect(await verifyLogin(services, `guess-${i}`, "wrong password", { ip })).toMatchObject({ reason: "invalid" });
    }
    expect(await verifyLogin(services, username, PASSWORD, { ip })).toMatchObject({ ok: false, reason: "rate_limited" });
    // The refused attempt did not count against the username, and another address still signs in.
    expect(await verifyLogin(services, username, PASSWORD, { ip: nextIp() })).toMatchObject({ ok: true });
  });

  it("resets the username's failures on success", async () => {
    for (let i = 0; i < 4; i++) await verifyLogin(services, username, "wrong password", { ip: nextIp() });
    expect(await verifyLogin(services, username, PASSWORD, { ip: nextIp() })).toMatchObject({ ok: true });
    for (let i = 0; i < 4; i++) await verifyLogin(services, username, "wrong password", { ip: nextIp() });
    expect(await verifyLogin(services, username, PASSWORD, { ip: nextIp() })).toMatchObject({ ok: true });
  });

  it("does not let concurrent guesses slip past the limit", async () => {
    const ip = nextIp();
    const results = await Promise.all(
      Array.from({ length: 12 }, () => verifyLogin(services, username, "wrong password", { ip })),
    );
    expect(results.filter((r) => !r.ok && r.reason === "invalid")).toHaveLength(5);
    expect(results.filter((r) => !r.ok && r.reason === "rate_limited")).toHaveLength(7);
  });
});

describe("sessions", () => {
  async function signedInRequest(url = "http://localhost:3000/admin", init: RequestInit = {}) {
    const result = await signIn(services, { username, password: PASSWORD, ip: nextIp(), userAgent: "vitest" });
    if (!result.ok) throw new Error("sign-in failed");
    expect(result.setCookie).toMatch(
      new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{43}; Path=/; HttpOnly; SameSite=Lax; Max-Age=604800$`),
    );
    const cookie = cookieFrom(result.setCookie);
    const token = cookie.slice(SESSION_COOKIE.length + 1);
    return { request: new Request(url, { ...init, headers: { cookie, ...(init.headers ?? {}) } }), token, admin: result.admin };
  }

  it("stores only the sha256 of the cookie token and finds the admin from it", async () => {
    const { request, token, admin } = await signedInRequest();
    const row = await db("sessions").where("admin_user_id", admin.id).first();
    expect(row.id).toBe(hashToken(token));
    expect(row.id).not.toContain(token);
    expect(row.user_agent).toBe("vitest");
    expect(row.expires_at.getTime() - Date.now()).toBeGreaterThan(7 * 24 * 3600 * 1000 - 60_000);
    const found = await getAdminFromRequest(request, { services });
    expect(found).toMatchObject({ admin: { id: admin.id, username } });
    expect(await db("audit_log").where({ admin_user_id: admin.id, action: "auth.login" }).count({ n: "*" })).toEqual([{ n: 1 }]);
  });

  it("slides the expiry forward at most every few minutes", async () => {
    const { token } = await signedInRequest();
    const id = hashToken(token);
    await db("sessions")
      .where({ id })
      .update({ expires_at: db.raw("now() + interval '1 day'"), last_seen_at: db.raw("now() - interval '10 minutes'") });
    const refreshed = await findSession(db, token);
    expect(refreshed!.expiresAt.getTime() - Date.now()).toBeGreaterThan(7 * 24 * 3600 * 1000 - 60_000);
    // Within the touch interval the row is not written again.
    await db("sessions")
      .where({ id })
      .update({ expires_at: db.raw("now() + interval '2 days'") });
    const again = await findSession(db, token);
    expect(again!.expiresAt.getTime() - Date.now()).toBeLessThan(2 * 24 * 3600 * 1000 + 1000);
  });

  it("requireAdmin re-issues the cookie with the session's remaining lifetime", async () => {
    const { request, token } = await signedInRequest();
    await db("sessions")
      .where({ id: hashToken(token) })
      .update({ expires_at: db.raw("now() + interval '1 hour'") });
    const { setCookie } = await requireAdmin(request, { services });
    const maxAge = Number(/Max-Age=(\d+)/.exec(setCookie)![1]);
    expect(setCookie.startsWith(`${SESSION_COOKIE}=${token};`)).toBe(true);
    expect(maxAge).toBeGreaterThan(3500);
    expect(maxAge).toBeLessThanOrEqual(3600);
  });

  it("ignores an expired session and an unknown token", async () => {
    const { request, token } = await signedInRequest();
    await db("sessions")
      .where({ id: hashToken(token) })
      .update({ expires_at: db.raw("now() - interval '1 second'") });
    expect(await getAdminFromRequest(request, { services })).toBeNull();
    expect(await findSession(db, "not-a-real-token")).toBeNull();
  });

  it("logout deletes the session row, clears the cookie and is audited", async () => {
    const { request, token, admin } = await signedInRequest("http://localhost:3000/logout", {
      method: "POST",
      headers: { origin: "http://localhost:3000" },
    });
    const cleared = await signOut(request, { services, clientIp: "198.51.100.9" });
    expect(cleared).toMatch(/^__session=; .*Max-Age=0/);
    expect(
      await db("sessions")
        .where({ id: hashToken(token) })
        .first(),
    ).toBeUndefined();
    expect(await findSession(db, token)).toBeNull();
    const audit = await db("audit_log").where({ admin_user_id: admin.id, action: "auth.logout" }).first();
    expect(audit).toMatchObject({ entity: "admin_user", entity_id: String(admin.id), ip: "198.51.100.9" });
  });

  it("requireAdmin redirects anonymous visitors to the login page with a way back", async () => {
    const thrown = await requireAdmin(new Request("http://localhost:3000/admin/home?tab=2"), { services }).catch(
      (e: unknown) => e,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("location")).toBe("/login?redirectTo=%2Fadmin%2Fhome%3Ftab%3D2");
  });

  it("requireAdmin accepts a signed-in GET and same-origin POST, refuses a cross-site POST", async () => {
    const { request, admin } = await signedInRequest();
    expect((await requireAdmin(request, { services })).admin.id).toBe(admin.id);
    const cookie = request.headers.get("cookie")!;
    const post = (origin: string) =>
      new Request("http://localhost:3000/admin/create-admin", { method: "POST", headers: { cookie, origin } });
    expect((await requireAdmin(post("http://localhost:3000"), { services })).admin.id).toBe(admin.id);
    const refused = await requireAdmin(post("https://evil.example"), { services }).catch((e: unknown) => e);
    // a reason code, worded by the page that shows it (app/utils/refusals.ts), never a sentence
    expect(refused).toMatchObject({ data: { reason: "cross_site" }, init: { status: 403 } });
    expect(Object.keys((refused as { data: object }).data)).toEqual(["reason"]);
  });
});

describe("REST API tokens", () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    // Behind a "proxy" so each request can present its own client address (X-Forwarded-For).
    const app = new Koa({ proxy: true });
    const router = createApiRouter({ ...services, config, db, redis } as unknown as Services);
    app.use(router.routes());
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const login = (body: unknown, headers: Record<string, string> = { "content-type": "application/json" }) =>
    fetch(`${base}/backend/auth/token/login`, {
      method: "POST",
      headers: { "x-forwarded-for": nextIp(), ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });

  it("issues a token stored hashed, which logout revokes", async () => {
    const response = await login({ username, password: PASSWORD });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { auth_token: string; user: { id: number; username: string } };
    expect(body.user).toMatchObject({ username });
    expect(body.auth_token).toMatch(/^[0-9a-f]{40}$/);
    const row = await db("api_tokens")
      .where({ token_hash: hashToken(body.auth_token) })
      .first();
    expect(row).toMatchObject({ admin_user_id: body.user.id });
    expect(row.expires_at.getTime()).toBeGreaterThan(Date.now());

    const logout = () =>
      fetch(`${base}/backend/auth/token/logout`, {
        method: "POST",
        headers: { authorization: `Token ${body.auth_token}`, "content-type": "application/json" },
      });
    expect((await logout()).status).toBe(204);
    expect(
      await db("api_tokens")
        .where({ token_hash: hashToken(body.auth_token) })
        .first(),
    ).toBeUndefined();
    expect((await logout()).status).toBe(401);
    expect(await db("audit_log").where({ admin_user_id: body.user.id, action: "auth.logout" }).first()).toMatchObject({
      details: { via: "api_token" },
    });
  });

  it("answers a wrong password with 400 non_field_errors and bad input with 400/415 (docs/api.md §9)", async () => {
    const wrong = await login({ username, password: "wrong password" });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ non_field_errors: ["Unable to log in with provided credentials."] });
    const missing = await login({ username });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ password: ["This field is required."] });
    expect((await login("{not json")).status).toBe(400);
    expect((await login(`username=${username}`, { "content-type": "application/x-www-form-urlencoded" })).status).toBe(400);
    expect((await login(`username=${username}`, { "content-type": "text/plain" })).status).toBe(415);
    expect((await fetch(`${base}/backend/auth/token/logout`, { method: "POST" })).status).toBe(401);
  });

  it("answers 429 with Retry-After once the username is locked on that address", async () => {
    const from = { "content-type": "application/json", "x-forwarded-for": nextIp() };
    for (let i = 0; i < 5; i++) expect((await login({ username, password: `wrong-${i}` }, from)).status).toBe(400);
    const limited = await login({ username, password: PASSWORD }, from);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(800);
    expect(((await limited.json()) as { detail: string }).detail).toMatch(
      /^Request was throttled\. Expected available in \d+ seconds\.$/,
    );
  });
});
