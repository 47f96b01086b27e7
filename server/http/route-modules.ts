import { data, type ServerBuild } from "@remix-run/node";

/**
 * PostgreSQL's "data exception" errors that only bad input causes: a number out of its column's range
 * (22003, e.g. an id ≥ 2147483648), text that is not a number or uuid (22P02), a NUL byte or invalid
 * UTF-8 (22021), an untranslatable character (22P05). https://www.postgresql.org/docs/current/errcodes-appendix.html
 */
const INPUT_ERROR_CODES = new Set(["22003", "22P02", "22021", "22P05"]);

function isDatabaseInputError(err: unknown): boolean {
  // Objection hands on the driver's error wrapped (db-errors' DataError…), with the code on `nativeError`
  const failure = err as { code?: unknown; nativeError?: { code?: unknown } } | null;
  const code = failure?.code ?? failure?.nativeError?.code;
  return typeof code === "string" && INPUT_ERROR_CODES.has(code);
}

type Handler = (...args: never[]) => unknown;

function guard<F extends Handler>(fn: F): F {
  return (async (...args: never[]) => {
    try {
      return await fn(...args);
    } catch (err) {
      if (isDatabaseInputError(err))
        throw data({ message: "The request contains a value that is out of range or malformed." }, { status: 400 });
      throw err;
    }
  }) as F;
}

/**
 * Stands in for the action of a page that has none: Remix would answer 405 too, but with its internal
 * message (naming the route module) in the page's data, also in production.
 */
async function noAction(): Promise<never> {
  throw data({ message: "This page does not accept form submissions." }, { status: 405, headers: { Allow: "GET, HEAD" } });
}

const hardened = new WeakMap<ServerBuild, ServerBuild>();

/**
 * The route modules as the adapter serves them, wrapped once per build:
 * - the last safety net behind zod validation: a loader or action that lets bad input reach
 *   PostgreSQL answers 400 (the route's error boundary) instead of 500;
 * - a submission to a page without an action gets a plain 405.
 * The route modules themselves (and the client manifest) are unchanged.
 */
export function hardenBuild(build: ServerBuild): ServerBuild {
  const cached = hardened.get(build);
  if (cached) return cached;
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    const { loader, action } = route.module;
    routes[id] = {
      ...route,
      module: { ...route.module, ...(loader ? { loader: guard(loader) } : {}), action: action ? guard(action) : noAction },
    };
  }
  const result = { ...build, routes };
  hardened.set(build, result);
  return result;
}
