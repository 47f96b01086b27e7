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
