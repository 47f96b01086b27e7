import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import {
  addField,
  deleteField,
  moveField,
  reorderFields,
  setFormTranslations,
  updateField,
  type FieldTranslationsInput,
} from "#server/modules/forms/admin.server.js";
import { translationsFromForm } from "#server/modules/i18n/translations.js";
import { rowId } from "#server/validation.js";
import {
  editRecord,
  failed,
  refuse,
  refused,
  removeRecord,
  succeed,
  targetOf,
  type IntentContext,
  type IntentHandler,
} from "./intent.server";
import { FIELD_MESSAGES, FIELD_REFUSALS, FORM_NAME_MESSAGES, TRANSLATION_TOO_LONG } from "./messages";
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

/**
 * The Bangla and Arabic boxes of a field editor (every one is sent, so what is missing is not translated) and the
 * English options its option boxes were shown for (`i18nOption`, in order), or null when a box is over its size.
 */
function fieldTranslationsOf(ctx: IntentContext): FieldTranslationsInput | null {
  const translations = translationsFromForm(ctx.formData);
  if (!translations) return null;
  const options = ctx.formData.getAll("i18nOption").map((o) => (typeof o === "string" ? o.trim() : ""));
  return { translations, options };
}

const tooLong = (ctx: IntentContext, target: string | null) =>
  refuse(
    ctx,
    parseWithZod(ctx.formData, { schema: z.object({}) }),
    TRANSLATION_TOO_LONG,
    400,
    target ? targetOf(ctx, target) : null,
  );

const addOne = (ctx: IntentContext) => {
  const translations = fieldTranslationsOf(ctx);
  if (!translations) return tooLong(ctx, null);
  return editRecord(ctx, fieldInputSchema, {
    done: FIELD_MESSAGES.added,
    failed: FIELD_MESSAGES.addFailed,
    refusals: FIELD_REFUSALS,
    change: (value) => addField(ctx.services.db, ctx.formId, { ...value, translations }, ctx.actor),
    created: (made) => made.field.id,
  });
};

const updateOne = (ctx: IntentContext) => {
  const translations = fieldTranslationsOf(ctx);
  if (!translations) return tooLong(ctx, "fieldId");
  return editRecord(ctx, fieldUpdate, {
    target: "fieldId",
    done: FIELD_MESSAGES.updated,
    failed: FIELD_MESSAGES.updateFailed,
    refusals: FIELD_REFUSALS,
    change: ({ fieldId, ...input }) => updateField(ctx.services.db, ctx.formId, fieldId, { ...input, translations }, ctx.actor),
  });
};

/** The Bangla and Arabic of the form's name (and description), from the Form name box above the fields. */
async function saveFormName(ctx: IntentContext) {
  const submission = parseWithZod(ctx.formData, { schema: z.object({}) });
  const translations = translationsFromForm(ctx.formData);
  if (!translations) return refuse(ctx, submission, TRANSLATION_TOO_LONG);
  try {
    const outcome = await setFormTranslations(ctx.services.db, ctx.formId, translations, ctx.actor);
    if (!outcome.ok) return refused(ctx, submission, outcome, { "no-form": FIELD_REFUSALS["no-form"] });
    return succeed(ctx, submission.reply(), FORM_NAME_MESSAGES.saved);
  } catch (err) {
    return failed(ctx, submission, err, FORM_NAME_MESSAGES.failed);
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
  "save-form-name": saveFormName,
} satisfies Record<string, IntentHandler>;
