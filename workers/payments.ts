import { UnrecoverableError, type Job } from "bullmq";
import { jobSchemas, type Queues } from "../server/queue/index.js";
import type { Services } from "../server/services.js";
import { executePayment, expirePendingRegistrations, reconcilePayments } from "../server/modules/payments/registration.server.js";

/** How often the reconciliation (then the expiry of pending registrations) runs. */
export const RECONCILE_EVERY_MS = 5 * 60_000;

/** Registers the repeatable `reconcile` job (idempotent: one scheduler, however many workers start). */
export async function schedulePaymentJobs(queues: Queues): Promise<void> {
  await queues.payments.upsertJobScheduler(
    "reconcile",
    { every: RECONCILE_EVERY_MS },
    { name: "reconcile", data: { type: "reconcile" } },
  );
}

/** Thrown so BullMQ retries the job later (with the backoff set when the job was added). */
export class PaymentPendingError extends Error {
  constructor(paymentID: string) {
    super(`bKash has not settled payment ${paymentID} yet; asking again later`);
    this.name = "PaymentPendingError";
  }
}

/**
 * Processor of the `payments` queue:
 *   execute   { paymentId } → executePayment; an unknown outcome fails the attempt so it is retried.
 *   reconcile {}            → reconcilePayments, then expirePendingRegistrations (in that order, so
 *                             every initiated payment is settled before its data can expire).
 */
export function paymentsProcessor(services: Services) {
  return async (job: Job) => {
    const parsed = jobSchemas.payments.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`invalid payments job payload: ${parsed.error.message}`);
    if (parsed.data.type === "execute") {
      const result = await executePayment(services, parsed.data.paymentId);
      if (result === "pending") throw new PaymentPendingError(parsed.data.paymentId);
      return { result };
    }
    const reconciled = await reconcilePayments(services);
    const expired = await expirePendingRegistrations(services);
    return { reconciled, expired };
  };
}
