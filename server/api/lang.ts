import { z } from "zod";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../modules/i18n/locales.js";
import { withoutFallbackMarks } from "../modules/i18n/translations.js";

/*
 * docs/api.md §3: content reads take `?lang=bn|ar` and answer the same shapes with the translated texts (English
 * where a translation is missing); `en` (the default) is accepted too, another value is a 400 on `lang`.
 */

export const langQuery = z.object({
  lang: z.enum(LOCALES).optional().meta({
    description: "The texts in Bangla (`bn`) or Arabic (`ar`), English where a translation is missing; English by default",
  }),
});
export type LangQuery = z.infer<typeof langQuery>;

/** The language a content read answers in. */
export const localeOf = (query: LangQuery | undefined): Locale => query?.lang ?? DEFAULT_LOCALE;

/** A localised reader's value in the API's shape: the fallback marks the website uses dropped. */
export const inApiShape = withoutFallbackMarks;
