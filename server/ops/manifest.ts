import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { z } from "zod";

/**
 * The layout of a backup directory (docs/decisions/0010-backups.md):
 *   manifest.json            written last: versions, tables (load order, columns, rows), sequences, objects, checksums
 *   db/<table>.copy.gz       the table's rows in PostgreSQL COPY text format, gzip
 *   objects/<bucket>/<key>   every object of the public and private bucket, byte for byte
 */
export const MANIFEST_FILE = "manifest.json";
export const FORMAT = 1;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
/** Object keys as the app writes them; nothing that could climb out of the backup directory. */
const objectKey = z
  .string()
  .min(1)
  .max(1024)
  .regex(/^[A-Za-z0-9!_.*'()/-]+$/)
  .refine((k) => !k.startsWith("/") && !k.split("/").some((part) => part === ".." || part === "." || part === ""), {
    message: "not a plain relative key",
  });
const identifier = z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/);

export const manifestSchema = z.object({
  format: z.literal(FORMAT),
  createdAt: z.iso.datetime(),
  app: z.object({ name: z.string(), version: z.string() }),
  database: z.object({
    /** The last migration applied when the backup was taken (the restore loads the data at this schema). */
    migration: z.string().min(1),
    migrations: z.array(z.string().min(1)).min(1),
    /** In load order: every table after the tables its foreign keys point to. */
    tables: z.array(
      z.object({
        name: identifier,
        columns: z.array(identifier).min(1),
        rows: z.number().int().min(0),
        file: z.string().regex(/^db\/[a-z0-9_]+\.copy\.gz$/),
        bytes: z.number().int().min(0),
        sha256,
      }),
    ),
    sequences: z.array(z.object({ name: identifier, lastValue: z.number().int().nullable() })),
  }),
  buckets: z.object({
    public: z.object({ name: z.string(), objects: z.number().int().min(0), bytes: z.number().int().min(0) }),
    private: z.object({ name: z.string(), objects: z.number().int().min(0), bytes: z.number().int().min(0) }),
  }),
  objects: z.array(
    z.object({
      bucket: z.enum(["public", "private"]),
      key: objectKey,
      size: z.number().int().min(0),
      contentType: z.string().min(1).max(255),
      sha256,
    }),
  ),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** A refusal or a problem with the backup itself: the CLI prints the message and exits 1 (no stack trace). */
export class BackupError extends Error {
  name = "BackupError";
}

export function objectFile(dir: string, bucket: "public" | "private", key: string): string {
  return path.join(dir, "objects", bucket, ...key.split("/"));
}

/** Streams `source` (through optional transforms) into `file`, returning the sha256 and size of what was written. */
export async function writeHashed(source: Readable, file: string, ...transforms: Transform[]) {
  const hash = createHash("sha256");
  let bytes = 0;
  await pipeline(
    source,
    ...(transforms as [Transform]),
    async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        hash.update(chunk);
        bytes += chunk.length;
        yield chunk;
      }
    },
    createWriteStream(file, { flags: "wx" }),
  );
  return { sha256: hash.digest("hex"), bytes };
}

async function fileSha256(file: string): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(createReadStream(file), hash);
  return hash.digest("hex");
}

/** Reads and validates the manifest, then checks every file against its checksum. */
export async function readVerifiedManifest(dir: string): Promise<Manifest> {
  let raw: string;
  try {
    raw = await readFile(path.join(dir, MANIFEST_FILE), "utf8");
  } catch {
    throw new BackupError(`${dir} holds no ${MANIFEST_FILE}: not a backup, or an unfinished one.`);
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new BackupError(`${MANIFEST_FILE} is not valid JSON.`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    throw new BackupError(
      `${MANIFEST_FILE} is not a backup manifest this version understands:\n${parsed.error.issues
        .slice(0, 10)
        .map((i) => `  - ${i.path.join(".")}: ${i.message}`)
        .join("\n")}`,
    );
  }
  const manifest = parsed.data;
  const files = [
    ...manifest.database.tables.map((t) => ({ file: path.join(dir, t.file), sha256: t.sha256 })),
    ...manifest.objects.map((o) => ({ file: objectFile(dir, o.bucket, o.key), sha256: o.sha256 })),
  ];
  const bad: string[] = [];
  for (const { file, sha256: expected } of files) {
    const actual = await fileSha256(file).catch(() => "missing");
    if (actual !== expected) bad.push(`${path.relative(dir, file)} (${actual === "missing" ? "missing" : "checksum differs"})`);
  }
  if (bad.length > 0) {
    throw new BackupError(
      `The backup is damaged: ${bad.length} file(s) do not match the manifest:\n${bad
        .slice(0, 20)
        .map((b) => `  - ${b}`)
        .join("\n")}`,
    );
  }
  return manifest;
}
