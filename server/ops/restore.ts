import { createReadStream } from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import type { Knex } from "knex";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { migrations } from "../../migrations/index.js";
import { appliedMigrations, migrateLatest, migrateTo } from "../db/migrate.js";
import type { Storage } from "../storage/index.js";
import { MIGRATION_TABLES, tablesInLoadOrder } from "./backup.js";
import { BackupError, objectFile, readVerifiedManifest, type Manifest } from "./manifest.js";

interface RestoreTarget {
  databaseUrl: string;
  db: Knex;
  storage: Storage;
}

/** What the target holds: rows per non-empty table, objects per bucket. */
async function contents(target: RestoreTarget) {
  const tables: Record<string, number> = {};
  const { rows } = await target.db.raw<{ rows: Array<{ name: string }> }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind in ('r', 'p')`,
  );
  for (const { name } of rows) {
    if (MIGRATION_TABLES.includes(name)) continue;
    const [{ count }] = await target.db(name).count<Array<{ count: number }>>("* as count");
    if (Number(count) > 0) tables[name] = Number(count);
  }
  const objects = { public: [] as string[], private: [] as string[] };
  for (const bucket of ["public", "private"] as const) {
    for await (const { key } of target.storage.list(bucket)) objects[bucket].push(key);
  }
  return { tables, objects };
}

async function wipe(target: RestoreTarget, found: Awaited<ReturnType<typeof contents>>) {
  const names = Object.keys(found.tables);
  if (names.length > 0) {
    await target.db.raw(`truncate ${names.map(() => "??").join(", ")} restart identity cascade`, names);
  }
  for (const bucket of ["public", "private"] as const) {
    const keys = found.objects[bucket];
    for (let i = 0; i < keys.length; i += 1000) await target.storage.remove(bucket, keys.slice(i, i + 1000));
  }
}

/** Loads every table in one transaction: either all rows are restored or none. */
async function loadDatabase(databaseUrl: string, dir: string, manifest: Manifest) {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: "crestline-restore" });
  await client.connect();
  try {
    await client.query("begin");
    const present = new Map((await tablesInLoadOrder(client)).map((t) => [t.name, t.columns]));
    for (const table of manifest.database.tables) {
      if (!present.has(table.name)) throw new BackupError(`Table ${table.name} of the backup does not exist after migrating.`);
      const ident = client.escapeIdentifier(table.name);
      const columns = table.columns.map((c) => client.escapeIdentifier(c)).join(", ");
      await pipeline(
        createReadStream(path.join(dir, table.file)),
        createGunzip(),
        client.query(copyFrom(`copy ${ident} (${columns}) from stdin`)),
      );
      const { rows } = await client.query<{ count: string }>(`select count(*) from ${ident}`);
      if (Number(rows[0]!.count) !== table.rows) {
        throw new BackupError(`Table ${table.name}: ${rows[0]!.count} rows loaded, the manifest says ${table.rows}.`);
      }
    }
    for (const seq of manifest.database.sequences) {
      await client.query("select setval($1::regclass, $2, $3)", [
        client.escapeIdentifier(seq.name),
        seq.lastValue ?? 1,
        seq.lastValue !== null,
      ]);
    }
    await client.query("commit");
  } catch (err) {
    await client.query("rollback").catch(() => undefined);
    throw err;
  } finally {
    await client.end();
  }
}

interface RestoreSummary {
  tables: number;
  rows: number;
  objects: number;
  /** Migrations applied after loading (the backup came from an older version of the app). */
  migratedAfter: string[];
}

/**
 * Restores the backup in `dir` into an empty deployment: checks every checksum, brings the schema to
 * the backup's migration, loads all tables in one transaction (sequences included), uploads every
 * object, then migrates to this version's latest. A deployment that holds any row or object is refused
 * unless `force`, which first empties it (all tables and both buckets).
 */
export async function restoreBackup(target: RestoreTarget, dir: string, opts: { force?: boolean } = {}): Promise<RestoreSummary> {
  const manifest = await readVerifiedManifest(dir);
  const known = migrations.map((m) => m.name);
  const unknown = manifest.database.migrations.filter((name, i) => known[i] !== name);
  if (unknown.length > 0) {
    throw new BackupError(
      `The backup was taken by another version of the app (migrations ${unknown.join(", ")} are not this version's): restore it with that version.`,
    );
  }

  const found = await contents(target);
  const rows = Object.entries(found.tables);
  const objectCount = found.objects.public.length + found.objects.private.length;
  if (rows.length > 0 || objectCount > 0) {
    if (!opts.force) {
      const what = [
        ...rows.slice(0, 8).map(([name, count]) => `${name} (${count} rows)`),
        ...(objectCount > 0 ? [`${objectCount} stored objects`] : []),
      ];
      throw new BackupError(
        `The target deployment is not empty: ${what.join(", ")}${rows.length > 8 ? ", ..." : ""}.\n` +
          "Restore replaces everything only when told to: run it again with --force (every row and object is deleted first).",
      );
    }
    await wipe(target, found);
  }

  await migrateTo(target.db, manifest.database.migration);
  await loadDatabase(target.databaseUrl, dir, manifest);
  for (const object of manifest.objects) {
    await target.storage.put(object.bucket, object.key, createReadStream(objectFile(dir, object.bucket, object.key)), {
      size: object.size,
      contentType: object.contentType,
    });
  }
  const before = await appliedMigrations(target.db);
  await migrateLatest(target.db);
  const after = await appliedMigrations(target.db);
  return {
    tables: manifest.database.tables.length,
    rows: manifest.database.tables.reduce((sum, t) => sum + t.rows, 0),
    objects: manifest.objects.length,
    migratedAfter: after.slice(before.length),
  };
}
