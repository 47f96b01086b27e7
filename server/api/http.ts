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
  const guard = await guardPublicSubmission(services, {
    formData: new URLSearchParams(),
    ip,
    bucket,
    ...(limit ? { limit } : {}),
  });
  if (!guard.ok) throw throttled(guard.retryAfterMs ?? 60_000);
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

/**
 * `multipart`: the upload module (run by the API router) has stored the files and hands on the text fields (a
 * multipart route takes urlencoded bodies too); `content` and `payment`: JSON parsed whatever the declared type (a
 * urlencoded body aside), malformed answered in the content or payment routes' own error shape.
 */
export type BodyKind = "json" | "form" | "multipart" | "content" | "payment";

/**
 * Reads a JSON, urlencoded or (already parsed) multipart body (docs/api.md §3). An empty body is accepted
 * whatever its type; other media types answer 415, malformed JSON 400, more than 1 MB 413. A repeated key keeps
 * its last value.
 */
export async function readBody(ctx: Context, accepts: readonly BodyKind[]): Promise<unknown> {
  const formFields: unknown = ctx.state.formFields;
  if (formFields instanceof FormData && accepts.includes("multipart")) {
    const value = Object.fromEntries(formFields);
    const field = pathWithNul(value);
    if (field !== undefined) throw new ApiError(400, { [field]: ["Null characters are not allowed."] });
    return value;
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
  const type = (ctx.get("content-type").split(";")[0] ?? "").trim().toLowerCase();
  let value: unknown;
  const urlencoded = type === "application/x-www-form-urlencoded" && (accepts.includes("form") || accepts.includes("multipart"));
  if (!urlencoded && (accepts.includes("content") || accepts.includes("payment"))) {
    try {
      value = JSON.parse(text) as unknown;
    } catch {
      throw new ApiError(
        400,
        accepts.includes("payment") ? { status: "error", message: "Invalid JSON data" } : { error: "Invalid JSON data" },
      );
    }
  } else if (type === "application/json" && accepts.includes("json")) {
    try {
      value = JSON.parse(text) as unknown;
    } catch (err) {
      throw detail(400, `JSON parse error - ${(err as Error).message}`);
    }
  } else if (urlencoded) {
    value = Object.fromEntries(new URLSearchParams(text));
  } else {
    throw detail(415, `Unsupported media type "${type}" in request.`);
  }
  // Kept until the API's route schemas use the shared free-text string (docs/decisions/0013-free-text-validation.md)
  const field = pathWithNul(value);
  if (field !== undefined) {
    throw new ApiError(400, { [field]: ["Null characters are not allowed."] });
  }
  return value;
}

/** The dotted path of the first key or string holding a NUL character (no text column can store one). */
function pathWithNul(value: unknown, path = ""): string | undefined {
  if (typeof value === "string") return value.includes("\0") ? path || "non_field_errors" : undefined;
  if (typeof value !== "object" || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    if (key.includes("\0")) return here.replaceAll("\0", "");
    const found = pathWithNul(item, here);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** ISO 8601 UTC with `Z` and microseconds, as the previous backend wrote datetimes. */
export function apiDateTime(value: Date): string {
  return value.toISOString().replace(/\.(\d{3})Z$/, ".$1000Z");
}

/** Decimals travel as strings with two places. */
export function apiDecimal(value: string | number): string {
  return Number(value).toFixed(2);
}
