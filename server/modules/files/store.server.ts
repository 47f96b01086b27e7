import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { FileRecord } from "../../db/models/FileRecord.js";
import type { Services } from "../../services.js";
import type { UploadKind } from "./file-types.js";
import type { StoredFile } from "./stored-file.js";

/** A file whose type and name were checked, about to be stored. */
export interface UploadToStore {
  field: string;
  kind: UploadKind;
  contentType: string;
  originalName: string;
  /** The most bytes the file may have: storage sizes its multipart upload by it. */
  maxBytes: number;
}

/** `uploads/<year>/<month>/<uuid>`: nothing of the client's name or type. */
function uploadKey(now = new Date()): string {
  return `uploads/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, "0")}/${randomUUID()}`;
}

/**
 * Stores one uploaded file in the private bucket: its `files` row is inserted (unclaimed) before the object, so a
 * crash leaves a row the orphan sweep finds; `onRow` hears of the row at once, for the caller to remove it if the
 * request fails. `bytes` ends the upload by throwing (a file over its limit); its size is written once stored.
 */
export async function storeUpload(
  { db, storage }: Pick<Services, "db" | "storage">,
  file: UploadToStore,
  bytes: AsyncIterable<Buffer>,
  onRow: (id: string) => void,
): Promise<StoredFile> {
  const key = uploadKey();
  const { id } = await FileRecord.query(db)
    .insert({
      bucket: "private",
      objectKey: key,
      kind: file.kind,
      contentType: file.contentType,
      sizeBytes: 0,
      originalName: file.originalName,
    })
    .returning("id");
  onRow(id);

  let size = 0;
  const body = Readable.from(
    (async function* () {
      for await (const chunk of bytes) {
        size += chunk.length;
        yield chunk;
      }
    })(),
    // Byte-counted, so little beyond storage's one part waits here while a part uploads.
    { objectMode: false, highWaterMark: 64 * 1024 },
  );
  await storage.put("private", key, body, { size: file.maxBytes, contentType: file.contentType });
  await FileRecord.query(db).findById(id).patch({ sizeBytes: size });
  return {
    id,
    field: file.field,
    key,
    bucket: "private",
    contentType: file.contentType,
    size,
    originalName: file.originalName,
    kind: file.kind,
  };
}
