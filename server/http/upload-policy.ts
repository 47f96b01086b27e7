import { matchPath } from "@remix-run/router";
import { fileTypeFromBuffer } from "file-type";
import { imageSize } from "image-size";
import type { Config } from "../config/index.js";
import { DOC, DOCX, FORM_FILE_TYPES, JPEG, KIND_TYPES, PDF, PNG, type UploadKind } from "../modules/files/file-types.js";
import type { FileRefusalReason } from "../modules/files/stored-file.js";
import { isTranslatedLocale } from "../modules/i18n/locales.js";

/*
 * The upload policy: which routes take files, in which fields, of which kinds, how large, which types their bytes
 * must sniff as; and the caps on a multipart body's text. Read by the multipart parser (upload-parse.ts).
 */

interface FileRule {
  field: string | RegExp;
  kind: UploadKind;
  /** Replaces the kind's allow-list (content types as detected from the bytes). */
  types?: readonly string[];
}

export interface UploadPolicy {
  /**
   * The route's path pattern, as the router matches it: `:name` is any one segment, and the public pages carry the
   * optional language segment their routes have (`/:lang?/quote` takes `/quote`, `/bn/quote` and `/ar/quote`).
   */
  path: string;
  /** `admin`: only parsed for a signed-in admin (see UploadModuleOptions.authorizeAdmin); anyone else gets 401 and nothing is stored. */
  access: "admin" | "public";
  files: readonly FileRule[];
  /** Kind for file fields no rule names; without it such fields are refused. */
  defaultKind?: UploadKind;
}

/** A public page's route pattern: its English path behind the optional language segment (`($lang)` of its file name). */
const publicPage = (path: string) => `/:lang?${path}`;

/** The public dynamic forms: answers to file fields arrive as `file_<fieldId>`. */
const DYNAMIC_FORM_PATHS = [
  ...["/apply-jobs-now", "/agent-registration", "/demand-submission", "/worker-registration"].map(publicPage),
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
  // one image's page: a new file for the image (replace keeps its number)
  { path: "/admin/image-upload/:imageId", access: "admin", files: [{ field: "image", kind: "image" }] },
  ...DYNAMIC_FORM_PATHS.map((path): UploadPolicy => ({
    path,
    access: "public",
    files: [{ field: /^file_\d+$/, kind: "document", types: FORM_FILE_TYPES }],
  })),
  { path: publicPage("/quote"), access: "public", files: [{ field: "attachment", kind: "document" }] },
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

export const UPLOAD_LIMITS = {
  files: 10,
  fields: 300,
  /** Room for the parts' boundaries and headers, over the files and text a body may carry. */
  partOverheadBytes: 1024 * 1024,
  /** Bytes of a rejected request read (and discarded) so the client sees the response, before the socket is cut. */
  drainBytes: 32 * 1024 * 1024,
};

/** Enough for file-type to see inside a docx's first zip entries. */
export const SNIFF_BYTES = 16 * 1024;
/** How far into an image its dimensions are looked for (a JPEG's frame header follows its EXIF and ICC data). */
export const IMAGE_HEADER_BYTES = 1024 * 1024;

/**
 * A request or file the policy refuses, with its HTTP status and the sentence an admin or API client reads; a refusal
 * of one file also names its reason (`file`), which a public page words in the visitor's language.
 */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly file?: FileRefusalReason,
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

/**
 * The policy of the route a request is for, matched as the router matches routes (`@remix-run/router`'s matchPath).
 * A language segment must be one of the site's (`/xx/quote` is no page: its route answers 404, and takes no files).
 */
export function findPolicy(path: string, policies: readonly UploadPolicy[] = uploadPolicies): UploadPolicy | undefined {
  const p = policyPath(path);
  return policies.find((policy) => {
    const match = matchPath(policy.path, p);
    return match !== null && (match.params.lang === undefined || isTranslatedLocale(match.params.lang));
  });
}

export function ruleFor(policy: UploadPolicy, field: string): { kind: UploadKind; types: readonly string[] } | undefined {
  const rule = policy.files.find((r) => (typeof r.field === "string" ? r.field === field : r.field.test(field)));
  if (rule) return { kind: rule.kind, types: rule.types ?? KIND_TYPES[rule.kind] };
  if (policy.defaultKind) return { kind: policy.defaultKind, types: KIND_TYPES[policy.defaultKind] };
  return undefined;
}

/** The byte limit of one file of `kind`. */
export function fileLimit(config: Pick<Config, "uploads">, kind: UploadKind): number {
  return kind === "image" ? config.uploads.maxImageBytes : config.uploads.maxDocumentBytes;
}

/** The caps of one multipart body under `policy`: its largest file, its text, and the whole body. */
export function bodyLimits(config: Pick<Config, "uploads">, policy: UploadPolicy) {
  const kinds = new Set<UploadKind>([...policy.files.map((r) => r.kind), ...(policy.defaultKind ? [policy.defaultKind] : [])]);
  const maxFileBytes = Math.max(0, ...[...kinds].map((kind) => fileLimit(config, kind)));
  const maxTextBytes = FORM_TEXT_LIMITS[policy.access];
  return {
    maxFileBytes,
    maxTextBytes,
    maxBodyBytes: maxFileBytes * UPLOAD_LIMITS.files + maxTextBytes + UPLOAD_LIMITS.partOverheadBytes,
  };
}

/** Control characters and invisible format characters (including direction overrides that disguise extensions). */
const CONTROL_OR_FORMAT = /[\p{Cc}\p{Cf}]/gu;

/** The client's name as harmless metadata: no control or format characters, no path, ≤ 200 chars. */
export function sanitizeFileName(name: string): string {
  const base = name.normalize("NFC").replace(CONTROL_OR_FORMAT, "").split(/[\\/]/).pop()!.replace(/\s+/g, " ").trim();
  if (base === "" || base === "." || base === "..") return "upload";
  if (base.length <= 200) return base;
  const dot = base.lastIndexOf(".");
  const ext = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : "";
  return base.slice(0, 200 - ext.length) + ext;
}

/** The content type a file's first bytes show (a `label` for messages), or undefined when they show none. */
export async function sniffType(head: Buffer, originalName: string): Promise<{ mime: string; label: string } | undefined> {
  const type = await fileTypeFromBuffer(head);
  if (!type) return undefined;
  // Legacy .doc files are OLE compound files, a container also used by .xls, .msi and others: accept it only under a .doc name.
  if (type.ext === "cfb" && /\.doc$/i.test(originalName)) return { mime: DOC, label: "doc" };
  return { mime: type.mime, label: type.ext };
}

/** Width and height from an image's header, or undefined while the bytes so far do not hold them. */
export function imageDimensions(head: Buffer): { width: number; height: number } | undefined {
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

export function megabytes(bytes: number): string {
  return String(Math.round((bytes / (1024 * 1024)) * 10) / 10);
}

function kilobytes(bytes: number): string {
  return String(Math.round(bytes / 1024));
}

/** The refusals the policy words. */
export const refusals = {
  fileTooLarge: (limit: number) =>
    new UploadError(413, `File is too large (max ${megabytes(limit)} MB).`, { reason: "file_too_large", limitBytes: limit }),
  typeNotAllowed: (label: string | undefined) =>
    new UploadError(415, `File type not allowed: ${label ?? "unknown"}.`, { reason: "type_not_allowed" }),
  noDimensions: () => new UploadError(415, "The image's dimensions could not be read.", { reason: "no_dimensions" }),
  imageTooLarge: (dimensions: { width: number; height: number }, maxPixels: number) =>
    new UploadError(
      413,
      `Image is too large (${dimensions.width} × ${dimensions.height} pixels; max ${megapixels(maxPixels)} megapixels).`,
      { reason: "image_too_large", ...dimensions, megapixels: megapixels(maxPixels) },
    ),
  unexpectedField: (field: string) => new UploadError(400, `Unexpected file field "${field}".`),
  textTooLarge: (maxTextBytes: number) =>
    new UploadError(413, `Form fields too large (max ${kilobytes(maxTextBytes)} KB of text).`),
  tooManyFiles: () => new UploadError(413, `Too many files (max ${UPLOAD_LIMITS.files}).`),
  tooManyFields: () => new UploadError(413, `Too many form fields (max ${UPLOAD_LIMITS.fields}).`),
  tooManyParts: () => new UploadError(413, `Too many form parts (max ${UPLOAD_LIMITS.files + UPLOAD_LIMITS.fields}).`),
  malformed: () => new UploadError(400, "Malformed multipart request."),
  aborted: () => new UploadError(400, "Upload aborted."),
  bodyTooLarge: () => new UploadError(413, "Request body is too large."),
};
