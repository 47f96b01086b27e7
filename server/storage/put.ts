import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { type Client, S3Error } from "minio";

/** S3's smallest part (every part but the last), and the most memory one put holds for a body. */
export const PART_BYTES = 5 * 1024 * 1024;
/** S3 allows 10,000 parts per multipart upload. */
export const MAX_OBJECT_BYTES = PART_BYTES * 10_000;

/** Codes an S3 server answers when it lacks AbortMultipartUpload (s3rver routes that DELETE to MethodNotAllowed). */
const ABORT_UNSUPPORTED = new Set(["MethodNotAllowed", "NotImplemented"]);

const contentMd5 = (bytes: Buffer) => createHash("md5").update(bytes).digest("base64");

/** minio-js puts the upload id into the query of uploadPart/abort as is; SigV4 wants it escaped. */
const escapeQueryValue = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Stores `body` under `key` holding at most one PART_BYTES part in memory: an object that fits in one
 * part is sent with one PUT of its exact length, a longer one with our own multipart upload (minio-js's
 * putObject would buffer the whole object, or call ListMultipartUploads, which s3rver lacks). The source
 * is read only while no part is in flight, so a slow client and a slow S3 both apply backpressure. A body
 * longer than `limit` bytes rejects with a RangeError; on any error (the source's own included, rethrown
 * as is) the multipart upload is aborted and nothing is stored.
 */
export async function putObject(
  client: Client,
  bucket: string,
  key: string,
  body: Readable | Buffer,
  limit: number,
  contentType: string,
): Promise<void> {
  if (limit > MAX_OBJECT_BYTES) {
    throw new RangeError(`storage.put: size ${limit} exceeds the largest object of ${MAX_OBJECT_BYTES} bytes`);
  }
  if (Buffer.isBuffer(body)) {
    if (body.length > limit) throw new RangeError(`storage.put: ${body.length} bytes exceed the size of ${limit}`);
    if (body.length <= PART_BYTES) return putSingle(client, bucket, key, body, contentType);
  }
  const source = (Buffer.isBuffer(body) ? Readable.from([body]) : body)[Symbol.asyncIterator]() as AsyncIterator<unknown>;
  const part = Buffer.allocUnsafe(PART_BYTES);
  let carry: Buffer | undefined;
  let ended = false;
  let received = 0;

  const pull = async (): Promise<Buffer | undefined> => {
    if (carry) {
      const chunk = carry;
      carry = undefined;
      return chunk;
    }
    while (!ended) {
      const next = await source.next();
      if (next.done) {
        ended = true;
        break;
      }
      const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value as Uint8Array | string);
      received += chunk.length;
      if (received > limit) throw new RangeError(`storage.put: the body of ${key} is longer than its size of ${limit} bytes`);
      if (chunk.length > 0) return chunk;
    }
    return undefined;
  };
  /** Refills `part`; fewer than PART_BYTES bytes means the source has ended. */
  const fill = async (): Promise<Buffer> => {
    let filled = 0;
    while (filled < PART_BYTES) {
      const chunk = await pull();
      if (!chunk) break;
      const taken = chunk.copy(part, filled);
      filled += taken;
      if (taken < chunk.length) carry = chunk.subarray(taken);
    }
    return part.subarray(0, filled);
  };
  const more = async () => {
    carry = await pull();
    return carry !== undefined;
  };

  let uploadId: string | undefined;
  const etags: Array<{ part: number; etag: string }> = [];
  const uploadPart = async (bytes: Buffer) => {
    const partNumber = etags.length + 1;
    const { etag } = await client.uploadPart(
      {
        bucketName: bucket,
        objectName: key,
        uploadID: escapeQueryValue(uploadId!),
        partNumber,
        headers: { "Content-MD5": contentMd5(bytes) },
      },
      bytes,
    );
    etags.push({ part: partNumber, etag });
  };

  try {
    let bytes = await fill();
    if (bytes.length < PART_BYTES || !(await more())) {
      await putSingle(client, bucket, key, bytes, contentType);
      return;
    }
    uploadId = await client.initiateNewMultipartUpload(bucket, key, { "Content-Type": contentType });
    do {
      await uploadPart(bytes);
      bytes = await fill();
    } while (bytes.length > 0);
    await client.completeMultipartUpload(bucket, key, uploadId, etags);
  } catch (err) {
    if (!ended) await source.return?.().catch(() => undefined);
    if (uploadId !== undefined) {
      // The caller's error matters more than a failed clean-up.
      await discardUpload(client, bucket, key, uploadId, etags, uploadPart).catch(() => undefined);
    }
    throw err;
  }
}

async function putSingle(client: Client, bucket: string, key: string, bytes: Buffer, contentType: string) {
  await client.makeRequestAsyncOmit(
    {
      method: "PUT",
      bucketName: bucket,
      objectName: key,
      headers: { "Content-Type": contentType, "Content-MD5": contentMd5(bytes) },
    },
    bytes,
  );
}

async function discardUpload(
  client: Client,
  bucket: string,
  key: string,
  uploadId: string,
  etags: Array<{ part: number; etag: string }>,
  uploadPart: (bytes: Buffer) => Promise<void>,
) {
  try {
    await client.abortMultipartUpload(bucket, key, escapeQueryValue(uploadId));
  } catch (err) {
    if (!(err instanceof S3Error && ABORT_UNSUPPORTED.has(err.code ?? ""))) throw err;
    // s3rver (dev and tests) keeps the parts on disk until the upload completes: complete it, then delete
    // the object (unlike an abort, this also deletes an older object under the same key).
    if (etags.length === 0) await uploadPart(Buffer.alloc(0));
    await client.completeMultipartUpload(bucket, key, uploadId, etags);
    await client.removeObject(bucket, key);
  }
}
