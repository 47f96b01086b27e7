import type { Knex } from "knex";
import type { Model, PartialModelObject, QueryBuilder } from "objection";

/**
 * A bulk change of the rows of `ids` (each once) in one transaction, through `query` (its model's query): reads their
 * `columns` locked, keeps those that `changes` says differ, gives them `patch` and calls `audit` for each (with the
 * row as it was). `found` is how many exist, `changed` how many were changed.
 */
export async function changeRows<M extends Model & { id: number }>(
  db: Knex,
  query: (trx: Knex.Transaction) => QueryBuilder<M, M[]>,
  ids: readonly number[],
  columns: readonly string[],
  change: {
    changes: (row: M) => boolean;
    patch: PartialModelObject<M>;
    audit: (trx: Knex.Transaction, row: M) => Promise<void>;
  },
): Promise<{ found: number; changed: number }> {
  return db.transaction(async (trx) => {
    const rows = await query(trx)
      .whereIn("id", [...new Set(ids)])
      .forUpdate()
      .select(...columns);
    const changing = rows.filter(change.changes);
    if (changing.length > 0) {
      await query(trx)
        .whereIn(
          "id",
          changing.map((row) => row.id),
        )
        .patch(change.patch);
      for (const row of changing) await change.audit(trx, row);
    }
    return { found: rows.length, changed: changing.length };
  });
}
