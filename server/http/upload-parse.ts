import type { IncomingMessage } from "node:http";
import type { Readable } from "node:stream";
import busboy from "busboy";
import type { UploadKind } from "../modules/files/file-types.js";
import { storeUpload } from "../modules/files/store.server.js";
import type { FileRefusal, StoredFile } from "../modules/files/stored-file.js";
import type { Services } from "../services.js";
import {
  bodyLimits,
  fileLimit,
  IMAGE_HEADER_BYTES,
  imageDimensions,
  refusals as refuse,
  ruleFor,
  sanitizeFileName,
  SNIFF_BYTES,
  sniffType,
  UPLOAD_LIMITS,
  UploadError,
  type UploadPolicy,
} from "./upload-policy.js";

/*
 * Multipart parsing: one request's body streamed through busboy, each file checked against the upload policy from
 * its first bytes and stored as it arrives, the text fields gathered under the policy's caps.
 */

export type ParseDeps = Pick<Services, "config" | "db" | "storage">;

export interface Parsed {
  /** The text fields, in the order sent. */
  fields: FormData;
  files: StoredFile[];
  refusals: FileRefusal[];
}

/** Reads what is left of one file part and throws it away. */
async function drainFile(iterator: AsyncIterator<Buffer>) {
  for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
    // discarded
  }
}

type Rule = { kind: UploadKind; types: readonly string[] };

/**
 * Checks one file part from its first bytes (type, image dimensions, size so far) and stores it; null for a file
 * input left empty. Throws an UploadError when the policy refuses it, before anything is stored when the head shows it.
 */
async function receiveFile(
  deps: ParseDeps,
  field: string,
  stream: Readable & { truncated?: boolean },
  clientName: string,
  rule: Rule,
  iterator: AsyncIterator<Buffer>,
  onRow: (id: string) => void,
): Promise<StoredFile | null> {
  const limit = fileLimit(deps.config, rule.kind);
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
  if (size > limit) throw refuse.fileTooLarge(limit);
  const originalName = sanitizeFileName(clientName);
  const type = await sniffType(head, originalName);
  if (!type || !rule.types.includes(type.mime)) throw refuse.typeNotAllowed(type?.label);
  if (type.mime.startsWith("image/")) {
    // Decompression bombs: the dimensions come from the header, before anything is stored.
    let dimensions = imageDimensions(head);
    while (!dimensions && !ended && size < Math.min(limit, IMAGE_HEADER_BYTES)) {
      head = await readHead(Math.min(size * 4, IMAGE_HEADER_BYTES));
      dimensions = imageDimensions(head);
    }
    if (size > limit) throw refuse.fileTooLarge(limit);
    if (!dimensions) throw refuse.noDimensions();
    const { maxPixels } = deps.config.images;
    if (dimensions.width * dimensions.height > maxPixels) throw refuse.imageTooLarge(dimensions, maxPixels);
  }

  const bytes = (async function* () {
    yield head;
    if (!ended) {
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
        size += next.value.length;
        if (size > limit) throw refuse.fileTooLarge(limit);
        yield next.value;
      }
    }
    if (stream.truncated) throw refuse.fileTooLarge(limit);
  })();
  return storeUpload(deps, { field, kind: rule.kind, contentType: type.mime, originalName, maxBytes: limit }, bytes, onRow);
}

/**
 * Streams one multipart request: files into storage (see storeUpload), text fields into a FormData under the
 * policy's text cap (busboy stops buffering a value at the cap; the running total counts names and values).
 * Rejects only after every started file has settled, with `created` listing what must be removed.
 */
export function parseMultipart(
  req: IncomingMessage,
  policy: UploadPolicy,
  deps: ParseDeps,
  created: string[],
  /** Refuse a file alone (drained, nothing kept, the rest of the form read on) instead of the whole request. */
  carryRefusals: boolean,
): Promise<Parsed> {
  const { maxFileBytes, maxTextBytes, maxBodyBytes } = bodyLimits(deps.config, policy);

  return new Promise<Parsed>((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      bb = busboy({
        headers: req.headers,
        defParamCharset: "utf8",
        limits: {
          files: UPLOAD_LIMITS.files,
          fields: UPLOAD_LIMITS.fields,
          parts: UPLOAD_LIMITS.files + UPLOAD_LIMITS.fields,
          // no value is buffered past the whole form's text cap
          fieldSize: maxTextBytes,
          // busboy flags a file reaching fileSize as truncated: one byte more lets a file of exactly the limit through.
          fileSize: maxFileBytes + 1,
        },
      });
    } catch {
      reject(refuse.malformed());
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
      if (received > maxBodyBytes) fail(refuse.bodyTooLarge());
    };

    const storeFile = async (field: string, stream: Readable & { truncated?: boolean }, clientName: string) => {
      const rule = ruleFor(policy, field);
      if (!rule) throw refuse.unexpectedField(field);
      const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
      try {
        return await receiveFile(deps, field, stream, clientName, rule, iterator, (id) => created.push(id));
      } catch (err) {
        // a refused file alone: read the rest of its bytes away so the parts after it still arrive
        if (carryRefusals && err instanceof UploadError && !failed) await drainFile(iterator);
        throw err;
      }
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
            if (
              !(err instanceof UploadError) ||
              !err.file ||
              (err.status !== 413 && err.status !== 415) ||
              !ruleFor(policy, field)
            )
              throw err;
            refusals.push({ field, status: err.status, message: err.message, refused: err.file });
            return null;
          });
      const task = kept.finally(() => active.delete(stream));
      tasks.push(task);
      task.catch(fail);
    });
    bb.on("field", (name, value, info) => {
      if (failed) return;
      textBytes += Buffer.byteLength(name) + Buffer.byteLength(value);
      if (info.valueTruncated || textBytes > maxTextBytes) fail(refuse.textTooLarge(maxTextBytes));
      else fields.append(name, value);
    });
    bb.on("filesLimit", () => fail(refuse.tooManyFiles()));
    bb.on("fieldsLimit", () => fail(refuse.tooManyFields()));
    bb.on("partsLimit", () => fail(refuse.tooManyParts()));
    bb.on("error", () => fail(refuse.malformed()));
    bb.on("close", () => {
      Promise.all(tasks).then(
        (files) => {
          if (!failed) resolve({ fields, files: files.filter((f): f is StoredFile => f !== null), refusals });
        },
        () => undefined, // the task's own rejection already called fail()
      );
    });
    req.on("data", countBytes);
    req.once("error", () => fail(refuse.aborted()));
    req.once("close", () => {
      if (!req.complete) fail(refuse.aborted());
    });
    req.pipe(bb);
  });
}
