import { createHash } from "node:crypto";
import { Queue, type Job, type JobsOptions } from "bullmq";
import { z } from "zod";
import { RESPONSE_STATUSES } from "../db/models/FormResponse.js";
import type { Logger } from "../logger.js";
import { rowIdValue } from "../validation.js";

export const QUEUE_NAMES = ["payments", "images", "exports", "maintenance", "mail"] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

/** The payload of every job, per queue. Producers (enqueue) and processors (workers/) both parse with these. */
export const jobSchemas = {
  payments: z.discriminatedUnion("type", [
    z.object({ type: z.literal("execute"), paymentId: z.string().min(1).max(200) }),
    z.object({ type: z.literal("reconcile") }),
  ]),
  // objectKey: the uploaded original's key, which makes the job id unique to this very work (see imageJobId)
  images: z.object({ imageId: rowIdValue, objectKey: z.string().min(1).max(1024) }),
  // status and q: the responses filter the admin exported (see server/modules/exports)
  exports: z.object({
    exportId: z.uuid(),
    status: z.enum(RESPONSE_STATUSES).optional(),
    q: z.string().max(100).optional(),
  }),
  maintenance: z.discriminatedUnion("task", [
    z.object({ task: z.literal("sweep-orphan-files") }),
    z.object({ task: z.literal("requeue-stale-images") }),
    z.object({ task: z.literal("delete-expired-sessions") }),
  ]),
  // the notification e-mails of server/modules/notifications (the message is built when the job runs)
  mail: z.discriminatedUnion("type", [z.object({ type: z.literal("form-submission"), responseId: rowIdValue })]),
} satisfies Record<QueueName, z.ZodType>;

export type JobPayload<N extends QueueName> = z.infer<(typeof jobSchemas)[N]>;

const defaultJobOptions: JobsOptions = {
  attempts: 5,
  backoff: { type: "exponential", delay: 2000 },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: { age: 14 * 24 * 3600, count: 5000 },
};

export interface Queues {
  payments: Queue;
  images: Queue;
  exports: Queue;
  maintenance: Queue;
  mail: Queue;
  /** Redis key prefix of every queue; workers must use the same one. */
  prefix: string;
  redisUrl: string;
  /** Validates the payload with its queue's schema, then adds the job. Image jobs get imageJobId's id, so adding twice is a no-op. */
  enqueue<N extends QueueName>(name: N, payload: JobPayload<N>, opts?: JobsOptions): Promise<Job>;
  close(): Promise<void>;
}

interface QueueOptions {
  /** Redis key prefix (default `bull`); tests use a unique one per run so parallel runs do not collide. */
  prefix?: string;
  /** Where Redis connection errors go (without it BullMQ prints them to the console). */
  logger?: Logger;
}

/**
 * The id of an image's processing job: its row id and a digest of its original's object key. Row ids
 * repeat when a database is reset or restored (or two share one Redis) while Redis keeps finished jobs
 * for a day, and BullMQ silently drops a job whose id exists; the object key is unique to the upload.
 */
export function imageJobId({ imageId, objectKey }: JobPayload<"images">): string {
  return `image-${imageId}-${createHash("sha256").update(objectKey).digest("hex").slice(0, 16)}`;
}

/** The job name: the payload's discriminator where there is one, else the queue name. */
function jobName(name: QueueName, payload: Record<string, unknown>): string {
  const kind = payload.type ?? payload.task;
  return typeof kind === "string" ? kind : name;
}

export function createQueues(redisUrl: string, options: QueueOptions = {}): Queues {
  const prefix = options.prefix ?? "bull";
  const make = (name: QueueName) => {
    const queue = new Queue(name, { connection: { url: redisUrl }, prefix, defaultJobOptions });
    if (options.logger)
      queue.on("error", (err) => options.logger!.warn({ err: err.message, queue: name }, "queue connection error"));
    return queue;
  };
  const queues = {
    payments: make("payments"),
    images: make("images"),
    exports: make("exports"),
    maintenance: make("maintenance"),
    mail: make("mail"),
  };

  return {
    ...queues,
    prefix,
    redisUrl,
    async enqueue(name, payload, opts) {
      const data = jobSchemas[name].parse(payload) as Record<string, unknown>;
      const jobId = name === "images" ? imageJobId(data as JobPayload<"images">) : undefined;
      return queues[name].add(jobName(name, data), data, { ...(jobId ? { jobId } : {}), ...opts });
    },
    async close() {
      await Promise.all(Object.values(queues).map((q) => q.close()));
    },
  };
}
