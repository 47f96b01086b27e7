import { checkDuplicate, deleteResponse, setStage, updateResponse } from "#server/modules/submissions/admin.server.js";
import { editRecord, removeRecord, type IntentHandler } from "./intent.server";
import { RESPONSE_MESSAGES, RESPONSE_REFUSALS } from "./messages";
import { duplicateCheckSchema, responseUpdateSchema, stageUpdateSchema } from "./schemas";

/**
 * The Responses tab: status and notes of a response, a worker registration's stage and the office's check of a
 * possible duplicate, and deleting one.
 */
export const responseIntents = {
  "update-response": (ctx) =>
    editRecord(ctx, responseUpdateSchema, {
      target: "responseId",
      done: RESPONSE_MESSAGES.updated,
      failed: RESPONSE_MESSAGES.updateFailed,
      refusals: RESPONSE_REFUSALS,
      change: (value) => updateResponse(ctx.services.db, ctx.formId, value, ctx.actor),
    }),
  "set-stage": (ctx) =>
    editRecord(ctx, stageUpdateSchema, {
      target: "responseId",
      done: RESPONSE_MESSAGES.stageSet,
      failed: RESPONSE_MESSAGES.stageFailed,
      refusals: RESPONSE_REFUSALS,
      change: (value) => setStage(ctx.services.db, ctx.formId, value, ctx.actor),
    }),
  "check-duplicate": (ctx) => {
    const notDuplicate = ctx.formData.get("notDuplicate") === "true";
    return editRecord(ctx, duplicateCheckSchema, {
      target: "responseId",
      done: notDuplicate ? RESPONSE_MESSAGES.notDuplicate : RESPONSE_MESSAGES.flaggedAgain,
      failed: RESPONSE_MESSAGES.duplicateCheckFailed,
      refusals: RESPONSE_REFUSALS,
      change: (value) => checkDuplicate(ctx.services.db, ctx.formId, value, ctx.actor),
    });
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
