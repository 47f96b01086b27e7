import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newAdmin } from "../support/admins.js";
import { hashToken, createSession, SESSION_COOKIE } from "../../server/modules/auth/sessions.server.js";
import type { Services } from "../../server/services.js";
import { apiClient, auditEntry, expectAnswer } from "../support/api-client.js";
import { startApiServer } from "../support/api-server.js";
import { startAppServer, type AppServer } from "../support/app-server.js";

/*
 * Issue 12 items 3 and 4: integration tokens made on the admin screen (shown once, stored hashed, revocable, last use
 * shown, named in the audit log of every API write) and CORS from the API_CORS_ORIGINS allow-list.
 */

const PASSWORD = "correct horse battery";
let api: Awaited<ReturnType<typeof startApiServer>>;
let site: AppServer;
let services: Services;
let client: ReturnType<typeof apiClient>;
let cookie: string;

beforeAll(async () => {
  api = await startApiServer("api_tokens", async (s) => {
    const admin = await newAdmin(s.db, "token-admin", PASSWORD);
    cookie = `${SESSION_COOKIE}=${(await createSession(s.db, admin.id)).token}`;
  });
  services = api.services;
  client = apiClient(api.base, "10.35");
  site = await startAppServer(services);
});

afterAll(async () => {
  await site?.close();
  await api.stop();
});

/** A signed-in admin's request to the website (same-origin, as a browser's form post). */
const page = (path: string, form?: Record<string, string>) =>
  fetch(`${site.base}${path}`, {
    method: form ? "POST" : "GET",
    redirect: "manual",
    headers: { cookie, origin: site.base, ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
    body: form ? new URLSearchParams(form).toString() : undefined,
  });

/** The token the create answer shows (the read-only field's value). */
const shownToken = (html: string) => /id="new-token-value"[^>]*value="([A-Za-z0-9_-]{16,128})"/.exec(html)?.[1];

describe("integration tokens (admin screen /admin/api-tokens)", () => {
  it("is in the sidebar and needs a signed-in admin", async () => {
    const anonymous = await fetch(`${site.base}/admin/api-tokens`, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/login/);
    const html = await (await page("/admin/api-tokens")).text();
    expect(html).toContain('href="/admin/api-tokens"');
    expect(html).toContain("No tokens yet.");
  });

  it("shows a new token once, stores only its hash, and records its use on the screen and in the audit log", async () => {
    const created = await page("/admin/api-tokens", { intent: "create", name: "Mobile app", days: "30" });
    expect(created.status).toBe(200);
    expect(created.headers.get("cache-control")).toContain("no-store");
    const html = await created.text();
    expect(html).toContain("it is shown only this once");
    const token = shownToken(html);
    expect(token, "the token is shown").toBeDefined();
    // docs/api.md §2: the djoser key shape, as sign-in tokens have it.
    expect(token).toMatch(/^[0-9a-f]{40}$/);

    const row = await services.db("api_tokens").where({ name: "Mobile app" }).first();
    expect(row.token_hash).toBe(hashToken(token!));
    expect(JSON.stringify(row)).not.toContain(token);
    const days = (new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(30);
    const later = await (await page("/admin/api-tokens")).text();
    expect(shownToken(later)).toBeUndefined();
    expect(later).not.toContain(token!);
    expect(later).toMatch(/data-token="Mobile app"[\s\S]*?Never/);

    // An API write with it names the token in the audit log; the screen shows its last use.
    const job = (await expectAnswer(
      await client.call("/backend/api/jobs/", client.json("POST", { title: "Via integration" }, client.auth(token!))),
      201,
    )) as { id: number };
    const audit = await auditEntry(services, "job.create", job.id);
    expect(audit.details).toMatchObject({ via: "api_token", apiToken: "Mobile app", apiTokenId: row.id });
    expect((await services.db("api_tokens").where({ id: row.id }).first()).last_used_at).not.toBeNull();
    expect(await (await page("/admin/api-tokens")).text()).not.toMatch(/data-token="Mobile app"[^]*?>Never</);
    const creation = await auditEntry(services, "api_token.create", row.id);
    expect(creation.details).toMatchObject({ name: "Mobile app", days: 30 });
  });

  it("refuses a missing name or an unlisted lifetime, storing nothing", async () => {
    const before = await services.db("api_tokens").whereNotNull("name").count({ n: "*" }).first();
    const noName = await page("/admin/api-tokens", { intent: "create", name: " ", days: "30" });
    expect(noName.status).toBe(400);
    expect(await noName.text()).toContain("Give the token a name");
    const badDays = await page("/admin/api-tokens", { intent: "create", name: "Script", days: "5000" });
    expect(badDays.status).toBe(400);
    expect(await badDays.text()).toContain("Choose how long the token works.");
    expect(await services.db("api_tokens").whereNotNull("name").count({ n: "*" }).first()).toEqual(before);
  });

  it("revokes a token: its calls are refused at once; an expired one is refused too", async () => {
    const html = await (await page("/admin/api-tokens", { intent: "create", name: "Report script", days: "7" })).text();
    const token = shownToken(html)!;
    await expectAnswer(await client.call("/backend/auth/users/me/", { headers: client.auth(token) }), 200);
    const row = await services.db("api_tokens").where({ name: "Report script" }).first();
    const revoked = await page("/admin/api-tokens", { intent: "revoke", tokenId: String(row.id) });
    expect(revoked.status).toBe(302);
    expect(await services.db("api_tokens").where({ id: row.id }).first()).toBeUndefined();
    await expectAnswer(await client.call("/backend/auth/users/me/", { headers: client.auth(token) }), 401, {
      detail: "Invalid token.",
    });
    const gone = await page("/admin/api-tokens", { intent: "revoke", tokenId: String(row.id) });
    expect(gone.status).toBe(302);

    const other = shownToken(await (await page("/admin/api-tokens", { intent: "create", name: "Old", days: "7" })).text())!;
    await services
      .db("api_tokens")
      .where({ name: "Old" })
      .update({ expires_at: new Date(Date.now() - 1000) });
    await expectAnswer(await client.call("/backend/auth/users/me/", { headers: client.auth(other) }), 401, {
      detail: "Invalid token.",
    });
    expect(await (await page("/admin/api-tokens")).text()).toMatch(/data-token="Old"[\s\S]*?Expired/);
  });
});

describe("reference (issue 12 item 2)", () => {
  it("serves the docs page from this origin within the site's CSP, listing every route of the document", async () => {
    const response = await fetch(`${site.base}/backend/api/docs/`);
    expect(response.status).toBe(200);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    const html = await response.text();
    expect(html).not.toMatch(/<script|<link[^>]+https?:/i);
    const document = (await (await fetch(`${site.base}/backend/api/schema/`)).json()) as { paths: Record<string, object> };
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const method of Object.keys(operations)) expect(html).toContain(`${method.toUpperCase()} ${path}`);
    }
    expect(html).toContain("POST /backend/api/medical-reports/");
  });
});

describe("CORS (API_CORS_ORIGINS)", () => {
  it("echoes only an allow-listed origin, with credentials, on preflights, answers and errors", async () => {
    const preflight = await client.call("/backend/api/jobs/", {
      method: "OPTIONS",
      headers: {
        origin: "https://app.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization",
      },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("https://app.example");
    expect(preflight.headers.get("access-control-allow-credentials")).toBe("true");
    expect(preflight.headers.get("access-control-allow-headers")).toBe(
      "accept, authorization, content-type, user-agent, x-csrftoken, x-requested-with",
    );
    const unauthorized = await client.call("/backend/api/quotes/", { headers: { origin: "https://app.example" } });
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.headers.get("access-control-allow-origin")).toBe("https://app.example");

    const foreign = await client.call("/backend/api/jobs/", {
      method: "OPTIONS",
      headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
    });
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();
    expect(foreign.headers.get("access-control-allow-methods")).toBeNull();
    expect(foreign.headers.get("vary")).toMatch(/Origin/);
    const lookalike = await client.call("/backend/api/jobs/", { headers: { origin: "https://app.example.evil.example" } });
    expect(lookalike.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("with `*` allows any origin without credentials", async () => {
    const open = await startApiServer("api_cors_any", async () => undefined, { API_CORS_ORIGINS: "*" });
    try {
      const answer = await fetch(`${open.base}/backend/api/jobs/`, { headers: { origin: "https://anywhere.example" } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get("access-control-allow-origin")).toBe("*");
      expect(answer.headers.get("access-control-allow-credentials")).toBeNull();
    } finally {
      await open.stop();
    }
  });
});
