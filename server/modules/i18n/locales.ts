/**
 * The languages of the public site. English keeps today's addresses; Bangla and Arabic live under `/bn/…` and
 * `/ar/…`. Free of server imports: the browser bundle uses it too.
 */
export const LOCALES = ["en", "bn", "ar"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

/** The languages other than English, each with its own address prefix and its own copy of every editable text. */
export const TRANSLATED_LOCALES = ["bn", "ar"] as const satisfies readonly Locale[];
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

/** Each language named in itself, as the language switcher shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", bn: "বাংলা", ar: "العربية" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

export function isTranslatedLocale(value: unknown): value is TranslatedLocale {
  return typeof value === "string" && (TRANSLATED_LOCALES as readonly string[]).includes(value);
}

/** The writing direction of a language, for `<html dir>`. */
export function localeDirection(locale: Locale): "ltr" | "rtl" {
  return locale === "ar" ? "rtl" : "ltr";
}

/**
 * An English site path in a language: `/about` → `/bn/about`, `/` → `/bn/`, `/x?y` → `/bn/x?y`; English paths and
 * anything not a site path stay as they are.
 */
export function localizePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith("/")) return path;
  return `/${locale}${path}`;
}
