// A completed bKash payment row, as a paid registration in the tests links to it.
import { randomUUID } from "node:crypto";
import type { Knex } from "knex";

/** Inserts a completed payment (its own invoice number; `reference`, when given, as the receipt's) and returns its id. */
export async function insertCompletedPayment(
  db: Knex,
  payment: { amount: string; trxId: string; reference?: string; completedAt?: Date },
): Promise<number> {
  const [row] = await db("payments")
    .insert({
      merchant_invoice_number: `INV-${randomUUID()}`,
      amount: payment.amount,
      status: "completed",
      trx_id: payment.trxId,
      reference: payment.reference,
      completed_at: payment.completedAt ?? new Date(),
    })
    .returning<Array<{ id: number }>>("id");
  return row!.id;
}
