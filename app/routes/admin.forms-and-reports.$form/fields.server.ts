import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { addField, deleteField, moveField, reorderFields, updateField } from "#server/modules/forms/admin.server.js";
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

async function addOne(ctx: IntentContext) {
  const submission = parseWithZod(ctx.formData, { schema: fieldInputSchema });
  if (submission.status !== "success") return invalid(ctx, submission, null, FIELD_MESSAGES.addFailed);
  try {
    const outcome = await addField(ctx.services.db, ctx.formId, submission.value, ctx.actor);
    if (!outcome.ok) return refused(ctx, submission, outcome, FIELD_REFUSALS);
    // the add form empties for the next field
    return succeed(ctx, submission.reply({ resetForm: true }), FIELD_MESSAGES.added, outcome.field.id);
  } catch (err) {
    return failed(ctx, submission, err, FIELD_MESSAGES.addFailed);
  }
}

async function updateOne(ctx: IntentContext) {
  const submission = parseWithZod(ctx.formData, { schema: fieldUpdate });
  if (submission.status !== "success") return invalid(ctx, submission, targetOf(ctx, "fieldId"), FIELD_MESSAGES.updateFailed);
  const { fieldId, ...input } = submission.value;
  try {
    const outcome = await updateField(ctx.services.db, ctx.formId, fieldId, input, ctx.actor);
    if (!outcome.ok) return refused(ctx, submission, outcome, FIELD_REFUSALS, fieldId);
    return succeed(ctx, submission.reply(), FIELD_MESSAGES.updated, fieldId);
  } catch (err) {
    return failed(ctx, submission, err, FIELD_MESSAGES.updateFailed, fieldId);
  }
}

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
