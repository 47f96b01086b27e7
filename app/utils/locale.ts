import { DEFAULT_LOCALE, isTranslatedLocale, type Locale } from "#server/modules/i18n/locales";

/**
 * The language of a public route from its optional language segment (`/bn/…`, `/ar/…`): none is English, a
 * translated language is itself, anything else (including `en`, which has no prefix) is `null`, which the route
 * answers with 404.
 */
export function localeFromParam(lang: string | undefined): Locale | null {
  if (lang === undefined) return DEFAULT_LOCALE;
  return isTranslatedLocale(lang) ? lang : null;
}
