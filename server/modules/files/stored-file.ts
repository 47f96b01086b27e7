import type { UploadKind } from "./file-types.js";

/** One file the upload module streamed into the private bucket for the current request (a `files` row and its object). */
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

/**
 * Why the upload module refused one file: a reason code and the figures it needs, worded by whoever shows it (a public
 * page from its catalogs, app/utils/public-form.server.ts; the REST API in its own English).
 */
export type FileRefusalReason =
  | { reason: "file_too_large"; limitBytes: number }
  | { reason: "type_not_allowed" }
  | { reason: "no_dimensions" }
  | { reason: "image_too_large"; width: number; height: number; megapixels: string };

/** A file the upload module refused (type, size, dimensions) on a page form: told next to its field by the action. */
export interface FileRefusal {
  field: string;
  status: 413 | 415;
  /** The module's own English sentence (admin pages, logs). */
  message: string;
  refused: FileRefusalReason;
}

/** The files of one request, as actions see them (`context.uploads`); empty for a request without files. */
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
