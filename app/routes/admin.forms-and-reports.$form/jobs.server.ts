import { parseWithZod } from "@conform-to/zod/v4";
import { FORM_IDS } from "#server/db/models/form-enums.js";
import { createJob, deleteJob, updateJob } from "#server/modules/jobs/admin.server.js";
import { translationsFromForm } from "#server/modules/i18n/translations.js";
import { rowId } from "#server/validation.js";
import {
  failed,
  invalid,
  refuse,
  refused,
  removeRecord,
  succeed,
  targetOf,
  type IntentContext,
  type IntentHandler,
} from "./intent.server";
import { JOB_MESSAGES, JOB_REFUSALS, TRANSLATION_TOO_LONG } from "./messages";
import { jobInputObject, salaryRangeIssue } from "#server/modules/jobs/schema.js";

const jobForm = jobInputObject.extend({ jobId: rowId.optional() }).superRefine(salaryRangeIssue);

const isJobForm = (ctx: IntentContext) => ctx.formId === FORM_IDS.jobApplication;

/** The Jobs tab (form 4 only): create, edit (with a poster upload) and delete job openings. */
export const jobIntents = {
  "save-job": async (ctx) => {
    const submission = parseWithZod(ctx.formData, { schema: jobForm });
    if (!isJobForm(ctx)) return refuse(ctx, submission, JOB_MESSAGES.saveFailed);
    if (submission.status !== "success") return invalid(ctx, submission, targetOf(ctx, "jobId"), JOB_MESSAGES.saveFailed, false);
    const { jobId = null, ...english } = submission.value;
    // the Bangla and Arabic boxes of the form: every one is sent, so what is missing here is not translated
    const translations = translationsFromForm(ctx.formData);
    if (!translations) return refuse(ctx, submission, TRANSLATION_TOO_LONG, 400, jobId);
    const input = { ...english, translations };
    const poster = ctx.uploads.get("poster");
    try {
      const created = jobId === null ? await createJob(ctx.services, input, poster, ctx.actor) : null;
      const outcome = created ?? (await updateJob(ctx.services, jobId!, input, poster, ctx.actor));
      if (!outcome.ok && outcome.reason === "poster-not-image") {
        const refusal = JOB_REFUSALS["poster-not-image"];
        return refuse(ctx, submission, refusal, 409, jobId, { poster: [refusal] });
      }
      if (!outcome.ok) return refused(ctx, submission, outcome, JOB_REFUSALS, jobId);
      // the new-job form empties for the next one
      if (created?.ok) return succeed(ctx, submission.reply({ resetForm: true }), JOB_MESSAGES.created, created.id);
      return succeed(ctx, submission.reply(), JOB_MESSAGES.updated, jobId);
    } catch (err) {
      return failed(ctx, submission, err, JOB_MESSAGES.saveFailed, jobId);
    }
  },
  "delete-job": (ctx) =>
    removeRecord(ctx, "jobId", JOB_MESSAGES, (id) => deleteJob(ctx.services.db, id, ctx.actor), JOB_REFUSALS, isJobForm(ctx)),
} satisfies Record<string, IntentHandler>;
