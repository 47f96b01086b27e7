import { createHash } from "node:crypto";
import { brotliCompressSync, constants as zlib } from "node:zlib";
import type { Context, Middleware } from "koa";
import { LRUCache } from "lru-cache";
import { COUNTRY_COOKIE } from "../modules/content/country.js";
import { parseCookies, visitorChoices } from "../modules/content/visitor-choices.server.js";
import { contentCache } from "../modules/content/cache.server.js";
import type { Services } from "../services.js";
import { THEME_COOKIE } from "../../app/utils/theme.js";
import { gzipOf, identityOf, KEPT, ONCE, piece, stylesheetCutter, type Cut, type Part, type Piece } from "./document-gzip.js";

/*
 * Rendered public pages for visitors without a session, cached per (path, sorted query, country, theme) in a
 * bounded LRU of this process (docs/decisions/0008-page-cache.md).
 *
 * The CSP nonce stays unique per response: an entry keeps the document cut at every occurrence of the nonce it
 * was rendered with, and each response joins the pieces with its own nonce. Each piece is kept compressed as
 * well, so a gzip response is the pieces' deflate joined around the nonce (./document-gzip.ts). Brotli streams
 * cannot be joined like that, so brotli is made per response, and only for clients that do not take gzip.
 *
 * Every other HTML document (a signed-in visitor, a form result, an error page) goes out the same way, its
 * markup compressed for that response alone and its stylesheet from the piece made once.
 *
 * Two other answers are kept the same way, under the same rules: a page's data for a navigation in the browser
 * (single fetch, `/about.data`: what its loaders return, as in the document), and Remix's route manifest
 * (`/__manifest?p=…&version=…`, what every page asks for once hydrated: lazy route discovery), which names the
 * build's version. Unkept, each of these cost the server several times what a cached page did.
 *
 * Invalidation: every content write on any instance (server/modules/content/writes.server.ts) publishes on the
 * content cache's channel; each instance clears its pages and, for a moment after, stores none (the writing
 * transaction's COMMIT may still be on its way when the message arrives).
 *
 * One render per page at a time: a miss that finds the same page (same key) already being rendered, since the
 * last invalidation, waits for that render and is answered from it with its own nonce, as a hit would be. Right
 * after an edit every visitor misses at once; without this, each would render the page itself and the process
 * would fall seconds behind.
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
  "content-security-policy",
  "x-request-id",
  "content-length",
  "content-encoding",
  "etag",
  "vary",
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

/** Where each response puts its own nonce. */
const NONCE = Symbol("nonce");

interface Entry {
  /** The document cut at each nonce (and around its stylesheet). */
  parts: Array<Piece | typeof NONCE>;
  /** Bytes of the pieces (the document without its nonces). */
  length: number;
  /** Of the document with the nonces blanked: identical for every response made from this entry. */
  tag: string;
  headers: Array<[string, string]>;
  /** Route template of the page (server/metrics/http.ts), so hits are counted under it too. */
  route?: string;
}

interface PageCacheOptions {
  /** Memory bound of the cache (document and gzip bytes). */
  maxBytes?: number;
}

type Encoding = "gzip" | "br" | "identity";

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
  return `${ctx.path}?${params.toString()}|${country ?? "-"}|${theme}`;
}

/** The document's bytes cut at each occurrence of `nonce`, each piece compressed to be kept. */
function atNonces(bytes: Buffer, nonce: Buffer): Array<Piece | typeof NONCE> {
  const parts: Array<Piece | typeof NONCE> = [];
  let from = 0;
  for (let at = bytes.indexOf(nonce); at >= 0; at = bytes.indexOf(nonce, from)) {
    parts.push(piece(bytes.subarray(from, at), KEPT), NONCE);
    from = at + nonce.length;
  }
  parts.push(piece(bytes.subarray(from), KEPT));
  return parts;
}

function makeEntry(body: Buffer, cut: Cut | null, nonce: string, headers: Array<[string, string]>): Entry {
  const needle = Buffer.from(nonce);
  const parts = cut ? [...atNonces(cut.before, needle), cut.stylesheet, ...atNonces(cut.after, needle)] : atNonces(body, needle);
  const hash = createHash("sha256");
  let length = 0;
  for (const part of parts) {
    if (part === NONCE) {
      hash.update("\0");
    } else {
      hash.update(part.bytes);
      length += part.bytes.length;
    }
  }
  return { parts, length, tag: hash.digest("base64url").slice(0, 27), headers };
}

const etagOf = (entry: Entry, encoding: Encoding) =>
  `"${entry.tag}${encoding === "identity" ? "" : `-${encoding === "gzip" ? "gz" : "br"}`}"`;

/** If-None-Match names one of the entry's representations (or "*"). */
function revalidates(ctx: Context, entry: Entry): boolean {
  const header = ctx.get("if-none-match");
  if (!header) return false;
  return header.split(",").some((raw) => {
    const tag = raw.trim().replace(/^W\//, "");
    return tag === "*" || tag.startsWith(`"${entry.tag}`);
  });
}

/** The coding the client takes that costs least to make: gzip joined from pieces, else brotli, else none. */
function chosenEncoding(ctx: Context): Encoding {
  const accepted = ctx.acceptsEncodings(["gzip", "br", "identity"]);
  return accepted === "gzip" || accepted === "br" ? accepted : "identity";
}

/** A document's bytes as sent without compression, and as gzip: each made only when asked for. */
interface Representations {
  identity: () => Buffer;
  gzip: () => Buffer;
}

/** The document in `encoding` (koa-compress stands aside: the document is compressed here, in pieces). */
function setDocument(ctx: Context, encoding: Encoding, document: Representations) {
  ctx.compress = false;
  ctx.vary("Accept-Encoding");
  if (encoding === "gzip") {
    ctx.set("Content-Encoding", "gzip");
    ctx.body = document.gzip();
  } else if (encoding === "br") {
    ctx.set("Content-Encoding", "br");
    ctx.body = brotliCompressSync(document.identity(), { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } });
  } else {
    ctx.body = document.identity();
  }
}

function send(ctx: Context, entry: Entry, outcome: "hit" | "miss" | "shared") {
  for (const [name, value] of entry.headers) ctx.set(name, value);
  ctx.vary("Accept-Encoding");
  ctx.vary("Cookie");
  ctx.set("X-Page-Cache", outcome);
  const encoding = chosenEncoding(ctx);
  ctx.set("ETag", etagOf(entry, encoding));
  if (revalidates(ctx, entry)) {
    // The browser keeps the document it has, with the policy (and nonce) it came with: a new policy here
    // would replace the stored one and block the stored document's scripts.
    ctx.remove("Content-Security-Policy");
    ctx.remove("Content-Type");
    ctx.status = 304;
    return;
  }
  const nonce = Buffer.from(ctx.state.cspNonce as string);
  const parts = (): Part[] => entry.parts.map((part) => (part === NONCE ? nonce : part));
  setDocument(ctx, encoding, { identity: () => identityOf(parts()), gzip: () => gzipOf(parts()) });
  ctx.status = 200;
}

/**
 * A document rendered for this response alone (a signed-in visitor, a form result, an error page): compressed
 * like a cached one, its markup at zlib's default level and its stylesheet from the piece made once.
 */
function sendOwnDocument(ctx: Context, cutStylesheet: (document: Buffer) => Cut | null) {
  const body = documentBytes(ctx);
  if (!body || !ctx.response.is("html") || ctx.response.get("Content-Encoding")) return;
  setDocument(ctx, chosenEncoding(ctx), {
    identity: () => body,
    gzip: () => {
      const cut = cutStylesheet(body);
      return gzipOf(cut ? [piece(cut.before, ONCE), cut.stylesheet, piece(cut.after, ONCE)] : [piece(body, ONCE)]);
    },
  });
}

/** The response's body when it is whole in memory (Remix's documents are: ./remix.ts), else null (a stream). */
function documentBytes(ctx: Context): Buffer | null {
  const body: unknown = ctx.body;
  if (typeof body === "string") return Buffer.from(body);
  return Buffer.isBuffer(body) ? body : null;
}

/** What the downstream response says about being shared with other anonymous visitors. */
function storable(ctx: Context): boolean {
  if (ctx.method !== "GET" || ctx.status !== 200) return false;
  if (!keepable(ctx.path, ctx.response.get("Content-Type"))) return false;
  if (ctx.response.get("Set-Cookie") || ctx.response.get("Content-Encoding")) return false;
  return !/\b(?:no-store|private)\b/i.test(ctx.response.get("Cache-Control"));
}

/** Koa middleware: place it after the security headers (it needs this response's nonce) and before Remix. */
export function pageCache(services: Services, options: PageCacheOptions = {}): Middleware {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const cache = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    maxEntrySize: maxBytes / 8,
    // the stylesheet's piece, shared by every entry, is counted in each: the bound errs on the safe side
    sizeCalculation: (entry) =>
      entry.parts.reduce((sum, part) => sum + (part === NONCE ? 0 : part.bytes.length + part.deflated.length), 0) + 512,
    ttl: MAX_AGE_MS,
  });
  /** Pages being rendered now, since the last invalidation: what a miss for the same key waits for. */
  const renderings = new Map<string, Promise<Entry | null>>();
  const cutStylesheet = stylesheetCutter();
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
    if (key === null) {
      await next();
      return sendOwnDocument(ctx, cutStylesheet);
    }
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
      // here: a document can be rendered without a turn of the event loop (app/utils/render-document.server.tsx),
      // and without this each of them would find the render over and, within the hold, render the page again.
      await new Promise((resolve) => setImmediate(resolve));
    }
    let entry: Entry | null = null;
    try {
      const before = new Set(Object.keys(ctx.response.headers));
      await next();
      const body = documentBytes(ctx);
      if (!storable(ctx) || !body) return sendOwnDocument(ctx, cutStylesheet);
      const headers = Object.entries(ctx.response.headers)
        .filter(([name]) => !before.has(name) && !PER_RESPONSE_HEADERS.has(name))
        .map(([name, value]): [string, string] => [name, String(value)]);
      if (!headers.some(([name]) => name === "cache-control")) headers.push(["cache-control", "no-cache"]);
      entry = {
        ...makeEntry(body, cutStylesheet(body), ctx.state.cspNonce as string, headers),
        route: ctx.state.route as string | undefined,
      };
      if (generation === startedIn && startedAfterHold) cache.set(key, entry);
      send(ctx, entry, "miss");
    } finally {
      share(entry);
      if (mine && renderings.get(key) === mine) renderings.delete(key);
    }
  };
}
