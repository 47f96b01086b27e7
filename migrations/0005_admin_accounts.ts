import type { Knex } from "knex";

/**
 * Admin accounts can be disabled (server/modules/auth/accounts.server.ts): a disabled admin cannot sign in,
 * and the session and API-token lookups ignore their rows, so their sessions and tokens stop working at once.
 */
const upSql = `ALTER TABLE admin_users ADD COLUMN disabled_at timestamptz;`;
const downSql = `ALTER TABLE admin_users DROP COLUMN IF EXISTS disabled_at;`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(upSql);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(downSql);
}
