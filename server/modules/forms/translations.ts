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

/**
 * The translations of a field whose options changed from `from` to `to`: an option's translation follows its English
 * text to its new place (`options[2]` → `options[0]`), and leaves with it when the option is gone. The label's
 * translation stays as it is.
 */
export function moveOptionTranslations(translations: Translations, from: readonly string[], to: readonly string[]): Translations {
  const moved: Translations = {};
  for (const [locale, map] of Object.entries(translations) as Array<[keyof Translations, Record<string, string>]>) {
    const kept: Record<string, string> = {};
    for (const [path, text] of Object.entries(map)) {
      const option = /^options\[(\d+)\]$/.exec(path);
      if (!option) {
        kept[path] = text;
        continue;
      }
      const at = to.indexOf(from[Number(option[1])] ?? "");
      if (at !== -1) kept[`options[${at}]`] = text;
    }
    moved[locale] = kept;
  }
  return moved;
}
