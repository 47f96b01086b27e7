import type { Middleware } from "koa";
import type { Services } from "../services.js";

const PREFIX = "/media/";
/** One path segment of a key: at most 200 characters, well inside file-name limits of a file-backed S3 server. */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
/** S3's own key limit is 1024 bytes (keys here are ASCII). */
const MAX_KEY_LENGTH = 1024;

/**
 * The object key a `/media/...` path names, or null when it is not a plain relative key (no `..`, no
 * encoded slashes, no over-long segment or key): those are answered 404 without asking storage.
 */
export function mediaKey(rawPath: string): string | null {
  if (!rawPath.startsWith(PREFIX)) return null;
  const segments = rawPath.slice(PREFIX.length).split("/");
  const decoded: string[] = [];
  for (const segment of segments) {
    let s: string;
    try {
      s = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (!SEGMENT.test(s) || s.includes("..")) return null;
    decoded.push(s);
  }
  const key = decoded.join("/");
  return key.length <= MAX_KEY_LENGTH ? key : null;
}

function matchesEtag(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/**
 * GET/HEAD `/media/<key>` from the public bucket. Keys there are written once per content
 * (e.g. `images/<id>/<width>.webp`), so responses are cached as immutable.
 */
export function mediaRoutes({ storage }: Pick<Services, "storage">): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith(PREFIX)) return next();
    if (ctx.method !== "GET" && ctx.method !== "HEAD") {
      ctx.set("Allow", "GET, HEAD");
      ctx.body = "Method not allowed";
      ctx.status = 405;
      return;
    }
    const key = mediaKey(ctx.path);
    const info = key ? await storage.stat("public", key) : null;
    if (!key || !info) {
      ctx.body = "Not found";
      ctx.status = 404;
      return;
    }
    const etag = `"${info.etag}"`;
    ctx.set("ETag", etag);
    ctx.set("Cache-Control", "public, max-age=31536000, immutable");
    ctx.set("Last-Modified", info.lastModified.toUTCString());
    ctx.set("X-Content-Type-Options", "nosniff");
    const ifNoneMatch = ctx.get("If-None-Match");
    if (ifNoneMatch && matchesEtag(ifNoneMatch, etag)) {
      ctx.status = 304;
      return;
    }
    ctx.type = info.contentType;
    if (ctx.method === "HEAD") {
      ctx.status = 200;
      ctx.length = info.size;
      return;
    }
    ctx.body = await storage.get("public", key);
    ctx.length = info.size;
    ctx.status = 200;
  };
}
