import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { Readable } from "node:stream";
import busboy from "busboy";
import { fileTypeFromBuffer } from "file-type";
import { imageSize } from "image-size";
import type { Context, Middleware } from "koa";
import type { Services } from "../services.js";
import { removeUnclaimedFiles } from "../modules/media/files.server.js";

import { DOC, DOCX, FORM_FILE_TYPES, JPEG, KIND_TYPES, PDF, PNG, type UploadKind } from "./file-types.js";

export type { UploadKind };

/** One file the upload module streamed into the private bucket for the current request. */
export interface StoredFile {
  /** files.id */
  id: string;
  field: string;
  key: string;
  bucket: "private";
  contentType: string;
  size: number;
  /** The client's file name, sanitised. Metadata only: never used as a key or a path. */
  originalName: string;
  kind: UploadKind;
}

/** A file the upload module refused (type, size, dimensions) on a page form: told next to its field by the action. */
interface FileRefusal {
  field: string;
  status: 413 | 415;
  message: string;
}

export class UploadedFiles {
  constructor(
    private readonly files: readonly StoredFile[] = [],
    /** Refused files of a public page form, which the module hands on instead of answering itself. */
    readonly refusals: readonly FileRefusal[] = [],
  ) {}
  all(): StoredFile[] {
    return [...this.files];
  }
  get(field: string): StoredFile | undefined {
    return this.files.find((f) => f.field === field);
  }
  getAll(field: string): StoredFile[] {
    return this.files.filter((f) => f.field === field);
  }
}

interface FileRule {
  field: string | RegExp;
  kind: UploadKind;
  /** Replaces the kind's allow-list (content types as detected from the bytes). */
  types?: readonly string[];
}

interface UploadPolicy {
  path: string | RegExp;
  /** `admin`: only parsed for a signed-in admin (see UploadModuleOptions.authorizeAdmin); anyone else gets 401 and nothing is stored. */
  access: "admin" | "public";
  files: readonly FileRule[];
  /** Kind for file fields no rule names; without it such fields are refused. */
  defaultKind?: UploadKind;
}

/** The public dynamic forms: answers to file fields arrive as `file_<fieldId>`. */
const DYNAMIC_FORM_PATHS = [
  "/apply-jobs-now",
  "/agent-registration",
  "/demand-submission",
  "/worker-registration",
  // the REST API's doors to the same forms (server/api/responses.ts, server/api/payments.ts)
  "/backend/api/form_responses/submit",
  "/backend/api/temp_form_data",
];

/**
 * Which routes accept files, in which fields, of which kind: the one registry of upload policies.
 * Multipart bodies anywhere else get 415. Every path is a route of the built Remix manifest with an
 * action, or of the REST API; tests/integration/upload-policies.test.ts fails when a route is renamed.
 */
export const uploadPolicies: readonly UploadPolicy[] = [
  { path: "/admin/image-upload", access: "admin", files: [{ field: "image", kind: "image" }] },
  { path: "/admin/image-upload/file", access: "admin", files: [{ field: "image", kind: "image" }] },
  ...DYNAMIC_FORM_PATHS.map((path): UploadPolicy => ({
    path,
    access: "public",
    files: [{ field: /^file_\d+$/, kind: "document", types: FORM_FILE_TYPES }],
  })),
  { path: "/quote", access: "public", files: [{ field: "attachment", kind: "document" }] },
  {
    path: "/admin/forms-and-reports/medical-reports",
    access: "admin",
    files: [{ field: "medical_report", kind: "document", types: [PDF, DOC, DOCX, JPEG, PNG] }],
  },
  { path: "/admin/forms-and-reports/apply-now", access: "admin", files: [{ field: "poster", kind: "image" }] },
  // The REST API (server/api): the same fields and kinds as the admin screens and the public forms above.
  ...["/backend/api/jobs", "/backend/api/jobs/:id"].map((path): UploadPolicy => ({
    path,
    access: "admin",
    files: [{ field: "poster", kind: "image" }],
  })),
  ...["/backend/api/medical-reports", "/backend/api/medical-reports/:passport_number"].map((path): UploadPolicy => ({
    path,
    access: "admin",
    files: [{ field: "medical_report", kind: "document", types: [PDF, DOC, DOCX, JPEG, PNG] }],
  })),
  ...["/backend/api/form-fields/:form_id", "/backend/api/form-fields/:form_id/:id"].map((path): UploadPolicy => ({
    path,
    access: "admin",
    files: [{ field: "file", kind: "document", types: [PDF, DOC, DOCX, JPEG, PNG] }],
  })),
  ...["/backend/api/images", "/backend/api/images/:id"].map((path): UploadPolicy => ({
    path,
    access: "admin",
    files: [{ field: "image", kind: "image" }],
  })),
  // Text only: a file sent here is refused.
  { path: "/backend/api/contact-messages", access: "public", files: [] },
  { path: "/backend/api/contact-messages/:id", access: "admin", files: [] },
  { path: "/backend/api/quote/subcontract", access: "public", files: [{ field: "attachment", kind: "document" }] },
  { path: "/backend/api/quote/supply", access: "public", files: [] },
];

/**
 * Most bytes of text (field names and values together) a form body may carry, by who may send it: the caps of
 * the urlencoded path (server/http/remix.ts), so a multipart body holds no more text than an urlencoded one.
 */
export const FORM_TEXT_LIMITS = { public: 64 * 1024, admin: 1024 * 1024 } as const;

const UPLOAD_LIMITS = {
  files: 10,
  fields: 300,
  /** Room for the parts' boundaries and headers, over the files and text a body may carry. */
  partOverheadBytes: 1024 * 1024,
  /** Bytes of a rejected request read (and discarded) so the client sees the response, before the socket is cut. */
  drainBytes: 32 * 1024 * 1024,
};

/** Enough for file-type to see inside a docx's first zip entries. */
const SNIFF_BYTES = 16 * 1024;
/** How far into an image its dimensions are looked for (a JPEG's frame header follows its EXIF and ICC data). */
const IMAGE_HEADER_BYTES = 1024 * 1024;

/** Width and height from an image's header, or undefined while the bytes so far do not hold them. */
function imageDimensions(head: Buffer): { width: number; height: number } | undefined {
  try {
    const { width, height } = imageSize(head);
    return width && height ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}

function megapixels(pixels: number): string {
  return String(Math.round(pixels / 100_000) / 10);
}

class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Single-fetch submissions go to `<path>.data` (the root route to `/_root.data`). */
export function policyPath(path: string): string {
  let p = path.replace(/\.data$/, "");
  if (p === "/_root") p = "/";
  return p.length > 1 ? p.replace(/\/+$/, "") : p;
}

/** A policy path names its route as the router does: a `:name` segment stands for any one segment. */
function pathMatches(pattern: string, path: string): boolean {
  if (!pattern.includes("/:")) return pattern === path;
  const wanted = pattern.split("/");
  const given = path.split("/");
  return (
    wanted.length === given.length && wanted.every((part, i) => (part.startsWith(":") ? given[i] !== "" : part === given[i]))
  );
}

export function findPolicy(path: string, policies: readonly UploadPolicy[] = uploadPolicies): UploadPolicy | undefined {
  const p = policyPath(path);
  return policies.find((policy) => (typeof policy.path === "string" ? pathMatches(policy.path, p) : policy.path.test(p)));
}

function ruleFor(policy: UploadPolicy, field: string): { kind: UploadKind; types: readonly string[] } | undefined {
  const rule = policy.files.find((r) => (typeof r.field === "string" ? r.field === field : r.field.test(field)));
  if (rule) return { kind: rule.kind, types: rule.types ?? KIND_TYPES[rule.kind] };
  if (policy.defaultKind) return { kind: policy.defaultKind, types: KIND_TYPES[policy.defaultKind] };
  return undefined;
}

/** Control characters and invisible format characters (including direction overrides that disguise extensions). */
const CONTROL_OR_FORMAT = /[\p{Cc}\p{Cf}]/gu;

/** The client's name as harmless metadata: no control or format characters, no path, ≤ 200 chars. */
function sanitizeFileName(name: string): string {
  const base = name.normalize("NFC").replace(CONTROL_OR_FORMAT, "").split(/[\\/]/).pop()!.replace(/\s+/g, " ").trim();
  if (base === "" || base === "." || base === "..") return "upload";
  if (base.length <= 200) return base;
  const dot = base.lastIndexOf(".");
  const ext = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : "";
  return base.slice(0, 200 - ext.length) + ext;
}

async function detectType(head: Buffer, originalName: string): Promise<{ mime: string; label: string } | undefined> {
  const type = await fileTypeFromBuffer(head);
  if (!type) return undefined;
  // Legacy .doc files are OLE compound files, a container also used by .xls, .msi and others: accept it only under a .doc name.
  if (type.ext === "cfb" && /\.doc$/i.test(originalName)) return { mime: DOC, label: "doc" };
  return { mime: type.mime, label: type.ext };
}

/** Reads what is left of one file part and throws it away. */
async function drainFile(iterator: AsyncIterator<Buffer>) {
  for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
    // discarded
  }
}

function megabytes(bytes: number): string {
  return String(Math.round((bytes / (1024 * 1024)) * 10) / 10);
}

function kilobytes(bytes: number): string {
  return String(Math.round(bytes / 1024));
}

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

interface Parsed {
  fields: FormData;
  files: StoredFile[];
  refusals: FileRefusal[];
}

/**
 * Streams one multipart request: files into storage (rows inserted before their objects, so a crash
 * leaves a row the orphan sweep finds), text fields into a FormData under the policy's text cap (busboy stops
 * buffering a value at the cap; the running total counts names and values). Rejects only after every started
 * file has settled, with `created` listing what must be removed.
 */
function parseMultipart(
  req: IncomingMessage,
  policy: UploadPolicy,
  deps: Deps,
  created: string[],
  /** Refuse a file alone (drained, nothing kept, the rest of the form read on) instead of the whole request. */
  carryRefusals: boolean,
): Promise<Parsed> {
  const { config, db, storage } = deps;
  const limitOf = (kind: UploadKind) => (kind === "image" ? config.uploads.maxImageBytes : config.uploads.maxDocumentBytes);
  const kinds = new Set<UploadKind>([...policy.files.map((r) => r.kind), ...(policy.defaultKind ? [policy.defaultKind] : [])]);
  const maxFileBytes = Math.max(0, ...[...kinds].map(limitOf));
  const maxTextBytes = FORM_TEXT_LIMITS[policy.access];
  const maxBodyBytes = maxFileBytes * UPLOAD_LIMITS.files + maxTextBytes + UPLOAD_LIMITS.partOverheadBytes;
  const textTooLarge = () => new UploadError(413, `Form fields too large (max ${kilobytes(maxTextBytes)} KB of text).`);

  return new Promise<Parsed>((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      bb = busboy({
        headers: req.headers,
        defParamCharset: "utf8",
        // busboy flags a file reaching fileSize as truncated: one byte more lets a file of exactly the limit through.
        limits: {
          files: UPLOAD_LIMITS.files,
          fields: UPLOAD_LIMITS.fields,
          parts: UPLOAD_LIMITS.files + UPLOAD_LIMITS.fields,
          // no value is buffered past the whole form's text cap
          fieldSize: maxTextBytes,
          fileSize: maxFileBytes + 1,
        },
      });
    } catch {
      reject(new UploadError(400, "Malformed multipart request."));
      return;
    }
    const fields = new FormData();
    let textBytes = 0;
    const refusals: FileRefusal[] = [];
    const tasks: Array<Promise<StoredFile | null>> = [];
    const active = new Set<Readable>();
    let failed = false;
    let received = 0;

    const fail = (err: unknown) => {
      if (failed) return;
      failed = true;
      req.unpipe(bb);
      req.off("data", countBytes);
      for (const stream of active) stream.destroy(err instanceof Error ? err : new Error(String(err)));
      void Promise.allSettled(tasks).then(() => reject(err));
    };
    const countBytes = (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBodyBytes) fail(new UploadError(413, "Request body is too large."));
    };

    const storeFile = async (
      field: string,
      stream: Readable & { truncated?: boolean },
      clientName: string,
    ): Promise<StoredFile | null> => {
      const rule = ruleFor(policy, field);
      if (!rule) throw new UploadError(400, `Unexpected file field "${field}".`);
      const limit = limitOf(rule.kind);
      const tooLarge = () => new UploadError(413, `File is too large (max ${megabytes(limit)} MB).`);

      const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
      try {
        return await receiveFile(field, stream, clientName, rule, limit, tooLarge, iterator);
      } catch (err) {
        // a refused file alone: read the rest of its bytes away so the parts after it still arrive
        if (carryRefusals && err instanceof UploadError && !failed) await drainFile(iterator);
        throw err;
      }
    };

    const receiveFile = async (
      field: string,
      stream: Readable & { truncated?: boolean },
      clientName: string,
      rule: { kind: UploadKind; types: readonly string[] },
      limit: number,
      tooLarge: () => UploadError,
      iterator: AsyncIterator<Buffer>,
    ): Promise<StoredFile | null> => {
      const headChunks: Buffer[] = [];
      let size = 0;
      let ended = false;
      const readHead = async (bytes: number) => {
        while (!ended && size < bytes) {
          const next = await iterator.next();
          if (next.done) {
            ended = true;
            break;
          }
          headChunks.push(next.value);
          size += next.value.length;
        }
        return Buffer.concat(headChunks);
      };
      let head = await readHead(SNIFF_BYTES);
      // A file input left empty still sends a part with no bytes.
      if (size === 0) return null;
      if (size > limit) throw tooLarge();
      const originalName = sanitizeFileName(clientName);
      const type = await detectType(head, originalName);
      if (!type || !rule.types.includes(type.mime))
        throw new UploadError(415, `File type not allowed: ${type?.label ?? "unknown"}.`);
      if (type.mime.startsWith("image/")) {
        // Decompression bombs: the dimensions come from the header, before anything is stored.
        let dimensions = imageDimensions(head);
        while (!dimensions && !ended && size < Math.min(limit, IMAGE_HEADER_BYTES)) {
          head = await readHead(Math.min(size * 4, IMAGE_HEADER_BYTES));
          dimensions = imageDimensions(head);
        }
        if (size > limit) throw tooLarge();
        if (!dimensions) throw new UploadError(415, "The image's dimensions could not be read.");
        if (dimensions.width * dimensions.height > config.images.maxPixels) {
          throw new UploadError(
            413,
            `Image is too large (${dimensions.width} × ${dimensions.height} pixels; max ${megapixels(config.images.maxPixels)} megapixels).`,
          );
        }
      }

      const now = new Date();
      const key = `uploads/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, "0")}/${randomUUID()}`;
      const [{ id }] = await db("files")
        .insert({
          bucket: "private",
          object_key: key,
          kind: rule.kind,
          content_type: type.mime,
          size_bytes: 0,
          original_name: originalName,
        })
        .returning<Array<{ id: string }>>("id");
      created.push(id);

      const body = Readable.from(
        (async function* () {
          yield head;
          if (!ended) {
            for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
              size += next.value.length;
              if (size > limit) throw tooLarge();
              yield next.value;
            }
          }
          if (stream.truncated) throw tooLarge();
        })(),
        // Byte-counted, so little beyond storage's one part waits here while a part uploads.
        { objectMode: false, highWaterMark: 64 * 1024 },
      );
      await storage.put("private", key, body, { size: limit, contentType: type.mime });
      await db("files").where({ id }).update({ size_bytes: size });
      return { id, field, key, bucket: "private", contentType: type.mime, size, originalName, kind: rule.kind };
    };

    bb.on("file", (field, stream, info) => {
      if (failed) {
        stream.resume();
        return;
      }
      active.add(stream);
      const stored = storeFile(field, stream, info.filename ?? "");
      const kept = !carryRefusals
        ? stored
        : stored.catch((err: unknown) => {
            // a file refused for its own type or size: what it stored is removed with the request's unclaimed files
            if (!(err instanceof UploadError) || (err.status !== 413 && err.status !== 415) || !ruleFor(policy, field)) throw err;
            refusals.push({ field, status: err.status, message: err.message });
            return null;
          });
      const task = kept.finally(() => active.delete(stream));
      tasks.push(task);
      task.catch(fail);
    });
    bb.on("field", (name, value, info) => {
      if (failed) return;
      textBytes += Buffer.byteLength(name) + Buffer.byteLength(value);
      if (info.valueTruncated || textBytes > maxTextBytes) fail(textTooLarge());
      else fields.append(name, value);
    });
    bb.on("filesLimit", () => fail(new UploadError(413, `Too many files (max ${UPLOAD_LIMITS.files}).`)));
    bb.on("fieldsLimit", () => fail(new UploadError(413, `Too many form fields (max ${UPLOAD_LIMITS.fields}).`)));
    bb.on("partsLimit", () =>
      fail(new UploadError(413, `Too many form parts (max ${UPLOAD_LIMITS.files + UPLOAD_LIMITS.fields}).`)),
    );
    bb.on("error", () => fail(new UploadError(400, "Malformed multipart request.")));
    bb.on("close", () => {
      Promise.all(tasks).then(
        (files) => {
          if (!failed) resolve({ fields, files: files.filter((f): f is StoredFile => f !== null), refusals });
        },
        () => undefined, // the task's own rejection already called fail()
      );
    });
    req.on("data", countBytes);
    req.once("error", () => fail(new UploadError(400, "Upload aborted.")));
    req.once("close", () => {
      if (!req.complete) fail(new UploadError(400, "Upload aborted."));
    });
    req.pipe(bb);
  });
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
