import { deleteResponse, updateResponse } from "#server/modules/submissions/admin.server.js";
import { recordId } from "./loader.server";
import { failed, inputsOf, refuseInvalid, removeRecord, succeed, type IntentHandler } from "./intent.server";
import { RESPONSE_MESSAGES } from "./messages";
import { responseUpdateSchema } from "./schemas";

/** The Responses tab: status and notes of a response, and deleting one. */
export const responseIntents = {
  "update-response": async (ctx) => {
    const parsed = responseUpdateSchema.safeParse({
      ...inputsOf(ctx.formData, ["responseId", "status"]),
      notes: ctx.formData.get("notes") ?? "",
    });
    const targetId = recordId.safeParse(ctx.formData.get("responseId")).data ?? null;
    if (!parsed.success) return refuseInvalid(ctx, parsed.error, RESPONSE_MESSAGES.updateFailed, { targetId });
    try {
      await updateResponse(ctx.services.db, ctx.formId, parsed.data, ctx.actor);
      return succeed(ctx, RESPONSE_MESSAGES.updated, { targetId });
    } catch (err) {
      return failed(ctx, err, RESPONSE_MESSAGES.updateFailed, { targetId });
    }
  },
  "delete-response": (ctx) =>
    removeRecord(ctx, "responseId", RESPONSE_MESSAGES, (id) => deleteResponse(ctx.services.db, ctx.formId, id, ctx.actor)),
} satisfies Record<string, IntentHandler>;
