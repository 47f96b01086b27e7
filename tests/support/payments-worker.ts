import { Worker } from "bullmq";
import type { Services } from "../../server/services.js";
import { paymentsProcessor } from "../../workers/payments.js";

/**
 * A payments worker, ready. A short lock and a stalled-job check every second, so a killed worker's job is found
 * stalled (and handed to the next worker) within seconds: the in-process worker checks as often as the child ones.
 */
export async function startPaymentsWorker(services: Services): Promise<Worker> {
  const worker = new Worker("payments", paymentsProcessor(services), {
    connection: { url: services.queues.redisUrl },
    prefix: services.queues.prefix,
    lockDuration: 2000,
    stalledInterval: 1000,
  });
  await worker.waitUntilReady();
  return worker;
}
