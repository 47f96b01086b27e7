import { randomBytes } from "node:crypto";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Koa from "koa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaKey, mediaRoutes } from "../../server/http/media.js";
import { startS3, type TestS3 } from "./media-support.js";

let s3: TestS3;
let server: Server;
let port: number;
const body = randomBytes(5000);

beforeAll(async () => {
  s3 = await startS3();
  await s3.storage.put("public", "images/7/320.webp", body, { size: body.length, contentType: "image/webp" });
  await s3.storage.put("private", "uploads/2026/01/secret", Buffer.from("private"), { size: 7, contentType: "application/pdf" });
  const app = new Koa();
  app.use(mediaRoutes({ storage: s3.storage }));
  app.use((ctx) => {
    ctx.body = "downstream";
  });
  server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await s3?.close();
});

/** Raw HTTP so paths reach the server exactly as written (fetch would normalise `..`). */
function get(path: string, method = "GET", headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on("error", reject);
      req.end();
    },
  );
}

describe("/media", () => {
  it("streams a public object with its type, ETag and immutable caching", async () => {
    const res = await get("/media/images/7/320.webp");
    expect(res.status).toBe(200);
    expect(res.body.equals(body)).toBe(true);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.headers["content-length"]).toBe(String(body.length));
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);

    const again = await get("/media/images/7/320.webp", "GET", { "if-none-match": res.headers.etag as string });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect((await get("/media/images/7/320.webp", "GET", { "if-none-match": '"other"' })).status).toBe(200);
  });

  it("answers HEAD without a body", async () => {
    const res = await get("/media/images/7/320.webp", "HEAD");
    expect(res.status).toBe(200);
    expect(res.headers["content-length"]).toBe(String(body.length));
    expect(res.body.length).toBe(0);
  });

  it("404s missing objects, private objects and traversal attempts", async () => {
    for (const path of [
      "/media/images/7/999.webp",
      "/media/uploads/2026/01/secret",
      "/media/../uploads/2026/01/secret",
      "/media/images/%2e%2e/%2e%2e/uploads/2026/01/secret",
      "/media/images%2f7%2f320.webp",
      "/media/",
      "/media/%E0%A4%A",
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it("refuses other methods and leaves other paths alone", async () => {
    expect((await get("/media/images/7/320.webp", "POST")).status).toBe(405);
    const other = await get("/mediax/thing");
    expect(other.body.toString()).toBe("downstream");
  });

  it("parses keys strictly", () => {
    expect(mediaKey("/media/images/7/320.webp")).toBe("images/7/320.webp");
    expect(mediaKey("/media/a//b")).toBeNull();
    expect(mediaKey("/media/a/..")).toBeNull();
    expect(mediaKey("/media/.hidden")).toBeNull();
    expect(mediaKey("/media/a\\b")).toBeNull();
  });
});
