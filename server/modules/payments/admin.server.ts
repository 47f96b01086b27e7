import type { Knex } from "knex";
import { z } from "zod";
import { Payment, PAYMENT_STATUSES, type PaymentStatus } from "../../db/models/index.js";
import type { PaymentRow } from "../../db/models/Payment.js";
import { countsBy, paginate, type Page } from "../../db/paginate.js";

/** Read models of payments for the admin area (plain data: dates as ISO strings). */

const ADMIN_PAGE_SIZE = 50;

export interface PaymentListItem extends Pick<
  PaymentRow,
  | "id"
  | "providerPaymentId"
  | "merchantInvoiceNumber"
  | "amount"
  | "currency"
  | "status"
  | "trxId"
  | "customerMsisdn"
  | "failureReason"
> {
  createdAt: string;
  completedAt: string | null;
  /** The worker registration (form response) this payment paid for. */
  responseId: number | null;
}

interface PaymentPage extends Page<PaymentListItem> {
  /** Payments per status, all of them (for the filter). */
  counts: Record<PaymentStatus, number>;
}

export const paymentFilterSchema = z.object({
  status: z.enum(PAYMENT_STATUSES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
type PaymentFilter = z.infer<typeof paymentFilterSchema>;

const toItem = (p: Payment): PaymentListItem => ({
  id: p.id,
  providerPaymentId: p.providerPaymentId,
  merchantInvoiceNumber: p.merchantInvoiceNumber,
  amount: p.amount,
  currency: p.currency,
  status: p.status,
  trxId: p.trxId,
  customerMsisdn: p.customerMsisdn,
  failureReason: p.failureReason,
  createdAt: p.createdAt.toISOString(),
  completedAt: p.completedAt ? p.completedAt.toISOString() : null,
  responseId: p.response?.id ?? null,
});

/** Every payment, newest first, optionally of one status; with the count per status for the filter. */
export async function listPayments(db: Knex, filter: PaymentFilter): Promise<PaymentPage> {
  const query = Payment.query(db)
    .modify((q) => {
      if (filter.status) q.where("status", filter.status);
    })
    .withGraphFetched("response(idOnly)")
    .modifiers({ idOnly: (q) => q.select("id", "payment_id") })
    .orderBy([
      { column: "created_at", order: "desc" },
      { column: "id", order: "desc" },
    ]);
  const [page, counts] = await Promise.all([
    paginate(query, filter.page, ADMIN_PAGE_SIZE),
    countsBy(Payment.query(db), "status", PAYMENT_STATUSES),
  ]);
  return { ...page, items: page.items.map(toItem), counts };
}
