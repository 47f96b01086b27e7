import { z } from "zod";
import type { Translations } from "../../modules/i18n/translations.js";
import { table } from "./base.js";

/** A `translations` column (jsonb object: per language, path of the English text → text; never null). */
export const translationsColumn = z.custom<Translations>((v) => typeof v === "object" && v !== null && !Array.isArray(v));

export const contentTranslationRow = z.object({
  /** The editable document ('page:home', 'settings:footer', 'gallery', 'collection:services', …). */
  document: z.string(),
  /** The published translations of the document, keyed by the paths of its published English content. */
  translations: translationsColumn,
  updatedAt: z.date(),
});

/** The published Bangla and Arabic of one editable document (server/modules/content/translations.server.ts). */
export interface ContentTranslation extends z.infer<typeof contentTranslationRow> {}
export class ContentTranslation extends table("content_translations", contentTranslationRow, {
  idColumn: "document",
  jsonAttributes: ["translations"],
}) {}
