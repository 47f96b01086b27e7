import { documentSchema, EDITABLE_PAGES, type DocumentKey } from "../content/documents.js";
import { TRANSLATED_LOCALES } from "../i18n/locales.js";
import { translatableTexts, type Translations } from "../i18n/translations.js";
import { FOOTER, NAVBAR, SEED_PAGES } from "./content.js";
import { SEED_TEXTS, type SideBySide } from "./text-translations.js";

/**
 * The translations the seed stores, found by English text in the one table of text-translations.ts: a text the
 * table has is translated wherever it is seeded (documents, rows, forms, jobs).
 */

function split(sideBySide: SideBySide): Translations {
  return Object.fromEntries(
    TRANSLATED_LOCALES.map((locale) => [locale, Object.fromEntries(Object.entries(sideBySide).map(([p, t]) => [p, t[locale]]))]),
  );
}

/** The translations of the texts at `paths`, by the English text at each path (a text not in the table: none). */
function translationsOf(entries: ReadonlyArray<readonly [path: string, english: string]>): Translations {
  return split(
    Object.fromEntries(entries.filter(([, english]) => SEED_TEXTS[english]).map(([p, english]) => [p, SEED_TEXTS[english]!])),
  );
}

/** The translations of every translatable text of `content` (a document or row as `schema` reads it). */
export function translationsByText(schema: Parameters<typeof translatableTexts>[0], content: unknown): Translations {
  return translationsOf(translatableTexts(schema, content).map(({ path, text }) => [path, text] as const));
}

/** The translations of one seeded text at `path` (a form's title). */
export function seedTextTranslations(path: string, english: string): Translations {
  return translationsOf([[path, english]]);
}

/** The translations of one seeded form field: its label and each of its options. */
export function seedFieldTranslations(name: string, options: readonly string[]): Translations {
  return translationsOf([["name", name], ...options.map((o, i) => [`options[${i}]`, o] as const)]);
}

/** The English of the seeded settings and editable pages, as their documents read it. */
export const SEED_DOCUMENTS: Partial<Record<DocumentKey, unknown>> = {
  "settings:navbar": { logoImageId: null, companyName: NAVBAR.companyName },
  "settings:footer": FOOTER,
  ...Object.fromEntries(
    SEED_PAGES.filter((p) => (EDITABLE_PAGES as readonly string[]).includes(p.slug)).map((p) => [`page:${p.slug}`, p]),
  ),
};

/** The published translations of the seeded settings and pages (the collections and the gallery: index.ts). */
export const SEED_TRANSLATIONS: Partial<Record<DocumentKey, Translations>> = Object.fromEntries(
  Object.entries(SEED_DOCUMENTS).map(([document, english]) => [
    document,
    translationsByText(documentSchema(document as DocumentKey), english),
  ]),
);
