import type { Knex } from "knex";
import { z } from "zod";
import { CHOICE_FIELD_TYPES, FIELD_TYPES, FORM_IDS, type FieldType } from "../../db/models/index.js";
import { recordAudit } from "../audit/audit.server.js";
import type { FieldDefinition } from "./fields.js";

/** Who did it, for the audit log. */
export interface Actor {
  adminUserId: number;
  ip?: string | null;
}

/** SPEC §5/§8: the admin field builder's messages, word for word. */
export const FIELD_MESSAGES = {
  nameRequired: "Field name is required.",
  optionsRequired: "Please provide at least one option for select/radio/checkbox fields.",
  added: "Field added successfully!",
  addFailed: "Failed to add the field.",
  updated: "Field updated successfully!",
  updateFailed: "Failed to update the field.",
  deleted: "Field deleted successfully!",
  deleteFailed: "Failed to delete the field.",
  reordered: "Field order saved.",
  priorityFailed: "Failed to update priority.",
  fetchFailed: "Failed to fetch form fields. Please try again later.",
} as const;

export const PAYMENT_MESSAGES = {
  updated: "Payment amount updated successfully!",
  failed: "Failed to update payment amount.",
  invalid: "Please enter an amount in BDT greater than 0, for example 500 or 500.00.",
} as const;

export const FIELD_NAME_MAX = 200;
export const OPTION_MAX = 200;
export const OPTIONS_MAX = 100;
/** The most fields a form may have (a form with more is unusable on a phone anyway). */
export const FIELDS_MAX = 100;

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

/** The add/edit field form (`name`, `fieldType`, `required` = "on", `options` one per line). */
export const fieldInputSchema = z
  .object({
    name: z
      .string({ error: FIELD_MESSAGES.nameRequired })
      .trim()
      .min(1, FIELD_MESSAGES.nameRequired)
      .max(FIELD_NAME_MAX, `Field name must be at most ${FIELD_NAME_MAX} characters.`),
    fieldType: z.enum(FIELD_TYPES, { error: "Please choose a field type." }),
    required: z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()),
    options: z.preprocess((v) => (typeof v === "string" ? parseOptions(v) : []), z.array(z.string())),
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

export type FieldInput = z.output<typeof fieldInputSchema>;

/** Raised for a refusal the admin can act on (unknown field, stale order…); its message is shown as is. */
export class FieldChangeError extends Error {}

interface FieldRow {
  id: number;
  name: string;
  field_type: FieldType;
  required: boolean;
  options: string[];
  priority: number;
}

const toDefinition = (r: FieldRow): FieldDefinition => ({
  id: r.id,
  name: r.name,
  fieldType: r.field_type,
  required: r.required,
  options: r.options,
  priority: r.priority,
});

/** A form's fields in display order (priority, then id). */
export async function listFields(db: Knex | Knex.Transaction, formId: number): Promise<FieldDefinition[]> {
  const rows = await db("form_fields")
    .where("form_id", formId)
    .orderBy([{ column: "priority" }, { column: "id" }])
    .select<FieldRow[]>("id", "name", "field_type", "required", "options", "priority");
  return rows.map(toDefinition);
}

/**
 * Serialises every change to one form's field list: concurrent edits (two admins, a double click)
 * queue on the form row instead of interleaving their renumbering.
 */
async function lockForm(trx: Knex.Transaction, formId: number): Promise<void> {
  const form = await trx("forms").where("id", formId).forUpdate().first("id");
  if (!form) throw new FieldChangeError("This form does not exist.");
}

/** Writes priorities 0..n-1 in the given order, in one statement. */
async function writeOrder(trx: Knex.Transaction, formId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const values = ids.map((_, i) => `(?::int, ${i})`).join(", ");
  await trx.raw(
    `UPDATE form_fields AS f SET priority = v.priority
       FROM (VALUES ${values}) AS v(id, priority)
      WHERE f.id = v.id AND f.form_id = ? AND f.priority IS DISTINCT FROM v.priority`,
    [...ids, formId],
  );
}

async function currentIds(trx: Knex.Transaction, formId: number): Promise<number[]> {
  return (await listFields(trx, formId)).map((f) => f.id);
}

/** Adds a field at the end of the form. */
export async function addField(db: Knex, formId: number, input: FieldInput, actor: Actor): Promise<FieldDefinition> {
  return db.transaction(async (trx) => {
    await lockForm(trx, formId);
    const ids = await currentIds(trx, formId);
    if (ids.length >= FIELDS_MAX) throw new FieldChangeError(`A form can have at most ${FIELDS_MAX} fields.`);
    // the new field goes last: the others keep their places, renumbered 0..n-1 alongside
    await writeOrder(trx, formId, ids);
    const [row] = await trx("form_fields")
      .insert({
        form_id: formId,
        name: input.name,
        field_type: input.fieldType,
        required: input.required,
        options: JSON.stringify(input.options),
        priority: ids.length,
      })
      .returning<FieldRow[]>(["id", "name", "field_type", "required", "options", "priority"]);
    await recordAudit(trx, {
      adminUserId: actor.adminUserId,
      action: "form_field.create",
      entity: "form_field",
      entityId: row!.id,
      details: { formId, name: input.name, fieldType: input.fieldType, required: input.required, options: input.options },
      ip: actor.ip,
    });
    return toDefinition(row!);
  });
}

export async function updateField(
  db: Knex,
  formId: number,
  fieldId: number,
  input: FieldInput,
  actor: Actor,
): Promise<FieldDefinition> {
  return db.transaction(async (trx) => {
    await lockForm(trx, formId);
    const before = await trx("form_fields").where({ id: fieldId, form_id: formId }).first<FieldRow | undefined>();
    if (!before) throw new FieldChangeError("This field no longer exists. Please reload the page.");
    const [row] = await trx("form_fields")
      .where({ id: fieldId, form_id: formId })
      .update({
        name: input.name,
        field_type: input.fieldType,
        required: input.required,
        options: JSON.stringify(input.options),
      })
      .returning<FieldRow[]>(["id", "name", "field_type", "required", "options", "priority"]);
    await recordAudit(trx, {
      adminUserId: actor.adminUserId,
      action: "form_field.update",
      entity: "form_field",
      entityId: fieldId,
      details: {
        formId,
        before: { name: before.name, fieldType: before.field_type, required: before.required, options: before.options },
        after: { name: input.name, fieldType: input.fieldType, required: input.required, options: input.options },
      },
      ip: actor.ip,
    });
    return toDefinition(row!);
  });
}

/** Deletes a field; its past answers stay (with their label) and the others are renumbered 0..n-1. */
export async function deleteField(db: Knex, formId: number, fieldId: number, actor: Actor): Promise<void> {
  await db.transaction(async (trx) => {
    await lockForm(trx, formId);
    const deleted = await trx("form_fields")
      .where({ id: fieldId, form_id: formId })
      .delete()
      .returning<Array<{ name: string; field_type: string }>>(["name", "field_type"]);
    if (deleted.length === 0) throw new FieldChangeError("This field no longer exists. Please reload the page.");
    await writeOrder(trx, formId, await currentIds(trx, formId));
    await recordAudit(trx, {
      adminUserId: actor.adminUserId,
      action: "form_field.delete",
      entity: "form_field",
      entityId: fieldId,
      details: { formId, name: deleted[0]!.name, fieldType: deleted[0]!.field_type },
      ip: actor.ip,
    });
  });
}

/**
 * Saves a new order: `orderedIds` must name every field of the form exactly once (a stale list, e.g.
 * from a second tab after a field was added, is refused rather than half-applied). One transaction.
 */
export async function reorderFields(db: Knex, formId: number, orderedIds: readonly number[], actor: Actor): Promise<void> {
  await db.transaction(async (trx) => {
    await lockForm(trx, formId);
    const ids = await currentIds(trx, formId);
    const same =
      orderedIds.length === ids.length && new Set(orderedIds).size === ids.length && ids.every((id) => orderedIds.includes(id));
    if (!same) throw new FieldChangeError("The fields changed meanwhile. Please reload the page and try again.");
    await writeOrder(trx, formId, orderedIds);
    await recordAudit(trx, {
      adminUserId: actor.adminUserId,
      action: "form_field.reorder",
      entity: "form",
      entityId: formId,
      details: { before: ids, after: orderedIds },
      ip: actor.ip,
    });
  });
}

/** Swaps a field with its neighbour (the buttons' path without JavaScript); a no-op at the ends. */
export async function moveField(
  db: Knex,
  formId: number,
  fieldId: number,
  direction: "up" | "down",
  actor: Actor,
): Promise<void> {
  await db.transaction(async (trx) => {
    await lockForm(trx, formId);
    const ids = await currentIds(trx, formId);
    const from = ids.indexOf(fieldId);
    if (from === -1) throw new FieldChangeError("This field no longer exists. Please reload the page.");
    const to = direction === "up" ? from - 1 : from + 1;
    if (to < 0 || to >= ids.length) {
      await writeOrder(trx, formId, ids);
      return;
    }
    const order = [...ids];
    [order[from], order[to]] = [order[to]!, order[from]!];
    await writeOrder(trx, formId, order);
    await recordAudit(trx, {
      adminUserId: actor.adminUserId,
      action: "form_field.reorder",
      entity: "form",
      entityId: formId,
      details: { before: ids, after: order, moved: fieldId, direction },
      ip: actor.ip,
    });
  });
}

// ───────────── form 2: the registration fee ─────────────

/** numeric(10,2): at most 99,999,999.99. */
const AMOUNT_MAX = 99_999_999.99;

/**
 * The fee as typed ("500", "1,500.5", "৳ 500") → "500.00": formatted to two decimals before saving (SPEC §5).
 * Thousands separators and a currency sign are forgiven; anything else is refused.
 */
export const paymentAmountSchema = z
  .string({ error: PAYMENT_MESSAGES.invalid })
  .trim()
  .transform((v) => v.replace(/^(?:৳|BDT|Tk\.?)\s*/i, "").replace(/,/g, ""))
  .pipe(
    z
      .string()
      .regex(/^\d{1,8}(?:\.\d{0,2})?$|^\.\d{1,2}$/, PAYMENT_MESSAGES.invalid)
      .transform(Number)
      .pipe(z.number().gt(0, PAYMENT_MESSAGES.invalid).max(AMOUNT_MAX, PAYMENT_MESSAGES.invalid))
      .transform((n) => n.toFixed(2)),
  );

export async function getPaymentAmount(db: Knex): Promise<string | null> {
  const row = await db("forms")
    .where("id", FORM_IDS.workerRegistration)
    .first<{ payment_amount: string | null } | undefined>("payment_amount");
  return row?.payment_amount ?? null;
}

export async function setPaymentAmount(db: Knex, amount: string, actor: Actor): Promise<void> {
  await db.transaction(async (trx) => {
    const before = await trx("forms")
      .where("id", FORM_IDS.workerRegistration)
      .forUpdate()
      .first<{ payment_amount: string | null } | undefined>("payment_amount");
    if (!before) throw new FieldChangeError("The worker registration form does not exist.");
    await trx("forms").where("id", FORM_IDS.workerRegistration).update({ payment_amount: amount });
    await recordAudit(trx, {
      adminUserId: actor.adminUserId,
      action: "form.payment_amount.update",
      entity: "form",
      entityId: FORM_IDS.workerRegistration,
      details: { before: before.payment_amount, after: amount },
      ip: actor.ip,
    });
  });
}

// ───────────── hub ─────────────

/** New (status `new`) responses per form id, plus the number of medical reports. */
export async function hubCounts(db: Knex): Promise<{ newResponses: Record<number, number>; medicalReports: number }> {
  const [rows, [reports]] = await Promise.all([
    db("form_responses")
      .where("status", "new")
      .groupBy("form_id")
      .select<Array<{ form_id: number; count: number }>>("form_id", db.raw("count(*)::int as count")),
    db("medical_reports").count<Array<{ count: number }>>({ count: "*" }),
  ]);
  const newResponses: Record<number, number> = { 1: 0, 2: 0, 3: 0, 4: 0 };
  for (const r of rows) newResponses[r.form_id] = r.count;
  return { newResponses, medicalReports: reports?.count ?? 0 };
}
