import type { Knex } from "knex";

/**
 * A service card's starting price names its currency (Bangladeshi taka or Saudi riyal), stored beside the number
 * and shown as entered. Prices saved before this column were typed into a field labelled "Starting price in
 * SAR": they keep their number and are recorded as SAR.
 */
const upSql = `
ALTER TABLE service_cards
  ADD COLUMN price_currency text NOT NULL DEFAULT 'SAR' CHECK (price_currency IN ('BDT', 'SAR'));
`;

const downSql = `ALTER TABLE service_cards DROP COLUMN price_currency;`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(upSql);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(downSql);
}
