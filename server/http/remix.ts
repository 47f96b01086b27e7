import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import type { Context, Middleware } from "koa";
import "../context.js";
import type { Services } from "../services.js";
import getRawBody from "raw-body";
import { guardCrossSite, sendText } from "./edge.js";
import { hardenBuild } from "./route-modules.js";
import type { UploadedFiles } from "../modules/files/stored-file.js";
import { FORM_TEXT_LIMITS, policyPath } from "./upload-policy.js";
import { remixRouteId } from "../metrics/http.js";
import { keepable } from "./page-cache.js";
import { SESSION_COOKIE } from "../modules/auth/sessions.server.js";
import { parseCookies } from "../modules/content/visitor-choices.server.js";

/** Headers a client could use to make the app believe it was addressed under another host, unless a proxy we trust set them. */
const FORWARDED = ["x-forwarded-host", "x-forwarded-proto", "x-forwarded-for", "forwarded"];

/**
 * Builds the Fetch API Request Remix expects from a Koa context and the form body the adapter read: a urlencoded
 * string, or the text fields the upload module took from a multipart body (the Request encodes them itself).
 */
function toFetchRequest(
  ctx: Context,
  signal: AbortSignal,
  body: string | FormData | undefined,
  { trustProxy }: { trustProxy: boolean },
): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(ctx.req.headers)) {
    if (value === undefined || (!trustProxy && FORWARDED.includes(name))) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  let url = new URL(ctx.originalUrl, `${ctx.protocol}://${ctx.host}`);
  // A mutation reaching here passed guardCrossSite, so its Origin (when sent) is this site. Remix compares Origin
  // with the Host header and throws (a 500) when they differ, so a POST with an odd Host (e.g. an IP address
  // in front of the public name) is addressed to the origin it came from.
  const origin = ctx.method !== "GET" && ctx.method !== "HEAD" ? ctx.get("origin") : "";
  if (origin && URL.canParse(origin) && new URL(origin).host !== url.host) {
    url = new URL(ctx.originalUrl, new URL(origin).origin);
    headers.set("host", url.host);
    headers.delete("x-forwarded-host");
  }
  const init: RequestInit = { method: ctx.method, headers, signal };
  if (body !== undefined) {
    headers.delete("content-length");
    headers.delete("transfer-encoding");
    // a FormData body brings its own multipart type and boundary
    if (typeof body === "string") headers.set("content-type", "application/x-www-form-urlencoded;charset=UTF-8");
    else headers.delete("content-type");
    init.body = body;
  }
  return new Request(url, init);
}

/**
 * Copies a Fetch Response onto Koa. The body is set before the status so a bodiless redirect keeps its status.
 * An HTML document is rendered whole before it is answered (app/entry.server.tsx), so it is handed on as one
 * buffer, which the page cache stores or compresses (./page-cache.ts), and so are the other answers the page
 * cache keeps (a page's data, the route manifest: `keepable`); anything else streams.
 */
async function sendResponse(ctx: Context, response: Response) {
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") continue;
    ctx.set(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) ctx.set("set-cookie", cookies);
  if (!response.body) ctx.body = null;
  else if (keepable(ctx.path, response.headers.get("content-type"))) ctx.body = Buffer.from(await response.arrayBuffer());
  else ctx.body = Readable.fromWeb(response.body as NodeReadableStream);
  ctx.status = response.status;
  if (response.statusText) ctx.message = response.statusText;
}

/** The request carries a session (a cookie, or an API token) that the answer may depend on. */
function signedIn(ctx: Context): boolean {
  return !!ctx.get("authorization") || parseCookies(ctx.get("cookie"))[SESSION_COOKIE] !== undefined;
}

/**
 * Largest urlencoded body each kind of route reads. Multipart bodies are the upload module's (see upload.ts),
 * whose text fields have the same caps.
 */
const FORM_BODY_LIMITS = { admin: FORM_TEXT_LIMITS.admin, site: FORM_TEXT_LIMITS.public };

function formBodyLimit(path: string): number {
  const p = policyPath(path);
  return p === "/admin" || p.startsWith("/admin/") ? FORM_BODY_LIMITS.admin : FORM_BODY_LIMITS.site;
}

class BodyError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const URLENCODED = /^application\/x-www-form-urlencoded\s*(;|$)/i;

/**
 * The urlencoded body of a mutation, read whole but never past the route's cap (a Content-Length
 * over it is refused before a byte is read). Pages only accept HTML form encodings: the text fields of
 * multipart were already read into `ctx.state.formFields` by the upload module, anything else is a 415.
 * An empty body without a content type is an empty form.
 */
async function readFormBody(ctx: Context): Promise<string | FormData | undefined> {
  if (ctx.method === "GET" || ctx.method === "HEAD") return undefined;
  const fromUploads: unknown = ctx.state.formFields;
  if (fromUploads instanceof FormData) return fromUploads;
  const type = ctx.get("content-type");
  const length = ctx.get("content-length");
  const empty = length === "0" || (!length && !ctx.get("transfer-encoding"));
  if (empty && !type) return "";
  if (!URLENCODED.test(type)) {
    throw new BodyError(
      415,
      "Unsupported content type: send the form as application/x-www-form-urlencoded or multipart/form-data.",
    );
  }
  const limit = formBodyLimit(ctx.path);
  try {
    return await getRawBody(ctx.req, { limit, length: length || undefined, encoding: "utf8" });
  } catch (err) {
    const type = (err as { type?: string }).type;
    if (type === "entity.too.large") throw new BodyError(413, `Request body too large (max ${Math.round(limit / 1024)} KB).`);
    throw new BodyError(400, "The request body could not be read.");
  }
}

/**
 * Koa → Remix. `development` (only `npm run dev` on a loopback address) lets Remix put error messages
 * and stacks into responses; everything else runs Remix in production mode, which sanitises them.
 */
export function remixHandler(
  services: Services,
  getBuild: ServerBuild | (() => Promise<ServerBuild>),
  { development }: { development: boolean },
): Middleware {
  const guardedBuild = typeof getBuild === "function" ? async () => hardenBuild(await getBuild()) : hardenBuild(getBuild);
  const handle = createRequestHandler(guardedBuild, development ? "development" : "production");
  return async (ctx) => {
    if (!guardCrossSite(ctx, services.config.publicUrl, false)) return;
    let body: string | FormData | undefined;
    try {
      body = await readFormBody(ctx);
    } catch (err) {
      if (!(err instanceof BodyError)) throw err;
      if (!ctx.req.complete) ctx.set("Connection", "close");
      return sendText(ctx, err.status, err.message);
    }
    ctx.state.route = remixRouteId(typeof getBuild === "function" ? await getBuild() : getBuild, ctx.path);
    const controller = new AbortController();
    ctx.res.once("close", () => {
      if (!ctx.res.writableFinished) controller.abort();
    });
    const loadContext: AppLoadContext = {
      services,
      requestId: ctx.state.requestId as string,
      clientIp: ctx.ip,
      // Set on every request by the upload module, which always runs before Remix.
      uploads: ctx.state.uploads as UploadedFiles,
    };
    const response = await handle(toFetchRequest(ctx, controller.signal, body, services.config), loadContext);
    await sendResponse(ctx, response);
    // Made for a signed-in visitor (an admin's draft preview under the public address, say): theirs alone, never
    // to be kept by a proxy or CDN in front.
    if (signedIn(ctx)) ctx.set("Cache-Control", "private, no-store");
  };
}
