import type { Readable } from "node:stream";
import { Client, S3Error } from "minio";
import { putObject } from "./put.js";

export type Bucket = "public" | "private";

export interface ObjectInfo {
  size: number;
  contentType: string;
  etag: string;
  lastModified: Date;
}

export interface Storage {
  bucketName(b: Bucket): string;
  ensureBuckets(): Promise<void>;
  /**
   * Stores one object, holding at most one 5 MiB part of it in memory (see put.ts). `size` is the most
   * bytes the body may hold: a Buffer's length, or for a stream a limit such as the upload kind's maximum
   * (≤ 5 MiB × 10,000 parts). A longer body rejects with a RangeError, an erroring or destroyed stream with
   * its error, and either way nothing is stored.
   */
  put(b: Bucket, key: string, body: Readable | Buffer, opts: { size: number; contentType: string }): Promise<void>;
  get(b: Bucket, key: string): Promise<Readable>;
  stat(b: Bucket, key: string): Promise<ObjectInfo | null>;
  remove(b: Bucket, keys: string[]): Promise<void>;
  /** Every object of the bucket (key and size), in key order; used by backups (server/ops). */
  list(b: Bucket): AsyncIterable<{ key: string; size: number }>;
  ping(): Promise<void>;
}

interface StorageOptions {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  region: string;
  publicBucket: string;
  privateBucket: string;
}

const NOT_FOUND_CODES = new Set(["NotFound", "NoSuchKey"]);

export function createStorage(opts: StorageOptions): Storage {
  const url = new URL(opts.endpoint);
  const useSSL = url.protocol === "https:";
  const client = new Client({
    endPoint: url.hostname,
    port: url.port ? Number(url.port) : useSSL ? 443 : 80,
    useSSL,
    accessKey: opts.accessKey,
    secretKey: opts.secretKey,
    region: opts.region,
    pathStyle: true,
    // Also absorbs s3rver's races between concurrent requests on keys sharing a folder (HTTP 500, fine on retry).
    retryOptions: { maximumRetryCount: 3, baseDelayMs: 50, maximumDelayMs: 2000 },
  });
  const names: Record<Bucket, string> = { public: opts.publicBucket, private: opts.privateBucket };

  return {
    bucketName: (b) => names[b],

    async ensureBuckets() {
      for (const name of new Set(Object.values(names))) {
        if (await client.bucketExists(name)) continue;
        try {
          await client.makeBucket(name, opts.region);
        } catch (err) {
          // Another instance may have created it between the check and the call.
          if (!(err instanceof S3Error && (err.code === "BucketAlreadyOwnedByYou" || err.code === "BucketAlreadyExists")))
            throw err;
        }
      }
    },

    put: (b, key, body, { size, contentType }) => putObject(client, names[b], key, body, size, contentType),

    get: (b, key) => client.getObject(names[b], key),

    async stat(b, key) {
      try {
        const s = await client.statObject(names[b], key);
        return {
          size: s.size,
          contentType: String(s.metaData["content-type"] ?? "application/octet-stream"),
          etag: s.etag,
          lastModified: s.lastModified,
        };
      } catch (err) {
        if (err instanceof S3Error && NOT_FOUND_CODES.has(err.code ?? "")) return null;
        throw err;
      }
    },

    async remove(b, keys) {
      if (keys.length === 0) return;
      // minio-js returns the per-key <Error> entries of the quiet DeleteObjects response.
      const failures = (await client.removeObjects(names[b], keys)) as unknown as Array<{ Code?: string; Key?: string } | null>;
      const failed = failures.filter((f) => f?.Code && !NOT_FOUND_CODES.has(f.Code));
      if (failed.length > 0) {
        throw new Error(
          `storage.remove: ${failed.length} object(s) not removed from ${names[b]}: ${failed.map((f) => `${f!.Key} (${f!.Code})`).join(", ")}`,
        );
      }
    },

    async *list(b) {
      // ListObjects (V1), paged by marker (the last key): the embedded S3 server (s3rver) makes V2's
      // continuation token with DES, which OpenSSL 3 no longer offers, so its every V2 listing of more
      // than one page (1,000 keys) failed with a 500. MinIO and S3 answer both versions.
      for await (const item of client.listObjects(names[b], "", true) as AsyncIterable<{ name?: string; size: number }>) {
        if (item.name !== undefined) yield { key: item.name, size: item.size };
      }
    },

    async ping() {
      const name = names.private;
      if (!(await client.bucketExists(name))) throw new Error(`bucket ${name} does not exist`);
    },
  };
}
