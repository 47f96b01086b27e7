import { randomUUID } from "node:crypto";
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteCookies } from "../../server/http/cookies.js";
import { newAdmin } from "../support/admins.js";
import { createSession, SESSION_COOKIE } from "../../server/modules/auth/sessions.server.js";
import type { Services } from "../../server/services.js";
import { startAppServer, type AppServer } from "../support/app-server.js";
import { rawRequest } from "../support/raw-http.js";
import { createTestServices } from "../support/services.js";
import { addField, ensureForms } from "./forms-support.js";
import { NUL_MESSAGE } from "../../server/modules/validation/text.js";

/** A public form's reply names the NUL refusal's message (validation.nul), which the page words as NUL_MESSAGE. */
const PUBLIC_NUL = "validation.nul";

/*
 * The HTTP edges of issue 10 (findings 1–7): bad input at the HTTP level gets a clear 4xx, never a 500.
 * The whole app (production Remix build) runs in this process on the run's real services.
 */

let services: Services;
let app: AppServer;
let port: number;
let adminCookie = "";

beforeAll(async () => {
  services = await createTestServices({
    SUBMISSION_RATE_LIMIT: "10000",
    COOKIE_SECRET: "http-hardening-cookie-secret-0123456789",
  });
  app = await startAppServer(services);
  port = Number(new URL(app.base).port);
  const admin = await newAdmin(services.db, `edge-${randomUUID().slice(0, 8)}`, "edge-password-123");
  adminCookie = `${SESSION_COOKIE}=${(await createSession(services.db, admin.id)).token}`;
});

afterAll(async () => {
  await app?.close();
  await services?.close();
});

const sameSite = () => ({ origin: app.base });

function post(path: string, body: BodyInit | null, headers: Record<string, string> = {}) {
  return fetch(`${app.base}${path}`, { method: "POST", body, headers: { ...sameSite(), ...headers }, redirect: "manual" });
}

const CONTACT = new URLSearchParams({
  name: "Jane Doe",
  email: "jane@example.com",
  phone: "01712345678",
  subject: "Hello",
  message: "A question about your services.",
});

describe("1. form bodies are capped before they are read", () => {
  it("refuses a declared 64 MB urlencoded body with 413 without reading it", async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${app.base}/contact`, {
        method: "POST",
        headers: {
          origin: app.base,
          "content-type": "application/x-www-form-urlencoded",
          "content-length": String(64 * 1024 * 1024),
        },
      });
      req.on("response", (res) => {
        res.resume();
        resolve(res.statusCode!);
        req.destroy();
      });
      req.on("error", reject);
      req.write("name=" + "a".repeat(1024));
    });
    // answered after 1 KB of a declared 64 MB: the body was never read
    expect(status).toBe(413);
  });

  it("stops reading a chunked body at the cap of public routes (64 KB) and of .data requests", async () => {
    for (const path of ["/contact", "/contact.data", "/login"]) {
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent++ < 40) controller.enqueue(new TextEncoder().encode(`message=${"x".repeat(4096)}&`));
          else controller.close();
        },
      });
      const res = await fetch(`${app.base}${path}`, {
        method: "POST",
        body,
        duplex: "half",
        headers: { ...sameSite(), "content-type": "application/x-www-form-urlencoded" },
      } as RequestInit);
      expect(res.status, path).toBe(413);
      expect(await res.text()).toMatch(/too large/i);
    }
  });

  it("still accepts an ordinary form and a large admin form", async () => {
    const res = await post("/contact", CONTACT);
    expect(res.status).toBe(200);
    // 200 KB is over the public cap but within the admin one: the admin route answers, not the cap.
    const admin = await post("/admin/create-admin", new URLSearchParams({ username: "x", password: "y".repeat(200 * 1024) }), {
      cookie: adminCookie,
    });
    expect(admin.status).not.toBe(413);
    expect(admin.status).toBeLessThan(500);
  });
});

describe("2. NUL bytes are refused by the fields' own schemas, with the field's message", () => {
  const countRows = async (table: string) => Number((await services.db(table).count("* as n"))[0]!.n);

  it("in a public form, sign-in and a dynamic form: 400, the message at the field, nothing stored", async () => {
    const messagesBefore = await countRows("contact_messages");
    const form = new URLSearchParams(CONTACT);
    form.set("message", "Hello\u0000there, a question about steel.");
    const contact = await post("/contact.data", form);
    expect(contact.status).toBe(400);
    expect(await contact.text()).toContain(PUBLIC_NUL);
    expect(await countRows("contact_messages")).toBe(messagesBefore);

    const login = await post("/login", new URLSearchParams({ username: "ad\u0000min", password: "secret" }));
    expect(login.status).toBe(400);
    expect(await login.text()).toContain(NUL_MESSAGE);

    const responsesBefore = await countRows("form_responses");
    await ensureForms(services.db);
    const fieldId = await addField(services.db, 3, `Remarks ${randomUUID().slice(0, 8)}`, "text");
    const demand = await post("/demand-submission.data", new URLSearchParams({ [`field_${fieldId}`]: "x\u0000y" }));
    expect(demand.status).toBe(400);
    expect(await demand.text()).toContain(PUBLIC_NUL);
    expect(responsesBefore).toBe(await countRows("form_responses"));
  });

  it("in a multipart form's text fields", async () => {
    const before = await countRows("quote_requests");
    const body = new FormData();
    for (const [k, v] of Object.entries({
      mode: "subContract",
      clientName: "Ja\u0000ne",
      projectName: "Tower",
      projectType: "Other",
      projectValue: "1000",
      phone: "+966501234567",
      email: "jane@example.com",
      description: "A tower",
    }))
      body.set(k, v);
    const res = await post("/quote.data", body);
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text).toContain("clientName");
    expect(text).toContain(PUBLIC_NUL);
    expect(await countRows("quote_requests")).toBe(before);
  });

  it("in the API's JSON (its body reader names the field until the API's schemas use text())", async () => {
    const api = await post("/backend/auth/token/login", JSON.stringify({ username: "ad\u0000min", password: "secret" }), {
      "content-type": "application/json",
    });
    expect(api.status).toBe(400);
    expect(await api.text()).toContain("username");
  });
});

describe("3. redirect targets are same-site paths after normalisation", () => {
  const tricks = [
    "/.//evil.example",
    "/..//evil.example",
    "//evil.example",
    "/\\evil.example",
    "https://evil.example/",
    "/./\\evil",
  ];

  it("POST /theme and /country", async () => {
    for (const redirectTo of tricks) {
      for (const [path, field] of [
        ["/theme", { theme: "dark" }],
        ["/country", { country: "bangladesh" }],
      ] as const) {
        const res = await post(path, new URLSearchParams({ ...field, redirectTo }));
        expect(res.status, `${path} ${redirectTo}`).toBe(302);
        expect(res.headers.get("location"), `${path} ${redirectTo}`).toBe("/");
      }
    }
  });

  it("GET /login signed in", async () => {
    for (const redirectTo of tricks) {
      const res = await fetch(`${app.base}/login?${new URLSearchParams({ redirectTo })}`, {
        headers: { cookie: adminCookie },
        redirect: "manual",
      });
      expect(res.status, redirectTo).toBe(302);
      expect(res.headers.get("location"), redirectTo).toBe("/admin");
    }
    const ok = await fetch(`${app.base}/login?redirectTo=/admin/audit`, { headers: { cookie: adminCookie }, redirect: "manual" });
    expect(ok.headers.get("location")).toBe("/admin/audit");
  });
});

describe("4. other content types get 415", () => {
  const bodies: Array<[string | undefined, string]> = [
    ["text/plain", "name=x"],
    ["application/json", '{"theme":"dark"}'],
    ["application/xml", "<theme>dark</theme>"],
    ["application/octet-stream", "\u0001\u0002"],
    [undefined, "theme=dark"],
  ];
  it("on public forms, /login, /theme and /country", async () => {
    for (const path of ["/contact", "/quote", "/apply-jobs-now", "/login", "/theme", "/country", "/contact.data"]) {
      for (const [type, body] of bodies) {
        const headers: Record<string, string> = { origin: app.base };
        let res: { status: number };
        if (type) {
          res = await post(path, body, { "content-type": type });
        } else {
          // fetch adds text/plain to a string body: send it without any content type by hand.
          res = await rawRequest(
            port,
            `POST ${path} HTTP/1.1\r\nHost: ${app.host}\r\nOrigin: ${headers.origin}\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
          );
        }
        expect(res.status, `${path} ${type ?? "(none)"}`).toBe(415);
      }
    }
  });
});

describe("5. foreign or null Origin, forwarded hosts", () => {
  it("answers Origin: null and a malformed Origin with 403 on forms and the queue dashboard", async () => {
    for (const origin of ["null", "http://[bad", "https://evil.example"]) {
      const res = await post("/contact", CONTACT, { origin });
      expect(res.status, origin).toBe(403);
      const board = await post("/admin/queues/api/queues/images/clean/completed", null, { origin, cookie: adminCookie });
      expect(board.status, origin).toBe(403);
    }
  });

  it("ignores X-Forwarded-Host from an untrusted client instead of failing", async () => {
    const res = await post("/contact", CONTACT, { "x-forwarded-host": "evil.example" });
    expect(res.status).toBe(200);
  });
});

describe("5. behind a trusted proxy", () => {
  let proxied: Services;
  let proxiedApp: AppServer;
  beforeAll(async () => {
    proxied = await createTestServices({ TRUST_PROXY: "true", PUBLIC_URL: "https://crestline.example" });
    proxiedApp = await startAppServer(proxied);
  });
  afterAll(async () => {
    await proxiedApp?.close();
    await proxied?.close();
  });

  it("answers a mismatched X-Forwarded-Host with 403 and a malformed one with 400", async () => {
    const mismatched = await fetch(`${proxiedApp.base}/contact`, {
      method: "POST",
      body: CONTACT,
      headers: { origin: proxiedApp.base, "x-forwarded-host": "evil.example" },
    });
    expect(mismatched.status).toBe(403);
    const malformed = await fetch(`${proxiedApp.base}/about`, { headers: { "x-forwarded-host": "a b/c" } });
    expect(malformed.status).toBe(400);
  });
});

describe("6. over-long media keys", () => {
  it("answer 404", async () => {
    for (const key of ["a".repeat(246), "a".repeat(300), `${"b".repeat(150)}/`.repeat(8) + "c.webp"]) {
      const res = await fetch(`${app.base}/media/${key}`);
      expect(res.status, `${key.length}`).toBe(404);
    }
  });
});

describe("7. hosts and methods", () => {
  it("answers HTTP/1.0 without Host and a malformed Host with 400", async () => {
    expect((await rawRequest(port, "GET /about HTTP/1.0\r\n\r\n")).status).toBe(400);
    for (const host of ["a b", "evil.example/x", "[::1", "a".repeat(300), "exa mple:80", "localhost:99999", "localhost:0"]) {
      const res = await rawRequest(port, `GET /about HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect(res.status, host).toBe(400);
    }
    // a POST to a page action with a port no URL can carry (the fuzz suite's find): 400, not 500
    const post = await rawRequest(
      port,
      `POST /logout HTTP/1.1\r\nHost: localhost:99999\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    );
    expect(post.status).toBe(400);
  });

  it("answers TRACE and unknown methods with 405 and OPTIONS with 204 on every kind of path", async () => {
    for (const path of ["/", "/about", "/contact", "/admin", "/media/x.webp"]) {
      for (const method of ["TRACE", "PROPFIND", "CONNECTX"]) {
        const res = await rawRequest(port, `${method} ${path} HTTP/1.1\r\nHost: ${app.host}\r\nConnection: close\r\n\r\n`);
        expect([405, 400], `${method} ${path}`).toContain(res.status);
        expect(res.body).not.toMatch(/\bat \S+ \(|node_modules/);
      }
      const options = await fetch(`${app.base}${path}`, { method: "OPTIONS" });
      expect(options.status, `OPTIONS ${path}`).toBe(204);
      expect(options.headers.get("allow")).toContain("GET");
    }
  });
});

describe("8. ids beyond their column's range", () => {
  it("answer 400 in admin actions and loaders, never 500", async () => {
    const headers = { cookie: adminCookie };
    for (const [path, body] of [
      ["/admin/messages-list", "intent=delete&ids=2147483648"],
      ["/admin/image-upload", "intent=delete&ids=2147483648"],
      ["/admin/forms-and-reports/medical-reports", "intent=delete&ids=2147483648"],
      ["/admin/messages-list", "intent=delete&ids=99999999999999999999"],
    ]) {
      const res = await post(path, new URLSearchParams(body), headers);
      expect(res.status, `${path} ${body}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${path} ${body}`).toBeLessThan(500);
    }
    for (const path of ["/admin/quotes/2147483648", "/admin/forms-and-reports/medical-reports/2147483648/download"]) {
      const res = await fetch(`${app.base}${path}`, { headers, redirect: "manual" });
      expect(res.status, path).toBeLessThan(500);
    }
  });
});

describe("16. throttled pages", () => {
  let limited: Services;
  let limitedApp: AppServer;
  beforeAll(async () => {
    limited = await createTestServices({
      SUBMISSION_RATE_LIMIT: "1",
      REGISTRATION_RATE_LIMIT: "1",
      REDIS_PREFIX: `rl${randomUUID().slice(0, 8)}`,
    });
    limitedApp = await startAppServer(limited);
  });
  afterAll(async () => {
    await limitedApp?.close();
    await limited?.close();
  });

  /** Shortens what is left of the bucket's window to `ms` in Redis, as if most of it had passed. */
  async function shortenWindow(bucket: string, ms: number) {
    const prefix = `${limited.config.redisPrefix}:`;
    const keys = await limited.redis.keys(`${prefix}submit:${bucket}:*`);
    expect(keys, bucket).toHaveLength(1);
    await limited.redis.pexpire(keys[0]!.slice(prefix.length), ms);
  }

  it("carry the limiter's remaining wait as Retry-After on every public form", async () => {
    const window = limited.config.submissions.windowSeconds;
    // every attempt counts, valid or not: a plain body is enough to use up an allowance of 1
    for (const [path, bucket, body] of [
      ["/contact", "contact", CONTACT],
      ["/quote", "quote", new URLSearchParams({ mode: "subContract" })],
      ["/demand-submission", "form-3", new URLSearchParams()],
      ["/worker-registration", "form-2", new URLSearchParams()],
      ["/worker-registration", "form-2", new URLSearchParams({ intent: "retry" })],
    ] as const) {
      const send = () =>
        fetch(`${limitedApp.base}${path}`, { method: "POST", body, headers: { origin: limitedApp.base }, redirect: "manual" });
      // uses up the allowance (the retry shares the registration's bucket, already used by the form before it;
      // an empty registration gets as far as bKash, which the tests do not run: 502)
      const first = await send();
      expect(first.status === 429, path).toBe(body.has("intent"));
      // 2 of the window's 10 minutes left: a constant Retry-After (the window) would say 600
      await shortenWindow(bucket, 120_000);
      const throttled = await send();
      expect(throttled.status, path).toBe(429);
      const seconds = Number(throttled.headers.get("retry-after"));
      expect(seconds, path).toBeGreaterThanOrEqual(1);
      expect(seconds, path).toBeLessThanOrEqual(120);
      expect(seconds, path).toBeLessThan(window);
    }
  });
});

describe("16. throttled sign-in page", () => {
  it("carries the login limiter's wait as Retry-After", async () => {
    const username = `locked-${randomUUID().slice(0, 8)}`;
    const attempt = () => post("/login", new URLSearchParams({ username, password: "not-the-password" }));
    let res = await attempt();
    for (let i = 0; i < 20 && res.status !== 429; i++) res = await attempt();
    expect(res.status).toBe(429);
    const seconds = Number(res.headers.get("retry-after"));
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(await res.text()).toContain(`${Math.ceil(seconds / 60)} minute`);
  });
});

describe("16. the payment-status endpoint", () => {
  it("answers only the browser that started the payment", async () => {
    const cookieFor = async (paymentID: string) =>
      (await siteCookies(services.config).registrationPayment.serialize(paymentID)).split(";")[0]!;
    const status = (paymentID: string, cookie?: string) =>
      fetch(`${app.base}/worker-registration/status?paymentID=${paymentID}`, { headers: cookie ? { cookie } : {} });
    expect((await status("TR0011SOMEONEELSE")).status).toBe(404);
    expect((await status("TR0011SOMEONEELSE", await cookieFor("TR0011MINE"))).status).toBe(404);
    // a cookie that is not signed with the site's secret
    expect((await status("TR0011MINE", `registration_payment=${btoa('"TR0011MINE"')}`)).status).toBe(404);
    const own = await status("TR0011MINE", await cookieFor("TR0011MINE"));
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual({ state: "failed", failure: null });
  });
});
