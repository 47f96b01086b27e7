import type { Knex } from "knex";

/**
 * Columns the exactly-once payment flow needs (server/modules/payments/registration.server.ts):
 * - execute_started_at: set, and committed, before the one `execute` call at bKash. A worker that
 *   finds it set knows an earlier attempt may have reached bKash and asks `payment/status` first.
 * - last_checked_at: the reconciliation job claims a payment by stamping it (FOR UPDATE SKIP LOCKED),
 *   so two workers never query the same payment in the same round.
 */
const upSql = `
ALTER TABLE payments
  ADD COLUMN execute_started_at timestamptz,
  ADD COLUMN last_checked_at timestamptz;
`;

const downSql = `
ALTER TABLE payments
  DROP COLUMN IF EXISTS last_checked_at,
  DROP COLUMN IF EXISTS execute_started_at;
`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(upSql);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(downSql);
}
