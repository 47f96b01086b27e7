import type { Context, Middleware } from "koa";
import { isSameSiteRequest, type RequestSource } from "../modules/auth/origin.js";

/** Methods any route of the product answers; everything else (TRACE, CONNECT, WebDAV, …) is refused here. */
const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const ALLOWED = new Set<string>(ALLOWED_METHODS);

/** A DNS name or IPv4 address, or a bracketed IPv6 address, with an optional port. */
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

function isValidHost(host: string): boolean {
  if (host.length > 255 || !HOST.test(host)) return false;
  // a port is 1 to 65535: `localhost:99999` matches the pattern but is no URL anyone can build
  const port = /:(\d{1,5})$/.exec(host)?.[1];
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65_535);
}

export function sendText(ctx: Context, status: number, message: string) {
  ctx.type = "text/plain; charset=utf-8";
  ctx.body = message;
  ctx.status = status;
}

/** The cross-site check's view of a Koa request (see server/modules/auth/origin.ts). */
function sourceOfContext(ctx: Context): RequestSource {
  return { method: ctx.method, origin: ctx.get("origin") || null, referer: ctx.get("referer") || null, host: ctx.host };
}

/** Refuses a cross-site mutation with 403; true when the request may go on. */
export function guardCrossSite(ctx: Context, publicUrl: string, requireSource: boolean): boolean {
  if (isSameSiteRequest(sourceOfContext(ctx), publicUrl, { requireSource })) return true;
  sendText(ctx, 403, "This request did not come from this site and was refused.");
  return false;
}

/**
 * The first check of every request, before any route: a request without a usable Host (HTTP/1.0
 * without one, a malformed value, or a malformed X-Forwarded-Host behind a trusted proxy) gets 400,
 * an unknown method 405. OPTIONS outside the API is answered here with the methods pages accept.
 */
export function requestEdge({ apiPrefix }: { apiPrefix: string }): Middleware {
  return async (ctx, next) => {
    if (!ALLOWED.has(ctx.method)) {
      ctx.set("Allow", ALLOWED_METHODS.join(", "));
      return sendText(ctx, 405, "Method not allowed.");
    }
    const host = ctx.host;
    if (!host || !isValidHost(host) || !isValidHost(ctx.get("host"))) {
      return sendText(ctx, 400, "Bad request: missing or malformed Host header.");
    }
    if (ctx.method === "OPTIONS" && !ctx.path.startsWith(apiPrefix)) {
      ctx.set("Allow", "GET, HEAD, POST");
      ctx.body = null;
      ctx.status = 204;
      return;
    }
    await next();
  };
}
