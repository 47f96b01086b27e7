import type { SubmissionResult } from "@conform-to/react";
import type { LibraryImage } from "#server/modules/media/library.server.js";

/** One row of the image table, as the loader sends it. */
export type ImageRow = Omit<LibraryImage, "uploadedAt"> & { uploadedAt: string };

/**
 * What the one-file upload endpoint answers (JSON): Conform's submission reply, with the new image's number when it
 * was kept. The upload module's own refusals (size, type) come as `{ error }` before the action runs.
 */
export type UploadReply = SubmissionResult<string[]> & { imageId?: number };

/** Where the page posts each file on its own (one request per file, for per-file progress). */
export const IMAGE_UPLOAD_ENDPOINT = "/admin/image-upload/file";
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"];
