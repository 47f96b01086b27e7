import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import type { Context, Middleware } from "koa";
import "../context.js";
import type { Services } from "../services.js";
import type { UploadedFiles } from "./upload.js";

/** Builds the Fetch API Request Remix expects from a Koa context. */
function toFetchRequest(ctx: Context, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(ctx.req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const url = new URL(ctx.originalUrl, `${ctx.protocol}://${ctx.host}`);
  const init: RequestInit & { duplex?: "half" } = { method: ctx.method, headers, signal };
  if (ctx.method !== "GET" && ctx.method !== "HEAD") {
    const formBody = ctx.state.formBody as string | undefined;
    if (formBody !== undefined) {
      // The upload module already consumed the multipart body: hand Remix the text fields it kept.
      headers.set("content-type", "application/x-www-form-urlencoded;charset=UTF-8");
      headers.delete("content-length");
      init.body = formBody;
    } else {
      init.body = Readable.toWeb(ctx.req) as ReadableStream;
      init.duplex = "half";
    }
  }
  return new Request(url, init);
}

/** Copies a Fetch Response onto Koa. The body is set before the status so a bodiless redirect keeps its status. */
function sendResponse(ctx: Context, response: Response) {
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") continue;
    ctx.set(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) ctx.set("set-cookie", cookies);
  ctx.body = response.body ? Readable.fromWeb(response.body as NodeReadableStream) : null;
  ctx.status = response.status;
  if (response.statusText) ctx.message = response.statusText;
}

/**
 * Remix refuses actions whose Origin host differs from the Host header, but by throwing (a 500).
 * Answer those with a clear 403 instead; admin routes additionally check the session and Origin.
 */
function isCrossSiteMutation(ctx: Context): boolean {
  if (ctx.method === "GET" || ctx.method === "HEAD") return false;
  const origin = ctx.get("origin");
  if (!origin || origin === "null") return false;
  try {
    return new URL(origin).host !== ctx.host;
  } catch {
    return true;
  }
}

export function remixHandler(services: Services, getBuild: ServerBuild | (() => Promise<ServerBuild>)): Middleware {
  const handle = createRequestHandler(getBuild, services.config.isProduction ? "production" : "development");
  return async (ctx) => {
    if (isCrossSiteMutation(ctx)) {
      ctx.body = "This request did not come from this site and was refused.";
      ctx.status = 403;
      return;
    }
    const controller = new AbortController();
    ctx.res.once("close", () => {
      if (!ctx.res.writableFinished) controller.abort();
    });
    const loadContext: AppLoadContext = {
      services,
      cspNonce: ctx.state.cspNonce as string,
      requestId: ctx.state.requestId as string,
      clientIp: ctx.ip,
      // Set on every request by the upload module, which always runs before Remix.
      uploads: ctx.state.uploads as UploadedFiles,
    };
    const response = await handle(toFetchRequest(ctx, controller.signal), loadContext);
    sendResponse(ctx, response);
  };
}
