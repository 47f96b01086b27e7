import { z } from "zod";
import type { Services } from "../services.js";
import { DEFAULT_LOCALE, type Locale } from "../modules/i18n/locales.js";
import { notFound } from "./http.js";
import { inApiShape, langQuery, localeOf, type LangQuery } from "./lang.js";
import { notFoundAnswer, route, unauthorized, type Access, type ApiCall, type ApiResult, type ApiRoute } from "./route.js";

/*
 * The routes most families declare the same way: a GET of every item by id, a GET of one item (404
 * `No <name> matches the given query.` when absent), a token POST that creates one (201), a PUT and PATCH
 * of one sharing their handler, a DELETE of one (204, 404 when absent).
 * Token routes also answer 401; the summaries, descriptions and schemas stay each family's own.
 */

interface Declared {
  path: string;
  tag: string;
  summary: string;
}

/** A content read (`localized`) takes `?lang=bn|ar` (docs/api.md §3); other reads take no query. */
interface Read {
  access: Access;
  description: string;
  localized?: true;
}

/** The query schema and the shaping of a read's answer. */
const readOf = (d: Read) =>
  d.localized
    ? { query: langQuery, shape: <T>(body: T) => inApiShape(body), locale: localeOf }
    : { query: undefined, shape: <T>(body: T) => body, locale: () => DEFAULT_LOCALE };

/** The 401 answer of a token route. */
const callerAnswers = (access: Access) => (access === "token" ? unauthorized : {});

/**
 * GET every item: `list` loads them in order (in the `?lang` asked for, docs/api.md §3), `present` shapes each one.
 */
export function listRoute<T>(
  d: Declared &
    Read & {
      item: z.ZodType;
      list: (services: Services, locale: Locale) => Promise<readonly T[]>;
      present: (services: Services, item: T) => unknown;
    },
): ApiRoute {
  const read = readOf(d);
  return route<Record<string, never>, LangQuery>({
    method: "get",
    path: d.path,
    access: d.access,
    tag: d.tag,
    summary: d.summary,
    ...(read.query ? { query: read.query } : {}),
    responses: { 200: { description: d.description, schema: z.array(d.item) }, ...callerAnswers(d.access) },
    handler: async ({ services, query }) => ({
      body: read.shape((await d.list(services, read.locale(query))).map((item) => d.present(services, item))),
    }),
  });
}

/**
 * GET one item: `find` loads it in the `?lang` asked for (null when absent: 404 with `name`'s wording, or `Not found.` without a name);
 * `present` shapes it (the found value itself when omitted).
 */
export function detailRoute<P, T>(
  d: Declared &
    Read & {
      params: z.ZodType<P>;
      schema: z.ZodType;
      name?: string;
      find: (call: ApiCall<P, LangQuery, undefined>, locale: Locale) => Promise<T | null | undefined>;
      present?: (services: Services, found: T) => unknown;
    },
): ApiRoute {
  const read = readOf(d);
  return route<P, LangQuery>({
    method: "get",
    path: d.path,
    access: d.access,
    tag: d.tag,
    summary: d.summary,
    params: d.params,
    ...(read.query ? { query: read.query } : {}),
    responses: { 200: { description: d.description, schema: d.schema }, ...callerAnswers(d.access), ...notFoundAnswer },
    handler: async (call) => {
      const found = await d.find(call, read.locale(call.query));
      if (found === null || found === undefined) throw notFound(d.name);
      return { body: read.shape(d.present ? d.present(call.services, found) : found) };
    },
  });
}

/**
 * DELETE one item (token only): `remove` deletes it, answering `false` when there was none (404 with `name`'s
 * wording) or throwing its own error; `responses` adds a family's other answers (e.g. 409).
 */
export function deleteRoute<P>(
  d: Declared & {
    params: z.ZodType<P>;
    name?: string;
    remove: (call: ApiCall<P, Record<string, never>, undefined>) => Promise<boolean | void>;
    responses?: ApiRoute["responses"];
  },
): ApiRoute {
  return route<P>({
    method: "delete",
    path: d.path,
    access: "token",
    tag: d.tag,
    summary: d.summary,
    params: d.params,
    responses: { 204: { description: "Deleted", schema: null }, ...d.responses, ...unauthorized, ...notFoundAnswer },
    handler: async (call) => {
      if ((await d.remove(call)) === false) throw notFound(d.name);
      return { status: 204 };
    },
  });
}

interface Written<B> {
  body: NonNullable<ApiRoute<unknown, unknown, B>["body"]>;
  /** The item answered (201 on create, 200 on change). */
  description: string;
  schema: z.ZodType;
  /** The refusals the write answers besides 401 (and 404 on a change), e.g. 400 field errors. */
  errors: ApiRoute["responses"];
}

/** POST that creates one item (token only): `create` answers 201 with it. */
export function createRoute<B>(
  d: Declared & Written<B> & { create: (call: ApiCall<Record<string, never>, Record<string, never>, B>) => Promise<ApiResult> },
): ApiRoute {
  return route<Record<string, never>, Record<string, never>, B>({
    method: "post",
    path: d.path,
    access: "token",
    tag: d.tag,
    summary: d.summary,
    body: d.body,
    responses: { 201: { description: d.description, schema: d.schema }, ...d.errors, ...unauthorized },
    handler: d.create,
  });
}

/** PATCH's body in the document: every member of the documented object optional. */
function patchBody<B>(body: Written<B>["body"]): Written<B>["body"] {
  const documented = body.documented ?? body.schema;
  return documented instanceof z.ZodObject ? { ...body, documented: documented.partial() } : body;
}

/**
 * PUT and PATCH of one item (token only), one handler: `partial` is true for PATCH (documented with every member
 * optional).
 */
export function changeRoutes<P, B>(
  d: Omit<Declared, "summary"> &
    Written<B> & {
      summaries: Record<"put" | "patch", string>;
      params: z.ZodType<P>;
      change: (call: ApiCall<P, Record<string, never>, B>, partial: boolean) => Promise<ApiResult>;
    },
): ApiRoute[] {
  return (["put", "patch"] as const).map((method) =>
    route<P, Record<string, never>, B>({
      method,
      path: d.path,
      access: "token",
      tag: d.tag,
      summary: d.summaries[method],
      params: d.params,
      body: method === "patch" ? patchBody(d.body) : d.body,
      responses: {
        200: { description: d.description, schema: d.schema },
        ...d.errors,
        ...unauthorized,
        ...notFoundAnswer,
      },
      handler: (call) => d.change(call, method === "patch"),
    }),
  );
}
