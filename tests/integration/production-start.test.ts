import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startWebProcess, type WebProcess } from "../support/web-process.js";

/*
 * Finding 9: `npm start` (scripts/start.mjs, NODE_ENV unset) serves the production build as production:
 * no stack trace, SQL or server path in any response, page source or `.data` body, while it still runs
 * on its embedded services ("embedded production", server/config).
 */

const LEAK =
  /\bat [\w.$<>]+ \(|\bat (?:file|node):|node_modules|\/work\/|\/home\/|\/tmp\/|\.[cm]?[jt]sx?:\d+|"stack"|\bselect\b[^<>]{0,200}\bfrom "|\binsert into "|invalid input syntax|violates [\w ]*constraint/i;

let server: WebProcess;
let dataDir = "";

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "crestline-start-"));
  server = await startWebProcess(
    {
      NODE_ENV: undefined,
      EMBEDDED_SERVICES: undefined,
      DATA_DIR: dataDir,
      BKASH_BASE_URL: undefined,
      REDIS_PREFIX: `${inject("testEnv").runId}-start`,
      ADMIN_USERNAME: "start-admin",
      ADMIN_PASSWORD: "start-password-1",
    },
    { command: ["scripts/start.mjs"] },
  );
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function probe(pathname: string, init: RequestInit = {}) {
  const res = await fetch(`${server.base}${pathname}`, { redirect: "manual", ...init });
  return { status: res.status, body: await res.text() };
}

describe("npm start behaves as production towards visitors", () => {
  it("leaks nothing in error answers of documents and .data requests", async () => {
    const cases: Array<[string, RequestInit?]> = [
      ["/?_data=x"],
      ["/about?_data=routes/nope"],
      ["/_root.data?_routes=x"],
      ["/about.data?_routes=routes%2Fnope"],
      ["/nope.data"],
      ["/about", { method: "PUT", body: "a=1", headers: { "content-type": "application/x-www-form-urlencoded" } }],
      ["/about", { method: "POST", body: "a=1", headers: { "content-type": "application/x-www-form-urlencoded" } }],
      ["/about.data", { method: "DELETE" }],
      ["/about", { method: "OPTIONS" }],
      ["/admin/quotes/not-a-number"],
      ["/%E0%A4%A"],
    ];
    for (const [pathname, init] of cases) {
      const { status, body } = await probe(pathname, init);
      expect(status, `${init?.method ?? "GET"} ${pathname}`).toBeLessThan(500);
      expect(body, `${init?.method ?? "GET"} ${pathname}`).not.toMatch(LEAK);
    }
  });

  it("answers methods a page has no handler for with 405, without the router's message", async () => {
    const { status, body } = await probe("/about", {
      method: "PUT",
      body: "",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(status).toBe(405);
    expect(body).not.toMatch(/did not provide an `action`|Invalid request method/);
  });

  it("still runs the zero-config services it was not given (the bKash sandbox)", async () => {
    expect(server.output()).not.toMatch(/Invalid configuration/);
    const page = await probe("/");
    expect(page.status).toBe(200);
    expect(page.body).not.toMatch(LEAK);
    // mounted (a wrong app key is refused by the sandbox itself, not a 404)
    const sandbox = await probe("/bkash-sandbox/tokenized/checkout/token/grant", {
      method: "POST",
      headers: { "content-type": "application/json", username: "x", password: "y", accept: "application/json" },
      body: JSON.stringify({ app_key: "x", app_secret: "y" }),
    });
    expect(sandbox.status).not.toBe(404);
  });
});
