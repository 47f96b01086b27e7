import type { Knex } from "knex";
import { z } from "zod";
import { PAYMENT_STATUSES, type PaymentStatus } from "../../db/models/index.js";

/** Read models of payments for the admin area (plain data: dates as ISO strings). */

export const ADMIN_PAGE_SIZE = 50;

export interface PaymentListItem {
  id: number;
  providerPaymentId: string | null;
  merchantInvoiceNumber: string;
  amount: string;
  currency: string;
  status: PaymentStatus;
  trxId: string | null;
  customerMsisdn: string | null;
  failureReason: string | null;
  createdAt: string;
  completedAt: string | null;
  /** The worker registration (form response) this payment paid for. */
  responseId: number | null;
}

export const paymentFilterSchema = z.object({
  status: z.enum(PAYMENT_STATUSES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
export type PaymentFilter = z.infer<typeof paymentFilterSchema>;

interface PaymentJoinRow {
  id: number;
  provider_payment_id: string | null;
  merchant_invoice_number: string;
  amount: string;
  currency: string;
  status: PaymentStatus;
  trx_id: string | null;
  customer_msisdn: string | null;
  failure_reason: string | null;
  created_at: Date;
  completed_at: Date | null;
  response_id: number | null;
}

const toItem = (row: PaymentJoinRow): PaymentListItem => ({
  id: row.id,
  providerPaymentId: row.provider_payment_id,
  merchantInvoiceNumber: row.merchant_invoice_number,
  amount: row.amount,
  currency: row.currency,
  status: row.status,
  trxId: row.trx_id,
  customerMsisdn: row.customer_msisdn,
  failureReason: row.failure_reason,
  createdAt: row.created_at.toISOString(),
  completedAt: row.completed_at ? row.completed_at.toISOString() : null,
  responseId: row.response_id,
});

const paymentColumns = [
  "p.id",
  "p.provider_payment_id",
  "p.merchant_invoice_number",
  "p.amount",
  "p.currency",
  "p.status",
  "p.trx_id",
  "p.customer_msisdn",
  "p.failure_reason",
  "p.created_at",
  "p.completed_at",
  "r.id as response_id",
];

/** Every payment, newest first, optionally of one status; with the count per status for the filter. */
export async function listPayments(
  db: Knex,
  filter: PaymentFilter,
): Promise<{
  payments: PaymentListItem[];
  total: number;
  page: number;
  pageCount: number;
  counts: Record<PaymentStatus, number>;
}> {
  const base = () => {
    const q = db("payments as p");
    if (filter.status) q.where("p.status", filter.status);
    return q;
  };
  const [rows, [{ total }], grouped] = await Promise.all([
    base()
      .leftJoin("form_responses as r", "r.payment_id", "p.id")
      .select<PaymentJoinRow[]>(paymentColumns)
      .orderBy([
        { column: "p.created_at", order: "desc" },
        { column: "p.id", order: "desc" },
      ])
      .limit(ADMIN_PAGE_SIZE)
      .offset((filter.page - 1) * ADMIN_PAGE_SIZE),
    base().count<Array<{ total: number }>>({ total: "*" }),
    db("payments").select("status").count<Array<{ status: PaymentStatus; count: number }>>({ count: "*" }).groupBy("status"),
  ]);
  const counts = Object.fromEntries(PAYMENT_STATUSES.map((s) => [s, 0])) as Record<PaymentStatus, number>;
  for (const g of grouped) counts[g.status] = g.count;
  return {
    payments: rows.map(toItem),
    total,
    page: filter.page,
    pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)),
    counts,
  };
}
