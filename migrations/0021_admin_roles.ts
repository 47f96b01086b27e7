import type { Knex } from "knex";

/**
 * Roles (docs/product.md, "Roles"): every account is an owner or an editor. The accounts made before roles existed
 * ran the whole site, so they all become owners; a new account is an editor unless its creator says otherwise. An
 * integration token carries its creator's role (null) or a narrower one.
 */
const upSql = `ALTER TABLE admin_users ADD COLUMN role text NOT NULL DEFAULT 'owner' CHECK (role IN ('owner', 'editor'));
ALTER TABLE admin_users ALTER COLUMN role SET DEFAULT 'editor';
ALTER TABLE api_tokens ADD COLUMN role text CHECK (role IS NULL OR role IN ('owner', 'editor'));`;
const downSql = `ALTER TABLE api_tokens DROP COLUMN IF EXISTS role;
ALTER TABLE admin_users DROP COLUMN IF EXISTS role;`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(upSql);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(downSql);
}
