import { createServer, request, type IncomingHttpHeaders, type Server } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";
import Koa from "koa";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { pageCache } from "../../server/http/page-cache.js";
import { contentCache } from "../../server/modules/content/cache.server.js";
import type { Services } from "../../server/services.js";
import { createTestServices } from "../support/services.js";

/*
 * One render per page at a time (server/http/page-cache.ts, decision 0008): the page cache in front of a
 * renderer this test holds back, so which requests wait for which render is certain, not a matter of timing.
 */

interface Answer {
  headers: IncomingHttpHeaders;
  text: string;
}

let services: Services;
let server: Server;
let base = "";
/** Requests that have reached the page cache (counted just before it, which then runs without waiting). */
let arrivals = 0;
let renders = 0;
/** The renderer answers only once this is released. */
let held: Promise<void> = Promise.resolve();
let release = () => {};
let withCookie = false;
/** Connections the server has accepted. */
let connections = 0;
/** The renderer answers in the same turn of the event loop (no wait on `held`), as a string render can. */
let synchronous = false;

function hold() {
  held = new Promise((resolve) => (release = resolve));
}

function get(path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request(`${base}${path}`, { agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ headers: res.headers, text: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

const renderOf = (a: Answer) => Number(/render (\d+)/.exec(a.text)?.[1]);

beforeAll(async () => {
  services = await createTestServices({ REDIS_PREFIX: `${inject("testEnv").runId}-page-renders` });
  const app = new Koa();
  app.use(async (ctx, next) => {
    arrivals++;
    await next();
  });
  app.use(pageCache(services));
  app.use(async (ctx) => {
    const render = ++renders;
    if (!synchronous) await held;
    ctx.type = "html";
    if (withCookie) ctx.set("Set-Cookie", "seen=1");
    ctx.body = `<!doctype html><script></script><p>render ${render} of ${ctx.path}</p>`;
  });
  // The content cache's subscriber starts clean when it connects (an invalidation, which holds pages back for a
  // second): wait until it hears what is published, and for the hold to pass, so nothing but the tests invalidates.
  const cache = contentCache(services);
  let heard = 0;
  let published = 0;
  let lastHeardAt = Date.now();
  cache.onInvalidate((key) => {
    lastHeardAt = Date.now();
    if (key === "probe") heard++;
  });
  while (heard <= published) {
    published++;
    await cache.invalidate("probe");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await until(() => Date.now() - lastHeardAt > 1100);
  server = createServer(app.callback());
  server.on("connection", () => connections++);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

// a failed assertion must not leave requests held
afterEach(() => release());

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await services?.close();
});

describe("page cache: one render per page at a time", () => {
  it("answers simultaneous first visits of a page from one render, the same bytes for each", async () => {
    hold();
    const [arrived, rendered] = [arrivals, renders];
    const answers = Promise.all(Array.from({ length: 5 }, () => get("/together")));
    await until(() => arrivals === arrived + 5);
    expect(renders).toBe(rendered + 1);
    release();
    const all = await answers;
    expect(renders).toBe(rendered + 1);
    expect(all.map((a) => a.headers["x-page-cache"]).sort()).toEqual(["miss", "shared", "shared", "shared", "shared"]);
    expect(new Set(all.map(renderOf))).toEqual(new Set([rendered + 1]));
    expect(new Set(all.map((answer) => answer.text)).size).toBe(1);
    // and the page is kept: the next visit is a hit
    expect((await get("/together")).headers["x-page-cache"]).toBe("hit");
  });

  it("shares a render that ends without a turn of the event loop with the requests that had arrived", async () => {
    // five requests in the server's sockets before it reads any: the test holds the event loop while they arrive
    const accepted = connections;
    const sockets = await Promise.all(
      Array.from(
        { length: 5 },
        () =>
          new Promise<Socket>((resolve) => {
            const s = connect(Number(new URL(base).port), "127.0.0.1", () => resolve(s));
          }),
      ),
    );
    const answers = sockets.map(
      (socket) =>
        new Promise<string>((resolve) => {
          let raw = "";
          socket.on("data", (chunk: Buffer) => (raw += chunk.toString("latin1")));
          socket.on("end", () => resolve(raw));
        }),
    );
    await until(() => connections === accepted + 5); // accepted by the server, as a browser's kept-alive connections are
    const rendered = renders;
    synchronous = true;
    try {
      for (const socket of sockets) socket.write("GET /at-once HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
      const blockedUntil = Date.now() + 150;
      while (Date.now() < blockedUntil); // the requests reach the server's sockets meanwhile
      const outcomes = (await Promise.all(answers)).map((raw) => /x-page-cache: (\w+)/i.exec(raw)?.[1]);
      expect(outcomes.sort()).toEqual(["miss", "shared", "shared", "shared", "shared"]);
      expect(renders).toBe(rendered + 1);
    } finally {
      synchronous = false;
    }
  });

  it("never answers a request that came after an edit from a render that began before it", async () => {
    hold();
    const rendered = renders;
    const before = get("/edited");
    await until(() => renders === rendered + 1);
    await contentCache(services).invalidate("*");
    const after = get("/edited");
    // the second request does not wait for the first render: it starts its own
    await until(() => renders === rendered + 2);
    release();
    const [first, second] = await Promise.all([before, after]);
    expect(renderOf(first)).toBe(rendered + 1);
    expect(renderOf(second)).toBe(rendered + 2);
    expect(second.headers["x-page-cache"]).toBe("miss");
  });

  it("keeps no page whose render began while an edit may still be committing, however late it ends", async () => {
    let heard = 0;
    let heardAt = 0;
    contentCache(services).onInvalidate((key) => {
      if (key !== "*") return;
      heard++;
      heardAt = Date.now();
    });
    const path = `/begun-in-hold-${Date.now()}`;
    // The render must begin within the hold (a second after the last announcement); on a stalled machine it may
    // not, and then the case is tried again.
    for (let attempt = 1; ; attempt++) {
      // the edit's own announcement comes back from Redis too, and each one starts the hold again: wait for it
      const before = heard;
      await contentCache(services).invalidate("*");
      await until(() => heard >= before + 2);
      hold();
      const rendered = renders;
      const during = get(path);
      await until(() => renders === rendered + 1);
      const begunInHold = Date.now() - heardAt < 800;
      await new Promise((resolve) => setTimeout(resolve, 1100)); // the hold is over before the render ends
      release();
      expect((await during).headers["x-page-cache"]).toBe("miss");
      if (!begunInHold && attempt < 3) continue;
      expect(begunInHold).toBe(true);
      break;
    }
    // not kept: the next visit renders again, and that render, begun after the hold, is kept
    expect((await get(path)).headers["x-page-cache"]).toBe("miss");
    expect((await get(path)).headers["x-page-cache"]).toBe("hit");
  });

  it("lets each request render its own when the answer is not one to share", async () => {
    withCookie = true;
    try {
      hold();
      const [arrived, rendered] = [arrivals, renders];
      const answers = Promise.all(Array.from({ length: 3 }, () => get("/with-cookie")));
      await until(() => arrivals === arrived + 3);
      release();
      const all = await answers;
      expect(renders).toBe(rendered + 3);
      expect(new Set(all.map(renderOf)).size).toBe(3);
      expect(all.every((a) => a.headers["x-page-cache"] === undefined && a.headers["set-cookie"])).toBe(true);
    } finally {
      withCookie = false;
    }
  });
});
