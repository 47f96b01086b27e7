import type { Services } from "../../services.js";
import type { TranslatedLocale } from "../i18n/locales.js";
import { translationStatus, type LanguageStatus } from "../i18n/translations.js";
import { documentSchema, type DocumentKey } from "./documents.js";
import { loadDocument } from "./editing.server.js";

export interface DocumentTranslationStatus {
  document: DocumentKey;
  languages: Record<TranslatedLocale, LanguageStatus>;
}

/**
 * How much of each editable document is translated, per language: of the content its editor shows (the saved
 * draft, else the published content), so the office sees its own work at once. Never a reason to refuse a publish.
 */
export async function documentTranslationStatus(
  services: Services,
  documents: readonly DocumentKey[],
): Promise<DocumentTranslationStatus[]> {
  return Promise.all(
    documents.map(async (document) => {
      const state = await loadDocument(services, document);
      const schema = documentSchema(document);
      // content stored before a schema change may no longer parse: count what does
      const parsed = schema.safeParse(state.content);
      return { document, languages: translationStatus(schema, parsed.success ? parsed.data : null, state.translations) };
    }),
  );
}
