export type ImageStatus = "processing" | "ready" | "failed";

/** One row of the image table, as the loader sends it. */
export interface ImageRow {
  id: number;
  category: string;
  status: ImageStatus;
  error: string | null;
  alt: string;
  originalName: string;
  width: number | null;
  height: number | null;
  uploadedAt: string;
  /** `/media/…` path of the 320 px variant (or the narrowest), once ready. */
  thumbnail: { src: string; width: number; height: number } | null;
  /** Absolute public URL of the widest variant, once ready. */
  link: string | null;
  /** Where the site shows the image; such images cannot be deleted. */
  usedBy: string[];
}

/** What the one-file upload endpoint answers (JSON). The upload module's own refusals come as `{ error }`. */
export type UploadReply = { ok: true; imageId: number } | { ok: false; message: string };

/** Where the page posts each file on its own (one request per file, for per-file progress). */
export const IMAGE_UPLOAD_ENDPOINT = "/admin/image-upload/file";
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"];
