import type { Knex } from "knex";
import { raw } from "objection";
import { FileRecord } from "../../db/models/FileRecord.js";
import type { Services } from "../../services.js";
import type { Storage } from "../../storage/index.js";

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
  const rows = await FileRecord.query(trx)
    .whereIn("id", unique)
    .patch({ claimedAt: raw("coalesce(claimed_at, now())") })
    .returning("id");
  if (rows.length !== unique.length) throw new FileUnavailableError();
}

/**
 * The opposite of claimFiles: the record that kept these files is gone (or points elsewhere now).
 * Call it in that change's transaction, then removeReleasedFiles after the commit.
 */
export async function releaseFiles(trx: Knex | Knex.Transaction, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await FileRecord.query(trx).whereIn("id", ids).patch({ claimedAt: null });
}

/** Removes released files now; a failure is only logged, since the orphan sweep removes them later. */
export async function removeReleasedFiles(services: Pick<Services, "db" | "storage" | "logger">, ids: readonly string[]) {
  try {
    await removeUnclaimedFiles(services.db, services.storage, { ids });
  } catch (err) {
    services.logger.warn({ err, fileIds: ids }, "could not remove released files; the orphan sweep will");
  }
}

/**
 * Runs a delete in one transaction: `work` deletes its rows (and writes its audit record) and answers with the files
 * they owned, which are released in the same transaction and removed once it has committed. False when `work` found
 * nothing to delete (null).
 */
export async function deleteReleasingFiles(
  services: Pick<Services, "db" | "storage" | "logger">,
  work: (trx: Knex.Transaction) => Promise<readonly string[] | null>,
): Promise<boolean> {
  const released = await services.db.transaction(async (trx) => {
    const fileIds = await work(trx);
    if (fileIds) await releaseFiles(trx, fileIds);
    return fileIds;
  });
  if (released === null) return false;
  await removeReleasedFiles(services, released);
  return true;
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
      const query = FileRecord.query(trx)
        .select("id", "bucket", "object_key")
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
          rows.filter((r) => r.bucket === bucket).map((r) => r.objectKey),
        );
      }
      if (rows.length > 0)
        await FileRecord.query(trx)
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
