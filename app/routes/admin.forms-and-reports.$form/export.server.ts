import { requestExport } from "#server/modules/exports/exports.server.js";
import { parseResponseFilter } from "#server/modules/submissions/admin.server.js";
import { failed, succeed, type IntentHandler } from "./intent.server";
import { EXPORT_MESSAGES } from "./messages";

/** The Export tab: queue a CSV export of the responses matching the list's filter. */
export const exportIntents = {
  export: async (ctx) => {
    const { status, q } = parseResponseFilter(
      new URLSearchParams({ status: String(ctx.formData.get("status") ?? ""), q: String(ctx.formData.get("q") ?? "") }),
    );
    try {
      await requestExport(ctx.services, { formId: ctx.formId, filter: { status, q }, actor: ctx.actor });
      return succeed(ctx, EXPORT_MESSAGES.queued);
    } catch (err) {
      return failed(ctx, err, EXPORT_MESSAGES.failed);
    }
  },
} satisfies Record<string, IntentHandler>;
