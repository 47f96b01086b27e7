import type { Knex } from "knex";
import { z } from "zod";
import { FORM_IDS, PAYMENT_STATUSES, type PaymentStatus } from "../../db/models/index.js";

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

function toPayment(row: Omit<PaymentJoinRow, "response_id">): Omit<PaymentListItem, "responseId"> {
  return {
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
  };
}

const toItem = (row: PaymentJoinRow): PaymentListItem => ({ ...toPayment(row), responseId: row.response_id });

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

export interface RegistrationAnswer {
  fieldId: number | null;
  label: string;
  fieldType: string;
  value: string | string[] | null;
  /** Private file (download only through an admin route). */
  fileId: string | null;
}

export interface RegistrationWithPayment {
  responseId: number;
  submittedAt: string;
  status: string;
  notes: string;
  answers: RegistrationAnswer[];
  payment: Omit<PaymentListItem, "responseId"> | null;
}

/**
 * Worker registrations (form 2 responses), newest first, each with its answers and its payment
 * (amount, trxID, status, time): for the Worker Registration Management page.
 */
export async function listRegistrationsWithPayments(
  db: Knex,
  opts: { page?: number; pageSize?: number } = {},
): Promise<{ registrations: RegistrationWithPayment[]; total: number }> {
  const pageSize = opts.pageSize ?? ADMIN_PAGE_SIZE;
  const page = Math.max(1, opts.page ?? 1);
  const [rows, [{ total }]] = await Promise.all([
    db("form_responses as r")
      .leftJoin("payments as p", "p.id", "r.payment_id")
      .where("r.form_id", FORM_IDS.workerRegistration)
      .select<
        Array<
          PaymentJoinRow & {
            response_id: number;
            submitted_at: Date;
            response_status: string;
            notes: string;
            payment_id: number | null;
          }
        >
      >([...paymentColumns, "r.submitted_at", "r.status as response_status", "r.notes", "r.payment_id"])
      .orderBy([
        { column: "r.submitted_at", order: "desc" },
        { column: "r.id", order: "desc" },
      ])
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db("form_responses").where("form_id", FORM_IDS.workerRegistration).count<Array<{ total: number }>>({ total: "*" }),
  ]);
  const answers = rows.length
    ? await db("form_answers")
        .whereIn(
          "response_id",
          rows.map((r) => r.response_id),
        )
        .orderBy([{ column: "position" }, { column: "id" }])
        .select<
          Array<{
            response_id: number;
            field_id: number | null;
            field_label: string;
            field_type: string;
            value: string | string[] | null;
            file_id: string | null;
          }>
        >("response_id", "field_id", "field_label", "field_type", "value", "file_id")
    : [];
  return {
    total,
    registrations: rows.map((row) => {
      return {
        responseId: row.response_id,
        submittedAt: row.submitted_at.toISOString(),
        status: row.response_status,
        notes: row.notes,
        answers: answers
          .filter((a) => a.response_id === row.response_id)
          .map((a) => ({
            fieldId: a.field_id,
            label: a.field_label,
            fieldType: a.field_type,
            value: a.value,
            fileId: a.file_id,
          })),
        payment: row.payment_id === null ? null : toPayment(row),
      };
    }),
  };
}
