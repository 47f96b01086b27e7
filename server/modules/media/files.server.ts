import type { Knex } from "knex";
import type { Bucket, Storage } from "../../storage/index.js";

/** An uploaded file was swept (or never existed) before the action that wanted to keep it. */
export class FileUnavailableError extends Error {
  readonly status = 409;
  readonly expose = true;
  constructor() {
    super("An uploaded file is no longer available. Please upload it again.");
  }
}

/**
 * Marks uploaded files as kept by a domain record. Call it inside the transaction that stores the
 * reference: files the upload module stored for a request are deleted after the response unless claimed.
 */
export async function claimFiles(trx: Knex | Knex.Transaction, ids: readonly string[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const rows = await trx("files")
    .whereIn("id", unique)
    .update({ claimed_at: trx.raw("coalesce(claimed_at, now())") }, ["id"]);
  if (rows.length !== unique.length) throw new FileUnavailableError();
}

/**
 * Deletes unclaimed files (object first, then row) and returns how many went. Rows are locked while
 * their objects are removed, so a concurrent claimFiles either wins before the lock (the file stays)
 * or waits and then fails with FileUnavailableError; locked rows are skipped, never waited for.
 */
export async function removeUnclaimedFiles(
  db: Knex,
  storage: Storage,
  filter: { ids?: readonly string[]; createdBefore?: Date },
  batchSize = 500,
): Promise<number> {
  if (filter.ids && filter.ids.length === 0) return 0;
  let removed = 0;
  for (;;) {
    const batch = await db.transaction(async (trx) => {
      const query = trx("files")
        .select<Array<{ id: string; bucket: Bucket; object_key: string }>>("id", "bucket", "object_key")
        .whereNull("claimed_at")
        .orderBy("created_at")
        .limit(batchSize)
        .forUpdate()
        .skipLocked();
      if (filter.ids) query.whereIn("id", filter.ids);
      if (filter.createdBefore) query.where("created_at", "<", filter.createdBefore);
      const rows = await query;
      for (const bucket of ["private", "public"] as const) {
        await storage.remove(
          bucket,
          rows.filter((r) => r.bucket === bucket).map((r) => r.object_key),
        );
      }
      if (rows.length > 0)
        await trx("files")
          .whereIn(
            "id",
            rows.map((r) => r.id),
          )
          .delete();
      return rows.length;
    });
    removed += batch;
    if (batch < batchSize) return removed;
  }
}
