import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import type { Context, Middleware } from "koa";
import { LRUCache } from "lru-cache";
import { THEME_COOKIE } from "../../app/utils/theme.js";
import { COUNTRY_COOKIE } from "../modules/content/country.js";
import { contentCache } from "../modules/content/cache.server.js";
import { parseCookies, visitorChoices } from "../modules/content/visitor-choices.server.js";
import type { Services } from "../services.js";

/*
 * Rendered public pages for visitors without a session, cached per (path, sorted query, country, theme,
 * Accept-Encoding) in a bounded LRU of this process (docs/decisions/0008-page-cache.md).
 *
 * An entry is the response exactly as it was sent: its headers and its body as koa-compress compressed it for that
 * Accept-Encoding. It can be sent again as it is because nothing in it is made per response: its inline scripts
 * are allowed by their hashes (./security.ts), not by a nonce. The cache sits in front of koa-compress, so a hit is
 * neither rendered nor compressed.
 *
 * Two other answers are kept the same way, under the same rules: a page's data for a navigation in the browser
 * (single fetch, `/about.data`: what its loaders return, as in the document), and Remix's route manifest
 * (`/__manifest?p=…&version=…`, what every page asks for once hydrated: lazy route discovery), which names the
 * build's version.
 *
 * Invalidation: every content write on any instance (server/modules/content/writes.server.ts) publishes on the
 * content cache's channel; each instance clears its pages and, for a moment after, stores none (the writing
 * transaction's COMMIT may still be on its way when the message arrives).
 *
 * One render per page at a time: a miss that finds the same page (same key) already being rendered, since the
 * last invalidation, waits for that render and is answered from it, as a hit would be. Right after an edit every
 * visitor misses at once; without this, each would render the page itself and the process would fall behind.
 */

/** Cookies that may shape an anonymous page; any other cookie (a session, the `__toast` flash message) bypasses the cache. */
const KEY_COOKIES = new Set([COUNTRY_COOKIE, THEME_COOKIE]);
/** Where Remix answers lazy route discovery (JSON). */
export const ROUTE_MANIFEST_PATH = "/__manifest";
/** A page's data for a navigation in the browser: its path with this suffix (Remix's single fetch, turbo-stream). */
const PAGE_DATA_SUFFIX = ".data";

/** An answer the cache may keep: a document, a page's data, the route manifest. Each reaches it whole (./remix.ts). */
export function keepable(path: string, contentType: string | null): boolean {
  if (!contentType) return false;
  if (contentType.startsWith("text/html")) return true;
  if (path.endsWith(PAGE_DATA_SUFFIX)) return contentType.startsWith("text/x-script");
  return path === ROUTE_MANIFEST_PATH && contentType.startsWith("application/json");
}
/** Paths never cached even when anonymous. */
const PRIVATE_PATHS = /^\/(?:admin|login|logout|backend|bkash-sandbox|worker-registration\/status)(?:\/|$)/;
/** Query parameters that carry one visitor's own state (bKash's return to /worker-registration). */
const PRIVATE_PARAMS = ["paymentID"];
/** Headers the cached response must not replay: set per response, or by the cache itself. */
const PER_RESPONSE_HEADERS = new Set([
  "x-request-id",
  "content-length",
  "etag",
  "date",
  "connection",
  "transfer-encoding",
  "keep-alive",
  "x-page-cache",
]);
/** Entries outlive no invalidation message by more than this (a lost message, a missed write). */
const MAX_AGE_MS = 5 * 60 * 1000;
/** After an invalidation, nothing is stored for this long: a render may have read rows not yet committed. */
const HOLD_AFTER_INVALIDATION_MS = 1000;

interface Entry {
  /** As sent: compressed when the request's Accept-Encoding took a compression. */
  body: Buffer;
  headers: Array<[string, string]>;
  etag: string;
  /** Route template of the page (server/metrics/http.ts), so hits are counted under it too. */
  route?: string;
}

interface PageCacheOptions {
  /** Memory bound of the cache (bytes of the bodies). */
  maxBytes?: number;
}

/** The cache key of an anonymous, cacheable GET, or null when this request must go to Remix untouched. */
function pageCacheKey(ctx: Context): string | null {
  if ((ctx.method !== "GET" && ctx.method !== "HEAD") || PRIVATE_PATHS.test(ctx.path)) return null;
  if (ctx.get("authorization")) return null;
  const cookies = parseCookies(ctx.get("cookie"));
  if (Object.keys(cookies).some((name) => !KEY_COOKIES.has(name))) return null;
  const params = new URLSearchParams(ctx.querystring);
  if (params.has("_data") || PRIVATE_PARAMS.some((p) => params.has(p))) return null;
  params.sort();
  // the values the page is rendered with (readCountry, getTheme), from the same reading of the same header
  const { country, theme } = visitorChoices(cookies);
  // the coding koa-compress chooses depends on nothing else of the request
  return `${ctx.path}?${params.toString()}|${country ?? "-"}|${theme}|${ctx.get("accept-encoding")}`;
}

/** If-None-Match names the entry (or "*"). */
function revalidates(ctx: Context, entry: Entry): boolean {
  const header = ctx.get("if-none-match");
  if (!header) return false;
  return header.split(",").some((raw) => {
    const tag = raw.trim().replace(/^W\//, "");
    return tag === "*" || tag === entry.etag;
  });
}

function send(ctx: Context, entry: Entry, outcome: "hit" | "miss" | "shared") {
  for (const [name, value] of entry.headers) ctx.set(name, value);
  ctx.vary("Cookie");
  ctx.set("X-Page-Cache", outcome);
  ctx.set("ETag", entry.etag);
  if (revalidates(ctx, entry)) {
    ctx.status = 304;
    ctx.remove("Content-Encoding");
    ctx.remove("Content-Type");
    return;
  }
  ctx.body = entry.body;
  ctx.status = 200;
}

/** What the downstream response says about being shared with other anonymous visitors. */
function storable(ctx: Context): boolean {
  if (ctx.method !== "GET" || ctx.status !== 200) return false;
  if (!keepable(ctx.path, ctx.response.get("Content-Type"))) return false;
  if (ctx.response.get("Set-Cookie")) return false;
  return !/\b(?:no-store|private)\b/i.test(ctx.response.get("Cache-Control"));
}

/** The response's body read whole: as Remix left it, or as koa-compress's stream made it. */
async function bodyBytes(ctx: Context): Promise<Buffer | null> {
  const body: unknown = ctx.body;
  if (typeof body === "string") return Buffer.from(body);
  if (Buffer.isBuffer(body)) return body;
  return body instanceof Readable ? buffer(body) : null;
}

/** Koa middleware: place it before koa-compress (it keeps what koa-compress made) and the security headers. */
export function pageCache(services: Services, options: PageCacheOptions = {}): Middleware {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const cache = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    maxEntrySize: maxBytes / 8,
    sizeCalculation: (entry) => entry.body.length + 1024,
    ttl: MAX_AGE_MS,
  });
  /** Pages being rendered now, since the last invalidation: what a miss for the same key waits for. */
  const renderings = new Map<string, Promise<Entry | null>>();
  let generation = 0;
  let holdUntil = 0;
  contentCache(services).onInvalidate(() => {
    generation++;
    holdUntil = Date.now() + HOLD_AFTER_INVALIDATION_MS;
    cache.clear();
    // a render that started before the edit is no answer for a request that arrives after it
    renderings.clear();
  });

  return async (ctx, next) => {
    const key = pageCacheKey(ctx);
    if (key === null) return next();
    const hit = cache.get(key);
    if (hit) {
      services.metrics.pageCache.inc({ result: "hit" });
      ctx.state.route = hit.route;
      return send(ctx, hit, "hit");
    }
    const rendering = renderings.get(key);
    if (rendering) {
      const shared = await rendering;
      if (shared) {
        services.metrics.pageCache.inc({ result: "shared" });
        ctx.state.route = shared.route;
        return send(ctx, shared, "shared");
      }
      // that render's answer was not one to share (an error, a redirect, a cookie): this request renders its own
    }
    services.metrics.pageCache.inc({ result: "miss" });

    const startedIn = generation;
    // a render that began during the hold may have read the rows of an edit not yet committed, however late it ends
    const startedAfterHold = Date.now() >= holdUntil;
    let share: (entry: Entry | null) => void = () => {};
    const mine = rendering ? null : new Promise<Entry | null>((resolve) => (share = resolve));
    if (mine) {
      renderings.set(key, mine);
      // Requests for this page that have arrived already are read before the render begins, so they wait for it
      // here: a render can end without a turn of the event loop, and without this each of them would find the
      // render over and, within the hold, render the page again.
      await new Promise((resolve) => setImmediate(resolve));
    }
    let entry: Entry | null = null;
    try {
      const before = new Set(Object.keys(ctx.response.headers));
      await next();
      if (!storable(ctx)) return;
      const body = await bodyBytes(ctx);
      if (!body) return;
      const headers = Object.entries(ctx.response.headers)
        .filter(([name]) => !before.has(name) && !PER_RESPONSE_HEADERS.has(name))
        .map(([name, value]): [string, string] => [name, String(value)]);
      if (!headers.some(([name]) => name === "cache-control")) headers.push(["cache-control", "no-cache"]);
      const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
      entry = { body, headers, etag, route: ctx.state.route as string | undefined };
      if (generation === startedIn && startedAfterHold) cache.set(key, entry);
      send(ctx, entry, "miss");
    } finally {
      share(entry);
      if (mine && renderings.get(key) === mine) renderings.delete(key);
    }
  };
}
