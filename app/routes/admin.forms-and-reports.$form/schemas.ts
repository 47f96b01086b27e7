import { z } from "zod";
import { rowId } from "#server/validation.js";
import { text } from "#server/modules/validation/text.js";
import {
  CHOICE_FIELD_TYPES,
  FIELD_TYPES,
  PUBLIC_NOTE_MAX,
  REGISTRATION_STAGES,
  RESPONSE_STATUSES,
  type FieldType,
} from "#server/db/models/form-enums.js";
import { FIELD_MESSAGES, PAYMENT_MESSAGES } from "./messages";

/*
 * What the form management page's forms accept, with the page's wording. The domain functions take the
 * parsed values (their types derive from the models); this file is free of server imports.
 */

export const FIELD_NAME_MAX = 200;
export const OPTION_MAX = 200;
export const OPTIONS_MAX = 100;
export const NOTES_MAX = 5_000;

export function isChoiceType(type: FieldType): boolean {
  return CHOICE_FIELD_TYPES.includes(type);
}

/** Options typed one per line (commas are part of an option): trimmed, blank lines dropped, each once. */
export function parseOptions(text: string): string[] {
  const seen = new Set<string>();
  for (const line of text.split(/\r?\n/)) {
    const option = line.trim();
    if (option !== "") seen.add(option);
  }
  return [...seen];
}

const checkbox = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean());

/** The add/edit field form (`name`, `fieldType`, `required` = "on", `options` one per line). */
export const fieldInputSchema = z
  .object({
    name: text({ error: FIELD_MESSAGES.nameRequired })
      .trim()
      .min(1, FIELD_MESSAGES.nameRequired)
      .max(FIELD_NAME_MAX, `Field name must be at most ${FIELD_NAME_MAX} characters.`),
    fieldType: z.enum(FIELD_TYPES, { error: "Please choose a field type." }),
    required: checkbox,
    options: z.preprocess((v) => (typeof v === "string" ? parseOptions(v) : []), z.array(text())),
  })
  .superRefine((value, ctx) => {
    if (!isChoiceType(value.fieldType)) return;
    if (value.options.length === 0) ctx.addIssue({ code: "custom", path: ["options"], message: FIELD_MESSAGES.optionsRequired });
    else if (value.options.length > OPTIONS_MAX)
      ctx.addIssue({ code: "custom", path: ["options"], message: `Please give at most ${OPTIONS_MAX} options.` });
    else if (value.options.some((o) => o.length > OPTION_MAX))
      ctx.addIssue({ code: "custom", path: ["options"], message: `Each option must be at most ${OPTION_MAX} characters.` });
  })
  // options only mean something for choice fields
  .transform((value) => ({ ...value, options: isChoiceType(value.fieldType) ? value.options : [] }));

/** numeric(10,2): at most 99,999,999.99. */
const AMOUNT_MAX = 99_999_999.99;

/**
 * The fee as typed ("500", "1,500.5", "৳ 500") → "500.00": formatted to two decimals before saving (docs/product.md).
 * Thousands separators and a currency sign are forgiven; anything else is refused.
 */
export const paymentAmountSchema = text({ error: PAYMENT_MESSAGES.invalid })
  .trim()
  .transform((v) => v.replace(/^(?:৳|BDT|Tk\.?)\s*/i, "").replace(/,/g, ""))
  .pipe(
    text()
      .regex(/^\d{1,8}(?:\.\d{0,2})?$|^\.\d{1,2}$/, PAYMENT_MESSAGES.invalid)
      .transform(Number)
      .pipe(z.number().gt(0, PAYMENT_MESSAGES.invalid).max(AMOUNT_MAX, PAYMENT_MESSAGES.invalid))
      .transform((n) => n.toFixed(2)),
  );

/** The fee form. */
export const paymentForm = z.object({ amount: paymentAmountSchema });

/** A response's status and notes. */
export const responseUpdateSchema = z.object({
  responseId: rowId,
  status: z.enum(RESPONSE_STATUSES, { error: "Please choose a status." }),
  notes: text()
    .max(NOTES_MAX, `Notes must be at most ${NOTES_MAX.toLocaleString("en-US")} characters.`)
    .transform((v) => v.replace(/\r\n/g, "\n").trim())
    .default(""),
});

/** The office's answer to a possible duplicate: "not a duplicate" (true), or flag it again (false). */
export const duplicateCheckSchema = z.object({
  responseId: rowId,
  notDuplicate: z.enum(["true", "false"]).transform((v) => v === "true"),
});

/** A worker registration's stage and the note the worker reads on the status page. */
export const stageUpdateSchema = z.object({
  responseId: rowId,
  stage: z.enum(REGISTRATION_STAGES, { error: "Please choose a stage." }),
  publicNote: text()
    .max(PUBLIC_NOTE_MAX, `The note for the worker must be at most ${PUBLIC_NOTE_MAX} characters.`)
    .transform((v) => v.replace(/\r\n/g, "\n").trim())
    .default(""),
});

/** The job form's rule is the jobs module's, shared with the REST API. */
export { jobInputSchema } from "#server/modules/jobs/schema.js";
