import { parseWithZod } from "@conform-to/zod/v4";
import { deleteResponse, setStage, updateResponse } from "#server/modules/submissions/admin.server.js";
import { failed, invalid, refused, removeRecord, succeed, targetOf, type IntentHandler } from "./intent.server";
import { RESPONSE_MESSAGES, RESPONSE_REFUSALS } from "./messages";
import { responseUpdateSchema, stageUpdateSchema } from "./schemas";

/** The Responses tab: status and notes of a response, a worker registration's stage, and deleting one. */
export const responseIntents = {
  "update-response": async (ctx) => {
    const submission = parseWithZod(ctx.formData, { schema: responseUpdateSchema });
    const targetId = targetOf(ctx, "responseId");
    if (submission.status !== "success") return invalid(ctx, submission, targetId, RESPONSE_MESSAGES.updateFailed);
    try {
      const outcome = await updateResponse(ctx.services.db, ctx.formId, submission.value, ctx.actor);
      if (!outcome.ok) return refused(ctx, submission, outcome, RESPONSE_REFUSALS, targetId);
      return succeed(ctx, submission.reply(), RESPONSE_MESSAGES.updated, targetId);
    } catch (err) {
      return failed(ctx, submission, err, RESPONSE_MESSAGES.updateFailed, targetId);
    }
  },
  "set-stage": async (ctx) => {
    const submission = parseWithZod(ctx.formData, { schema: stageUpdateSchema });
    const targetId = targetOf(ctx, "responseId");
    if (submission.status !== "success") return invalid(ctx, submission, targetId, RESPONSE_MESSAGES.stageFailed);
    try {
      const outcome = await setStage(ctx.services.db, ctx.formId, submission.value, ctx.actor);
      if (!outcome.ok) return refused(ctx, submission, outcome, RESPONSE_REFUSALS, targetId);
      return succeed(ctx, submission.reply(), RESPONSE_MESSAGES.stageSet, targetId);
    } catch (err) {
      return failed(ctx, submission, err, RESPONSE_MESSAGES.stageFailed, targetId);
    }
  },
  "delete-response": (ctx) =>
    removeRecord(
      ctx,
      "responseId",
      RESPONSE_MESSAGES,
      (id) => deleteResponse(ctx.services.db, ctx.formId, id, ctx.actor),
      RESPONSE_REFUSALS,
    ),
} satisfies Record<string, IntentHandler>;
