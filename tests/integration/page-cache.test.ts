import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { randomUUID } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, inject, it } from "vitest";
import { inlineScriptHashes } from "../../server/http/security.js";
import { newAdmin } from "../support/admins.js";
import { createSession, SESSION_COOKIE } from "../../server/modules/auth/sessions.server.js";
import type { Services } from "../../server/services.js";
import type { InvalidationWatcher } from "../support/invalidations.js";
import { createTestServices } from "../support/services.js";
import { itHasTheBundle, useTwoWebProcesses, type WebProcess } from "../support/web-process.js";

/*
 * The anonymous page cache (server/http/page-cache.ts) on two web processes of the production bundle that
 * share one database and one Redis prefix, the way two replicas behind a load balancer do.
 */

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent (still compressed when Content-Encoding says so). */
  raw: Buffer;
  /** The body decoded. */
  text: string;
}

let services: Services;
let servers: WebProcess[] = [];
let invalidations: InvalidationWatcher | undefined;
const prefix = `${inject("testEnv").runId}-pagecache`;

/** A raw HTTP exchange: fetch would decode the body and hide what was sent. */
function get(
  server: WebProcess,
  path: string,
  headers: Record<string, string> = {},
  method = "GET",
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${server.base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers["content-encoding"];
        const decoded = encoding === "gzip" ? gunzipSync(raw) : encoding === "br" ? brotliDecompressSync(raw) : raw;
        resolve({ status: res.statusCode!, headers: res.headers, raw, text: decoded.toString("utf8") });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

const nextInvalidation = () => invalidations!.next();

useTwoWebProcesses({
  prefix,
  // the writes below run through this process's own services: like a worker, on the servers' prefix
  prepare: async () => {
    services = await createTestServices({ REDIS_PREFIX: prefix });
    return { ADMIN_USERNAME: "cache-admin", ADMIN_PASSWORD: "cache-password-1" };
  },
  ready: (started, watcher) => {
    servers = started;
    invalidations = watcher;
  },
  cleanUp: async () => {
    await services?.close();
  },
});

describe("anonymous page cache", () => {
  itHasTheBundle();

  it("serves a repeat visit from memory, the very bytes koa-compress made, decoding to the page Remix rendered", async () => {
    const [a] = servers;
    // a session cookie bypasses the cache: what Remix renders today, for comparison
    const rendered = await get(a!, "/about", { cookie: `${SESSION_COOKIE}=not-a-session`, "accept-encoding": "identity" });
    expect(rendered.headers["x-page-cache"]).toBeUndefined();
    for (const encoding of ["gzip", "br", "identity"]) {
      const first = await get(a!, "/about", { "accept-encoding": encoding });
      expect(first.status).toBe(200);
      expect(first.headers["x-page-cache"]).toBe("miss");
      const again = await get(a!, "/about", { "accept-encoding": encoding });
      expect(again.headers["x-page-cache"]).toBe("hit");
      expect(again.headers["content-encoding"]).toBe(encoding === "identity" ? undefined : encoding);
      expect(again.raw.equals(first.raw)).toBe(true);
      expect(again.headers.etag).toBe(first.headers.etag);
      if (encoding !== "identity") expect(again.raw.length).toBeLessThan(again.text.length / 3);
      for (const answer of [first, again]) {
        expect(answer.text).toBe(rendered.text);
        expect(answer.headers["content-type"]).toBe(rendered.headers["content-type"]);
        expect(answer.headers["content-security-policy"]).toBe(rendered.headers["content-security-policy"]);
        expect(answer.headers.vary).toMatch(/Cookie/);
        expect(answer.headers.vary).toMatch(/Accept-Encoding/);
      }
    }
    // the production document loads its scripts as Remix emits them, with no nonce
    expect(rendered.text).toMatch(/<link rel="modulepreload" href="\/assets\//);
    expect(rendered.text).toMatch(/<script type="module" async="">/);
    expect(rendered.text).not.toMatch(/nonce=|x-deferred/);
    // and paints without waiting for a stylesheet (app/utils/stylesheet.tsx)
    expect(rendered.text).toMatch(/<head>.*<style id="site-stylesheet">.*?\.bg-brand-800\{.*?<\/style>.*<\/head>/s);
    expect(rendered.text).not.toContain('rel="stylesheet"');
    // rendered whole, the page's data written into it
    expect(rendered.text).toMatch(/^<!DOCTYPE html><html/);
    expect(rendered.text).toMatch(/streamController\.enqueue\(".*loaderData.*"\);<\/script>/);
    expect(rendered.text).toContain("streamController.close();</script>");
    expect(rendered.text).not.toContain("<!--$!-->");
  });

  it("keeps Remix's route manifest answers too (what every page asks for once hydrated), the same for everyone", async () => {
    const [a] = servers;
    const page = await get(a!, "/", { cookie: "country=bangladesh" });
    const version = /\/assets\/manifest-([0-9a-f]+)\.js/.exec(page.text)?.[1];
    expect(version).toBeTruthy();
    const path = `/__manifest?p=%2Fabout&p=%2Fgallery&version=${version}`;
    const first = await get(a!, path, { "accept-encoding": "gzip" });
    expect(first.status).toBe(200);
    expect(first.headers["x-page-cache"]).toBe("miss");
    const routes = JSON.parse(first.text) as Record<string, { path?: string }>;
    expect(routes["routes/_site.($lang).about"]?.path).toBe(":lang?/about");
    expect(routes["routes/_site.($lang).gallery"]?.path).toBe(":lang?/gallery");
    for (const encoding of ["gzip", "br", "identity"]) {
      if (encoding !== "gzip")
        expect((await get(a!, path, { "accept-encoding": encoding })).headers["x-page-cache"]).toBe("miss");
      const hit = await get(a!, path, { "accept-encoding": encoding });
      expect(hit.headers["x-page-cache"]).toBe("hit");
      expect(hit.headers["content-type"]).toMatch(/^application\/json/);
      expect(hit.headers["cache-control"]).toBe(first.headers["cache-control"]);
      expect(JSON.parse(hit.text)).toEqual(routes);
    }
    // a visitor with a session is answered by Remix, with the same routes
    const own = await get(a!, path, { cookie: `${SESSION_COOKIE}=not-a-session` });
    expect(own.headers["x-page-cache"]).toBeUndefined();
    expect(JSON.parse(own.text)).toEqual(routes);
    // an answer for another build's version (204, reload the document) is never kept
    for (let i = 0; i < 2; i++) {
      const stale = await get(a!, "/__manifest?p=%2Fabout&version=0", { "accept-encoding": "gzip" });
      expect(stale.status).toBe(204);
      expect(stale.headers["x-page-cache"]).toBeUndefined();
    }
  });

  it("keeps a page's data for a navigation in the browser (single fetch) the same way, never a visitor's own", async () => {
    const [a] = servers;
    const path = "/about.data?_routes=routes%2F_site.(%24lang).about";
    const first = await get(a!, path, { cookie: "country=bangladesh", "accept-encoding": "gzip" });
    expect(first.status).toBe(200);
    expect(first.headers["x-page-cache"]).toBe("miss");
    expect(first.text).toContain("routes/_site.($lang).about");
    for (const encoding of ["gzip", "br", "identity"]) {
      if (encoding !== "gzip") await get(a!, path, { cookie: "country=bangladesh", "accept-encoding": encoding });
      const hit = await get(a!, path, { cookie: "country=bangladesh", "accept-encoding": encoding });
      expect(hit.headers["x-page-cache"]).toBe("hit");
      expect(hit.headers["content-type"]).toBe("text/x-script");
      expect(hit.text).toBe(first.text);
    }
    // another country is another entry; a session is answered by Remix
    expect((await get(a!, path, { cookie: "country=saudiarabia" })).headers["x-page-cache"]).toBe("miss");
    const own = await get(a!, path, { cookie: `country=bangladesh; ${SESSION_COOKIE}=not-a-session` });
    expect(own.headers["x-page-cache"]).toBeUndefined();
    expect(own.text).toBe(first.text);
    // a redirect (single fetch answers it with 202) is never kept
    for (let i = 0; i < 2; i++) {
      const moved = await get(a!, "/manpower.data", { cookie: "country=bangladesh" });
      expect(moved.status).toBe(202);
      expect(moved.headers["x-page-cache"]).toBeUndefined();
    }
  });

  it("compresses a document the cache does not keep (a session, a form result, a 404) by koa-compress", async () => {
    const [a] = servers;
    const visitor = { cookie: `${SESSION_COOKIE}=not-a-session` };
    for (const path of ["/about", "/services", "/no-such-page"]) {
      const identity = await get(a!, path, { ...visitor, "accept-encoding": "identity" });
      expect(identity.headers["content-encoding"]).toBeUndefined();
      const gzip = await get(a!, path, { ...visitor, "accept-encoding": "gzip" });
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      expect(gzip.raw.length).toBeLessThan(gzip.text.length / 3);
      // a browser takes both: koa-compress prefers brotli
      const br = await get(a!, path, { ...visitor, "accept-encoding": "gzip, deflate, br" });
      expect(br.headers["content-encoding"]).toBe("br");
      expect(br.raw.length).toBeLessThan(gzip.raw.length);
      for (const answer of [gzip, br]) {
        expect(answer.status).toBe(identity.status);
        expect(answer.headers["x-page-cache"]).toBeUndefined();
        expect(answer.headers.vary).toMatch(/Accept-Encoding/);
        expect(answer.text).toBe(identity.text);
      }
      expect(identity.text).toMatch(/<style id="site-stylesheet">.*?\.bg-brand-800\{/s);
    }
    const missing = await get(a!, "/no-such-page", { "accept-encoding": "gzip" });
    expect(missing.status).toBe(404);
    expect(missing.headers["content-encoding"]).toBe("gzip");
    expect(missing.text).toContain("</html>");
  });

  it("allows a kept page's inline scripts by their hashes: the same bytes and policy for every visitor, no nonce", async () => {
    const [a] = servers;
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await get(a!, "/training", { "accept-encoding": "gzip" }));
    expect(answers.slice(1).every((x) => x.headers["x-page-cache"] === "hit")).toBe(true);
    const policy = String(answers[0]!.headers["content-security-policy"]);
    for (const answer of answers) {
      expect(answer.raw.equals(answers[0]!.raw)).toBe(true);
      expect(answer.headers["content-security-policy"]).toBe(policy);
    }
    const hashes = inlineScriptHashes(Buffer.from(answers[0]!.text));
    // the theme mark, the scroll restoration, Remix's context, its data and its start-up
    expect(hashes.length).toBeGreaterThanOrEqual(4);
    expect(policy).toContain(`script-src 'self' ${hashes.join(" ")};`);
    expect(policy).not.toContain("nonce");
    expect(answers[0]!.text).not.toContain("nonce=");
    // a document the cache does not keep gets the policy of its own scripts the same way
    const uncached = await get(a!, "/training", { cookie: `${SESSION_COOKIE}=x` });
    expect(uncached.headers["content-security-policy"]).toBe(policy);
  });

  it("answers a matching If-None-Match with 304", async () => {
    const [a] = servers;
    const first = await get(a!, "/training", { "accept-encoding": "gzip" });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/); // strong
    const again = await get(a!, "/training", { "accept-encoding": "gzip", "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.raw.length).toBe(0);
    expect(again.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
    const stale = await get(a!, "/training", { "accept-encoding": "gzip", "if-none-match": '"something-else"' });
    expect(stale.status).toBe(200);
  });

  it("keeps visitors' countries and themes apart", async () => {
    const [a] = servers;
    const visitors = ["country=saudiarabia; theme=dark", "country=bangladesh; theme=light", "country=saudiarabia", ""];
    // what Remix renders for each (a session cookie bypasses the cache)
    const expected = new Map<string, string>();
    for (const cookie of visitors) {
      const page = await get(a!, "/services", { cookie: `${SESSION_COOKIE}=x; ${cookie}` });
      expected.set(cookie, page.text);
    }
    expect(new Set(expected.values()).size).toBe(visitors.length);
    for (let round = 0; round < 2; round++) {
      for (const cookie of visitors) {
        const page = await get(a!, "/services", cookie ? { cookie } : {});
        expect(page.headers["x-page-cache"]).toBe(round === 0 ? "miss" : "hit");
        expect(page.text).toBe(expected.get(cookie));
      }
    }
    expect(/<html[^>]*class="dark"/.test(expected.get(visitors[0]!)!)).toBe(true);
  });

  it("stores a page under the country and theme it was rendered with, whatever the cookies look like", async () => {
    const [a] = servers;
    // duplicated, padded, quoted, empty and invalid values of every cookie that varies a page
    const odd = [
      "country=saudiarabia; country=zz",
      "country=zz; country=saudiarabia",
      "theme=dark; theme=light",
      "theme=light; theme=dark",
      "country= saudiarabia ; theme= dark ",
      'country="saudiarabia"; theme="dark"',
      "country=; theme=",
      "country=SaudiArabia; theme=DARK",
      "country=saudiarabia%20; theme=dark;",
    ];
    const path = `/services?probe=${randomUUID().slice(0, 8)}`;
    // what Remix renders for each header (a session cookie bypasses the cache), and for the plain visitors
    const rendered = async (cookie: string) => (await get(a!, path, { cookie: `${SESSION_COOKIE}=x; ${cookie}` })).text;
    const plain = ["", "country=saudiarabia", "theme=dark", "country=bangladesh"];
    const expected = new Map<string, string>();
    for (const cookie of [...odd, ...plain]) expected.set(cookie, await rendered(cookie));
    expect(new Set(plain.map((cookie) => expected.get(cookie))).size).toBe(plain.length);
    // each odd header first (it fills the entry its values name), then every plain visitor, twice
    for (const cookie of [...odd, ...plain, ...plain]) {
      const page = await get(a!, path, cookie ? { cookie } : {});
      expect(page.status).toBe(200);
      expect(page.text, cookie).toBe(expected.get(cookie));
    }
    // a new visitor (no cookie) is asked for their country, not shown a market's page
    expect(expected.get("")).not.toBe(expected.get("country=saudiarabia"));
    expect(expected.get("country=saudiarabia; country=zz")).toBe(expected.get("country=saudiarabia"));
    expect(expected.get("theme=dark; theme=light")).toBe(expected.get("theme=dark"));
  });

  it("never caches a form result, anything posted, a signed-in visitor or the admin area", async () => {
    const [a] = servers;
    const tag = `Visitor ${randomUUID().slice(0, 8)}`;
    const posted = await get(
      a!,
      "/contact",
      { "content-type": "application/x-www-form-urlencoded", origin: a!.base },
      "POST",
      new URLSearchParams({ name: tag, email: "not-an-email", subject: "s", message: "m" }).toString(),
    );
    expect(posted.status).toBeGreaterThanOrEqual(400);
    expect(posted.text).toContain(tag); // the visitor's own answers come back to them...
    expect(posted.headers["x-page-cache"]).toBeUndefined();
    for (let i = 0; i < 2; i++) {
      const other = await get(a!, "/contact");
      expect(other.status).toBe(200);
      expect(other.text).not.toContain(tag); // ...and to nobody else
    }

    for (const path of ["/login", "/admin", "/worker-registration?paymentID=abc"]) {
      for (let i = 0; i < 2; i++) expect((await get(a!, path)).headers["x-page-cache"]).toBeUndefined();
    }
    for (const cookie of [`${SESSION_COOKIE}=abc; country=bangladesh`, "__toast=abc", "country=bangladesh; other=1"]) {
      for (let i = 0; i < 2; i++) expect((await get(a!, "/about", { cookie })).headers["x-page-cache"]).toBeUndefined();
    }
  });

  it("marks every answer made for a signed-in visitor private, no-store: documents, page data, the draft preview, the admin area", async () => {
    const [a] = servers;
    // an account of its own: the run's database may already hold admins, so the first-run seed made none
    const username = `cache-${randomUUID().slice(0, 8)}`;
    const admin = await newAdmin(services.db, username, "cache-password-1");
    const { token } = await createSession(services.db, admin.id);
    const signedIn = { cookie: `${SESSION_COOKIE}=${token}` };
    const paths = [
      "/",
      "/?preview",
      "/about",
      "/about.data?_routes=routes%2F_site.about",
      "/about.data?preview&_routes=routes%2F_site.about",
      "/admin",
      "/no-such-page",
    ];
    for (const path of paths) {
      const answer = await get(a!, path, signedIn);
      expect(answer.status, path).toBeLessThan(path === "/no-such-page" ? 500 : 300);
      expect(answer.headers["cache-control"], path).toBe("private, no-store");
      expect(answer.headers["x-page-cache"], path).toBeUndefined();
    }
    // signed in for real: the admin area answers rather than sending to /login
    expect((await get(a!, "/admin", signedIn)).text).toContain(username);
    // an anonymous visitor's pages stay shareable
    for (const path of ["/", "/?preview", "/about.data?_routes=routes%2F_site.about"]) {
      expect(String((await get(a!, path)).headers["cache-control"]), path).not.toMatch(/private|no-store/);
    }
  });

  it("shows a content write on the next request on every web process", async () => {
    const title = `Cache Probe ${randomUUID().slice(0, 8)}`;
    // the newest open jobs come first
    const path = "/apply-jobs-now";
    for (const server of servers) {
      // warm until this server's cache answers (an answer that may not be stored, e.g. a 503 while the busy
      // machine's database check is slow, only delays that), and the page never had the title before the write
      const seen: string[] = [];
      for (let i = 0; i < 50; i++) {
        const page = await get(server, path);
        expect(page.text).not.toContain(title);
        seen.push(`${page.status} ${String(page.headers["x-page-cache"])}`);
        if (page.headers["x-page-cache"] === "hit") break;
      }
      expect(seen.at(-1), seen.join(", ")).toBe("200 hit");
    }

    // a write inside a transaction is announced when it commits
    const announced = nextInvalidation();
    const id = await services.db.transaction(async (trx) => {
      const [row] = await trx("jobs")
        .insert({ title, city: "Riyadh", country: "Saudi Arabia" })
        .returning<{ id: number }[]>("id");
      return row!.id;
    });
    await announced;
    for (const server of servers) expect((await get(server, path)).text).toContain(title);

    // an autocommitted raw statement too
    const hidden = nextInvalidation();
    await services.db.raw("update jobs set is_active = false where id = ?", [id]);
    await hidden;
    for (const server of servers) expect((await get(server, path)).text).not.toContain(title);
  });

  it("announces nothing for a rolled-back write or a write elsewhere", async () => {
    const [a] = servers;
    await get(a!, "/training");
    const messages: string[] = [];
    const record = (_channel: string, message: string) => messages.push(message);
    invalidations!.subscriber.on("message", record);
    await services.db
      .transaction(async (trx) => {
        await trx("jobs").insert({ title: "Rolled back" });
        throw new Error("roll back");
      })
      .catch(() => undefined);
    await services.db("contact_messages").insert({ name: "n", email: "n@example.com", subject: "s", message: "m" });
    // a content write afterwards: once it arrives, anything published before it has arrived too
    const marker = nextInvalidation();
    await services.db("site_settings").where({ key: "no-such-setting" }).update({ value: {} });
    await marker;
    invalidations!.subscriber.off("message", record);
    expect(messages).toEqual(["*"]);
  });
});
