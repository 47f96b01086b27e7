import { z } from "zod";
import type { Services } from "../services.js";
import { notFound } from "./http.js";
import { notFoundAnswer, route, unauthorized, type Access, type ApiCall, type ApiRoute } from "./route.js";

/*
 * The read and delete routes most families declare the same way: a GET of every item by id, a GET of one
 * item (404 `No <name> matches the given query.` when absent), a DELETE of one (204, 404 when absent).
 * Token routes also answer 401; the summaries, descriptions and schemas stay each family's own.
 */

interface Declared {
  path: string;
  tag: string;
  summary: string;
}

/** The 401 answer of a token route. */
const callerAnswers = (access: Access) => (access === "token" ? unauthorized : {});

/** GET every item: `list` loads them in order, `present` shapes each one. */
export function listRoute<T>(
  d: Declared & {
    access: Access;
    description: string;
    item: z.ZodType;
    list: (services: Services) => Promise<readonly T[]>;
    present: (services: Services, item: T) => unknown;
  },
): ApiRoute {
  return route({
    method: "get",
    path: d.path,
    access: d.access,
    tag: d.tag,
    summary: d.summary,
    responses: { 200: { description: d.description, schema: z.array(d.item) }, ...callerAnswers(d.access) },
    handler: async ({ services }) => ({ body: (await d.list(services)).map((item) => d.present(services, item)) }),
  });
}

/**
 * GET one item: `find` loads it (null when absent: 404 with `name`'s wording, or `Not found.` without a name);
 * `present` shapes it (the found value itself when omitted).
 */
export function detailRoute<P, T>(
  d: Declared & {
    access: Access;
    params: z.ZodType<P>;
    description: string;
    schema: z.ZodType;
    name?: string;
    find: (call: ApiCall<P, Record<string, never>, undefined>) => Promise<T | null | undefined>;
    present?: (services: Services, found: T) => unknown;
  },
): ApiRoute {
  return route<P>({
    method: "get",
    path: d.path,
    access: d.access,
    tag: d.tag,
    summary: d.summary,
    params: d.params,
    responses: { 200: { description: d.description, schema: d.schema }, ...callerAnswers(d.access), ...notFoundAnswer },
    handler: async (call) => {
      const found = await d.find(call);
      if (found === null || found === undefined) throw notFound(d.name);
      return { body: d.present ? d.present(call.services, found) : found };
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
