import type { Knex } from "knex";
import { ContentTranslation } from "../../db/models/index.js";
import type { Locale } from "../i18n/locales.js";
import { localize, type Translations } from "../i18n/translations.js";
import type { DocumentKey } from "./documents.js";

/**
 * The published Bangla and Arabic of the editable documents (content_translations): written by the publish that
 * writes the English (editing.server.ts), read by the public loaders beside the English they translate.
 */

/** The published translations of `document` (none: an empty object). */
export async function readLiveTranslations(db: Knex | Knex.Transaction, document: DocumentKey): Promise<Translations> {
  return (await ContentTranslation.query(db).findById(document))?.translations ?? {};
}

export async function writeLiveTranslations(trx: Knex.Transaction, document: DocumentKey, translations: Translations) {
  await trx("content_translations")
    .insert({ document, translations: JSON.stringify(translations), updated_at: trx.fn.now() })
    .onConflict("document")
    .merge(["translations", "updated_at"]);
}

/** `content` (the published English of `document`) in `locale`, with the published translations. */
export async function localizeLive<T>(
  db: Knex | Knex.Transaction,
  document: DocumentKey,
  schema: Parameters<typeof localize>[0],
  content: T,
  locale: Locale,
): Promise<T> {
  if (locale === "en") return content;
  return localize(schema, content, await readLiveTranslations(db, document), locale);
}
