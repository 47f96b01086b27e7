/*
 * A payments worker in its own process, for the SIGKILL test (payments.test.ts): runs the payments
 * queue's processor until SIGTERM (graceful) or SIGKILL (the test killing it mid-execution).
 * Input: PAYMENTS_CHILD_ENV (JSON ChildEnv). Prints "ready" once the worker listens.
 */
import { loadConfig } from "../../server/config/index.js";
import { createLogger } from "../../server/logger.js";
import { createServices } from "../../server/services.js";
import { startPaymentsWorker } from "../support/payments-worker.js";
import type { ChildEnv } from "./payments-support.js";

const input = JSON.parse(process.env.PAYMENTS_CHILD_ENV ?? "{}") as ChildEnv;
const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...input.env });
const services = await createServices(
  config,
  { databaseUrl: input.databaseUrl, redisUrl: input.redisUrl, s3: input.s3 },
  createLogger(config),
);
const worker = await startPaymentsWorker(services);
process.stdout.write("ready\n");
process.on("SIGTERM", () => {
  void worker
    .close()
    .then(() => services.close())
    .then(() => process.exit(0));
});
