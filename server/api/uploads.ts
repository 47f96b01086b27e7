import { randomUUID } from "node:crypto";
import { FileRecord } from "../db/models/FileRecord.js";
import { TYPE_EXTENSIONS, type UploadKind } from "../modules/files/file-types.js";
import type { StoredFile, UploadedFiles } from "../modules/files/stored-file.js";
import { processImage } from "../modules/media/images.server.js";
import type { Services } from "../services.js";
import { ApiError } from "./http.js";

/* The REST API's side of the upload module (docs/api.md §7): its refusals worded as field errors. */

const TYPE_MESSAGES: Record<UploadKind, string> = {
  image: "Upload a valid image. The file you uploaded was either not an image or a corrupted image.",
  document: "Unsupported file type. Allowed: PDF, DOC, DOCX, JPG, PNG.",
};

export const NO_FILE = "No file was submitted.";

/**
 * The file stored for `field`, or undefined when none was sent; a file the upload module refused (type from its
 * bytes, size over the kind's limit) answers `400 {"<field>": ["<msg>"]}` and nothing is kept.
 */
export function acceptedFile(
  services: Pick<Services, "config">,
  uploads: UploadedFiles,
  field: string,
  kind: UploadKind,
): StoredFile | undefined {
  const refusal = uploads.refusals.find((r) => r.field === field);
  if (refusal) {
    const limit = kind === "image" ? services.config.uploads.maxImageBytes : services.config.uploads.maxDocumentBytes;
    const message =
      refusal.refused.reason === "file_too_large"
        ? `File too large. The maximum size is ${Math.round((limit / (1024 * 1024)) * 10) / 10} MB.`
        : TYPE_MESSAGES[kind];
    throw new ApiError(400, { [field]: [message] });
  }
  return uploads.get(field);
}

/**
 * Renders an image's public variants now, in the request, so the URL the API answers with works at once
 * (docs/api.md §16, §17). The queued job that the module enqueued renders them again, harmlessly. False when the
 * bytes are no usable image after all (the image is then marked failed).
 */
export async function renderImageNow(
  services: Pick<Services, "config" | "db" | "storage" | "logger">,
  imageId: number,
): Promise<boolean> {
  return (await processImage(services, imageId)) === "ready";
}

export const imageRefused = (field: string) => new ApiError(400, { [field]: [TYPE_MESSAGES.image] });

/**
 * A public copy of an uploaded file (the upload module keeps every upload private) under a new random key
 * `<folder>/<uuid>.<ext>`, for a file everyone may read at `/media/<key>` (a form field's attached document:
 * docs/decisions/0014-api-collections-and-field-files.md). Its `files` row is written unclaimed before the object,
 * so whatever fails later leaves nothing the orphan sweep does not remove; the caller claims it in its transaction.
 * Returns the new row's id and key.
 */
export async function publicCopy(
  services: Pick<Services, "db" | "storage">,
  stored: StoredFile,
  folder: string,
): Promise<{ id: string; key: string }> {
  const key = `${folder}/${randomUUID()}${TYPE_EXTENSIONS[stored.contentType]?.[0] ?? ""}`;
  const row = await FileRecord.query(services.db)
    .insert({
      bucket: "public",
      objectKey: key,
      kind: stored.kind,
      contentType: stored.contentType,
      sizeBytes: stored.size,
      originalName: stored.originalName,
      claimedAt: null,
    })
    .returning("id");
  const body = await services.storage.get("private", stored.key);
  await services.storage.put("public", key, body, { size: stored.size, contentType: stored.contentType });
  return { id: row.id, key };
}
