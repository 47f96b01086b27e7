import type { Knex } from "knex";

/**
 * A paid registration has a short reference the worker keeps (docs/product.md, "Worker registration and payments"):
 * `CR-` and five characters of an alphabet without 0/O and 1/I, unique, given when the payment completes. The
 * receipt, the status page and the office's payments screen and exports show it. Registrations paid before this get
 * one too.
 */
const ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

const upSql = `
ALTER TABLE payments ADD COLUMN reference text CHECK (reference ~ '^CR-[2-9A-HJ-NP-Z]{5}$');
CREATE UNIQUE INDEX payments_reference_key ON payments (reference);
`;

function newReference(): string {
  let code = "CR-";
  for (let i = 0; i < 5; i++) code += ALPHABET[Math.floor(Math.random() * ALPHABET.length)];
  return code;
}

export async function up(knex: Knex): Promise<void> {
  await knex.raw(upSql);
  const paid = await knex("payments").where({ status: "completed" }).whereNull("reference").select("id");
  const taken = new Set<string>();
  for (const { id } of paid) {
    let reference = newReference();
    while (taken.has(reference)) reference = newReference();
    taken.add(reference);
    await knex("payments").where({ id }).update({ reference });
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
DROP INDEX IF EXISTS payments_reference_key;
ALTER TABLE payments DROP COLUMN IF EXISTS reference;
`);
}
