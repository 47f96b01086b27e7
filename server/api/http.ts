import type { Context } from "koa";
import type { z } from "zod";
import { guardPublicSubmission } from "../modules/protection/protection.server.js";
import type { Services } from "../services.js";
import { drfErrorBody, drfListErrorBody } from "./drf.js";

/**
 * The REST API's wire conventions (README, "REST API"): error bodies in the
 * previous backend's shapes, DRF-style field messages, request bodies read with a size cap.
 */

/** An answer other than success; the API middleware writes `body` as JSON with `status`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(`API ${status}`);
  }
}

export const detail = (status: number, message: string, headers?: Record<string, string>) =>
  new ApiError(status, { detail: message }, headers);

/** `403` in DRF's words: the token's role (its own or its account's, the narrower) does not allow the call. */
export const forbidden = () => detail(403, "You do not have permission to perform this action.");

export const notFound = (model?: string) => detail(404, model ? `No ${model} matches the given query.` : "Not found.");

/** `429` with DRF's wording and `Retry-After` (whole seconds, at least 1). */
export function throttled(retryAfterMs: number): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return detail(429, `Request was throttled. Expected available in ${seconds} seconds.`, { "Retry-After": String(seconds) });
}

/**
 * Counts a call against its address's allowance for `bucket` (the protection module's limiter; `limit` another
 * allowance than the submissions' SUBMISSION_RATE_LIMIT per 10 minutes): `429` in DRF's words once it is spent.
 */
export async function limitPerAddress(
  services: Pick<Services, "redis" | "logger" | "config">,
  ip: string,
  bucket: string,
  limit?: { perWindow: number; windowSeconds: number },
): Promise<void> {
  await guardSubmission(services, { formData: new URLSearchParams(), ip, bucket, ...(limit ? { limit } : {}) });
}

/**
 * The protection module's check of a public submission (honeypot, allowance per address and bucket) in the API's
 * words: `429` with `Retry-After` once the allowance is spent; a filled honeypot answers `400` with `honeypotBody`
 * (the route's error shape around the sentence).
 */
export async function guardSubmission(
  services: Pick<Services, "redis" | "logger" | "config">,
  input: Parameters<typeof guardPublicSubmission>[1],
  honeypotBody: (message: string) => unknown = (message) => ({ detail: message }),
): Promise<void> {
  const guard = await guardPublicSubmission(services, input);
  if (guard.ok) return;
  if (guard.reason === "rate_limited") throw throttled(guard.retryAfterMs);
  throw new ApiError(400, honeypotBody("Your submission could not be accepted."));
}

/**
 * `400 {"<field>": ["<msg>"]}` from zod issues, in Django REST Framework's default wording (server/api/drf.ts);
 * a schema's own sentence is kept. `input` is what was parsed (for "This field is required." and choices).
 */
export function fieldErrors(error: z.ZodError, input?: unknown): ApiError {
  return new ApiError(400, Array.isArray(input) ? drfListErrorBody(error, input) : drfErrorBody(error, input));
}

/**
 * Parses `input` with one of the website's schemas (server/modules/*), answering its issues in DRF's wording:
 * the same rule behind both doors, each door wording it for its readers.
 */
export function parseWithDrfWording<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new ApiError(400, drfErrorBody(parsed.error, input, true));
  return parsed.data;
}

const JSON_LIMIT_BYTES = 1024 * 1024;

/** Deeper JSON than any route's documents nest (a page's sections are a handful of levels) is refused unread. */
export const MAX_JSON_DEPTH = 64;

/**
 * `multipart`: the upload module (run by the API router) has stored the files and hands on the text fields (a
 * multipart route takes urlencoded bodies too); `content` and `payment`: JSON parsed whatever the declared type (a
 * urlencoded body aside), malformed answered in the content or payment routes' own error shape.
 */
export type BodyKind = "json" | "form" | "multipart" | "content" | "payment";

/**
 * Reads a JSON, urlencoded or (already parsed) multipart body (docs/api.md §3). An empty body is accepted
 * whatever its type; other media types answer 415, malformed or too deeply nested JSON 400, more
 * than 1 MB 413. A repeated key keeps its last value. Text is normalised in one place (normalisedText): a NUL
 * character answers 400, a lone UTF-16 surrogate is stored as U+FFFD as the website's forms store it.
 */
export async function readBody(ctx: Context, accepts: readonly BodyKind[]): Promise<unknown> {
  const type = mediaType(ctx);
  const formFields: unknown = ctx.state.formFields;
  if (formFields instanceof FormData && accepts.includes("multipart")) {
    return normalisedText(Object.fromEntries(formFields));
  }
  const declared = Number(ctx.get("content-length") || "0");
  if (declared > JSON_LIMIT_BYTES) throw detail(413, "Request body too large.");
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > JSON_LIMIT_BYTES) throw detail(413, "Request body too large.");
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  if (text.length === 0) return {};
  let value: unknown;
  const urlencoded = type === "application/x-www-form-urlencoded" && (accepts.includes("form") || accepts.includes("multipart"));
  if (!urlencoded && (accepts.includes("content") || accepts.includes("payment"))) {
    const parsed = parseJson(text);
    if (!parsed.ok) {
      throw new ApiError(
        400,
        accepts.includes("payment") ? { status: "error", message: "Invalid JSON data" } : { error: "Invalid JSON data" },
      );
    }
    value = parsed.value;
  } else if (type === "application/json" && accepts.includes("json")) {
    const parsed = parseJson(text);
    if (!parsed.ok) throw detail(400, `JSON parse error - ${parsed.reason}`);
    value = parsed.value;
  } else if (urlencoded) {
    value = Object.fromEntries(new URLSearchParams(text));
  } else {
    throw unsupportedType(type);
  }
  return normalisedText(value);
}

const mediaType = (ctx: Context) => (ctx.get("content-type").split(";")[0] ?? "").trim().toLowerCase();
const unsupportedType = (type: string) => detail(415, `Unsupported media type "${type}" in request.`);

/**
 * `415` unless the request declares `application/json`, even with an empty body: for a route a page on another site
 * must not reach from a visitor's browser (a JSON body needs a CORS preflight; a form or `text/plain` one does not).
 */
export function requireJson(ctx: Context): void {
  const type = mediaType(ctx);
  if (type !== "application/json") throw unsupportedType(type);
}

/**
 * JSON.parse behind a nesting check: arrays and objects deeper than MAX_JSON_DEPTH are refused before parsing
 * (counted in one pass over the text, strings skipped), so nothing downstream walks a pathologically deep value.
 */
export function parseJson(text: string): { ok: true; value: unknown } | { ok: false; reason: string } {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > MAX_JSON_DEPTH) return { ok: false, reason: `Nested deeper than ${MAX_JSON_DEPTH} levels.` };
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (err) {
    return { ok: false, reason: (err as Error).message };
  }
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A string with every lone UTF-16 surrogate (JSON text can spell one, `"\ud800"`; no text column stores one) as U+FFFD. */
export const wellFormed = (text: string) => text.replace(LONE_SURROGATE, "\uFFFD");

/**
 * The body's keys and strings made storable: lone surrogates as U+FFFD; a NUL character (kept until the API's route
 * schemas use the shared free-text string, docs/decisions/0013-free-text-validation.md) answers
 * `400 {"<dotted path>": ["Null characters are not allowed."]}`.
 */
function normalisedText(value: unknown): unknown {
  const walk = (item: unknown, path: string): unknown => {
    if (typeof item === "string") {
      if (item.includes("\0")) throw nulRefused(path || "non_field_errors");
      return wellFormed(item);
    }
    if (typeof item !== "object" || item === null) return item;
    if (Array.isArray(item)) return item.map((entry, i) => walk(entry, path ? `${path}.${i}` : String(i)));
    const out: Record<string, unknown> = {};
    for (const [rawKey, entry] of Object.entries(item)) {
      const here = path ? `${path}.${rawKey}` : rawKey;
      if (rawKey.includes("\0")) throw nulRefused(here.replaceAll("\0", ""));
      const key = wellFormed(rawKey);
      Object.defineProperty(out, key, { value: walk(entry, here), enumerable: true, writable: true, configurable: true });
    }
    return out;
  };
  return walk(value, "");
}

const nulRefused = (field: string) => new ApiError(400, { [field]: ["Null characters are not allowed."] });

/**
 * A path parameter or query value the API can look up: one holding a NUL character (`medical-reports/%00/`) matches
 * no row, so the caller answers 404 (path) or 400 (query) before the database sees it.
 */
export const hasNul = (values: Record<string, unknown>) =>
  Object.values(values).some((v) => (Array.isArray(v) ? v : [v]).some((s) => typeof s === "string" && s.includes("\0")));

/** ISO 8601 UTC with `Z` and microseconds, as the previous backend wrote datetimes. */
export function apiDateTime(value: Date): string {
  return value.toISOString().replace(/\.(\d{3})Z$/, ".$1000Z");
}

/** Decimals travel as strings with two places. */
export function apiDecimal(value: string | number): string {
  return Number(value).toFixed(2);
}
