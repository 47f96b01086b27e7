import { z } from "zod";
import { addField, deleteField, moveField, reorderFields, updateField } from "#server/modules/forms/admin.server.js";
import { recordId } from "./loader.server";
import {
  failed,
  inputsOf,
  refuse,
  refuseInvalid,
  removeRecord,
  succeed,
  textValues,
  type IntentContext,
  type IntentHandler,
} from "./intent.server";
import { FIELD_MESSAGES } from "./messages";
import { fieldInputSchema } from "./schemas";

const FIELD_INPUTS = ["name", "fieldType", "required", "options"] as const;

const moveInput = z.object({ fieldId: recordId, direction: z.enum(["up", "down"]) });
const orderInput = z.object({
  order: z
    .string()
    .max(2_000)
    .transform((v) => v.split(",").map(Number))
    .pipe(z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(500)),
});

async function saveField(ctx: IntentContext) {
  const { db } = ctx.services;
  const adding = ctx.intent === "add-field";
  const fieldId = adding ? null : (recordId.safeParse(ctx.formData.get("fieldId")).data ?? null);
  const failure = adding ? FIELD_MESSAGES.addFailed : FIELD_MESSAGES.updateFailed;
  if (!adding && fieldId === null) return refuse(ctx, failure);
  const parsed = fieldInputSchema.safeParse(inputsOf(ctx.formData, FIELD_INPUTS));
  if (!parsed.success)
    return refuseInvalid(ctx, parsed.error, failure, { targetId: fieldId, values: textValues(ctx.formData, FIELD_INPUTS) });
  try {
    if (fieldId === null) {
      const field = await addField(db, ctx.formId, parsed.data, ctx.actor);
      return succeed(ctx, FIELD_MESSAGES.added, { targetId: field.id });
    }
    await updateField(db, ctx.formId, fieldId, parsed.data, ctx.actor);
    return succeed(ctx, FIELD_MESSAGES.updated, { targetId: fieldId });
  } catch (err) {
    return failed(ctx, err, failure, { targetId: fieldId });
  }
}

async function saveOrder(ctx: IntentContext) {
  const { db } = ctx.services;
  const input =
    ctx.intent === "move-field"
      ? moveInput.safeParse(inputsOf(ctx.formData, ["fieldId", "direction"]))
      : orderInput.safeParse(inputsOf(ctx.formData, ["order"]));
  if (!input.success) return refuse(ctx, FIELD_MESSAGES.priorityFailed);
  try {
    if ("order" in input.data) await reorderFields(db, ctx.formId, input.data.order, ctx.actor);
    else await moveField(db, ctx.formId, input.data.fieldId, input.data.direction, ctx.actor);
    return succeed(ctx, FIELD_MESSAGES.reordered);
  } catch (err) {
    return failed(ctx, err, FIELD_MESSAGES.priorityFailed);
  }
}

/** The Fields tab: the field builder's add, edit, delete and reorder. */
export const fieldIntents = {
  "add-field": saveField,
  "update-field": saveField,
  "delete-field": (ctx) =>
    removeRecord(ctx, "fieldId", FIELD_MESSAGES, (id) => deleteField(ctx.services.db, ctx.formId, id, ctx.actor)),
  "move-field": saveOrder,
  "reorder-fields": saveOrder,
} satisfies Record<string, IntentHandler>;
