import type { Knex } from "knex";
import { Form, FORM_IDS } from "../../db/models/index.js";
import { DEFAULT_LOCALE, type Locale } from "../i18n/locales.js";
import { fallbackMarks, localize } from "../i18n/translations.js";
import { toFieldDefinition, type FormDefinition } from "./fields.js";
import { formTextSchema, localizeField } from "./translations.js";

/**
 * A form and its fields in display order (priority, then id), or null when the form does not exist. In Bangla or
 * Arabic the title and each field's `label` and `optionLabels` are translated (English where a translation is
 * missing); names and options stay the English the answers are stored in.
 */
export async function getFormDefinition(
  db: Knex,
  formId: number,
  locale: Locale = DEFAULT_LOCALE,
): Promise<FormDefinition | null> {
  if (!Number.isInteger(formId)) return null;
  const form = await Form.query(db).findById(formId).withGraphFetched("fields");
  if (!form) return null;
  const fields = (form.fields ?? []).map((f) => toFieldDefinition(f));
  if (locale === DEFAULT_LOCALE) return { id: form.id, slug: form.slug, title: form.title, fields };
  const text = localize(formTextSchema, { title: form.title, description: form.description }, form.translations, locale);
  return {
    id: form.id,
    slug: form.slug,
    title: text.title,
    fields: fields.map((f, i) => localizeField(f, form.fields![i]!.translations, locale)),
    ...fallbackMarks(text),
  };
}

/** Form 2's registration fee as stored ("500.00"), or null when it is not set. */
export async function getPaymentAmount(db: Knex): Promise<string | null> {
  const form = await Form.query(db).findById(FORM_IDS.workerRegistration).select("payment_amount");
  return form?.paymentAmount ?? null;
}

export interface FormSummary extends FormDefinition {
  paymentAmount: string | null;
  /** Set through the REST API only; null for none. */
  description: string | null;
}

/**
 * Every form (or the one `formId`) with its fields in display order, by id. In Bangla or Arabic the title,
 * description and each field's `label` and `optionLabels` are translated, as in getFormDefinition.
 */
export async function listForms(db: Knex, formId?: number, locale: Locale = DEFAULT_LOCALE): Promise<FormSummary[]> {
  const forms = await Form.query(db)
    .modify((q) => (formId === undefined ? q : q.where("id", formId)))
    .withGraphFetched("fields")
    .orderBy("id");
  return forms.map((form) => {
    const fields = (form.fields ?? []).map(toFieldDefinition);
    const summary = { id: form.id, slug: form.slug, paymentAmount: form.paymentAmount };
    if (locale === DEFAULT_LOCALE) return { ...summary, title: form.title, description: form.description, fields };
    const text = localize(formTextSchema, { title: form.title, description: form.description }, form.translations, locale);
    return {
      ...summary,
      title: text.title,
      description: text.description,
      fields: fields.map((f, i) => localizeField(f, form.fields![i]!.translations, locale)),
    };
  });
}
