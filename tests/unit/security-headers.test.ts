import { createHash } from "node:crypto";
import type { AddressInfo } from "node:net";
import Koa from "koa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inlineScriptHashes, securityHeaders } from "../../server/http/security.js";

const DOCUMENT = [
  "<!DOCTYPE html><html><head>",
  "<script>document.documentElement.setAttribute('data-js','')</script>",
  '<script type="module" src="/assets/entry.js"></script>',
  '<script type="application/ld+json">{"@type":"JobPosting"}</script>',
  "</head><body><p>café → ok</p>",
  '<script>window.__remixContext = {"name":"Dhaka — ঢাকা"};</script>',
  '<script type="module" async="">import "/assets/entry.js";</script>',
  "</body></html>",
].join("");

/** A Koa app with only the security headers, answering `/doc` with DOCUMENT and anything else with text. */
async function serve(options: Parameters<typeof securityHeaders>[0]) {
  const app = new Koa();
  app.use(securityHeaders(options));
  app.use((ctx) => {
    if (ctx.path === "/doc") {
      ctx.type = "html";
      ctx.body = Buffer.from(DOCUMENT);
    } else {
      ctx.body = "plain";
    }
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return { url, close: () => new Promise((resolve) => server.close(resolve)) };
}

const POLICY = (scripts: string, formAction = "form-action 'self'") =>
  "default-src 'self';" +
  `script-src 'self'${scripts};` +
  "style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self' data:;connect-src 'self';" +
  `${formAction};frame-ancestors 'none';base-uri 'self';object-src 'none'`;

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("names each inline script by the SHA-256 of its text, not scripts with src nor data blocks", () => {
    expect(inlineScriptHashes(Buffer.from(DOCUMENT))).toEqual([
      sha256("document.documentElement.setAttribute('data-js','')"),
      sha256('window.__remixContext = {"name":"Dhaka — ঢাকা"};'),
      sha256('import "/assets/entry.js";'),
    ]);
  });

  it("names a script that appears twice once, and nothing in a document without scripts", () => {
    expect(inlineScriptHashes(Buffer.from("<script>a()</script><p></p><script>a()</script>"))).toEqual([sha256("a()")]);
    expect(inlineScriptHashes(Buffer.from("<p>no scripts</p>"))).toEqual([]);
  });
});

describe("securityHeaders", () => {
  let plain: Awaited<ReturnType<typeof serve>>;
  let https: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    plain = await serve({ dev: false, https: false });
    https = await serve({ dev: false, https: true, formActionOrigins: ["https://checkout.example"] });
  });
  afterAll(async () => {
    await plain.close();
    await https.close();
  });

  it("allows a document's inline scripts by their hashes, the same policy every time, and no inline script elsewhere", async () => {
    const hashes = inlineScriptHashes(Buffer.from(DOCUMENT))
      .map((h) => ` ${h}`)
      .join("");
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${plain.url}doc`);
      expect(await response.text()).toBe(DOCUMENT);
      expect(response.headers.get("content-security-policy")).toBe(POLICY(hashes));
    }
    const other = await fetch(plain.url);
    expect(other.headers.get("content-security-policy")).toBe(POLICY(""));
  });

  it("adds the payment origins to form-action and upgrades requests over HTTPS", async () => {
    const response = await fetch(https.url);
    expect(response.headers.get("content-security-policy")).toBe(
      `${POLICY("", "form-action 'self' https://checkout.example")};upgrade-insecure-requests`,
    );
    expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });
});
