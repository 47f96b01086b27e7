import { UnrecoverableError, type Job } from "bullmq";
import { logContext } from "../logger.js";
import type { ReconcileSummary, SettleResult } from "../modules/payments/registration.server.js";
import type { QueueName } from "../queue/index.js";
import type { Services } from "../services.js";

type Deps = Pick<Services, "metrics" | "logger">;
type Outcome = "completed" | "retrying" | "failed";

/** Payment figures read from the payments processor's results (server/modules/payments/jobs.server.ts). */
function observePayments({ metrics }: Deps, job: Job, result: unknown, err?: Error) {
  if (job.name === "execute") {
    const settled = err
      ? err.name === "PaymentPendingError"
        ? "pending"
        : "error"
      : (result as { result?: SettleResult })?.result;
    if (settled) metrics.paymentOutcomes.inc({ result: settled });
  } else if (job.name === "reconcile" && !err) {
    const { reconciled, expired } = result as { reconciled: ReconcileSummary; expired: number };
    metrics.reconciliationRuns.inc();
    for (const [settled, count] of Object.entries(reconciled.results)) {
      metrics.reconciliationResults.inc({ result: settled }, count ?? 0);
    }
    metrics.pendingRegistrationsExpired.inc(expired);
  }
}

/**
 * Wraps a queue's processor: every log line written while the job runs carries `queue` and `jobId`
 * (through the log context), the attempt ends with one `job finished` line with its outcome
 * (completed, retrying or failed) and duration, and the job metrics move.
 */
export function instrumentJob<R>(services: Deps, queue: QueueName, process: (job: Job) => Promise<R>) {
  const { metrics, logger } = services;
  return (job: Job): Promise<R> =>
    logContext.run({ queue, jobId: job.id }, async () => {
      const started = performance.now();
      const finish = (outcome: Outcome, extra: Record<string, unknown> = {}) => {
        const seconds = (performance.now() - started) / 1000;
        const labels = { queue, name: job.name, outcome };
        metrics.jobs.inc(labels);
        metrics.jobDuration.observe(labels, seconds);
        const line = { job: job.name, outcome, attempt: job.attemptsMade + 1, ms: Math.round(seconds * 1000), ...extra };
        if (outcome === "completed") logger.info(line, "job finished");
        else logger.warn(line, "job finished");
      };
      try {
        const result = await process(job);
        finish("completed");
        if (queue === "payments") observePayments(services, job, result);
        return result;
      } catch (err) {
        const error = err as Error;
        const last = err instanceof UnrecoverableError || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
        finish(last ? "failed" : "retrying", { err: error.message });
        if (queue === "payments") observePayments(services, job, undefined, error);
        throw err;
      }
    });
}
