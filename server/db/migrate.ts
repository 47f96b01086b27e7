import type { Knex } from "knex";
import { migrations } from "../../migrations/index.js";

const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => migrations.map((m) => m.name),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const found = migrations.find((m) => m.name === name);
    if (!found) throw new Error(`Unknown migration ${name}`);
    return found.migration;
  },
};

const options: Knex.MigratorConfig = { migrationSource, tableName: "knex_migrations" };

/** Applies every pending migration; knex's lock table makes concurrent callers (web + worker) safe. */
export async function migrateLatest(db: Knex): Promise<string[]> {
  const [, applied] = (await db.migrate.latest(options)) as [number, string[]];
  return applied;
}

/** Rolls every migration back (tests and local resets only). */
export async function rollbackAll(db: Knex): Promise<void> {
  await db.migrate.rollback(options, true);
}

/** Names of the migrations applied to this database, in order (none when it was never migrated). */
export async function appliedMigrations(db: Knex): Promise<string[]> {
  if (!(await db.schema.hasTable("knex_migrations"))) return [];
  const rows = await db("knex_migrations").orderBy("id").select<Array<{ name: string }>>("name");
  return rows.map((r) => r.name);
}

/**
 * Moves the schema to exactly the migration `target` (the last one to be applied), one step up or
 * down at a time. Restoring a backup loads its data at the schema it was taken with (server/ops).
 */
export async function migrateTo(db: Knex, target: string): Promise<void> {
  const names = migrations.map((m) => m.name);
  const wanted = names.indexOf(target);
  if (wanted < 0) throw new Error(`Unknown migration ${target}`);
  for (;;) {
    const current = names.indexOf((await appliedMigrations(db)).at(-1) ?? "");
    if (current === wanted) return;
    if (current < wanted) await db.migrate.up(options);
    else await db.migrate.down(options);
  }
}
