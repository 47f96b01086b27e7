import type { AddressInfo } from "node:net";
import Koa from "koa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { securityHeaders } from "../../server/http/security.js";

/** A Koa app with only the security headers, answering each request with the nonce it was given. */
async function serve(options: Parameters<typeof securityHeaders>[0]) {
  const app = new Koa();
  app.use(securityHeaders(options));
  app.use((ctx) => {
    ctx.body = String(ctx.state.cspNonce);
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return { url, close: () => new Promise((resolve) => server.close(resolve)) };
}

const POLICY = (nonce: string, formAction = "form-action 'self'") =>
  "default-src 'self';" +
  `script-src 'self' 'nonce-${nonce}';` +
  "style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self' data:;connect-src 'self';" +
  `${formAction};frame-ancestors 'none';base-uri 'self';object-src 'none'`;

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

  it("sends the whole strict policy with the nonce the response's scripts get, a new one each time", async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const response = await fetch(plain.url);
      const nonce = await response.text();
      // 16 random bytes; past the first pool of 256 nonces too
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
      expect(response.headers.get("content-security-policy")).toBe(POLICY(nonce));
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(300);
  });

  it("adds the payment origins to form-action and upgrades requests over HTTPS", async () => {
    const response = await fetch(https.url);
    const nonce = await response.text();
    expect(response.headers.get("content-security-policy")).toBe(
      `${POLICY(nonce, "form-action 'self' https://checkout.example")};upgrade-insecure-requests`,
    );
    expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });
});
