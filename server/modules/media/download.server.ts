import { Readable } from "node:stream";
import type { Knex } from "knex";
import { FileRecord } from "#server/db/models/FileRecord.js";
import type { Services } from "#server/services.js";

/** `attachment` with the original name: an ASCII fallback plus the exact UTF-8 name (RFC 6266 / 5987). */
function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%;]/g, "_") || "download";
  const encoded = encodeURIComponent(name).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * Streams an object of the private bucket as a download (never buffered, never cached by a shared
 * cache). Only called by admin resource routes after `requireAdmin`.
 */
export async function privateDownload(
  services: Pick<Services, "storage">,
  file: { objectKey: string; name: string; contentType: string; size: number },
): Promise<Response> {
  const body = await services.storage.get("private", file.objectKey);
  return new Response(Readable.toWeb(body) as ReadableStream, { headers: downloadHeaders(file) });
}

/** The headers of a private file's download: its own type, never sniffed, never kept by a shared cache. */
export function downloadHeaders(file: { name: string; contentType: string; size: number }): Record<string, string> {
  return {
    "Content-Type": file.contentType || "application/octet-stream",
    "Content-Length": String(file.size),
    "Content-Disposition": attachmentDisposition(file.name),
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  };
}

/**
 * A kept file of the private bucket by its id (a response's file, a medical report, a quote attachment, an
 * export), for a signed download link; null when unknown, public, or not (or no longer) kept by any record.
 */
export async function findPrivateFile(
  db: Knex,
  fileId: string,
): Promise<{ objectKey: string; name: string; contentType: string; size: number } | null> {
  const file = await FileRecord.query(db).findById(fileId).where("bucket", "private").whereNotNull("claimed_at");
  return file
    ? { objectKey: file.objectKey, name: file.originalName || "download", contentType: file.contentType, size: file.sizeBytes }
    : null;
}
