import { UnrecoverableError, type Job } from "bullmq";
import { markExportFailed, runExport, type RunResult } from "../server/modules/exports/exports.server.js";
import { jobSchemas } from "../server/queue/index.js";
import type { Services } from "../server/services.js";

/** `exports` queue: one job per CSV export (job id `export-<id>`); progress goes to the row and the job. */
export function exportsProcessor(services: Services) {
  return async (job: Job): Promise<RunResult> => {
    const parsed = jobSchemas.exports.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`invalid exports job payload: ${parsed.error.message}`);
    const { exportId, status, q = "" } = parsed.data;
    try {
      const result = await runExport(services, exportId, { status, q }, (percent) => job.updateProgress(percent));
      services.logger.info({ exportId, result, jobId: job.id }, "export finished");
      return result;
    } catch (err) {
      // Database or storage trouble: retried with backoff; after the last attempt the page shows the failure.
      if (job.attemptsMade + 1 >= (job.opts.attempts ?? 1)) {
        await markExportFailed(services.db, exportId, "The export failed. Please try again.");
      }
      throw err;
    }
  };
}
