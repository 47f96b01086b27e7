import { FORM_IDS } from "#server/db/models/form-enums.js";
import { createJob, deleteJob, JobChangeError, updateJob } from "#server/modules/jobs/admin.server.js";
import { recordId } from "./loader.server";
import {
  failed,
  inputsOf,
  issuesByField,
  refuse,
  removeRecord,
  succeed,
  textValues,
  type IntentContext,
  type IntentHandler,
} from "./intent.server";
import { JOB_MESSAGES, JOB_REFUSALS } from "./messages";
import { jobInputSchema } from "./schemas";

const JOB_INPUTS = ["title", "city", "country", "industry", "requirements", "isActive"] as const;

const isJobForm = (ctx: IntentContext) => ctx.formId === FORM_IDS.jobApplication;

/** The Jobs tab (form 4 only): create, edit (with a poster upload) and delete job openings. */
export const jobIntents = {
  "save-job": async (ctx) => {
    if (!isJobForm(ctx)) return refuse(ctx, JOB_MESSAGES.saveFailed);
    const raw = ctx.formData.get("jobId");
    const jobId = raw ? (recordId.safeParse(raw).data ?? null) : null;
    if (raw && jobId === null) return refuse(ctx, JOB_MESSAGES.saveFailed);
    const values = textValues(ctx.formData, JOB_INPUTS);
    const parsed = jobInputSchema.safeParse(inputsOf(ctx.formData, [...JOB_INPUTS, "removePoster"]));
    if (!parsed.success) {
      return refuse(ctx, JOB_MESSAGES.saveFailed, 400, { targetId: jobId, fieldErrors: issuesByField(parsed.error), values });
    }
    const poster = ctx.uploads.get("poster");
    try {
      if (jobId === null) {
        const created = await createJob(ctx.services, parsed.data, poster, ctx.actor);
        return succeed(ctx, JOB_MESSAGES.created, { targetId: created });
      }
      await updateJob(ctx.services, jobId, parsed.data, poster, ctx.actor);
      return succeed(ctx, JOB_MESSAGES.updated, { targetId: jobId });
    } catch (err) {
      const poster = err instanceof JobChangeError && err.reason === "poster-not-image";
      return failed(ctx, err, JOB_MESSAGES.saveFailed, {
        targetId: jobId,
        values,
        ...(poster ? { fieldErrors: { poster: JOB_REFUSALS["poster-not-image"] } } : {}),
      });
    }
  },
  "delete-job": (ctx) =>
    removeRecord(ctx, "jobId", JOB_MESSAGES, (id) => deleteJob(ctx.services.db, id, ctx.actor), isJobForm(ctx)),
} satisfies Record<string, IntentHandler>;
