import type { Knex } from "knex";
import { FormAnswer, FormResponse, Payment } from "../../db/models/index.js";
import { checkPhone } from "../validation/phone.js";
import { REFERENCE_PATTERN } from "./registration.server.js";

/**
 * The receipt of a paid worker registration (docs/product.md, "Worker registration and payments"): what the payer
 * keeps as proof. Opened by the browser that paid (its signed cookie names the payment or the reference) or by
 * the reference and a phone number of the registration; nothing else about the registration is shown.
 */
export interface Receipt {
  reference: string;
  /** "500.00" */
  amount: string;
  currency: "BDT";
  /** bKash's transaction id. */
  trxId: string;
  /** When bKash completed the payment (ISO). */
  paidAt: string;
}

function toReceipt(p: Payment): Receipt | null {
  if (p.status !== "completed" || !p.reference || !p.trxId || !p.completedAt) return null;
  return { reference: p.reference, amount: p.amount, currency: p.currency, trxId: p.trxId, paidAt: p.completedAt.toISOString() };
}

/** `cr-7k3q9`, ` CR 7K3Q9 ` → `CR-7K3Q9`; null when it cannot be a reference. */
export function normaliseReference(raw: string): string | null {
  const compact = raw.toUpperCase().replace(/[\s-]/g, "");
  const reference = compact.startsWith("CR") ? `CR-${compact.slice(2)}` : `CR-${compact}`;
  return REFERENCE_PATTERN.test(reference) ? reference : null;
}

/** The receipt of a completed payment by bKash's paymentID, or null. */
export async function receiptByPaymentID(db: Knex, paymentID: string): Promise<Receipt | null> {
  const payment = await Payment.query(db).findOne({ provider_payment_id: paymentID });
  return payment ? toReceipt(payment) : null;
}

/** The receipt of a reference, or null (for a browser whose signed cookie names it). */
export async function receiptByReference(db: Knex, reference: string): Promise<Receipt | null> {
  if (!REFERENCE_PATTERN.test(reference)) return null;
  const payment = await Payment.query(db).findOne({ reference });
  return payment ? toReceipt(payment) : null;
}

/** A paid registration found by its reference and phone number. */
export interface FoundRegistration {
  receipt: Receipt;
  response: FormResponse;
}

/**
 * The payment and registration of a reference whose phone answer (or bKash wallet) is `phone`, compared normalised
 * (+880…); null for any mismatch, so a wrong pair says nothing about whether the reference exists.
 */
export async function findRegistration(db: Knex, rawReference: string, rawPhone: string): Promise<FoundRegistration | null> {
  const reference = normaliseReference(rawReference);
  const phone = checkPhone(rawPhone);
  if (!reference || !phone.ok) return null;
  const payment = await Payment.query(db).findOne({ reference });
  const receipt = payment && toReceipt(payment);
  if (!payment || !receipt) return null;
  const response = await FormResponse.query(db).findOne({ payment_id: payment.id });
  if (!response) return null;
  const phones = await FormAnswer.query(db).where({ response_id: response.id, field_type: "phone" }).select("value");
  const known = [...phones.map((a) => (typeof a.value === "string" ? a.value : "")), payment.customerMsisdn ?? ""]
    .map((value) => checkPhone(value))
    .flatMap((c) => (c.ok ? [c.value] : []));
  return known.includes(phone.value) ? { receipt, response } : null;
}
