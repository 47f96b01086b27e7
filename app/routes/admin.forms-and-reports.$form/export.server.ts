import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { requestExport } from "#server/modules/exports/exports.server.js";
import { parseResponseFilter } from "#server/modules/submissions/admin.server.js";
import { failed, succeed, type IntentHandler } from "./intent.server";
import { EXPORT_MESSAGES } from "./messages";

/** The filter as the list reads it from the query string: anything it does not know is ignored, never refused. */
const exportForm = z.object({ status: z.string().default(""), q: z.string().default("") });

/** The Export tab: queue a CSV export of the responses matching the list's filter. */
export const exportIntents = {
  export: async (ctx) => {
    const submission = parseWithZod(ctx.formData, { schema: exportForm });
    const { status, q } = parseResponseFilter(new URLSearchParams(submission.status === "success" ? submission.value : {}));
    try {
      await requestExport(ctx.services, { formId: ctx.formId, filter: { status, q }, actor: ctx.actor });
      return succeed(ctx, submission.reply(), EXPORT_MESSAGES.queued);
    } catch (err) {
      return failed(ctx, submission, err, EXPORT_MESSAGES.failed);
    }
  },
} satisfies Record<string, IntentHandler>;
