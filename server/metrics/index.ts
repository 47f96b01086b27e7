import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { QUEUE_NAMES, type Queues } from "../queue/index.js";

/** BullMQ job states counted by the queue-depth gauge. */
const QUEUE_STATES = ["waiting", "active", "delayed", "failed", "prioritized", "waiting-children"] as const;

/**
 * The process's Prometheus metrics (prom-client), created once per process in server/services.ts and
 * reached as `services.metrics`. Served at /metrics (server/metrics/endpoint.ts), never publicly.
 * README "Operations" lists every series; names follow Prometheus conventions (`_total`, `_seconds`, `_bytes`).
 */
export function createMetrics(queues: Pick<Queues, (typeof QUEUE_NAMES)[number]>) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Counter<L>({ name, help, labelNames, registers });
  const histogram = <L extends string>(name: string, help: string, labelNames: readonly L[], buckets: number[]) =>
    new Histogram<L>({ name, help, labelNames, buckets, registers });
  return {
    registry,
    /** Requests by method, route template (Remix route id or Koa route, never the raw URL) and status. */
    httpRequests: counter("http_requests_total", "HTTP requests answered, by method, route template and status", [
      "method",
      "route",
      "status",
    ] as const),
    httpDuration: histogram(
      "http_request_duration_seconds",
      "Time to answer an HTTP request, by method, route template and status",
      ["method", "route", "status"] as const,
      [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    ),
    /** Jobs finished by a worker of this process: outcome completed, retrying (attempt failed, more to come) or failed. */
    jobs: counter("jobs_total", "Jobs processed, by queue, job name and outcome (completed, retrying, failed)", [
      "queue",
      "name",
      "outcome",
    ] as const),
    jobDuration: histogram(
      "job_duration_seconds",
      "Time a job attempt took, by queue, job name and outcome",
      ["queue", "name", "outcome"] as const,
      [0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
    ),
    /** Result of each payment execute job: completed, failed, cancelled, expired, pending (asked again later), unknown. */
    paymentOutcomes: counter("payment_outcomes_total", "bKash payment execute outcomes, by result", ["result"] as const),
    reconciliationResults: counter(
      "payment_reconciliation_results_total",
      "Payments settled by the reconciliation job, by result",
      ["result"] as const,
    ),
    reconciliationRuns: counter("payment_reconciliation_runs_total", "Reconciliation jobs run"),
    pendingRegistrationsExpired: counter(
      "pending_registrations_expired_total",
      "Unpaid pending registrations deleted after their time to live",
    ),
    /** Page cache lookups: `{ result: "hit" | "shared" | "miss" }`; the hit ratio is (hit + shared) / all. */
    pageCache: counter(
      "page_cache_requests_total",
      "Page cache lookups, by result (hit; shared: answered from a render of the same page in progress; miss)",
      ["result"] as const,
    ),
    uploadBytes: counter("upload_bytes_total", "Bytes of uploaded files stored, by upload kind (image, document)", [
      "kind",
    ] as const),
    uploadRefusals: counter(
      "upload_refusals_total",
      "Multipart uploads refused (too large, wrong type, not signed in, ...), by HTTP status",
      ["status"] as const,
    ),
    loginFailures: counter("login_failures_total", "Failed admin sign-ins (browser and API), by reason (invalid, rate_limited)", [
      "reason",
    ] as const),
    /** Read from Redis at scrape time: the same figure in every process. */
    queueDepth: new Gauge({
      name: "queue_jobs",
      help: "Jobs in each queue, by state (waiting, active, delayed, failed, prioritized, waiting-children)",
      labelNames: ["queue", "state"] as const,
      registers,
      async collect() {
        this.reset();
        await Promise.all(
          QUEUE_NAMES.map(async (queue) => {
            const counts = await queues[queue].getJobCounts(...QUEUE_STATES);
            for (const state of QUEUE_STATES) this.set({ queue, state }, counts[state] ?? 0);
          }),
        );
      },
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
