import type { Knex } from "knex";
import {
  Export,
  FIELDS_MAX,
  Form,
  FORM_IDS,
  FormAnswer,
  FormField,
  FormResponse,
  MedicalReport,
  PendingRegistration,
  RESPONSE_STATUSES,
} from "../../db/models/index.js";
import type { FormFieldRow } from "../../db/models/FormField.js";
import type { FormRow } from "../../db/models/Form.js";
import { countsBy } from "../../db/paginate.js";
import { audit, recordAudit, type Actor } from "../audit/audit.server.js";
import { refusable, Refusal } from "../outcome.js";
import { claimFiles, deleteReleasingFiles, releaseFiles } from "../media/files.server.js";
import { SEED_FORMS } from "../seed/content.js";
import type { Services } from "../../services.js";
import { FIELD_DEFINITION_COLUMNS, toFieldDefinition, type FieldDefinition } from "./fields.js";
import type { TranslatedLocale } from "../i18n/locales.js";
import {
  changedLanguages,
  pruneTranslations,
  translationStatus,
  type LanguageStatus,
  type Translations,
} from "../i18n/translations.js";
import { fieldTextSchema, formTextSchema, moveOptionTranslations } from "./translations.js";

/** What an admin sets on a field (the route validates the form into this). */
export type FieldInput = Pick<FormFieldRow, "name" | "fieldType" | "required" | "options">;

/**
 * The Bangla and Arabic of a field's label and options as an editor sends them (forms/translations.ts):
 * `options` names the English options its `options[i]` boxes were shown for, so each translation follows its
 * option when the options are reordered or changed in the same save (default: the field's options before it).
 */
export interface FieldTranslationsInput {
  translations: Translations;
  options?: readonly string[];
}

/** A field as the field builder edits it: with its Bangla and Arabic. */
export type AdminField = FieldDefinition & Pick<FormFieldRow, "translations">;

/** The translations kept with a field: only of its label and options, an option's following its English text. */
function fieldTranslations(
  field: Pick<FormFieldRow, "name" | "options">,
  stored: { translations: Translations; options: readonly string[] },
  given?: FieldTranslationsInput,
): Translations {
  const source = given ?? stored;
  const moved = moveOptionTranslations(source.translations, source.options ?? stored.options, field.options);
  return pruneTranslations(fieldTextSchema, { name: field.name, options: field.options }, moved);
}

/** Why a change to a form's fields was refused: the form is gone, the field is gone, the form is full, or the order is stale. */
export type FieldRefusal = "no-form" | "no-field" | "too-many" | "changed";

const refuse = (reason: FieldRefusal) => new Refusal(reason);

/** A form's fields in display order (priority, then id). */
export async function listFields(db: Knex | Knex.Transaction, formId: number): Promise<FieldDefinition[]> {
  const fields = await FormField.query(db)
    .where("form_id", formId)
    .orderBy([{ column: "priority" }, { column: "id" }])
    .select(FIELD_DEFINITION_COLUMNS);
  return fields.map(toFieldDefinition);
}

/**
 * Serialises every change to one form's field list: concurrent edits (two admins, a double click)
 * queue on the form row instead of interleaving their renumbering.
 */
async function lockForm(trx: Knex.Transaction, formId: number): Promise<void> {
  const form = await Form.query(trx).findById(formId).forUpdate().select("id");
  if (!form) throw refuse("no-form");
}

/** Writes priorities 0..n-1 in the given order, in one statement (raw knex on purpose: docs/decisions/0006-data-layer.md). */
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

/** A form's fields in display order with their translations: the field builder's list. */
export async function listAdminFields(db: Knex, formId: number): Promise<AdminField[]> {
  const fields = await FormField.query(db)
    .where("form_id", formId)
    .orderBy([{ column: "priority" }, { column: "id" }])
    .select([...FIELD_DEFINITION_COLUMNS, "translations"]);
  return fields.map((f) => ({ ...toFieldDefinition(f), translations: f.translations }));
}

async function currentIds(trx: Knex.Transaction, formId: number): Promise<number[]> {
  return (await listFields(trx, formId)).map((f) => f.id);
}

/** Adds a field at the end of the form, or at `priority` when given (the others keep theirs). */
export async function addField(
  db: Knex,
  formId: number,
  { translations: given, ...input }: FieldInput & { priority?: number; translations?: FieldTranslationsInput },
  actor: Actor,
) {
  return refusable<FieldRefusal, { field: FieldDefinition }>(() =>
    db.transaction(async (trx) => {
      await lockForm(trx, formId);
      const ids = await currentIds(trx, formId);
      if (ids.length >= FIELDS_MAX) throw refuse("too-many");
      // the new field goes last: the others keep their places, renumbered 0..n-1 alongside
      if (input.priority === undefined) await writeOrder(trx, formId, ids);
      const translations = fieldTranslations(input, { translations: {}, options: input.options }, given);
      const field = await FormField.query(trx)
        .insert({ formId, ...input, priority: input.priority ?? ids.length, translations })
        .returning(FIELD_DEFINITION_COLUMNS);
      await audit(trx, actor, "form_field.create", field.id, { formId, ...input });
      return { field: toFieldDefinition(field) };
    }),
  );
}

/**
 * A change to a field: any of its settings, its priority as given, or `formId` to move it to the end of another form;
 * `translations` replaces its Bangla and Arabic (left out, the stored ones stay, each option's following its option).
 */
export type FieldChanges = Partial<FieldInput> & { priority?: number; formId?: number; translations?: FieldTranslationsInput };

export async function updateField(db: Knex, formId: number, fieldId: number, input: FieldChanges, actor: Actor) {
  return refusable<FieldRefusal, { field: FieldDefinition }>(() =>
    db.transaction(async (trx) => {
      const target = input.formId ?? formId;
      // both forms locked in id order, so two moves in opposite directions cannot deadlock
      for (const id of [...new Set([formId, target])].sort((a, b) => a - b)) await lockForm(trx, id);
      const before = await FormField.query(trx).findOne({ id: fieldId, form_id: formId });
      if (!before) throw refuse("no-field");
      const { formId: _target, translations: given, ...changes } = input;
      const after = { name: changes.name ?? before.name, options: changes.options ?? before.options };
      const translations = fieldTranslations(after, before, given);
      const translated = changedLanguages(before.translations, translations);
      let priority = input.priority;
      if (target !== formId) {
        const ids = await currentIds(trx, target);
        if (ids.length >= FIELDS_MAX) throw refuse("too-many");
        priority ??= ids.length;
      }
      const [field] = await FormField.query(trx)
        .patch({ ...changes, formId: target, translations, ...(priority === undefined ? {} : { priority }) })
        .where({ id: fieldId, form_id: formId })
        .returning(FIELD_DEFINITION_COLUMNS);
      if (target !== formId) await writeOrder(trx, formId, await currentIds(trx, formId));
      await audit(trx, actor, "form_field.update", fieldId, {
        formId,
        before: {
          name: before.name,
          fieldType: before.fieldType,
          required: before.required,
          options: before.options,
          priority: before.priority,
        },
        after: { ...changes, ...(priority === undefined ? {} : { priority }) },
        ...(target !== formId ? { movedTo: target } : {}),
        ...(translated.length > 0 ? { translationsChanged: translated } : {}),
      });
      return { field: toFieldDefinition(field!) };
    }),
  );
}

/** Deletes a field; its past answers stay (with their label) and the others are renumbered 0..n-1. */
export function deleteField(db: Knex, formId: number, fieldId: number, actor: Actor) {
  return refusable<FieldRefusal, object>(() =>
    db.transaction(async (trx) => {
      await lockForm(trx, formId);
      const [deleted] = await FormField.query(trx)
        .delete()
        .where({ id: fieldId, form_id: formId })
        .returning(["name", "field_type", "file_id"]);
      if (!deleted) throw refuse("no-field");
      // A file attached to the field (setFieldFile) goes with it: released for the sweep.
      await releaseFiles(trx, deleted.fileId ? [deleted.fileId] : []);
      await writeOrder(trx, formId, await currentIds(trx, formId));
      await audit(trx, actor, "form_field.delete", fieldId, { formId, name: deleted.name, fieldType: deleted.fieldType });
      return {};
    }),
  );
}

/** A new order of a form's fields is recorded on the form, with the order before and after. */
function auditReorder(trx: Knex.Transaction, actor: Actor, formId: number, details: Record<string, unknown>) {
  return recordAudit(trx, { ...actor, action: "form_field.reorder", entity: "form", entityId: formId, details });
}

/**
 * Attaches a stored file (a `files` row) to a field, or removes it (null), in the caller's transaction: the new
 * file is claimed, the one it replaces released for removeReleasedFiles or the sweep. Returns the released ids.
 */
export async function setFieldFile(
  trx: Knex.Transaction,
  fieldId: number,
  fileId: string | null,
  actor: Actor,
): Promise<string[]> {
  const before = await FormField.query(trx).findById(fieldId).forUpdate().select("file_id");
  // the caller wrote the field in this transaction, so it is there
  if (!before) throw new Error(`form field ${fieldId} is missing`);
  if (before.fileId === fileId) return [];
  if (fileId) await claimFiles(trx, [fileId]);
  await FormField.query(trx).findById(fieldId).patch({ fileId });
  const released = before.fileId ? [before.fileId] : [];
  await releaseFiles(trx, released);
  await audit(trx, actor, "form_field.file", fieldId, { fileId, replaced: before.fileId });
  return released;
}

/**
 * Saves a new order: `orderedIds` must name every field of the form exactly once (a stale list, e.g.
 * from a second tab after a field was added, is refused rather than half-applied). One transaction.
 */
export function reorderFields(db: Knex, formId: number, orderedIds: readonly number[], actor: Actor) {
  return refusable<FieldRefusal, object>(() =>
    db.transaction(async (trx) => {
      await lockForm(trx, formId);
      const ids = await currentIds(trx, formId);
      const same =
        orderedIds.length === ids.length && new Set(orderedIds).size === ids.length && ids.every((id) => orderedIds.includes(id));
      if (!same) throw refuse("changed");
      await writeOrder(trx, formId, orderedIds);
      await auditReorder(trx, actor, formId, { before: ids, after: orderedIds });
      return {};
    }),
  );
}

/** Swaps a field with its neighbour (the buttons' path without JavaScript); a no-op at the ends. */
export async function moveField(db: Knex, formId: number, fieldId: number, direction: "up" | "down", actor: Actor) {
  return refusable<FieldRefusal, object>(() =>
    db.transaction(async (trx) => {
      await lockForm(trx, formId);
      const ids = await currentIds(trx, formId);
      const from = ids.indexOf(fieldId);
      if (from === -1) throw refuse("no-field");
      const to = direction === "up" ? from - 1 : from + 1;
      if (to < 0 || to >= ids.length) {
        await writeOrder(trx, formId, ids);
        return {};
      }
      const order = [...ids];
      [order[from], order[to]] = [order[to]!, order[from]!];
      await writeOrder(trx, formId, order);
      await auditReorder(trx, actor, formId, { before: ids, after: order, moved: fieldId, direction });
      return {};
    }),
  );
}

// ───────────── form 2: the registration fee ─────────────

/** What can change on a form: its title (the API's `name`) and its fee ("500.00", already formatted to two decimals). */
export type FormChanges = Partial<Pick<FormRow, "title" | "paymentAmount" | "description">>;

/** Changes a form's title, fee and/or description, with one audit record naming each change. */
export function updateForm(db: Knex, formId: number, changes: FormChanges, actor: Actor) {
  return refusable<"no-form", object>(() =>
    db.transaction(async (trx) => {
      const before = await Form.query(trx).findById(formId).forUpdate().select("title", "payment_amount", "description");
      if (!before) throw new Refusal("no-form");
      await Form.query(trx).findById(formId).patch(changes);
      const changed = [
        ["form.payment_amount.update", before.paymentAmount, changes.paymentAmount],
        ["form.title.update", before.title, changes.title],
        ["form.description.update", before.description, changes.description],
      ] as const;
      for (const [action, was, now] of changed) {
        if (now === undefined || now === was) continue;
        await recordAudit(trx, {
          adminUserId: actor.adminUserId,
          action,
          entity: "form",
          entityId: formId,
          details: { before: was, after: now },
          ip: actor.ip,
        });
      }
      return {};
    }),
  );
}

/**
 * Saves the Bangla and Arabic of a form's name (and of its description, when it has one), replacing the stored ones;
 * one audit record names the languages that changed.
 */
export function setFormTranslations(db: Knex, formId: number, given: Translations, actor: Actor) {
  return refusable<"no-form", object>(() =>
    db.transaction(async (trx) => {
      const before = await Form.query(trx).findById(formId).forUpdate().select("title", "description", "translations");
      if (!before) throw new Refusal("no-form");
      const translations = pruneTranslations(formTextSchema, { title: before.title, description: before.description }, given);
      await Form.query(trx).findById(formId).patch({ translations });
      const changed = changedLanguages(before.translations, translations);
      if (changed.length > 0) await audit(trx, actor, "form.translations.update", formId, { languages: changed });
      return {};
    }),
  );
}

/** Saves form 2's fee ("500.00", already formatted to two decimals). */
export function setPaymentAmount(db: Knex, amount: string, actor: Actor) {
  return updateForm(db, FORM_IDS.workerRegistration, { paymentAmount: amount }, actor);
}

// ───────────── whole forms ─────────────

/**
 * Creates one of the four forms again after it was deleted (their ids and slugs are fixed), empty: fields are added
 * one by one. "exists" when it is there.
 */
export async function recreateForm(
  db: Knex,
  formId: number,
  input: FormChanges & { title: string },
  actor: Actor,
): Promise<"created" | "exists" | "unknown"> {
  const fixed = SEED_FORMS.find((f) => f.id === formId);
  if (!fixed) return "unknown";
  return db.transaction(async (trx) => {
    if (await Form.query(trx).findById(formId).select("id")) return "exists";
    try {
      await Form.query(trx).insert({
        id: formId,
        slug: fixed.slug,
        title: input.title,
        paymentAmount: input.paymentAmount ?? null,
        description: input.description ?? null,
      });
    } catch (err) {
      // created meanwhile by a concurrent call
      if ((err as { code?: string }).code === "23505") return "exists";
      throw err;
    }
    await audit(trx, actor, "form.create", formId, { title: input.title, paymentAmount: input.paymentAmount ?? null });
    return "created";
  });
}

/**
 * Deletes a form with its fields, responses (their files released and removed), exports and waiting registration
 * data; payments stay on record, unlinked. False when there is no such form.
 */
export async function deleteForm(
  services: Pick<Services, "db" | "storage" | "logger">,
  formId: number,
  actor: Actor,
): Promise<boolean> {
  return deleteReleasingFiles(services, async (trx) => {
    const form = await Form.query(trx).findById(formId).forUpdate().select("id", "title");
    if (!form) return null;
    const responses = FormResponse.query(trx).where("form_id", formId).select("id");
    const answerFiles = await FormAnswer.query(trx).whereIn("response_id", responses).whereNotNull("file_id").select("file_id");
    const pending = await PendingRegistration.query(trx).where("form_id", formId).select("id", "file_ids");
    const exportFiles = await Export.query(trx).where("form_id", formId).whereNotNull("file_id").select("file_id");
    const fieldFiles = await FormField.query(trx).where("form_id", formId).whereNotNull("file_id").select("file_id");
    const fileIds = [
      ...fieldFiles.map((f) => f.fileId!),
      ...answerFiles.map((a) => a.fileId!),
      ...pending.flatMap((p) => p.fileIds),
      ...exportFiles.map((e) => e.fileId!),
    ];
    const deletedResponses = await FormResponse.query(trx).where("form_id", formId).delete();
    await PendingRegistration.query(trx).where("form_id", formId).delete();
    await Form.query(trx).deleteById(formId);
    await audit(trx, actor, "form.delete", formId, {
      title: form.title,
      responses: deletedResponses,
      filesReleased: fileIds.length,
    });
    return fileIds;
  });
}

// ───────────── hub ─────────────

/** New (status `new`) responses per form id, plus the number of medical reports. */
export async function hubCounts(db: Knex): Promise<{ newResponses: Record<number, number>; medicalReports: number }> {
  const [newResponses, medicalReports] = await Promise.all([
    countsBy(FormResponse.query(db).where("status", "new"), "form_id", Object.values(FORM_IDS)),
    MedicalReport.query(db).resultSize(),
  ]);
  return { newResponses, medicalReports };
}

/** A form management page's header: the form's title and how many responses it has (all, and new), or null. */
export async function formOverview(
  db: Knex,
  formId: number,
): Promise<(Pick<FormRow, "title" | "description" | "translations"> & { totalResponses: number; newCount: number }) | null> {
  const [form, counts] = await Promise.all([
    Form.query(db).findById(formId).select("title", "description", "translations"),
    countsBy(FormResponse.query(db).where("form_id", formId), "status", RESPONSE_STATUSES),
  ]);
  if (!form) return null;
  const totalResponses = Object.values<number>(counts).reduce((a, b) => a + b, 0);
  return {
    title: form.title,
    description: form.description,
    translations: form.translations,
    totalResponses,
    newCount: counts.new,
  };
}

export interface FormTranslationStatus {
  formId: number;
  title: string;
  /** The form's name and description: paths `title`, `description`. */
  form: Record<TranslatedLocale, LanguageStatus>;
  /** Each field's label and options (`name`, `options[2]`), in display order. */
  fields: Array<{ id: number; name: string; languages: Record<TranslatedLocale, LanguageStatus> }>;
}

/** How much of each form (its name and every field) is translated, per language: the translation status page's forms. */
export async function formTranslationStatus(db: Knex): Promise<FormTranslationStatus[]> {
  const forms = await Form.query(db).withGraphFetched("fields").orderBy("id");
  return forms.map((form) => ({
    formId: form.id,
    title: form.title,
    form: translationStatus(formTextSchema, { title: form.title, description: form.description }, form.translations),
    fields: (form.fields ?? []).map((f) => ({
      id: f.id,
      name: f.name,
      languages: translationStatus(fieldTextSchema, { name: f.name, options: f.options }, f.translations),
    })),
  }));
}
