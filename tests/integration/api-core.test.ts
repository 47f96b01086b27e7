import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRoutes } from "../../server/api/index.js";
import { openApiPath } from "../../server/api/openapi.js";
import { loadConfig } from "../../server/config/index.js";
import { newAdmin } from "../support/admins.js";
import { hashToken } from "../../server/modules/auth/sessions.server.js";
import type { Services } from "../../server/services.js";
import { auditEntry } from "../support/api-client.js";
import { startApiServer } from "../support/api-server.js";

/* docs/api.md §1-§6 conventions and §9 auth against a real server (PostgreSQL, Redis), plus the OpenAPI document. */

const PASSWORD = "correct horse battery";
let api: Awaited<ReturnType<typeof startApiServer>>;
let services: Services;
let base: string;
let ipCounter = 0;
const nextIp = () => `10.9.0.${++ipCounter}`;

beforeAll(async () => {
  api = await startApiServer("api_core", (s) => newAdmin(s.db, "ops-admin", PASSWORD));
  ({ services, base } = api);
});

afterAll(async () => {
  await api.stop();
});

const call = (path: string, init: RequestInit = {}) =>
  fetch(`${base}${path}`, {
    redirect: "manual",
    ...init,
    headers: { "x-forwarded-for": nextIp(), ...(init.headers as Record<string, string>) },
  });
const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: "POST",
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(body),
});
async function login(): Promise<string> {
  const response = await call("/backend/auth/token/login", json({ username: "ops-admin", password: PASSWORD }));
  expect(response.status).toBe(200);
  return ((await response.json()) as { auth_token: string }).auth_token;
}

describe("OpenAPI document", () => {
  it("is valid OpenAPI 3.1 and lists exactly the routes the server answers", async () => {
    const response = await call("/backend/api/schema/");
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    const result = await new Validator().validate(document as unknown as Parameters<Validator["validate"]>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe("3.1.0");

    const documented = Object.entries(document.paths)
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    const served = apiRoutes()
      .map((r) => `${r.method.toUpperCase()} ${openApiPath(r.path)}`)
      .sort();
    expect(documented).toEqual(served);
    // Each served route has request and response schemas; a route missing its schema fails here.
    for (const r of apiRoutes()) {
      expect(Object.keys(r.responses).length, `${r.method} ${r.path}`).toBeGreaterThan(0);
      expect(r.path, "every route ends in /").toMatch(/\/$|token\/log(in|out)$/);
    }
    // And every documented operation reaches a handler: never the JSON 404/405 of an unknown route
    // (ids as 1, a page's slug as a page that exists in every database: `pages/{slug}/` only knows the editable pages).
    for (const entry of documented) {
      const [method, path] = entry.split(" ") as [string, string];
      const response = await call(path.replace("{slug}", "home").replace(/\{[^}]+\}/g, "1"), { method });
      const body = response.status === 404 || response.status === 405 ? await response.json() : null;
      expect(body, entry).not.toEqual({ detail: "Not found." });
      expect(response.status, entry).not.toBe(405);
    }
  });

  it("serves a readable reference page from our origin, without scripts", async () => {
    const response = await call("/backend/api/docs/");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain("<h1>REST API reference</h1>");
    expect(html).toContain("POST /backend/auth/token/login");
    expect(html).not.toMatch(/<script|https?:\/\/cdn/i);
  });
});

describe("conventions (docs/api.md §1-§6)", () => {
  it("redirects slash-less GETs with 301, query kept, and serves other methods as if slashed", async () => {
    const redirect = await call("/backend/api/layout/navbar?x=1");
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get("location")).toBe("/backend/api/layout/navbar/?x=1");
    const token = await login();
    const slashless = await call("/backend/auth/users", json({ username: "x" }, { authorization: `Token ${token}` }));
    expect(slashless.status).toBe(400);
  });

  it("answers unknown paths 404 and absent methods 405 with Allow, in JSON", async () => {
    const unknown = await call("/backend/api/home/hero/");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ detail: "Not found." });
    const djoserMail = await call("/backend/auth/users/reset_password/", json({ email: "a@b.co" }));
    expect(djoserMail.status).toBe(404);
    const post = await call("/backend/api/forms/1/fields/", { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    expect(await post.json()).toEqual({ detail: 'Method "POST" not allowed.' });
  });

  it("answers 415, 413 and malformed JSON in their shapes", async () => {
    const type = await call("/backend/auth/token/login", {
      method: "POST",
      headers: { "content-type": "text/xml" },
      body: "<a/>",
    });
    expect(type.status).toBe(415);
    expect(await type.json()).toEqual({ detail: 'Unsupported media type "text/xml" in request.' });
    const big = await call("/backend/auth/token/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "a", password: "x".repeat(1024 * 1024) }),
    });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ detail: "Request body too large." });
    const broken = await call("/backend/auth/token/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{nope",
    });
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { detail: string }).detail).toMatch(/^JSON parse error - /);
  });

  it("allows only listed CORS origins, with Vary: Origin, on preflights, errors and redirects", async () => {
    const preflight = await call("/backend/api/layout/navbar/", {
      method: "OPTIONS",
      headers: { origin: "https://app.example", "access-control-request-method": "PUT" },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("https://app.example");
    expect(preflight.headers.get("access-control-allow-methods")).toBe("DELETE, GET, OPTIONS, PATCH, POST, PUT");
    expect(preflight.headers.get("access-control-max-age")).toBe("86400");
    const notFound = await call("/backend/api/nope/", { headers: { origin: "https://app.example" } });
    expect(notFound.headers.get("access-control-allow-origin")).toBe("https://app.example");
    expect(notFound.headers.get("vary")).toMatch(/Origin/);
    const redirect = await call("/backend/api/layout/navbar", { headers: { origin: "https://app.example" } });
    expect(redirect.headers.get("access-control-allow-origin")).toBe("https://app.example");
    const evil = await call("/backend/api/layout/navbar/", { headers: { origin: "https://evil.example" } });
    expect(evil.status).toBe(200);
    expect(evil.headers.get("access-control-allow-origin")).toBeNull();
    expect(evil.headers.get("access-control-allow-credentials")).toBeNull();
  });
});

describe("auth (docs/api.md §9)", () => {
  it("lists its root with absolute URLs", async () => {
    const response = await call("/backend/auth/");
    expect(await response.json()).toEqual({ users: "https://crestline.example/backend/auth/users/" });
  });

  it("logs in with a new key per login and the account; logout revokes only that key", async () => {
    const response = await call("/backend/auth/token/login", json({ username: "ops-admin", password: PASSWORD }));
    const body = (await response.json()) as { auth_token: string; user: unknown };
    expect(body.user).toEqual({ email: "", id: expect.any(Number), username: "ops-admin" });
    // docs/api.md §2: 40 lowercase hex, stored hashed, expiring after API_TOKEN_TTL_HOURS (24 by default).
    expect(body.auth_token).toMatch(/^[0-9a-f]{40}$/);
    const stored = await services
      .db("api_tokens")
      .where({ token_hash: hashToken(body.auth_token) })
      .first();
    expect(JSON.stringify(stored)).not.toContain(body.auth_token);
    const hours = (new Date(stored.expires_at).getTime() - new Date(stored.created_at).getTime()) / 3_600_000;
    expect(Math.round(hours)).toBe(24);
    const other = await login();
    expect(other).not.toBe(body.auth_token);
    const logout = await call("/backend/auth/token/logout", {
      method: "POST",
      headers: { authorization: `Token ${body.auth_token}` },
    });
    expect(logout.status).toBe(204);
    const after = await call("/backend/auth/users/me/", { headers: { authorization: `Token ${body.auth_token}` } });
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ detail: "Invalid token." });
    expect((await call("/backend/auth/users/me/", { headers: { authorization: `Token ${other}` } })).status).toBe(200);
  });

  it("allows 20 sign-ins per address per 15 minutes, then 429", async () => {
    const from = () =>
      fetch(`${base}/backend/auth/token/login`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "10.9.250.1" },
        body: JSON.stringify({ username: "ops-admin", password: PASSWORD }),
      });
    for (let i = 0; i < 20; i++) expect((await from()).status).toBe(200);
    const limited = await from();
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("takes the sign-in token's lifetime from API_TOKEN_TTL_HOURS", () => {
    expect(loadConfig({}).api.tokenTtlSeconds).toBe(24 * 60 * 60);
    expect(loadConfig({ API_TOKEN_TTL_HOURS: "2" }).api.tokenTtlSeconds).toBe(2 * 60 * 60);
    expect(() => loadConfig({ API_TOKEN_TTL_HOURS: "0" })).toThrow(/API_TOKEN_TTL_HOURS/);
    expect(loadConfig({ MAIL_TO: "ops@example.com, hr@example.com" }).mail).toEqual({
      to: ["ops@example.com", "hr@example.com"],
      from: "no-reply@localhost",
    });
    expect(() => loadConfig({ MAIL_TO: "not-an-address" })).toThrow(/MAIL_TO/);
  });

  it("refuses token routes without credentials, with a malformed header, or a bad token", async () => {
    const none = await call("/backend/auth/users/");
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toBe("Token");
    expect(await none.json()).toEqual({ detail: "Authentication credentials were not provided." });
    const malformed = await call("/backend/auth/users/", { headers: { authorization: "Token" } });
    expect(await malformed.json()).toEqual({ detail: "Invalid token header. No credentials provided." });
    const bad = await call("/backend/auth/users/", { headers: { authorization: `Token ${"0".repeat(40)}` } });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({ detail: "Invalid token." });
    // Auth is checked before the body.
    const unauthBody = await call("/backend/auth/users/", {
      method: "POST",
      headers: { "content-type": "text/xml" },
      body: "<a/>",
    });
    expect(unauthBody.status).toBe(401);
  });

  it("lists, creates and reads accounts; refuses duplicates and weak passwords", async () => {
    const token = await login();
    const auth = { authorization: `Token ${token}` };
    const created = await call("/backend/auth/users/", json({ username: "ops", password: "a long enough pass" }, auth));
    expect(created.status).toBe(201);
    const user = (await created.json()) as { id: number };
    expect(user).toEqual({ email: "", username: "ops", id: expect.any(Number) });
    const duplicate = await call("/backend/auth/users/", json({ username: "ops", password: "a long enough pass" }, auth));
    expect(duplicate.status).toBe(400);
    expect(await duplicate.json()).toEqual({ username: ["A user with that username already exists."] });
    const weak = await call("/backend/auth/users/", json({ username: "ops2", password: "short" }, auth));
    expect(weak.status).toBe(400);
    expect(await weak.json()).toEqual({ password: ["Password must be at least 10 characters."] });
    const missing = await call("/backend/auth/users/", json({}, auth));
    expect(await missing.json()).toEqual({ username: ["This field is required."], password: ["This field is required."] });
    expect(await services.db("admin_users").where({ username: "ops2" }).first()).toBeUndefined();

    const listed = await call("/backend/auth/users/", { headers: auth });
    expect(listed.status).toBe(200);
    const list = (await listed.json()) as Array<{ username: string }>;
    expect(list.map((u) => u.username)).toEqual(["ops-admin", "ops"]);
    const one = await call(`/backend/auth/users/${user.id}/`, { headers: auth });
    expect(await one.json()).toEqual({ email: "", id: user.id, username: "ops" });
    const absent = await call("/backend/auth/users/999999/", { headers: auth });
    expect(absent.status).toBe(404);
    expect(await absent.json()).toEqual({ detail: "Not found." });
    const audit = await auditEntry(services, "admin_user.create", user.id);
    expect(audit).toMatchObject({ details: { via: "api_token" } });
  });

  it("changes the password, keeping the presented key and revoking the others", async () => {
    await newAdmin(services.db, "rotator", PASSWORD);
    const signIn = async (password: string) => call("/backend/auth/token/login", json({ username: "rotator", password }));
    const keep = ((await (await signIn(PASSWORD)).json()) as { auth_token: string }).auth_token;
    const other = ((await (await signIn(PASSWORD)).json()) as { auth_token: string }).auth_token;
    const wrong = await call(
      "/backend/auth/users/set_password/",
      json({ new_password: "another long pass", current_password: "nope" }, { authorization: `Token ${keep}` }),
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ current_password: ["Invalid password."] });
    const changed = await call(
      "/backend/auth/users/set_password/",
      json({ new_password: "another long pass", current_password: PASSWORD }, { authorization: `Token ${keep}` }),
    );
    expect(changed.status).toBe(204);
    expect((await call("/backend/auth/users/me/", { headers: { authorization: `Token ${keep}` } })).status).toBe(200);
    expect((await call("/backend/auth/users/me/", { headers: { authorization: `Token ${other}` } })).status).toBe(401);
    expect((await signIn("another long pass")).status).toBe(200);
  });
});
