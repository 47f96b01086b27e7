import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { addField, deleteField, moveField, reorderFields, updateField } from "#server/modules/forms/admin.server.js";
import { rowId } from "#server/validation.js";
import {
  editRecord,
  failed,
  refuse,
  refused,
  removeRecord,
  succeed,
  type IntentContext,
  type IntentHandler,
} from "./intent.server";
import { FIELD_MESSAGES, FIELD_REFUSALS } from "./messages";
import { fieldInputSchema } from "./schemas";

const fieldUpdate = fieldInputSchema.and(z.object({ fieldId: rowId }));
const moveInput = z.object({ fieldId: rowId, direction: z.enum(["up", "down"]) });
const orderInput = z.object({
  order: z
    .string()
    .max(2_000)
    .transform((v) => v.split(","))
    .pipe(z.array(rowId).min(1).max(500)),
});

const addOne = (ctx: IntentContext) =>
  editRecord(ctx, fieldInputSchema, {
    done: FIELD_MESSAGES.added,
    failed: FIELD_MESSAGES.addFailed,
    refusals: FIELD_REFUSALS,
    change: (value) => addField(ctx.services.db, ctx.formId, value, ctx.actor),
    created: (made) => made.field.id,
  });

const updateOne = (ctx: IntentContext) =>
  editRecord(ctx, fieldUpdate, {
    target: "fieldId",
    done: FIELD_MESSAGES.updated,
    failed: FIELD_MESSAGES.updateFailed,
    refusals: FIELD_REFUSALS,
    change: ({ fieldId, ...input }) => updateField(ctx.services.db, ctx.formId, fieldId, input, ctx.actor),
  });

async function saveOrder(ctx: IntentContext) {
  const submission = parseWithZod(ctx.formData, { schema: ctx.intent === "move-field" ? moveInput : orderInput });
  if (submission.status !== "success") return refuse(ctx, submission, FIELD_MESSAGES.priorityFailed);
  const input = submission.value;
  try {
    const outcome =
      "order" in input
        ? await reorderFields(ctx.services.db, ctx.formId, input.order, ctx.actor)
        : await moveField(ctx.services.db, ctx.formId, input.fieldId, input.direction, ctx.actor);
    if (!outcome.ok) return refused(ctx, submission, outcome, FIELD_REFUSALS);
    return succeed(ctx, submission.reply(), FIELD_MESSAGES.reordered);
  } catch (err) {
    return failed(ctx, submission, err, FIELD_MESSAGES.priorityFailed);
  }
}

/** The Fields tab: the field builder's add, edit, delete and reorder. */
export const fieldIntents = {
  "add-field": addOne,
  "update-field": updateOne,
  "delete-field": (ctx) =>
    removeRecord(ctx, "fieldId", FIELD_MESSAGES, (id) => deleteField(ctx.services.db, ctx.formId, id, ctx.actor), FIELD_REFUSALS),
  "move-field": saveOrder,
  "reorder-fields": saveOrder,
} satisfies Record<string, IntentHandler>;
