import type { Knex } from "knex";

/**
 * Integration tokens (issue 12 item 3): an admin names a token on the API tokens screen, and every API write made
 * with it records that name in the audit log. Sign-in tokens (POST /backend/auth/token/login) have no name.
 */
const upSql = `ALTER TABLE api_tokens ADD COLUMN name text CHECK (name IS NULL OR char_length(name) BETWEEN 1 AND 100);
CREATE INDEX api_tokens_named_idx ON api_tokens (created_at) WHERE name IS NOT NULL;`;
const downSql = `DROP INDEX IF EXISTS api_tokens_named_idx;
ALTER TABLE api_tokens DROP COLUMN IF EXISTS name;`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(upSql);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(downSql);
}
