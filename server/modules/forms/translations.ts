import { z } from "zod";
import type { Locale } from "../i18n/locales.js";
import { fallbackMarks, localize, translatable, type Translations } from "../i18n/translations.js";
import type { FieldDefinition } from "./fields.js";

/**
 * The translatable texts of a dynamic form (server/modules/i18n/translations.ts): the form's title and
 * description (forms.translations), a field's label and its options (form_fields.translations, paths `name` and
 * `options[2]`). A choice is always sent and stored as the option's English text, its canonical value: the
 * translation is only what the visitor reads, so answers, CSV exports and e-mails stay in English.
 */
export const formTextSchema = z.object({
  title: translatable(z.string()),
  description: translatable(z.string()).nullable(),
});

export const fieldTextSchema = z.object({
  name: translatable(z.string()),
  options: z.array(translatable(z.string())),
});

/** A field in `locale`: `label` and `optionLabels` to show, `name` and `options` unchanged (the canonical values). */
export function localizeField(field: FieldDefinition, translations: Translations, locale: Locale): FieldDefinition {
  const text = localize(fieldTextSchema, { name: field.name, options: field.options }, translations, locale);
  return { ...field, label: text.name, optionLabels: text.options, ...fallbackMarks(text) };
}
