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

/** The language of a public route's loader or action; an unknown language segment is 404. */
export function requireLocale(params: { lang?: string }): Locale {
  const locale = localeFromParam(params.lang);
  if (!locale) throw new Response("Not Found", { status: 404 });
  return locale;
}
