/*
 * npm run backup -- <dir>
 * Writes a consistent backup of the database and both buckets into <dir> (new or empty), with a
 * manifest of versions, row and object counts and sha256 checksums. Reads the same environment as
 * the server (server/config); see README "Operations" and docs/decisions/0010-backups.md.
 */
import { parseArgs } from "node:util";
import { createBackup } from "../server/ops/backup.js";
import { runAgainstDeployment } from "../server/ops/cli.js";
import { appInfo } from "../server/ops/version.js";

const { positionals } = parseArgs({ allowPositionals: true, options: {} });
if (positionals.length !== 1) {
  console.error("Usage: npm run backup -- <dir>");
  process.exit(1);
}
const dir = positionals[0]!;

await runAgainstDeployment(async ({ storage }, { databaseUrl }) => {
  const m = await createBackup({ databaseUrl, storage }, dir, appInfo());
  const rows = m.database.tables.reduce((sum, t) => sum + t.rows, 0);
  return `Backup written to ${dir}: ${m.database.tables.length} tables (${rows} rows) at migration ${m.database.migration}, ${m.objects.length} objects.`;
});
