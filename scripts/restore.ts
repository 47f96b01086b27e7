/*
 * npm run restore -- <dir> [--force]
 * Restores a backup made by `npm run backup` into an empty deployment (the same environment as the
 * server): checks every checksum first, migrates to the backup's version, loads, then migrates to
 * this version's latest. Refuses a deployment holding any row or object unless --force (which empties it).
 */
import { parseArgs } from "node:util";
import { runAgainstDeployment } from "../server/ops/cli.js";
import { restoreBackup } from "../server/ops/restore.js";

const { positionals, values } = parseArgs({ allowPositionals: true, options: { force: { type: "boolean", default: false } } });
if (positionals.length !== 1) {
  console.error("Usage: npm run restore -- <dir> [--force]");
  process.exit(1);
}
const dir = positionals[0]!;

await runAgainstDeployment(async ({ db, storage }, { databaseUrl }) => {
  const s = await restoreBackup({ databaseUrl, db, storage }, dir, { force: values.force });
  const migrated = s.migratedAfter.length > 0 ? `; then migrated ${s.migratedAfter.join(", ")}` : "";
  return `Restored ${s.tables} tables (${s.rows} rows) and ${s.objects} objects from ${dir}${migrated}.`;
});
