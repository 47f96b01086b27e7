import { UnrecoverableError, type Job } from "bullmq";
import { deleteExpiredSessions } from "../server/modules/auth/sessions.server.js";
import { removeUnclaimedFiles } from "../server/modules/media/files.server.js";
import { requeueStaleImages } from "../server/modules/media/images.server.js";
import { jobSchemas, type JobPayload, type Queues } from "../server/queue/index.js";
import type { Services } from "../server/services.js";

/** Uploads no action claimed within this time are orphans (the request failed or the process died mid-request). */
export const ORPHAN_FILE_AGE_MS = 60 * 60 * 1000;
/** Images still processing this long after upload have lost their job. */
export const STALE_IMAGE_AGE_MS = 10 * 60 * 1000;

type Task = JobPayload<"maintenance">["task"];

const schedules: Record<Task, number> = {
  "sweep-orphan-files": 15 * 60 * 1000,
  "requeue-stale-images": 10 * 60 * 1000,
  "delete-expired-sessions": 60 * 60 * 1000,
};

/** Registers the repeatable maintenance jobs (idempotent: one scheduler per task, however many workers start). */
export async function scheduleMaintenance(queues: Queues): Promise<void> {
  for (const [task, every] of Object.entries(schedules) as Array<[Task, number]>) {
    await queues.maintenance.upsertJobScheduler(task, { every }, { name: task, data: { task } });
  }
}

export function maintenanceProcessor(services: Services) {
  return async (job: Job) => {
    const parsed = jobSchemas.maintenance.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`invalid maintenance job payload: ${parsed.error.message}`);
    const now = Date.now();
    switch (parsed.data.task) {
      case "sweep-orphan-files": {
        const removed = await removeUnclaimedFiles(services.db, services.storage, {
          createdBefore: new Date(now - ORPHAN_FILE_AGE_MS),
        });
        if (removed > 0) services.logger.info({ removed }, "swept orphaned uploads");
        return { removed };
      }
      case "requeue-stale-images": {
        const requeued = await requeueStaleImages(services, new Date(now - STALE_IMAGE_AGE_MS));
        if (requeued.length > 0) services.logger.warn({ requeued }, "queued stale images again");
        return { requeued };
      }
      case "delete-expired-sessions": {
        return { deleted: await deleteExpiredSessions(services.db) };
      }
    }
  };
}
