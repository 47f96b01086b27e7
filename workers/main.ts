import { Worker, type Job } from "bullmq";
import { paymentsProcessor, schedulePaymentJobs } from "./payments.js";
import type { QueueName } from "../server/queue/index.js";
import type { Services } from "../server/services.js";
import { instrumentJob } from "../server/metrics/jobs.js";
import { exportsProcessor } from "./exports.js";
import { imagesProcessor } from "./images.js";
import { mailProcessor } from "./mail.js";
import { maintenanceProcessor, scheduleMaintenance } from "./maintenance.js";

export interface RunningWorkers {
  /** Stops taking jobs and waits for the active ones to finish. */
  close(): Promise<void>;
}

/** The worker role: one BullMQ worker per queue. */
export async function startWorkers(services: Services): Promise<RunningWorkers> {
  const { queues, logger, config } = services;
  const processors: Partial<Record<QueueName, { process: (job: Job) => Promise<unknown>; concurrency: number }>> = {
    payments: { process: paymentsProcessor(services), concurrency: config.worker.concurrency },
    images: { process: imagesProcessor(services), concurrency: config.worker.concurrency },
    maintenance: { process: maintenanceProcessor(services), concurrency: 1 },
    exports: { process: exportsProcessor(services), concurrency: 1 },
    mail: { process: mailProcessor(services), concurrency: 1 },
  };

  await scheduleMaintenance(queues);
  await schedulePaymentJobs(queues);

  const workers = Object.entries(processors).map(([name, { process, concurrency }]) => {
    // instrumentJob: the job's log lines (queue, job id, outcome) and metrics
    const worker = new Worker(name, instrumentJob(services, name as QueueName, process), {
      connection: { url: queues.redisUrl },
      prefix: queues.prefix,
      concurrency,
    });
    worker.on("error", (err) => logger.warn({ err: err.message, queue: name }, "worker connection error"));
    return worker;
  });
  await Promise.all(workers.map((w) => w.waitUntilReady()));
  logger.info({ queues: Object.keys(processors) }, "workers started");

  return {
    async close() {
      await Promise.all(workers.map((w) => w.close()));
      logger.info("workers stopped");
    },
  };
}
