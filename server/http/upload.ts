import type { IncomingMessage } from "node:http";
import type { Context, Middleware } from "koa";
import { UploadedFiles } from "../modules/files/stored-file.js";
import { removeUnclaimedFiles } from "../modules/media/files.server.js";
import type { Services } from "../services.js";
import { parseMultipart, type Parsed } from "./upload-parse.js";
import { findPolicy, UPLOAD_LIMITS, UploadError } from "./upload-policy.js";

/*
 * The upload module: Koa middleware that finds a multipart request's policy (upload-policy.ts), has its body
 * parsed and its files stored (upload-parse.ts, server/modules/files), answers a refused body itself, and removes
 * after the response the files no action claimed.
 */

type Deps = Pick<Services, "config" | "db" | "storage" | "logger"> & Partial<Pick<Services, "metrics">>;

interface UploadModuleOptions {
  /**
   * The REST API's instance (server/api/index.ts), run by the API router after its token check: errors in the API's
   * `{"detail"}` shape, and a file refused for its type or size handed on to the route, which answers it as a field error.
   */
  api?: boolean;
  /** Paths under this prefix are left to another instance of the module (the REST API runs its own). */
  skipPrefix?: string;
  /**
   * Whether the request comes from a signed-in admin (session cookie or API token). Checked before any
   * byte of an `admin` policy's body is read; without it admin routes rely on their own checks only.
   */
  authorizeAdmin?: (ctx: Context) => Promise<boolean>;
}

function sendError(ctx: Context, status: number, message: string, api = false) {
  if (api) {
    ctx.body = { detail: status === 413 ? "Request body too large." : message };
  } else if (ctx.accepts("json", "html") === "html") {
    ctx.type = "text/plain; charset=utf-8";
    ctx.body = message;
  } else {
    ctx.body = { error: message };
  }
  ctx.status = status;
}

/** Reads and discards what remains of a refused body (so the client gets the response), up to a cap. */
function drain(req: IncomingMessage) {
  if (req.complete) return;
  let drained = 0;
  req.on("data", (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > UPLOAD_LIMITS.drainBytes) req.destroy();
  });
  req.resume();
}

const MUTATING = new Set(["POST", "PUT", "PATCH"]);

/**
 * Koa middleware in front of the API router and Remix. For multipart POST/PUT/PATCH bodies it sets
 * `ctx.state.formFields` (the text fields, a FormData) and `ctx.state.uploads`; on every other request
 * `ctx.state.uploads` is empty and the body is untouched. Files no action claimed are deleted after
 * the response.
 */
export function uploadModule(deps: Deps, options: UploadModuleOptions = {}): Middleware {
  const { db, storage, logger } = deps;
  const cleanUp = async (ids: string[], requestId: unknown) => {
    try {
      await removeUnclaimedFiles(db, storage, { ids });
    } catch (err) {
      // The orphan sweep retries these later.
      logger.warn({ err, requestId, ids }, "could not remove unclaimed uploads");
    }
  };

  const api = options.api ?? false;
  const refuse = (ctx: Context, status: number, message: string) => {
    deps.metrics?.uploadRefusals.inc({ status: String(status) });
    sendError(ctx, status, message, api);
  };

  return async (ctx, next) => {
    if (options.skipPrefix && ctx.path.startsWith(options.skipPrefix)) return next();
    ctx.state.uploads = new UploadedFiles();
    if (!MUTATING.has(ctx.method) || !/^multipart\/form-data\b/i.test(ctx.get("content-type"))) return next();

    const policy = findPolicy(ctx.path);
    if (!policy) {
      drain(ctx.req);
      refuse(ctx, 415, api ? `Unsupported media type "multipart/form-data" in request.` : "Uploads are not accepted here.");
      return;
    }
    if (policy.access === "admin" && options.authorizeAdmin && !(await options.authorizeAdmin(ctx))) {
      drain(ctx.req);
      refuse(ctx, 401, "Sign in to upload files.");
      return;
    }

    const created: string[] = [];
    let parsed: Parsed;
    try {
      // Page forms of the public site get their file refusals as field errors from the action (with and without
      // JavaScript, the typed answers kept), and so do the REST API's routes; admin routes keep the module's own answer.
      const carryRefusals = api || policy.access === "public";
      parsed = await parseMultipart(ctx.req, policy, deps, created, carryRefusals);
    } catch (err) {
      await cleanUp(created, ctx.state.requestId);
      if (!ctx.req.complete) ctx.set("Connection", "close");
      drain(ctx.req);
      if (err instanceof UploadError) {
        refuse(ctx, err.status, err.message);
        return;
      }
      logger.error({ err, requestId: ctx.state.requestId }, "upload failed");
      if (api) throw err;
      sendError(ctx, 500, "The upload could not be stored. Please try again.");
      return;
    }

    for (const file of parsed.files) deps.metrics?.uploadBytes.inc({ kind: file.kind }, file.size);
    for (const refusal of parsed.refusals) deps.metrics?.uploadRefusals.inc({ status: String(refusal.status) });
    ctx.state.formFields = parsed.fields;
    ctx.state.uploads = new UploadedFiles(parsed.files, parsed.refusals);
    try {
      await next();
    } finally {
      await cleanUp(created, ctx.state.requestId);
    }
  };
}
