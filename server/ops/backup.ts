import { mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { createGzip } from "node:zlib";
import pg from "pg";
import { to as copyTo } from "pg-copy-streams";
import type { Storage } from "../storage/index.js";
import { BackupError, FORMAT, MANIFEST_FILE, manifestSchema, objectFile, writeHashed, type Manifest } from "./manifest.js";

/** Tables of the migration tool: recreated by migrating, never copied. */
export const MIGRATION_TABLES = ["knex_migrations", "knex_migrations_lock"];

interface BackupTarget {
  databaseUrl: string;
  storage: Storage;
}

/** Every table of the current schema with its copyable columns, in an order where referenced tables come first. */
export async function tablesInLoadOrder(client: pg.ClientBase) {
  const { rows: tables } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind in ('r', 'p') order by c.relname`,
  );
  const { rows: edges } = await client.query<{ child: string; parent: string }>(
    `select cl.relname as child, pr.relname as parent from pg_constraint co
       join pg_class cl on cl.oid = co.conrelid join pg_class pr on pr.oid = co.confrelid
       join pg_namespace n on n.oid = cl.relnamespace
      where co.contype = 'f' and n.nspname = current_schema() and cl.relname <> pr.relname`,
  );
  const { rows: columns } = await client.query<{ table: string; column: string }>(
    `select table_name as "table", column_name as "column" from information_schema.columns
      where table_schema = current_schema() and is_generated = 'NEVER' order by table_name, ordinal_position`,
  );
  const names = tables.map((t) => t.name).filter((n) => !MIGRATION_TABLES.includes(n));
  const ordered: string[] = [];
  const visit = (name: string, path: string[]) => {
    if (ordered.includes(name)) return;
    if (path.includes(name)) throw new BackupError(`Foreign keys form a cycle: ${[...path, name].join(" → ")}`);
    for (const e of edges) if (e.child === name && names.includes(e.parent)) visit(e.parent, [...path, name]);
    ordered.push(name);
  };
  for (const name of names) visit(name, []);
  return ordered.map((name) => ({ name, columns: columns.filter((c) => c.table === name).map((c) => c.column) }));
}

async function assertEmptyDirectory(dir: string) {
  await mkdir(dir, { recursive: true });
  if ((await readdir(dir)).length > 0) throw new BackupError(`${dir} is not empty: give a new directory for each backup.`);
}

/**
 * Writes a consistent backup of the database and both buckets into `dir` (new or empty).
 * The whole database is read in one REPEATABLE READ, READ ONLY transaction (one snapshot); the objects
 * are copied after it, so every object a row of the snapshot names is there (objects are never changed
 * in place, only added and deleted). The manifest is written last: a directory without one is unfinished.
 */
export async function createBackup(target: BackupTarget, dir: string, app: Manifest["app"]): Promise<Manifest> {
  await assertEmptyDirectory(dir);
  await mkdir(path.join(dir, "db"));
  const client = new pg.Client({ connectionString: target.databaseUrl, application_name: "crestline-backup" });
  await client.connect();
  let database: Manifest["database"];
  try {
    await client.query("begin isolation level repeatable read read only");
    const { rows: migrations } = await client
      .query<{ name: string }>("select name from knex_migrations order by id")
      .catch(() => {
        throw new BackupError("The database has no migrations applied: nothing to back up.");
      });
    const tables: Manifest["database"]["tables"] = [];
    for (const table of await tablesInLoadOrder(client)) {
      const ident = client.escapeIdentifier(table.name);
      const columns = table.columns.map((c) => client.escapeIdentifier(c)).join(", ");
      const { rows } = await client.query<{ count: string }>(`select count(*) from ${ident}`);
      const file = `db/${table.name}.copy.gz`;
      const stream = client.query(copyTo(`copy ${ident} (${columns}) to stdout`));
      const written = await writeHashed(stream, path.join(dir, file), createGzip());
      tables.push({ ...table, rows: Number(rows[0]!.count), file, ...written });
    }
    const { rows: sequences } = await client.query<{ name: string; last_value: string | null }>(
      "select sequencename as name, last_value from pg_sequences where schemaname = current_schema() order by sequencename",
    );
    await client.query("commit");
    database = {
      migration: migrations.at(-1)!.name,
      migrations: migrations.map((m) => m.name),
      tables,
      sequences: sequences.map((s) => ({ name: s.name, lastValue: s.last_value === null ? null : Number(s.last_value) })),
    };
  } finally {
    await client.end();
  }

  const objects: Manifest["objects"] = [];
  const buckets = {} as Manifest["buckets"];
  for (const bucket of ["public", "private"] as const) {
    buckets[bucket] = { name: target.storage.bucketName(bucket), objects: 0, bytes: 0 };
    for await (const { key } of target.storage.list(bucket)) {
      const info = await target.storage.stat(bucket, key);
      if (!info) continue; // deleted since it was listed
      const file = objectFile(dir, bucket, key);
      await mkdir(path.dirname(file), { recursive: true });
      const written = await writeHashed(await target.storage.get(bucket, key), file);
      objects.push({ bucket, key, size: written.bytes, contentType: info.contentType, sha256: written.sha256 });
      buckets[bucket].objects += 1;
      buckets[bucket].bytes += written.bytes;
    }
  }

  const manifest: Manifest = { format: FORMAT, createdAt: new Date().toISOString(), app, database, buckets, objects };
  // What restore will accept (object keys, names): fail now rather than on the day the backup is needed.
  const checked = manifestSchema.safeParse(manifest);
  if (!checked.success) throw new BackupError(`The backup could not be described: ${checked.error.message}`);
  await writeFile(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { flag: "wx" });
  return manifest;
}
