import { UnrecoverableError, type Job } from "bullmq";
import { markImageFailed, processImage, type ProcessResult } from "../server/modules/media/images.server.js";
import { jobSchemas } from "../server/queue/index.js";
import type { Services } from "../server/services.js";

/** `images` queue: one job per uploaded image (job id from imageJobId: row id + object key). */
export function imagesProcessor(services: Services) {
  return async (job: Job): Promise<ProcessResult> => {
    const parsed = jobSchemas.images.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`invalid images job payload: ${parsed.error.message}`);
    const { imageId } = parsed.data;
    try {
      const result = await processImage(services, imageId);
      services.logger.info({ imageId, result, jobId: job.id }, "image processed");
      return result;
    } catch (err) {
      // Storage or database trouble: BullMQ retries with backoff; after the last attempt the image shows as failed.
      if (job.attemptsMade + 1 >= (job.opts.attempts ?? 1)) {
        await markImageFailed(
          services.db,
          imageId,
          `Processing failed after ${job.attemptsMade + 1} attempts: ${(err as Error).message}`,
        );
      }
      throw err;
    }
  };
}
