import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { brotliCompressSync, constants as zlib, crc32, deflateRawSync } from "node:zlib";
import type { Context, Middleware } from "koa";
import { LRUCache } from "lru-cache";
import { COUNTRIES, COUNTRY_COOKIE } from "../modules/content/country.js";
import { contentCache } from "../modules/content/cache.server.js";
import type { Services } from "../services.js";
import { crc32Combine, crc32Shift } from "./crc32-combine.js";

/*
 * Rendered public pages for visitors without a session, cached per (path, sorted query, country, theme) in a
 * bounded LRU of this process (docs/decisions/0008-page-cache.md).
 *
 * The CSP nonce stays unique per response: an entry keeps the document cut at every occurrence of the nonce it
 * was rendered with, and each response joins the pieces with its own nonce. The gzip form is stored too, as one
 * raw deflate stream per piece (each ended by a sync flush, so it stops on a byte boundary and refers to nothing
 * before it); a response puts the nonce between them as stored (uncompressed) deflate blocks and ends with the
 * CRC of what it sends, combined from the stored CRC of each piece and the nonce's (./crc32-combine.ts). Brotli
 * streams cannot be spliced like that, so brotli is made per response, and only for clients that do not take gzip.
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
const KEY_COOKIES = new Set([COUNTRY_COOKIE, "theme"]);
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

interface Piece {
  bytes: Buffer;
  /** As raw deflate ending in a sync flush. */
  deflated: Buffer;
  /** Its CRC-32, and what appending it multiplies a CRC by (./crc32-combine.ts). */
  crc: number;
  shift: number;
}

interface Entry {
  /** The document cut at each nonce; `pieces.length - 1` nonces go between them. */
  pieces: Piece[];
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

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A final, empty, fixed-Huffman deflate block. */
const DEFLATE_END = Buffer.from([0x03, 0x00]);

/** The cache key of an anonymous, cacheable GET, or null when this request must go to Remix untouched. */
function pageCacheKey(ctx: Context): string | null {
  if ((ctx.method !== "GET" && ctx.method !== "HEAD") || PRIVATE_PATHS.test(ctx.path)) return null;
  if (ctx.path.endsWith(".data") || ctx.get("authorization")) return null;
  const cookies = new Map<string, string>();
  for (const part of (ctx.get("cookie") || "").split(";")) {
    const eq = part.indexOf("=");
    const name = part.slice(0, eq < 0 ? undefined : eq).trim();
    if (!name) continue;
    if (!KEY_COOKIES.has(name)) return null;
    cookies.set(name, eq < 0 ? "" : part.slice(eq + 1).trim());
  }
  const params = new URLSearchParams(ctx.querystring);
  if (params.has("_data") || PRIVATE_PARAMS.some((p) => params.has(p))) return null;
  params.sort();
  // The same rules as readCountry / getTheme: anything else renders like no cookie at all.
  const country = (COUNTRIES as readonly string[]).includes(cookies.get(COUNTRY_COOKIE) ?? "")
    ? cookies.get(COUNTRY_COOKIE)
    : "-";
  const theme = cookies.get("theme") === "dark" ? "dark" : "light";
  return `${ctx.path}?${params.toString()}|${country}|${theme}`;
}

function storedBlock(bytes: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header[0] = 0; // BFINAL 0, BTYPE 00 (stored); the previous piece ended on a byte boundary
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}

function gzipBody(entry: Entry, nonce: Buffer): Buffer[] {
  const parts: Buffer[] = [GZIP_HEADER];
  const nonceBlock = storedBlock(nonce);
  const nonceCrc = crc32(nonce);
  const nonceShift = crc32Shift(nonce.length);
  let crc = 0;
  entry.pieces.forEach((piece, i) => {
    crc = crc32Combine(crc, piece.crc, piece.shift);
    parts.push(piece.deflated);
    if (i < entry.pieces.length - 1) {
      crc = crc32Combine(crc, nonceCrc, nonceShift);
      parts.push(nonceBlock);
    }
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE((entry.length + nonce.length * (entry.pieces.length - 1)) % 2 ** 32, 4);
  parts.push(DEFLATE_END, trailer);
  return parts;
}

function documentBody(entry: Entry, nonce: Buffer): Buffer {
  const parts: Buffer[] = [];
  entry.pieces.forEach((piece, i) => {
    parts.push(piece.bytes);
    if (i < entry.pieces.length - 1) parts.push(nonce);
  });
  return Buffer.concat(parts);
}

function makeEntry(body: Buffer, nonce: string, headers: Array<[string, string]>): Entry {
  const pieces: Buffer[] = [];
  const needle = Buffer.from(nonce);
  let from = 0;
  for (let at = body.indexOf(needle); at >= 0; at = body.indexOf(needle, from)) {
    pieces.push(body.subarray(from, at));
    from = at + needle.length;
  }
  pieces.push(body.subarray(from));
  const hash = createHash("sha256");
  pieces.forEach((piece) => hash.update(piece).update("\0"));
  return {
    pieces: pieces.map((bytes) => ({
      bytes,
      deflated: deflateRawSync(bytes, { level: 9, finishFlush: zlib.Z_SYNC_FLUSH }),
      crc: crc32(bytes),
      shift: crc32Shift(bytes.length),
    })),
    length: pieces.reduce((sum, piece) => sum + piece.length, 0),
    tag: hash.digest("base64url").slice(0, 27),
    headers,
  };
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

function send(ctx: Context, entry: Entry, outcome: "hit" | "miss" | "shared") {
  for (const [name, value] of entry.headers) ctx.set(name, value);
  ctx.vary("Accept-Encoding");
  ctx.vary("Cookie");
  ctx.set("X-Page-Cache", outcome);
  const accepted = ctx.acceptsEncodings(["gzip", "br", "identity"]);
  const encoding: Encoding = accepted === "gzip" || accepted === "br" ? accepted : "identity";
  ctx.set("ETag", etagOf(entry, encoding));
  if (revalidates(ctx, entry)) {
    // The browser keeps the document it has, with the policy (and nonce) it came with: a new policy here
    // would replace the stored one and block the stored document's scripts.
    ctx.remove("Content-Security-Policy");
    ctx.remove("Content-Type");
    ctx.status = 304;
    return;
  }
  ctx.compress = false;
  const nonce = Buffer.from(ctx.state.cspNonce as string);
  if (encoding === "gzip") {
    ctx.set("Content-Encoding", "gzip");
    ctx.body = Buffer.concat(gzipBody(entry, nonce));
  } else if (encoding === "br") {
    ctx.set("Content-Encoding", "br");
    ctx.body = brotliCompressSync(documentBody(entry, nonce), { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } });
  } else {
    ctx.body = documentBody(entry, nonce);
  }
  ctx.status = 200;
}

/** What the downstream response says about being shared with other anonymous visitors. */
function storable(ctx: Context): boolean {
  if (ctx.method !== "GET" || ctx.status !== 200) return false;
  if (!ctx.response.is("html") || ctx.response.get("Set-Cookie") || ctx.response.get("Content-Encoding")) return false;
  return !/\b(?:no-store|private)\b/i.test(ctx.response.get("Cache-Control"));
}

async function bodyBytes(body: unknown): Promise<Buffer | null> {
  if (Buffer.isBuffer(body)) return body;
  if (typeof body === "string") return Buffer.from(body);
  if (body instanceof Readable) {
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
    return Buffer.concat(chunks);
  }
  return null;
}

/** Koa middleware: place it after the security headers (it needs this response's nonce) and before Remix. */
export function pageCache(services: Services, options: PageCacheOptions = {}): Middleware {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const cache = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    maxEntrySize: maxBytes / 8,
    sizeCalculation: (entry) => entry.length + entry.pieces.reduce((sum, piece) => sum + piece.deflated.length, 0) + 512,
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
    if (mine) renderings.set(key, mine);
    let entry: Entry | null = null;
    try {
      const before = new Set(Object.keys(ctx.response.headers));
      await next();
      if (!storable(ctx)) return;
      const body = await bodyBytes(ctx.body);
      if (body === null) return;
      const headers = Object.entries(ctx.response.headers)
        .filter(([name]) => !before.has(name) && !PER_RESPONSE_HEADERS.has(name))
        .map(([name, value]): [string, string] => [name, String(value)]);
      if (!headers.some(([name]) => name === "cache-control")) headers.push(["cache-control", "no-cache"]);
      entry = { ...makeEntry(body, ctx.state.cspNonce as string, headers), route: ctx.state.route as string | undefined };
      if (generation === startedIn && startedAfterHold) cache.set(key, entry);
      send(ctx, entry, "miss");
    } finally {
      share(entry);
      if (mine && renderings.get(key) === mine) renderings.delete(key);
    }
  };
}
