import { UnrecoverableError, type Job } from "bullmq";
import { processMailJob } from "../server/modules/notifications/mail.server.js";
import { jobSchemas } from "../server/queue/index.js";
import type { Services } from "../server/services.js";

/** `mail` queue: one job per notification e-mail (job id naming what it is about, e.g. the response). */
export function mailProcessor(services: Services) {
  return async (job: Job) => {
    const parsed = jobSchemas.mail.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`invalid mail job payload: ${parsed.error.message}`);
    const message = await processMailJob(services, parsed.data);
    // The job's return value keeps the message (BullMQ keeps finished jobs a day): what was sent, for support.
    return message ? { to: message.to, subject: message.subject } : null;
  };
}
