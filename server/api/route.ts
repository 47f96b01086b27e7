import type { Context } from "koa";
import { z } from "zod";
import type { UploadedFiles } from "../modules/files/stored-file.js";
import type { Role } from "../modules/auth/roles.js";
import type { AdminUser } from "../modules/auth/types.js";
import type { Services } from "../services.js";
import { rowId } from "../validation.js";
import type { BodyKind } from "./http.js";

export type Method = "get" | "post" | "put" | "patch" | "delete";

/** Who may call a route (docs/api.md §2): anyone, or any account's `Authorization: Token`. */
export type Access = "public" | "token";

export interface ApiCall<P, Q, B> {
  services: Services;
  ctx: Context;
  params: P;
  query: Q;
  body: B;
  /** Files of a multipart body, stored by the upload module (refused ones in `refusals`). */
  uploads: UploadedFiles;
  /** The token's account on token routes. */
  admin: AdminUser | null;
  /** What the token may do on token routes: the narrower of its own role and its account's current one. */
  role: Role | null;
  /** What the audit log records as the caller: the token's account and how it signed in. */
  actor: { adminUserId: number | null; ip: string; via: "api_token" };
}

export interface ApiResult {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * One endpoint: its schemas are the single source of both validation and the OpenAPI document
 * (server/api/openapi.ts). `path` is the Koa pattern under the bases, e.g. `/backend/api/forms/:id/`.
 */
export interface ApiRoute<P = unknown, Q = unknown, B = unknown> {
  method: Method;
  path: string;
  access: Access;
  summary: string;
  tag: string;
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  /**
   * `documented`: what the OpenAPI document shows when the route checks more than `schema` itself (a collection
   * PUT validates each item on its own, so that one answer names the problems of every item).
   */
  body?: {
    schema: z.ZodType<B>;
    kinds: readonly BodyKind[];
    documented?: z.ZodType;
    /** The multipart file fields (documented as binary members of the multipart body). */
    files?: readonly string[];
    /** Patterns of file fields named at run time, e.g. `^file_[0-9]{1,9}$` (documented as binary pattern properties). */
    filePatterns?: readonly string[];
  };
  /** A content route (docs/api.md §10): a method it lacks answers 405 with an empty body. */
  content?: true;
  /**
   * Success and error answers, each with its schema (`null` for an empty body), in JSON unless `mediaType` says
   * otherwise; `headers` names the response headers that matter to a client. The answers every route of its kind
   * gives (401, 404 of a path parameter, 400/413/415 of a body, 405, 500, `Retry-After` of a 429) are added by the
   * generator (server/api/openapi.ts).
   */
  responses: Record<number, ApiAnswer>;
  handler: (call: ApiCall<P, Q, B>) => Promise<ApiResult>;
}

export interface ApiAnswer {
  description: string;
  schema: z.ZodType | null;
  mediaType?: string;
  headers?: Record<string, string>;
}

/** Keeps each route's parameter types tied to its schemas. */
export function route<P = Record<string, never>, Q = Record<string, never>, B = undefined>(
  definition: ApiRoute<P, Q, B>,
): ApiRoute {
  return definition as unknown as ApiRoute;
}

/** The multipart file fields of a form submission (`submit/`, `temp_form_data/`): `file_<fieldId>`. */
export const FILE_FIELD_PATTERN = "^file_[0-9]{1,9}$";

/** Shared response schemas for the error shapes of docs/api.md §5. */
export const detailBody = z.object({ detail: z.string() }).meta({ id: "Detail" });
export const fieldErrorsBody = z.record(z.string(), z.array(z.string())).meta({ id: "FieldErrors" });
/**
 * Field errors of a body holding lists of objects (DRF's nested shape, server/api/drf.ts): a member's messages, or
 * one entry per item of a list member (`{}` for a valid one).
 */
export const nestedFieldErrorsBody = z
  .record(z.string(), z.union([z.array(z.string()), z.array(fieldErrorsBody)]))
  .meta({ id: "NestedFieldErrors" });
export const idParam = z.object({ id: rowId });

export const unauthorized = { 401: { description: "Missing, malformed, expired or revoked token", schema: detailBody } };
export const notFoundAnswer = { 404: { description: "Not found", schema: detailBody } };
