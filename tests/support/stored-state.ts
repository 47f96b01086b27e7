// What a product server has stored, for the reliability suites' "nothing half-saved, no orphan files" checks.
import type { Knex } from "knex";
import type { Client as MinioClient } from "minio";

export type RowCounts = Record<string, number>;

/** Row count of every table of the public schema (migration bookkeeping excluded), in one query. */
export async function rowCounts(db: Knex): Promise<RowCounts> {
  const tables = (
    await db("information_schema.tables")
      .select<Array<{ table_name: string }>>("table_name")
      .where({ table_schema: "public", table_type: "BASE TABLE" })
      .whereNot("table_name", "like", "knex_%")
      .orderBy("table_name")
  ).map((t) => t.table_name);
  const sql = tables.map(() => "select ? as t, count(*)::int as n from ??").join(" union all ");
  const { rows } = await db.raw<{ rows: Array<{ t: string; n: number }> }>(
    sql,
    tables.flatMap((t) => [t, t]),
  );
  return Object.fromEntries(rows.map((r) => [r.t, r.n]));
}

/** Tables whose count differs, as "table +n" / "table -n", leaving out `ignore`. */
export function changedTables(before: RowCounts, after: RowCounts, ignore: readonly string[] = []): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  const changes: string[] = [];
  for (const name of [...names].sort()) {
    if (ignore.includes(name)) continue;
    const delta = (after[name] ?? 0) - (before[name] ?? 0);
    if (delta !== 0) changes.push(`${name} ${delta > 0 ? "+" : ""}${delta}`);
  }
  return changes;
}

async function objectKeys(s3: MinioClient, bucket: string): Promise<Set<string>> {
  const keys = new Set<string>();
  if (!(await s3.bucketExists(bucket))) return keys;
  // V1, paged by key: s3rver cannot page a V2 listing (see Storage.list in server/storage/index.ts)
  for await (const item of s3.listObjects(bucket, "", true)) {
    const name = (item as { name?: string }).name;
    if (name) keys.add(name);
  }
  return keys;
}

export interface FileState {
  /** Object keys in a bucket that no files / image_variants row names. */
  orphanObjects: string[];
  /** files rows whose object is missing. */
  missingObjects: string[];
  /** files rows no action claimed. */
  unclaimed: string[];
}

/** Compares the buckets with the files and image_variants tables. */
export async function fileState(
  db: Knex,
  s3: MinioClient,
  buckets = { public: process.env.S3_PUBLIC_BUCKET ?? "site-public", private: process.env.S3_PRIVATE_BUCKET ?? "site-private" },
): Promise<FileState> {
  const files = await db("files").select<
    Array<{ id: string; bucket: "public" | "private"; object_key: string; claimed_at: Date | null }>
  >("id", "bucket", "object_key", "claimed_at");
  const variants = await db("image_variants").pluck<string[]>("object_key");
  const state: FileState = { orphanObjects: [], missingObjects: [], unclaimed: [] };
  for (const bucket of ["public", "private"] as const) {
    const stored = await objectKeys(s3, buckets[bucket]);
    const known = new Set(files.filter((f) => f.bucket === bucket).map((f) => f.object_key));
    if (bucket === "public") for (const key of variants) known.add(key);
    for (const key of stored) if (!known.has(key)) state.orphanObjects.push(`${bucket}/${key}`);
    for (const f of files)
      if (f.bucket === bucket && !stored.has(f.object_key)) state.missingObjects.push(`${bucket}/${f.object_key}`);
  }
  state.unclaimed = files.filter((f) => !f.claimed_at).map((f) => `${f.bucket}/${f.object_key}`);
  return state;
}

/** Entries of `after` that `before` did not have, per list: what a run added. */
export function newFileProblems(before: FileState, after: FileState): FileState {
  const added = (a: string[], b: string[]) => {
    const old = new Set(a);
    return b.filter((x) => !old.has(x));
  };
  return {
    orphanObjects: added(before.orphanObjects, after.orphanObjects),
    missingObjects: added(before.missingObjects, after.missingObjects),
    unclaimed: added(before.unclaimed, after.unclaimed),
  };
}

/** Polls `fileState` until the run added no problem (unclaimed uploads are removed just after their response). */
export async function settledFileProblems(db: Knex, s3: MinioClient, before: FileState, timeoutMs = 15_000): Promise<FileState> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const problems = newFileProblems(before, await fileState(db, s3));
    const count = problems.orphanObjects.length + problems.missingObjects.length + problems.unclaimed.length;
    if (count === 0 || Date.now() > deadline) return problems;
    await new Promise((r) => setTimeout(r, 500));
  }
}
