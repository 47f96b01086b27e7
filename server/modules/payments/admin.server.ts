import type { Knex } from "knex";
import { z } from "zod";
import { Payment, PAYMENT_STATUSES, type PaymentStatus } from "../../db/models/index.js";
import type { PaymentRow } from "../../db/models/Payment.js";
import { raw } from "objection";
import { escapeLike } from "../../db/sql.js";
import { countsBy, paginate, type Page } from "../../db/paginate.js";
import { isoInZone } from "../exports/office-time.js";

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
  | "reference"
> {
  createdAt: string;
  completedAt: string | null;
  /** The worker registration (form response) this payment paid for. */
  responseId: number | null;
}

interface PaymentPage extends Page<PaymentListItem> {
  /** Payments per status, all of them (for the filter). */
  counts: Record<PaymentStatus, number>;
  /** The selection's figures (search, status and dates applied): how many, and the amounts, all and completed. */
  totals: PaymentTotals;
}

interface PaymentTotals {
  count: number;
  amount: string;
  completedCount: number;
  completedAmount: string;
}

const day = z.iso.date().optional().catch(undefined);

/**
 * The payments screen's selection: a search (bKash trxID, paymentID, invoice number, payer wallet, registration
 * reference), a status, and the office's calendar days `from`–`to` (both included) of when the payment started.
 */
export const paymentFilterSchema = z.object({
  q: z
    .string()
    .trim()
    .max(100)
    .transform((v) => v.replaceAll("\0", ""))
    .optional()
    .catch(undefined),
  status: z.enum(PAYMENT_STATUSES).optional().catch(undefined),
  from: day,
  to: day,
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
export type PaymentFilter = z.infer<typeof paymentFilterSchema>;

/** The columns a search looks in (a part of the value is enough, any case). */
const SEARCH_COLUMNS = [
  "payments.reference",
  "payments.trx_id",
  "payments.provider_payment_id",
  "payments.merchant_invoice_number",
  "payments.customer_msisdn",
] as const;

/** The selection as a query of payments (no order): search, status, and days in the office's time zone. */
function selected(db: Knex, filter: Omit<PaymentFilter, "page">, timeZone: string) {
  return Payment.query(db).modify((q) => {
    if (filter.status) q.where("payments.status", filter.status);
    if (filter.q) {
      const pattern = `%${escapeLike(filter.q)}%`;
      q.where((w) => {
        for (const column of SEARCH_COLUMNS) w.orWhere(column, "ilike", pattern);
      });
    }
    if (filter.from) q.whereRaw("payments.created_at >= (?::date::timestamp AT TIME ZONE ?)", [filter.from, timeZone]);
    if (filter.to) q.whereRaw("payments.created_at < ((?::date + 1)::timestamp AT TIME ZONE ?)", [filter.to, timeZone]);
  });
}

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
  reference: p.reference,
  createdAt: p.createdAt.toISOString(),
  completedAt: p.completedAt ? p.completedAt.toISOString() : null,
  responseId: p.response?.id ?? null,
});

/** The selection, newest first, with each payment's registration. */
const orderedSelection = (db: Knex, filter: Omit<PaymentFilter, "page">, timeZone: string) =>
  selected(db, filter, timeZone)
    .withGraphFetched("response(idOnly)")
    .modifiers({ idOnly: (q) => q.select("id", "payment_id") })
    .orderBy([
      { column: "payments.created_at", order: "desc" },
      { column: "payments.id", order: "desc" },
    ]);

async function totalsOf(db: Knex, filter: Omit<PaymentFilter, "page">, timeZone: string): Promise<PaymentTotals> {
  const row = (await selected(db, filter, timeZone)
    .select(
      raw("count(*)::int AS count"),
      raw("coalesce(sum(amount), 0)::text AS amount"),
      raw("(count(*) FILTER (WHERE status = 'completed'))::int AS completed_count"),
      raw("coalesce(sum(amount) FILTER (WHERE status = 'completed'), 0)::text AS completed_amount"),
    )
    .first()
    .castTo<{ count: number; amount: string; completedCount: number; completedAmount: string }>())!;
  return { count: row.count, amount: row.amount, completedCount: row.completedCount, completedAmount: row.completedAmount };
}

/** A page of the selection, newest first; with the count per status for the filter and the selection's totals. */
export async function listPayments(db: Knex, filter: PaymentFilter, timeZone: string): Promise<PaymentPage> {
  const [page, counts, totals] = await Promise.all([
    paginate(orderedSelection(db, filter, timeZone), filter.page, ADMIN_PAGE_SIZE),
    countsBy(Payment.query(db), "status", PAYMENT_STATUSES),
    totalsOf(db, filter, timeZone),
  ]);
  return { ...page, items: page.items.map(toItem), counts, totals };
}

/** The most payments one CSV holds (years of registrations; a narrower selection for more). */
export const PAYMENTS_CSV_MAX_ROWS = 50_000;

/** The CSV's header and rows (times ISO 8601 in the office's time zone), newest first. */
export async function paymentsCsvRows(db: Knex, filter: Omit<PaymentFilter, "page">, timeZone: string): Promise<string[][]> {
  const rows = await orderedSelection(db, filter, timeZone).limit(PAYMENTS_CSV_MAX_ROWS);
  const header = [
    "Started",
    "Completed",
    "Status",
    "Reference",
    "Amount",
    "Currency",
    "bKash trxID",
    "bKash paymentID",
    "Invoice",
    "Payer wallet",
    "Registration",
    "Failure reason",
  ];
  return [
    header,
    ...rows.map((p) => [
      isoInZone(p.createdAt, timeZone),
      p.completedAt ? isoInZone(p.completedAt, timeZone) : "",
      p.status,
      p.reference ?? "",
      p.amount,
      p.currency,
      p.trxId ?? "",
      p.providerPaymentId ?? "",
      p.merchantInvoiceNumber,
      p.customerMsisdn ?? "",
      p.response ? String(p.response.id) : "",
      p.failureReason ?? "",
    ]),
  ];
}
