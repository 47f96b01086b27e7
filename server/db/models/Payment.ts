import type { RelationMappings } from "objection";
import { z } from "zod";
import { belongsToOne, hasOne, table } from "./base.js";
import { PendingRegistration } from "./PendingRegistration.js";
import { FormResponse } from "./FormResponse.js";
import { PAYMENT_STATUSES } from "./form-enums.js";

export { PAYMENT_STATUSES, type PaymentStatus } from "./form-enums.js";

export const paymentRow = z.object({
  id: z.number().int(),
  /** bKash paymentID (unique), known once `create` answered. */
  providerPaymentId: z.string().nullable(),
  merchantInvoiceNumber: z.string(),
  /** numeric(10,2) as a string. */
  amount: z.string(),
  currency: z.literal("BDT"),
  status: z.enum(PAYMENT_STATUSES),
  trxId: z.string().nullable(),
  /** The registration's reference the worker keeps (`CR-7K3Q9`, unique), given when the payment completes. */
  reference: z.string().nullable(),
  customerMsisdn: z.string().nullable(),
  pendingRegistrationId: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
  completedAt: z.date().nullable(),
  /** Set (and committed) before the one `execute` call at bKash (migrations/0002_payments.ts). */
  executeStartedAt: z.date().nullable(),
  /** Stamped by the reconciliation job that claimed the payment. */
  lastCheckedAt: z.date().nullable(),
});
export type PaymentRow = z.infer<typeof paymentRow>;

/** A bKash payment. Database check: a completed payment has trx_id and completed_at. */
export interface Payment extends PaymentRow {}
export class Payment extends table("payments", paymentRow) {
  declare pendingRegistration?: PendingRegistration | null;
  declare response?: FormResponse | null;

  static relationMappings = (): RelationMappings => ({
    pendingRegistration: belongsToOne(PendingRegistration, "payments.pending_registration_id", "pending_registrations.id"),
    response: hasOne(FormResponse, "payments.id", "form_responses.payment_id"),
  });
}
