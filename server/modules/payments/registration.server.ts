import { randomBytes } from "node:crypto";
import type { Knex } from "knex";
import { z } from "zod";
import { raw } from "objection";
import {
  FileRecord,
  FORM_IDS,
  FormAnswer,
  FormField,
  FormResponse,
  Payment,
  PendingRegistration,
  type NewAnswer,
  type PaymentStatus,
} from "../../db/models/index.js";
import type { Services } from "../../services.js";
import { claimFiles, FileUnavailableError, removeUnclaimedFiles } from "../media/files.server.js";
import { inputName, type FieldDefinition, type FormDefinition } from "../forms/fields.js";
import { getFormDefinition, getPaymentAmount } from "../forms/forms.server.js";
import { DEFAULT_LOCALE, type Locale } from "../i18n/locales.js";
import { answersOf, fileIdsOf, type SubmissionData } from "../forms/schema.js";
import { queueSubmissionMail } from "../notifications/mail.server.js";
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

/** What the page shows: still waiting for bKash, or an outcome. */
export type RegistrationState = "processing" | "completed" | "failed";

/**
 * Worker registration (form 2) paid through bKash, exactly once (docs/product.md, "Worker registration and payments"):
 *
 *   startRegistration → answers (parsed by the route against form 2's fields, like every public form's) and
 *                       files wait in pending_registrations; payment created at bKash with the server's
 *                       amount and callback URL; the browser goes to bkashURL.
 *   handleCallback    → status=success enqueues one `execute` job per paymentID (jobId execute-<id>);
 *                       failure/cancel close the payment, but only while nobody has started executing it.
 *   executePayment    → the job: execute once at bKash (execute_started_at is committed first; a later
 *                       attempt asks payment/status instead of guessing), then `finalize` creates the
 *                       form response in the transaction that marks the payment completed — only for
 *                       Completed, the expected amount and BDT.
 *   reconcilePayments → payments still initiated after RECONCILE_AFTER_MINUTES are asked about and settled.
 *   expirePendingRegistrations → expired answers and files of payments that can no longer complete.
 */

const DEFAULT_REGISTRATION_FEE = "500.00";
/** A payment still initiated this long after creation is asked about (bKash's payment page has long timed out). */
const RECONCILE_AFTER_MINUTES = 10;
/** A payment the reconciler could not settle is asked about again after this long. */
const RECHECK_AFTER_MINUTES = 2;

type PaymentsServices = Pick<Services, "config" | "db" | "redis" | "logger" | "storage" | "queues">;

// ───────────────────────────── fee and form ─────────────────────────────

/** Form 2's payment_amount as "500.00", or the default when it is missing (or zero: bKash takes no zero payment). */
export async function registrationFee(db: Knex): Promise<string> {
  const amount = await getPaymentAmount(db);
  return amount && toPoisha(amount) > 0 ? formatPoisha(toPoisha(amount)) : DEFAULT_REGISTRATION_FEE;
}

/**
 * Everything the worker registration page renders: form 2's fields (labels and options to show in `locale`; names
 * and options stay the English the answers are stored in) and the fee.
 */
export async function getWorkerRegistrationForm(
  db: Knex,
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ form: FormDefinition | null; fee: string }> {
  const [form, fee] = await Promise.all([getFormDefinition(db, FORM_IDS.workerRegistration, locale), registrationFee(db)]);
  return { form, fee };
}

// ───────────────────────────── start ─────────────────────────────

/**
 * Why a registration was not sent to bKash (the route words each; docs/decisions/0007):
 * file_unavailable — a file of the answers is gone; retry_expired — "Try Again" after the answers expired (or for a
 * payment that is not this browser's); retry_busy — another payment of the same answers is open or completed;
 * form_unavailable — form 2 is missing; bkash_refused — bKash answered the create call with a refusal
 * (`providerMessage`, for the log and the REST API); bkash_unavailable — bKash gave no usable answer.
 */
export type StartRefusal =
  "file_unavailable" | "retry_expired" | "retry_busy" | "form_unavailable" | "bkash_refused" | "bkash_unavailable";

export type StartOutcome =
  { ok: true; bkashURL: string; paymentID: string } | { ok: false; reason: StartRefusal; providerMessage?: string };

const refused = (reason: StartRefusal): StartOutcome => ({ ok: false, reason });

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

/** Keeps a registration's answers until it is paid (or expires) and claims their files, in the caller's transaction. */
async function keepPending(
  trx: Knex.Transaction,
  config: PaymentsServices["config"],
  answers: NewAnswer[],
  fileIds: string[],
): Promise<{ id: string }> {
  const pending = await PendingRegistration.query(trx)
    .insert({
      formId: FORM_IDS.workerRegistration,
      answers,
      fileIds,
      expiresAt: new Date(Date.now() + config.pendingRegistrationTtlMinutes * 60_000),
    })
    .returning("id");
  await claimFiles(trx, fileIds);
  return pending;
}

/** A new payment of `fee` for a pending registration, initiated (bKash is asked next): its id. */
async function insertPayment(trx: Knex.Transaction, invoice: string, fee: string, pendingRegistrationId: string) {
  const row = await Payment.query(trx)
    .insert({ merchantInvoiceNumber: invoice, amount: fee, currency: "BDT", status: "initiated", pendingRegistrationId })
    .returning("id");
  return row.id;
}

/**
 * The registration form was submitted and its answers parsed against form 2's current fields (`form` and `fee`
 * as `getWorkerRegistrationForm` read them): keeps the answers (and claims their files) in a pending
 * registration, creates the bKash payment with the server's fee and callback URL, and returns the bKash page
 * to send the browser to.
 */
export async function startRegistration(
  services: PaymentsServices,
  input: { form: FormDefinition; fee: string; data: SubmissionData; callbackURL?: string },
): Promise<StartOutcome> {
  const { db, config } = services;
  const { form, fee, data } = input;
  const answers = answersOf(form.fields, data);
  const fileIds = fileIdsOf(answers);
  const invoice = newInvoiceNumber();

  let payment: { id: number; pendingId: string };
  try {
    payment = await db.transaction(async (trx) => {
      const pending = await keepPending(trx, config, answers, fileIds);
      return { id: await insertPayment(trx, invoice, fee, pending.id), pendingId: pending.id };
    });
  } catch (err) {
    if (err instanceof FileUnavailableError) return refused("file_unavailable");
    throw err;
  }

  return openAtBkash(services, {
    paymentId: payment.id,
    pendingId: payment.pendingId,
    fee,
    invoice,
    payerReference: payerReferenceOf(form.fields, data, invoice),
    callbackURL: input.callbackURL,
  });
}

/**
 * Creates the bKash payment of a payment row just inserted (initiated, with its pending registration) and
 * returns where to send the payer. When bKash refuses, the payment is closed; the pending data goes with it
 * unless `keepPending` (a retry: the answers stay for the next try until they expire).
 */
async function openAtBkash(
  services: PaymentsServices,
  input: {
    paymentId: number;
    /** The answers waiting for this payment; none yet when they come after it (the REST API's temp_form_data). */
    pendingId: string | null;
    fee: string;
    invoice: string;
    payerReference: string;
    keepPending?: boolean;
    /** Where bKash sends the payer back; the worker registration page unless the REST API's caller chose one. */
    callbackURL?: string;
  },
): Promise<StartOutcome> {
  const { db, config, logger } = services;
  try {
    const created = await createBkashClient(services).createPayment({
      amount: input.fee,
      payerReference: input.payerReference,
      callbackURL: input.callbackURL ?? `${config.publicUrl}/worker-registration`,
      merchantInvoiceNumber: input.invoice,
    });
    await Payment.query(db).findById(input.paymentId).patch({ providerPaymentId: created.paymentID });
    // bkashOrigin: the page the browser is sent to, which the CSP form-action must allow for visitors without JavaScript
    logger.info(
      {
        paymentId: input.paymentId,
        paymentID: created.paymentID,
        amount: input.fee,
        bkashOrigin: new URL(created.bkashURL).origin,
      },
      "registration payment created",
    );
    return { ok: true, bkashURL: created.bkashURL, paymentID: created.paymentID };
  } catch (err) {
    if (!(err instanceof BkashError || err instanceof BkashUnavailableError)) throw err;
    logger.error({ err: err.message, paymentId: input.paymentId }, "bKash refused to create the registration payment");
    // The payer never saw a bKash page, so nothing can be paid: close the payment (and drop the answers of a first try).
    await Payment.query(db)
      .where({ id: input.paymentId, status: "initiated" })
      .patch({ status: "failed", failureReason: `create: ${err.message}`.slice(0, 500) });
    if (!input.keepPending && input.pendingId) await deletePendingRegistrations(services, { ids: [input.pendingId] });
    return err instanceof BkashError
      ? { ok: false, reason: "bkash_refused", providerMessage: err.message }
      : refused("bkash_unavailable");
  }
}

/** The payer's phone number among stored answers (bKash's payer reference), or the fallback. */
function payerReferenceOfAnswers(fields: readonly FieldDefinition[], answers: readonly NewAnswer[], fallback: string): string {
  const data: SubmissionData = {};
  for (const answer of answers) {
    const field = fields.find((f) => f.id === answer.fieldId);
    if (field && typeof answer.value === "string") data[inputName(field)] = answer.value;
  }
  return payerReferenceOf(fields, data, fallback);
}

/**
 * "Try Again" after a failed or cancelled payment: a new payment for the answers and files the worker already
 * sent, while they are kept (their pending registration has not expired). Only for the browser that started the
 * previous payment (`paymentID` comes from its signed cookie), and never while another payment of the same answers
 * is open or completed: the same answers are registered at most once.
 */
export async function retryRegistration(
  services: PaymentsServices,
  input: { paymentID: string | null | undefined; callbackURL?: string },
): Promise<StartOutcome> {
  const { db } = services;
  const previousId = callbackSchema.shape.paymentID.safeParse(input.paymentID);
  const previous = previousId.success ? await loadPayment(db, previousId.data) : undefined;
  if (!previous?.pendingRegistrationId) return refused("retry_expired");
  const pendingId = previous.pendingRegistrationId;

  const { form, fee } = await getWorkerRegistrationForm(db);
  if (!form) return refused("form_unavailable");
  const invoice = newInvoiceNumber();
  const opened = await db.transaction(async (trx) => {
    const pending = await PendingRegistration.query(trx).findById(pendingId).forUpdate();
    if (!pending || pending.expiresAt.getTime() <= Date.now()) return "expired" as const;
    const open = await Payment.query(trx)
      .where({ pending_registration_id: pendingId })
      .whereIn("status", ["initiated", "completed"])
      .first();
    if (open) return "busy" as const;
    return { paymentId: await insertPayment(trx, invoice, fee, pendingId), answers: pending.answers };
  });
  if (opened === "expired") return refused("retry_expired");
  if (opened === "busy") return refused("retry_busy");
  return openAtBkash(services, {
    paymentId: opened.paymentId,
    pendingId,
    fee,
    invoice,
    payerReference: payerReferenceOfAnswers(form.fields, opened.answers, invoice),
    callbackURL: input.callbackURL,
    keepPending: true,
  });
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
  const payment = await Payment.query(db).findOne({ provider_payment_id: paymentID }).select("status");
  return stateOf(payment?.status);
}

/**
 * Why a payment did not complete, for the payer (the route words each; docs/product.md, "Worker registration and
 * payments"): insufficient_balance (2023); cancelled by the payer; timed_out (bKash's PIN/OTP time ran out, 2018/2019,
 * or the payment was never finished); wrong_pin_or_otp (2010/2011/2014–2017); bkash_unavailable (bKash's
 * maintenance, 503); needs_review (bKash took an amount other than the fee: the office refunds, no new payment);
 * declined (any other refusal or failure at bKash).
 */
export type PaymentFailure =
  "insufficient_balance" | "cancelled" | "timed_out" | "wrong_pin_or_otp" | "bkash_unavailable" | "needs_review" | "declined";

const FAILURE_BY_CODE: Record<string, PaymentFailure> = {
  "2023": "insufficient_balance",
  "2010": "wrong_pin_or_otp",
  "2011": "wrong_pin_or_otp",
  "2014": "wrong_pin_or_otp",
  "2015": "wrong_pin_or_otp",
  "2016": "wrong_pin_or_otp",
  "2017": "wrong_pin_or_otp",
  "2018": "timed_out",
  "2019": "timed_out",
  "503": "bkash_unavailable",
};

/** The failure_reason of a payment bKash refused: `bKash: ` and the refusal's own message (`bKash <code>: …`). */
const refusalReason = (err: BkashError) => `bKash: ${err.message}`;

/** Why the payment of `paymentID` did not complete, from its closed row; null while it is open or when it completed. */
export async function getPaymentFailure(db: Knex, paymentID: string): Promise<PaymentFailure | null> {
  if (!callbackSchema.shape.paymentID.safeParse(paymentID).success) return null;
  const payment = await Payment.query(db).findOne({ provider_payment_id: paymentID }).select("status", "failure_reason");
  if (!payment || payment.status === "initiated" || payment.status === "completed") return null;
  if (payment.status === "cancelled") return "cancelled";
  if (payment.status === "expired") return "timed_out";
  const reason = payment.failureReason ?? "";
  if (reason.startsWith("Amount mismatch")) return "needs_review";
  const code = /^bKash: bKash (\w+):/.exec(reason)?.[1];
  return (code && FAILURE_BY_CODE[code]) || "declined";
}

/**
 * bKash sent the browser back. Nothing here trusts `status=success`: it only schedules the execute
 * job, which asks bKash itself. Replays find the same job (jobId execute-<paymentID>) or the outcome.
 * `status=cancel|failure` closes the payment only when `fromPayerBrowser` (the browser that started
 * it, by its signed cookie): anyone can forge that callback for a paymentID they know.
 */
export async function handleCallback(
  services: PaymentsServices,
  params: { paymentID: unknown; status: unknown },
  { fromPayerBrowser = false }: { fromPayerBrowser?: boolean } = {},
): Promise<RegistrationState> {
  const parsed = callbackSchema.safeParse(params);
  if (!parsed.success) return "failed";
  const { paymentID, status } = parsed.data;
  const { db, queues, logger } = services;
  const payment = await loadPayment(db, paymentID);
  if (!payment) {
    logger.warn({ paymentID, status }, "payment callback for an unknown paymentID");
    return "failed";
  }
  if (payment.status !== "initiated") return stateOf(payment.status);

  if (status === "success") {
    await scheduleExecute(queues, paymentID);
    return "processing";
  }

  if (!fromPayerBrowser) {
    // Left to the reconciliation job, which asks bKash.
    logger.warn({ paymentID, status }, "cancel/failure callback from another browser ignored");
    return stateOf(payment.status);
  }
  // Only a payment nobody has started executing may be closed by a callback.
  const closed = await Payment.query(db)
    .where({ id: payment.id, status: "initiated" })
    .whereNull("execute_started_at")
    .patch({
      status: status === "cancel" ? "cancelled" : "failed",
      failureReason: status === "cancel" ? "Cancelled by the payer at bKash." : "bKash reported a failure.",
    });
  // The answers and files stay until their pending registration expires, for "Try Again" (retryRegistration).
  if (closed > 0) logger.info({ paymentID, status }, "payment closed by the payer");
  // Someone executed it early (before the payer answered at bKash): bKash's payment/status decides, through the job.
  else if ((await loadPayment(db, paymentID))?.status === "initiated") await scheduleExecute(queues, paymentID);
  return getRegistrationState(db, paymentID);
}

/**
 * Enqueues the payment's one `execute` job (jobId execute-<paymentID>, so replays find it). A job already there
 * from an earlier, premature callback is hurried along: waiting out its backoff it runs now, given up it runs
 * again — so the payer's own callback is acted on at once.
 */
async function scheduleExecute(queues: PaymentsServices["queues"], paymentID: string): Promise<void> {
  const jobId = `execute-${paymentID}`;
  await queues.enqueue(
    "payments",
    { type: "execute", paymentId: paymentID },
    { jobId, attempts: 8, backoff: { type: "exponential", delay: 3000 } },
  );
  const job = await queues.payments.getJob(jobId);
  const state = await job?.getState();
  try {
    if (state === "delayed") await job!.promote();
    else if (state === "failed") await job!.retry("failed", { resetAttemptsMade: true });
  } catch {
    // it moved on meanwhile (a worker took it): that run settles the payment
  }
}

// ───────────────────────────── execute and settle ─────────────────────────────

/** The payment's fate: final, or "pending" when bKash's answer is not known yet (ask again later). */
export type SettleResult = PaymentStatus | "pending" | "unknown";

type Mode = "callback" | "reconcile";

async function loadPayment(db: Knex | Knex.Transaction, paymentID: string): Promise<Payment | undefined> {
  return Payment.query(db).findOne({ provider_payment_id: paymentID });
}

/** Closes an initiated payment (never one already completed) and returns its resulting status. */
async function closePayment(
  services: PaymentsServices,
  paymentID: string,
  status: "failed" | "cancelled" | "expired",
  reason: string,
): Promise<SettleResult> {
  const { db, logger } = services;
  const closed = await Payment.query(db)
    .where({ provider_payment_id: paymentID, status: "initiated" })
    .patch({ status, failureReason: reason.slice(0, 500) });
  if (closed > 0) logger.info({ paymentID, status, reason }, "payment closed");
  return (await loadPayment(db, paymentID))?.status ?? "unknown";
}

/**
 * Records that `execute` is about to be called (committed before the call). Returns false when the
 * payment is no longer initiated or has no registration data waiting (then it must not be executed).
 */
async function markExecuteStarted(db: Knex, paymentID: string): Promise<boolean> {
  const marked = await Payment.query(db)
    .where({ provider_payment_id: paymentID, status: "initiated" })
    .whereNotNull("pending_registration_id")
    .patch({ executeStartedAt: raw("coalesce(execute_started_at, now())") });
  return marked > 0;
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
  let recorded: { id: number; submittedAt: Date } | null = null;
  const result = await db.transaction(async (trx): Promise<SettleResult> => {
    const payment = await Payment.query(trx).findOne({ provider_payment_id: paymentID }).forUpdate();
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
      await Payment.query(trx)
        .findById(payment.id)
        .patch({
          status: "failed",
          failureReason: reason,
          trxId: answer.trxID,
          customerMsisdn: answer.customerMsisdn ?? null,
        });
      return "failed";
    }

    const pending = payment.pendingRegistrationId
      ? await PendingRegistration.query(trx).findById(payment.pendingRegistrationId).forUpdate()
      : undefined;
    let failureReason: string | null = null;
    if (pending) {
      const response = await FormResponse.query(trx)
        .insert({ formId: FORM_IDS.workerRegistration, paymentId: payment.id })
        .returning(["id", "submitted_at"]);
      recorded = { id: response.id, submittedAt: response.submittedAt };
      const answers = pending.answers;
      if (answers.length > 0) {
        // A field (or file) deleted since the visitor answered: the answer stays, with its label.
        const ids = (rows: Array<{ id: number | string }>) => new Set(rows.map((r) => r.id));
        const fieldIds = ids(
          await FormField.query(trx)
            .whereIn(
              "id",
              answers.flatMap((a) => (a.fieldId === null ? [] : [a.fieldId])),
            )
            .select("id"),
        );
        const fileIds = ids(await FileRecord.query(trx).whereIn("id", fileIdsOf(answers)).select("id"));
        await FormAnswer.query(trx).insert(
          answers.map((a) => ({
            ...a,
            responseId: response.id,
            fieldId: a.fieldId !== null && fieldIds.has(a.fieldId) ? a.fieldId : null,
            fileId: a.fileId && fileIds.has(a.fileId) ? a.fileId : null,
          })),
        );
      }
    } else {
      // Cannot happen while the expiry job keeps the data of initiated payments; recorded loudly if it does.
      failureReason = "Paid, but the registration answers were no longer available: contact the payer.";
      logger.error({ paymentID, trxID: answer.trxID }, "completed payment without pending registration data");
    }
    await Payment.query(trx)
      .findById(payment.id)
      .patch({
        status: "completed",
        reference: await newRegistrationReference(trx),
        trxId: answer.trxID,
        customerMsisdn: answer.customerMsisdn ?? null,
        completedAt: raw("now()"),
        failureReason,
      });
    if (pending) await PendingRegistration.query(trx).deleteById(pending.id);
    logger.info({ paymentID, trxID: answer.trxID, amount: payment.amount }, "worker registration paid and recorded");
    return "completed";
  });
  // A paid registration is a new submission too: the same e-mail as the other forms', after the commit.
  if (recorded) queueSubmissionMail(services, recorded);
  return result;
}

/** The reference alphabet: digits and capitals without 0/O and 1/I, which are read wrongly over the phone. */
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
/** `CR-` and five characters of REFERENCE_ALPHABET (database check on payments.reference). */
export const REFERENCE_PATTERN = /^CR-[2-9A-HJ-NP-Z]{5}$/;

/** A registration reference not yet given (the unique index refuses a duplicate; the job's retry then draws anew). */
async function newRegistrationReference(trx: Knex.Transaction): Promise<string> {
  for (;;) {
    const bytes = randomBytes(5);
    const reference = `CR-${[...bytes].map((b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join("")}`;
    if (!(await Payment.query(trx).findOne({ reference }).select("id"))) return reference;
  }
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
        executeRefusal ? refusalReason(executeRefusal) : "bKash reports the payment failed.",
      );
    case "Expired":
      return closePayment(services, paymentID, "expired", "bKash reports the payment expired.");
    case "Initiated":
      if (executeRefusal?.kind === "invalid_payment_state") {
        // bKash would not execute because the payer has not authorised the payment (2056). After a callback that is
        // "not yet", not "no": anyone who knows the paymentID can forge status=success or call execute_payment/
        // before the payer has entered the PIN, and the payer's own authorisation must still complete it. The
        // payment stays initiated (the job asks again with backoff; the payer's callback hurries it along). The
        // reconciler, long after bKash's payment page has timed out, closes it as expired.
        if (mode === "callback") return "pending";
        return closePayment(
          services,
          paymentID,
          "expired",
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
      return closePayment(services, paymentID, "failed", refusalReason(err));
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
  if (mode === "callback" && payment.executeStartedAt === null) return executeOnce(services, client, paymentID, mode);
  return settleFromStatus(services, client, paymentID, mode, true);
}

/**
 * A payment's execute lock lives this long unless its holder renews it (every third of it while it settles), so a
 * killed process blocks the payment's next attempt for seconds, not for as long as bKash may take to answer.
 */
const EXECUTE_LOCK_MS = 10_000;
const RELEASE_EXECUTE_LOCK = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) else return 0 end`;
const RENEW_EXECUTE_LOCK = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("pexpire", KEYS[1], ARGV[2]) else return 0 end`;

/**
 * Settles a payment after its callback while holding its execute lock (Redis, shared by every process), so the
 * worker's job and the REST API's execute_payment/ never talk to bKash about the same payment at once; "busy"
 * when someone else holds it. The lock only keeps calls apart: exactly-once rests on execute_started_at and
 * finalize's row lock, as before.
 */
async function settleExclusively(services: PaymentsServices, paymentID: string): Promise<SettleResult | "busy"> {
  const { redis } = services;
  const key = `payment:execute-lock:${paymentID}`;
  const holder = randomBytes(12).toString("hex");
  if (!(await redis.set(key, holder, "PX", EXECUTE_LOCK_MS, "NX"))) return "busy";
  const renew = setInterval(() => {
    redis.eval(RENEW_EXECUTE_LOCK, 1, key, holder, EXECUTE_LOCK_MS).catch(() => undefined);
  }, EXECUTE_LOCK_MS / 3);
  renew.unref();
  try {
    return await settle(services, paymentID, "callback");
  } finally {
    clearInterval(renew);
    await redis.eval(RELEASE_EXECUTE_LOCK, 1, key, holder);
  }
}

/**
 * The body of the payments queue's `execute` job. Returns "pending" when bKash's answer is not known
 * yet (or another process is settling it): the job processor then fails the attempt so BullMQ retries it with backoff.
 */
export async function executePayment(services: PaymentsServices, paymentID: string): Promise<SettleResult> {
  const result = await settleExclusively(services, paymentID);
  return result === "busy" ? "pending" : result;
}

// ───────────────────────────── the REST API's order: payment first, answers after ─────────────────────────────

/** A payment created before its answers (docs/api.md §15 `create_payment/`): the fee of form 2, locked on the payment. */
type CreatePaymentResult =
  | { ok: true; bkashURL: string; paymentID: string; amount: string }
  | { ok: false; reason: "not_configured" | "unavailable" | "throttled"; retryAfterMs?: number }
  | { ok: false; reason: "refused"; providerMessage: string | null };

export async function createPaymentFirst(
  services: PaymentsServices,
  input: { callbackURL: string; ip: string },
): Promise<CreatePaymentResult> {
  const { db } = services;
  // docs/api.md §8: payments have their own allowance (PAYMENT_RATE_LIMIT per hour), apart from the web form's.
  const guard = await guardPublicSubmission(services, {
    formData: new URLSearchParams(),
    ip: input.ip,
    bucket: "payment-create",
    limit: services.config.payments,
  });
  if (!guard.ok)
    return { ok: false, reason: "throttled", retryAfterMs: guard.reason === "rate_limited" ? guard.retryAfterMs : undefined };
  const amount = await getPaymentAmount(db);
  if (!amount || toPoisha(amount) <= 0) return { ok: false, reason: "not_configured" };
  const fee = formatPoisha(toPoisha(amount));
  const invoice = newInvoiceNumber();
  const row = await Payment.query(db)
    .insert({ merchantInvoiceNumber: invoice, amount: fee, currency: "BDT", status: "initiated" })
    .returning("id");
  const opened = await openAtBkash(services, {
    paymentId: row.id,
    pendingId: null,
    fee,
    invoice,
    payerReference: invoice,
    callbackURL: input.callbackURL,
  });
  if (opened.ok) return { ok: true, bkashURL: opened.bkashURL, paymentID: opened.paymentID, amount: fee };
  return opened.reason === "bkash_refused"
    ? { ok: false, reason: "refused", providerMessage: opened.providerMessage || null }
    : { ok: false, reason: "unavailable" };
}

export type AttachResult =
  { ok: true } | { ok: false; reason: "not_found" | "not_pending" | "already_stored" | "file_unavailable" };

/**
 * Keeps the answers (validated against form 2's fields by the caller) and their files for a payment created
 * before them, once: only while the payment is initiated and has none yet. Expire like the website's.
 */
export async function attachRegistrationData(
  services: PaymentsServices,
  paymentID: string,
  answers: NewAnswer[],
): Promise<AttachResult> {
  const { db, config } = services;
  if (!callbackSchema.shape.paymentID.safeParse(paymentID).success) return { ok: false, reason: "not_found" };
  const fileIds = fileIdsOf(answers);
  try {
    return await db.transaction(async (trx): Promise<AttachResult> => {
      const payment = await Payment.query(trx).findOne({ provider_payment_id: paymentID }).forUpdate();
      if (!payment) return { ok: false, reason: "not_found" };
      if (payment.status !== "initiated") return { ok: false, reason: "not_pending" };
      if (payment.pendingRegistrationId !== null) return { ok: false, reason: "already_stored" };
      const pending = await keepPending(trx, config, answers, fileIds);
      await Payment.query(trx).findById(payment.id).patch({ pendingRegistrationId: pending.id });
      return { ok: true };
    });
  } catch (err) {
    if (err instanceof FileUnavailableError) return { ok: false, reason: "file_unavailable" };
    throw err;
  }
}

export type ExecuteResult =
  | { ok: true; responseId: number }
  | { ok: false; reason: "not_found" | "no_data" | "unavailable" | "busy" | "amount_mismatch" }
  | { ok: false; reason: "not_completed"; providerMessage: string | null };

/** How long execute_payment/ waits for another process settling the same payment before answering "busy". */
const EXECUTE_WAIT_MS = 30_000;

/** The outcome of a settled payment: its response, or why it did not complete. */
async function executeOutcome(db: Knex, paymentID: string): Promise<ExecuteResult | null> {
  const payment = await loadPayment(db, paymentID);
  if (!payment) return { ok: false, reason: "not_found" };
  if (payment.status === "completed") {
    const response = await FormResponse.query(db).findOne({ payment_id: payment.id }).select("id");
    return response ? { ok: true, responseId: response.id } : { ok: false, reason: "no_data" };
  }
  if (payment.status === "initiated") return null;
  const reason = payment.failureReason ?? "";
  if (reason.startsWith("Amount mismatch")) return { ok: false, reason: "amount_mismatch" };
  return { ok: false, reason: "not_completed", providerMessage: reason.startsWith("bKash: ") ? reason.slice(7) : null };
}

/**
 * docs/api.md §15 `execute_payment/`: executes at bKash (never twice: the execute lock and bKash's own refusal of a
 * second execute) and records the registration in the transaction that completes the payment; a replay answers
 * the same. Without stored answers bKash is not called.
 */
export async function executePaymentNow(services: PaymentsServices, paymentID: string): Promise<ExecuteResult> {
  const { db } = services;
  if (!callbackSchema.shape.paymentID.safeParse(paymentID).success) return { ok: false, reason: "not_found" };
  const known = await executeOutcome(db, paymentID);
  if (known) return known;
  if ((await loadPayment(db, paymentID))?.pendingRegistrationId == null) return { ok: false, reason: "no_data" };
  const deadline = Date.now() + EXECUTE_WAIT_MS;
  for (;;) {
    const result = await settleExclusively(services, paymentID);
    if (result !== "busy") return (await executeOutcome(db, paymentID)) ?? { ok: false, reason: "unavailable" };
    // another process is settling it: its outcome is ours
    const settled = await executeOutcome(db, paymentID);
    if (settled) return settled;
    if (Date.now() >= deadline) return { ok: false, reason: "busy" };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
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
    const rows = await Payment.query(trx)
      .select("id", "provider_payment_id")
      .where("status", "initiated")
      .where("created_at", "<", raw("now() - make_interval(mins => ?)", [olderThan]))
      .where((q) =>
        q
          .whereNull("last_checked_at")
          .orWhere("last_checked_at", "<", raw("now() - make_interval(mins => ?)", [RECHECK_AFTER_MINUTES])),
      )
      .orderBy("created_at")
      .limit(opts.limit ?? 50)
      .forUpdate()
      .skipLocked();
    if (rows.length > 0)
      await Payment.query(trx)
        .whereIn(
          "id",
          rows.map((r) => r.id),
        )
        .patch({ lastCheckedAt: raw("now()") });
    return rows;
  });

  const results: Partial<Record<SettleResult, number>> = {};
  for (const row of claimed) {
    let result: SettleResult;
    if (row.providerPaymentId === null) {
      // bKash's create never answered: no payer could have reached a payment page.
      const closed = await Payment.query(db)
        .where({ id: row.id, status: "initiated" })
        .whereNull("provider_payment_id")
        .patch({ status: "expired", failureReason: "bKash never confirmed the payment's creation." });
      result = closed > 0 ? "expired" : "pending";
    } else {
      try {
        result = await settle(services, row.providerPaymentId, "reconcile");
      } catch (err) {
        logger.error({ err, paymentID: row.providerPaymentId }, "reconciling a payment failed");
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
async function deletePendingRegistrations(
  services: Pick<Services, "db" | "storage" | "logger">,
  filter: { ids: readonly string[] } | { expiredBefore: Date },
  batchSize = 100,
): Promise<number> {
  const { db, storage } = services;
  let deleted = 0;
  for (;;) {
    const fileIds = await db.transaction(async (trx) => {
      const query = PendingRegistration.query(trx)
        .alias("p")
        .select("p.id", "p.file_ids")
        .whereNotExists(
          Payment.query()
            .alias("pay")
            .whereColumn("pay.pending_registration_id", "p.id")
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
      await Payment.query(trx)
        .whereIn(
          "pending_registration_id",
          rows.map((r) => r.id),
        )
        .forUpdate();
      await PendingRegistration.query(trx)
        .whereIn(
          "id",
          rows.map((r) => r.id),
        )
        .delete();
      const ids = rows.flatMap((r) => r.fileIds);
      // Files referenced by a stored answer belong to that response (never the case for pending data, but never deleted here).
      if (ids.length > 0) {
        await FileRecord.query(trx)
          .whereIn("id", ids)
          .whereNotExists(FormAnswer.query().whereColumn("form_answers.file_id", "files.id"))
          .patch({ claimedAt: null });
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
