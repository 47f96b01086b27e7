import { randomBytes } from "node:crypto";
import type { Knex } from "knex";
import { z } from "zod";
import { FORM_IDS, type PaymentStatus } from "../../db/models/index.js";
import type { Services } from "../../services.js";
import { claimFiles, FileUnavailableError, removeUnclaimedFiles } from "../media/files.server.js";
import { inputName, isFileField, type FieldDefinition, type FormDefinition } from "../forms/fields.js";
import { getFormDefinition } from "../forms/forms.server.js";
import {
  buildSubmissionSchema,
  collectSubmissionInput,
  fieldErrors,
  type SubmissionData,
  type UploadLookup,
  type UploadRef,
} from "../forms/schema.js";
import { guardPublicSubmission } from "../protection/protection.server.js";
import {
  BkashError,
  BkashUnavailableError,
  createBkashClient,
  formatPoisha,
  toPoisha,
  type BkashClient,
  type ExecutedPayment,
  type PaymentStatusAnswer,
} from "./bkash-client.server.js";
import { REGISTRATION_MESSAGES, type RegistrationState } from "./messages.js";

export type { RegistrationState };

/**
 * Worker registration (form 2) paid through bKash, exactly once (DESIGN.md "Payments"):
 *
 *   startRegistration → answers + files wait in pending_registrations; payment created at bKash with
 *                       the server's amount and callback URL; the browser goes to bkashURL.
 *   handleCallback    → status=success enqueues one `execute` job per paymentID (jobId execute-<id>);
 *                       failure/cancel close the payment, but only while nobody has started executing it.
 *   executePayment    → the job: execute once at bKash (execute_started_at is committed first; a later
 *                       attempt asks payment/status instead of guessing), then `finalize` creates the
 *                       form response in the transaction that marks the payment completed — only for
 *                       Completed, the expected amount and BDT.
 *   reconcilePayments → payments still initiated after RECONCILE_AFTER_MINUTES are asked about and settled.
 *   expirePendingRegistrations → expired answers and files of payments that can no longer complete.
 */

export const DEFAULT_REGISTRATION_FEE = "500.00";
/** A payment still initiated this long after creation is asked about (bKash's payment page has long timed out). */
export const RECONCILE_AFTER_MINUTES = 10;
/** A payment the reconciler could not settle is asked about again after this long. */
const RECHECK_AFTER_MINUTES = 2;
const RATE_LIMIT_BUCKET = "form-2";

/** One answer as it will be stored in form_answers (the pending registration keeps the list as jsonb). */
interface StoredAnswer {
  field_id: number;
  field_label: string;
  field_type: string;
  position: number;
  value: string | string[];
  file_id: string | null;
}

interface PaymentRow {
  id: number;
  provider_payment_id: string | null;
  merchant_invoice_number: string;
  amount: string;
  currency: string;
  status: PaymentStatus;
  trx_id: string | null;
  pending_registration_id: string | null;
  execute_started_at: Date | null;
  created_at: Date;
}

type PaymentsServices = Pick<Services, "config" | "db" | "redis" | "logger" | "storage" | "queues">;

// ───────────────────────────── fee and form ─────────────────────────────

/** Form 2's payment_amount as "500.00", or the default when it is missing (or zero: bKash takes no zero payment). */
export async function registrationFee(db: Knex): Promise<string> {
  const row = await db("forms")
    .where("id", FORM_IDS.workerRegistration)
    .first<{ payment_amount: string | null } | undefined>("payment_amount");
  const amount = row?.payment_amount;
  return amount && toPoisha(amount) > 0 ? formatPoisha(toPoisha(amount)) : DEFAULT_REGISTRATION_FEE;
}

/** Everything the worker registration page renders: form 2's fields and the fee. */
export async function getWorkerRegistrationForm(db: Knex): Promise<{ form: FormDefinition | null; fee: string }> {
  const [form, fee] = await Promise.all([getFormDefinition(db, FORM_IDS.workerRegistration), registrationFee(db)]);
  return { form, fee };
}

// ───────────────────────────── start ─────────────────────────────

export type StartResult =
  | { ok: true; bkashURL: string; paymentID: string }
  | { ok: false; status: 400 | 404 | 409 | 422 | 429 | 502; message: string; fieldErrors: Record<string, string> };

const refused = (
  status: 400 | 404 | 409 | 422 | 429 | 502,
  message: string,
  errors: Record<string, string> = {},
): StartResult => ({
  ok: false,
  status,
  message,
  fieldErrors: errors,
});

function storedAnswers(fields: readonly FieldDefinition[], data: SubmissionData): StoredAnswer[] {
  const rows: StoredAnswer[] = [];
  fields.forEach((field, position) => {
    const value = data[inputName(field)];
    const base = { field_id: field.id, field_label: field.name, field_type: field.fieldType, position };
    if (isFileField(field)) {
      const file = value as UploadRef | undefined;
      if (file) rows.push({ ...base, value: file.originalName, file_id: file.id });
    } else if (Array.isArray(value)) {
      if (value.length > 0) rows.push({ ...base, value, file_id: null });
    } else if (typeof value === "string" && value !== "") {
      rows.push({ ...base, value, file_id: null });
    }
  });
  return rows;
}

/** bKash pre-fills the wallet number from payerReference: the first phone answer that is a Bangladeshi mobile number. */
function payerReferenceOf(fields: readonly FieldDefinition[], data: SubmissionData, fallback: string): string {
  for (const field of fields) {
    if (field.fieldType !== "phone") continue;
    const digits = String(data[inputName(field)] ?? "")
      .replace(/\D/g, "")
      .replace(/^880/, "0");
    if (/^01[3-9]\d{8}$/.test(digits)) return digits;
  }
  return fallback;
}

function newInvoiceNumber(): string {
  const day = new Date().toISOString().slice(0, 10).replace(/-/g, "");
  return `CBMREG${day}${randomBytes(6).toString("hex").toUpperCase()}`;
}

/**
 * The registration form was submitted: validates the answers against form 2's current fields, keeps
 * them (and claims their files) in a pending registration, creates the bKash payment with the
 * server's fee and callback URL, and returns the bKash page to send the browser to.
 */
export async function startRegistration(
  services: PaymentsServices,
  input: { formData: FormData | URLSearchParams; uploads: UploadLookup; ip: string },
): Promise<StartResult> {
  const { db, config, logger } = services;
  const guard = await guardPublicSubmission(services, { formData: input.formData, ip: input.ip, bucket: RATE_LIMIT_BUCKET });
  if (!guard.ok) return refused(guard.status, guard.message);

  const { form, fee } = await getWorkerRegistrationForm(db);
  if (!form) return refused(404, REGISTRATION_MESSAGES.unavailable);
  const parsed = buildSubmissionSchema(form.fields).safeParse(collectSubmissionInput(form.fields, input.formData, input.uploads));
  if (!parsed.success) return refused(422, REGISTRATION_MESSAGES.invalid, fieldErrors(parsed.error));
  const answers = storedAnswers(form.fields, parsed.data);
  const fileIds = answers.flatMap((a) => (a.file_id ? [a.file_id] : []));
  const invoice = newInvoiceNumber();

  let payment: { id: number; pendingId: string };
  try {
    payment = await db.transaction(async (trx) => {
      const [pending] = await trx("pending_registrations")
        .insert({
          form_id: FORM_IDS.workerRegistration,
          answers: JSON.stringify(answers),
          file_ids: fileIds,
          expires_at: new Date(Date.now() + config.pendingRegistrationTtlMinutes * 60_000),
        })
        .returning<Array<{ id: string }>>("id");
      await claimFiles(trx, fileIds);
      const [row] = await trx("payments")
        .insert({
          merchant_invoice_number: invoice,
          amount: fee,
          currency: "BDT",
          status: "initiated",
          pending_registration_id: pending!.id,
        })
        .returning<Array<{ id: number }>>("id");
      return { id: row!.id, pendingId: pending!.id };
    });
  } catch (err) {
    if (err instanceof FileUnavailableError) return refused(409, err.message);
    throw err;
  }

  try {
    const created = await createBkashClient(services).createPayment({
      amount: fee,
      payerReference: payerReferenceOf(form.fields, parsed.data, invoice),
      callbackURL: `${config.publicUrl}/worker-registration`,
      merchantInvoiceNumber: invoice,
    });
    await db("payments").where("id", payment.id).update({ provider_payment_id: created.paymentID });
    // bkashOrigin: the page the browser is sent to, which the CSP form-action must allow for visitors without JavaScript
    logger.info(
      { paymentId: payment.id, paymentID: created.paymentID, amount: fee, bkashOrigin: new URL(created.bkashURL).origin },
      "registration payment created",
    );
    return { ok: true, bkashURL: created.bkashURL, paymentID: created.paymentID };
  } catch (err) {
    if (!(err instanceof BkashError || err instanceof BkashUnavailableError)) throw err;
    logger.error({ err: err.message, paymentId: payment.id }, "bKash refused to create the registration payment");
    // The payer never saw a bKash page, so nothing can be paid: close the payment and drop the answers now.
    await db("payments")
      .where({ id: payment.id, status: "initiated" })
      .update({ status: "failed", failure_reason: `create: ${err.message}`.slice(0, 500) });
    await deletePendingRegistrations(services, { ids: [payment.pendingId] });
    return refused(502, REGISTRATION_MESSAGES.failure.description);
  }
}

// ───────────────────────────── callback ─────────────────────────────

const callbackSchema = z.object({
  paymentID: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/),
  status: z.enum(["success", "failure", "cancel"]),
});

function stateOf(status: PaymentStatus | undefined): RegistrationState {
  if (status === "completed") return "completed";
  if (status === "initiated") return "processing";
  return "failed";
}

/** The outcome as far as it is known now, without side effects (the page polls this). */
export async function getRegistrationState(db: Knex, paymentID: string): Promise<RegistrationState> {
  if (!callbackSchema.shape.paymentID.safeParse(paymentID).success) return "failed";
  const row = await db("payments").where("provider_payment_id", paymentID).first<{ status: PaymentStatus } | undefined>("status");
  return stateOf(row?.status);
}

/**
 * bKash sent the browser back. Nothing here trusts `status=success`: it only schedules the execute
 * job, which asks bKash itself. Replays find the same job (jobId execute-<paymentID>) or the outcome.
 */
export async function handleCallback(
  services: PaymentsServices,
  params: { paymentID: unknown; status: unknown },
): Promise<RegistrationState> {
  const parsed = callbackSchema.safeParse(params);
  if (!parsed.success) return "failed";
  const { paymentID, status } = parsed.data;
  const { db, queues, logger } = services;
  const payment = await db("payments").where("provider_payment_id", paymentID).first<PaymentRow | undefined>();
  if (!payment) {
    logger.warn({ paymentID, status }, "payment callback for an unknown paymentID");
    return "failed";
  }
  if (payment.status !== "initiated") return stateOf(payment.status);

  if (status === "success") {
    await queues.enqueue(
      "payments",
      { type: "execute", paymentId: paymentID },
      { jobId: `execute-${paymentID}`, attempts: 8, backoff: { type: "exponential", delay: 3000 } },
    );
    return "processing";
  }

  // Only a payment nobody has started executing may be closed by a callback.
  const closed = await db("payments")
    .where({ id: payment.id, status: "initiated" })
    .whereNull("execute_started_at")
    .update(
      {
        status: status === "cancel" ? "cancelled" : "failed",
        failure_reason: status === "cancel" ? "Cancelled by the payer at bKash." : "bKash reported a failure.",
      },
      ["id"],
    );
  if (closed.length > 0 && payment.pending_registration_id) {
    await deletePendingRegistrations(services, { ids: [payment.pending_registration_id] });
  }
  return getRegistrationState(db, paymentID);
}

// ───────────────────────────── execute and settle ─────────────────────────────

/** The payment's fate: final, or "pending" when bKash's answer is not known yet (ask again later). */
export type SettleResult = PaymentStatus | "pending" | "unknown";

type Mode = "callback" | "reconcile";

async function loadPayment(db: Knex, paymentID: string): Promise<PaymentRow | undefined> {
  return db("payments").where("provider_payment_id", paymentID).first<PaymentRow | undefined>();
}

/** Closes an initiated payment (never one already completed) and returns its resulting status. */
async function closePayment(
  services: PaymentsServices,
  paymentID: string,
  status: "failed" | "cancelled" | "expired",
  reason: string,
): Promise<SettleResult> {
  const { db, logger } = services;
  const rows = await db("payments")
    .where({ provider_payment_id: paymentID, status: "initiated" })
    .update({ status, failure_reason: reason.slice(0, 500) }, ["id"]);
  if (rows.length > 0) logger.info({ paymentID, status, reason }, "payment closed");
  return (await loadPayment(db, paymentID))?.status ?? "unknown";
}

/**
 * Records that `execute` is about to be called (committed before the call). Returns false when the
 * payment is no longer initiated or has no registration data waiting (then it must not be executed).
 */
async function markExecuteStarted(db: Knex, paymentID: string): Promise<boolean> {
  const rows = await db("payments")
    .where({ provider_payment_id: paymentID, status: "initiated" })
    .whereNotNull("pending_registration_id")
    .update({ execute_started_at: db.raw("coalesce(execute_started_at, now())") }, ["id"]);
  return rows.length > 0;
}

/**
 * bKash says Completed: in ONE transaction, with the payment row locked, checks amount and currency,
 * creates the form response from the pending answers (files re-used), marks the payment completed and
 * drops the pending registration. Idempotent: a completed payment is left as it is.
 */
async function finalize(
  services: PaymentsServices,
  paymentID: string,
  answer: ExecutedPayment | PaymentStatusAnswer,
): Promise<SettleResult> {
  const { db, logger } = services;
  return db.transaction(async (trx) => {
    const payment = await trx("payments").where("provider_payment_id", paymentID).forUpdate().first<PaymentRow | undefined>();
    if (!payment) return "unknown";
    if (payment.status !== "initiated") return payment.status;
    if (!answer.trxID) throw new Error(`bKash reported ${paymentID} Completed without a trxID`);

    let paidPoisha: number | null = null;
    try {
      paidPoisha = toPoisha(answer.amount);
    } catch {
      paidPoisha = null;
    }
    if (paidPoisha !== toPoisha(payment.amount) || answer.currency !== "BDT") {
      const reason = `Amount mismatch: expected ${payment.amount} BDT, bKash reports ${answer.amount} ${answer.currency} (trxID ${answer.trxID}). Nothing was registered; refund the payer.`;
      logger.error(
        { paymentID, expected: payment.amount, reported: answer.amount, currency: answer.currency, trxID: answer.trxID },
        "payment amount mismatch",
      );
      await trx("payments")
        .where("id", payment.id)
        .update({
          status: "failed",
          failure_reason: reason,
          trx_id: answer.trxID,
          customer_msisdn: answer.customerMsisdn ?? null,
        });
      return "failed";
    }

    const pending = payment.pending_registration_id
      ? await trx("pending_registrations")
          .where("id", payment.pending_registration_id)
          .forUpdate()
          .first<{ id: string; answers: StoredAnswer[] } | undefined>()
      : undefined;
    let failureReason: string | null = null;
    if (pending) {
      const [response] = await trx("form_responses")
        .insert({ form_id: FORM_IDS.workerRegistration, payment_id: payment.id })
        .returning<Array<{ id: number }>>("id");
      const answers = pending.answers;
      if (answers.length > 0) {
        // A field (or file) deleted since the visitor answered: the answer stays, with its label.
        const fieldIds = new Set(
          await trx("form_fields")
            .whereIn(
              "id",
              answers.map((a) => a.field_id),
            )
            .pluck("id"),
        );
        const fileIds = new Set(
          await trx("files")
            .whereIn(
              "id",
              answers.flatMap((a) => (a.file_id ? [a.file_id] : [])),
            )
            .pluck("id"),
        );
        await trx("form_answers").insert(
          answers.map((a) => ({
            response_id: response!.id,
            field_id: fieldIds.has(a.field_id) ? a.field_id : null,
            field_label: a.field_label,
            field_type: a.field_type,
            position: a.position,
            value: JSON.stringify(a.value),
            file_id: a.file_id && fileIds.has(a.file_id) ? a.file_id : null,
          })),
        );
      }
    } else {
      // Cannot happen while the expiry job keeps the data of initiated payments; recorded loudly if it does.
      failureReason = "Paid, but the registration answers were no longer available: contact the payer.";
      logger.error({ paymentID, trxID: answer.trxID }, "completed payment without pending registration data");
    }
    await trx("payments")
      .where("id", payment.id)
      .update({
        status: "completed",
        trx_id: answer.trxID,
        customer_msisdn: answer.customerMsisdn ?? null,
        completed_at: trx.fn.now(),
        failure_reason: failureReason,
      });
    if (pending) await trx("pending_registrations").where("id", pending.id).delete();
    logger.info({ paymentID, trxID: answer.trxID, amount: payment.amount }, "worker registration paid and recorded");
    return "completed";
  });
}

/** A refusal of `execute` that settles the payment (the payer's wallet said no). */
function isDefinitiveRefusal(err: BkashError): boolean {
  return err.kind === "insufficient_balance" || err.kind === "declined" || err.kind === "invalid_request";
}

/**
 * Decides from bKash's payment/status. `mayExecute`: an Initiated payment may be executed now (bKash
 * itself refuses a second execute with 2117, so this never charges twice).
 */
async function settleFromStatus(
  services: PaymentsServices,
  client: BkashClient,
  paymentID: string,
  mode: Mode,
  mayExecute: boolean,
  executeRefusal?: BkashError,
): Promise<SettleResult> {
  let answer: PaymentStatusAnswer;
  try {
    answer = await client.queryPayment(paymentID);
  } catch (err) {
    if (err instanceof BkashError && err.kind === "invalid_payment_id") {
      return closePayment(
        services,
        paymentID,
        mode === "reconcile" ? "expired" : "failed",
        `bKash does not know this payment (${err.code}).`,
      );
    }
    if (err instanceof BkashError || err instanceof BkashUnavailableError) {
      services.logger.warn({ paymentID, err: err.message }, "payment status unavailable");
      return "pending";
    }
    throw err;
  }
  switch (answer.transactionStatus) {
    case "Completed":
      return finalize(services, paymentID, answer);
    case "Cancelled":
      return closePayment(services, paymentID, "cancelled", "bKash reports the payment cancelled.");
    case "Failed":
      return closePayment(
        services,
        paymentID,
        "failed",
        executeRefusal ? `bKash: ${executeRefusal.message}` : "bKash reports the payment failed.",
      );
    case "Expired":
      return closePayment(services, paymentID, "expired", "bKash reports the payment expired.");
    case "Initiated":
      if (executeRefusal?.kind === "invalid_payment_state") {
        // bKash would not execute: the payer never authorised this payment.
        return closePayment(
          services,
          paymentID,
          mode === "reconcile" ? "expired" : "failed",
          `The payer did not authorise the payment at bKash (${executeRefusal.code}).`,
        );
      }
      if (mayExecute) return executeOnce(services, client, paymentID, mode);
      return "pending";
    default:
      services.logger.warn({ paymentID, transactionStatus: answer.transactionStatus }, "unexpected bKash transaction status");
      return "pending";
  }
}

async function executeOnce(
  services: PaymentsServices,
  client: BkashClient,
  paymentID: string,
  mode: Mode,
): Promise<SettleResult> {
  if (!(await markExecuteStarted(services.db, paymentID))) {
    const current = await loadPayment(services.db, paymentID);
    if (current?.status === "initiated")
      return closePayment(services, paymentID, "expired", "The registration data expired before the payment.");
    return current?.status ?? "unknown";
  }
  try {
    const executed = await client.executePayment(paymentID);
    if (executed.transactionStatus === "Completed") return await finalize(services, paymentID, executed);
    return settleFromStatus(services, client, paymentID, mode, false);
  } catch (err) {
    if (err instanceof BkashError && isDefinitiveRefusal(err)) {
      return closePayment(services, paymentID, "failed", `bKash: ${err.message}`);
    }
    if (err instanceof BkashError || err instanceof BkashUnavailableError) {
      // No answer in time, or "already executed"/"invalid state": bKash's payment/status decides.
      services.logger.warn({ paymentID, err: err.message }, "execute gave no usable answer; asking payment/status");
      return settleFromStatus(services, client, paymentID, mode, false, err instanceof BkashError ? err : undefined);
    }
    throw err;
  }
}

async function settle(services: PaymentsServices, paymentID: string, mode: Mode): Promise<SettleResult> {
  const payment = await loadPayment(services.db, paymentID);
  if (!payment) return "unknown";
  if (payment.status !== "initiated") return payment.status;
  const client = createBkashClient(services);
  // First execute of a callback: straight to bKash. Anything else (a retry, a reconciliation)
  // asks payment/status first, because an earlier execute may have gone through.
  if (mode === "callback" && payment.execute_started_at === null) return executeOnce(services, client, paymentID, mode);
  return settleFromStatus(services, client, paymentID, mode, true);
}

/**
 * The body of the payments queue's `execute` job. Returns "pending" when bKash's answer is not known
 * yet: the job processor then fails the attempt so BullMQ retries it with backoff.
 */
export async function executePayment(services: PaymentsServices, paymentID: string): Promise<SettleResult> {
  return settle(services, paymentID, "callback");
}

// ───────────────────────────── reconcile and expire ─────────────────────────────

export interface ReconcileSummary {
  checked: number;
  results: Partial<Record<SettleResult, number>>;
}

/**
 * Payments still initiated RECONCILE_AFTER_MINUTES after creation (the callback never came, or its job
 * gave up) are asked about at bKash and completed, closed or left for the next round. Two workers never
 * take the same payment: each claims its batch with FOR UPDATE SKIP LOCKED and stamps last_checked_at.
 */
export async function reconcilePayments(
  services: PaymentsServices,
  opts: { olderThanMinutes?: number; limit?: number } = {},
): Promise<ReconcileSummary> {
  const { db, logger } = services;
  const olderThan = opts.olderThanMinutes ?? RECONCILE_AFTER_MINUTES;
  const claimed = await db.transaction(async (trx) => {
    const rows = await trx("payments")
      .select<Array<{ id: number; provider_payment_id: string | null }>>("id", "provider_payment_id")
      .where("status", "initiated")
      .where("created_at", "<", trx.raw("now() - make_interval(mins => ?)", [olderThan]))
      .where((q) =>
        q
          .whereNull("last_checked_at")
          .orWhere("last_checked_at", "<", trx.raw("now() - make_interval(mins => ?)", [RECHECK_AFTER_MINUTES])),
      )
      .orderBy("created_at")
      .limit(opts.limit ?? 50)
      .forUpdate()
      .skipLocked();
    if (rows.length > 0)
      await trx("payments")
        .whereIn(
          "id",
          rows.map((r) => r.id),
        )
        .update({ last_checked_at: trx.fn.now() });
    return rows;
  });

  const results: Partial<Record<SettleResult, number>> = {};
  for (const row of claimed) {
    let result: SettleResult;
    if (row.provider_payment_id === null) {
      // bKash's create never answered: no payer could have reached a payment page.
      const closed = await db("payments")
        .where({ id: row.id, status: "initiated" })
        .whereNull("provider_payment_id")
        .update({ status: "expired", failure_reason: "bKash never confirmed the payment's creation." }, ["id"]);
      result = closed.length > 0 ? "expired" : "pending";
    } else {
      try {
        result = await settle(services, row.provider_payment_id, "reconcile");
      } catch (err) {
        logger.error({ err, paymentID: row.provider_payment_id }, "reconciling a payment failed");
        result = "pending";
      }
    }
    results[result] = (results[result] ?? 0) + 1;
  }
  if (claimed.length > 0) logger.info({ checked: claimed.length, results }, "payments reconciled");
  return { checked: claimed.length, results };
}

/**
 * Deletes pending registrations (answers and their files: objects and rows) that can no longer become
 * a registration: every payment of theirs is closed (failed, cancelled, expired) or there is none.
 * Data of a payment still initiated is kept until the reconciler settles it: it may have been paid.
 */
export async function deletePendingRegistrations(
  services: Pick<Services, "db" | "storage" | "logger">,
  filter: { ids: readonly string[] } | { expiredBefore: Date },
  batchSize = 100,
): Promise<number> {
  const { db, storage } = services;
  let deleted = 0;
  for (;;) {
    const fileIds = await db.transaction(async (trx) => {
      const query = trx("pending_registrations as p")
        .select<Array<{ id: string; file_ids: string[] }>>("p.id", "p.file_ids")
        .whereNotExists((q) =>
          q
            .select(trx.raw("1"))
            .from("payments as pay")
            .whereRaw("pay.pending_registration_id = p.id")
            .whereIn("pay.status", ["initiated", "completed"]),
        )
        .orderBy("p.expires_at")
        .limit(batchSize)
        .forUpdate()
        .skipLocked();
      if ("ids" in filter) query.whereIn("p.id", filter.ids);
      else query.where("p.expires_at", "<", filter.expiredBefore);
      const rows = await query;
      if (rows.length === 0) return null;
      // Lock the payments too, so none of them can start executing while its data goes.
      await trx("payments")
        .whereIn(
          "pending_registration_id",
          rows.map((r) => r.id),
        )
        .forUpdate();
      await trx("pending_registrations")
        .whereIn(
          "id",
          rows.map((r) => r.id),
        )
        .delete();
      const ids = rows.flatMap((r) => r.file_ids);
      // Files referenced by a stored answer belong to that response (never the case for pending data, but never deleted here).
      if (ids.length > 0) {
        await trx("files")
          .whereIn("id", ids)
          .whereNotExists((q) => q.select(trx.raw("1")).from("form_answers").whereRaw("form_answers.file_id = files.id"))
          .update({ claimed_at: null });
      }
      deleted += rows.length;
      return { ids, batch: rows.length };
    });
    if (!fileIds) return deleted;
    // Unclaimed now: removed here, or by the orphan sweep if this process dies first.
    await removeUnclaimedFiles(db, storage, { ids: fileIds.ids });
    if ("ids" in filter || fileIds.batch < batchSize) return deleted;
  }
}

/** The maintenance step: pending registrations past their expiry whose payment cannot complete any more. */
export async function expirePendingRegistrations(services: Pick<Services, "db" | "storage" | "logger">): Promise<number> {
  const deleted = await deletePendingRegistrations(services, { expiredBefore: new Date() });
  if (deleted > 0) services.logger.info({ deleted }, "expired pending registrations deleted");
  return deleted;
}
