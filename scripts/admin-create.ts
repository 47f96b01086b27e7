/*
 * npm run admin:create -- <username>
 * Asks for the password twice without echo (or reads ADMIN_PASSWORD when stdin is not a terminal)
 * and creates the admin in the database at DATABASE_URL.
 */
import { createDb } from "../server/db/knex.js";
import { migrateLatest } from "../server/db/migrate.js";
import { ADMIN_REFUSALS, configOrFail, fail } from "../server/ops/cli.js";
import { createAdminAudited } from "../server/modules/auth/admins.server.js";

function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  process.stdout.write(question);
  stdin.setRawMode(true);
  stdin.setEncoding("utf8");
  stdin.resume();
  return new Promise((resolve, reject) => {
    let value = "";
    const finish = (result: () => void) => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write("\n");
      result();
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === "\r" || ch === "\n" || ch === "\u0004") return finish(() => resolve(value));
        if (ch === "\u0003") return finish(() => reject(new Error("Cancelled.")));
        if (ch === "\u007f" || ch === "\b") value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on("data", onData);
  });
}

async function main() {
  const username = process.argv[2];
  if (!username || process.argv.length > 3) fail("Usage: npm run admin:create -- <username>");

  const config = configOrFail();
  if (!config.databaseUrl) {
    fail("DATABASE_URL is not set: set it to the site's database, or sign in to the running app and use Admin → Create Admin.");
  }

  let password: string;
  if (process.stdin.isTTY) {
    password = await promptHidden("Password (at least 10 characters): ");
    if ((await promptHidden("Repeat the password: ")) !== password) fail("The passwords do not match.");
  } else {
    if (!config.admin.password) fail("stdin is not a terminal: set ADMIN_PASSWORD to the new admin's password.");
    password = config.admin.password;
  }

  const db = createDb(config.databaseUrl);
  try {
    await migrateLatest(db);
    const outcome = await createAdminAudited(db, { username, password }, { adminUserId: null }, { via: "cli" });
    if (!outcome.ok) fail(ADMIN_REFUSALS[outcome.reason]);
    process.stdout.write(`Created admin "${outcome.admin.username}" (id ${outcome.admin.id}).\n`);
  } finally {
    await db.destroy();
  }
}

main().catch((err: unknown) => fail(err instanceof Error ? err.message : String(err)));
