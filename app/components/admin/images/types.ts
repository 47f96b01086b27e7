import type { LibraryImage } from "#server/modules/media/library.server.js";

/** One row of the image table, as the loader sends it. */
export type ImageRow = Omit<LibraryImage, "uploadedAt"> & { uploadedAt: string };

/** What the one-file upload endpoint answers (JSON). The upload module's own refusals come as `{ error }`. */
export type UploadReply = { ok: true; imageId: number } | { ok: false; message: string };

/** Where the page posts each file on its own (one request per file, for per-file progress). */
export const IMAGE_UPLOAD_ENDPOINT = "/admin/image-upload/file";
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"];
