import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { I18nProvider, useLingui } from "@lingui/react";
import { useRouteLoaderData } from "@remix-run/react";
import { useCallback, useMemo } from "react";
import { DEFAULT_LOCALE, isTranslatedLocale, type Locale } from "#server/modules/i18n/locales";

/**
 * The interface text of the public site (docs/decisions/0022-interface-text-catalogs.md): Lingui's runtime over the
 * compiled catalog of the page's language, which the root loader sends. Components read text with `useT()`:
 * `t("nav.home")`, `t("jobs.count", { count })` (ICU MessageFormat: plurals, selects, placeholders).
 */

/** Values of a message's placeholders. */
export type MessageValues = Record<string, unknown>;
export type Translate = (id: string, values?: MessageValues) => string;

/** A Lingui instance holding one language's compiled catalog. */
export function createI18n(locale: Locale, messages: Messages): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } });
}

/** The language of a path: its first segment when that is a translated language, else English. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split("/")[1];
  return isTranslatedLocale(first) ? first : DEFAULT_LOCALE;
}

/** A path without its language prefix: `/bn/about` → `/about`, `/ar` → `/`. */
export function pathWithoutLocale(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname;
  const rest = pathname.slice(locale.length + 1);
  return rest === "" ? "/" : rest;
}

/** An English site path in a language: `/about` → `/bn/about`, `/` → `/bn/`; English paths stay as they are. */
export function localizePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith("/")) return path;
  return path === "/" ? `/${locale}/` : `/${locale}${path}`;
}

export function LocaleProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Messages;
  children: React.ReactNode;
}) {
  const i18n = useMemo(() => createI18n(locale, messages), [locale, messages]);
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** The message function of the page's language. */
export function useT(): Translate {
  const { i18n } = useLingui();
  return useCallback((id: string, values?: MessageValues) => i18n._(id, values), [i18n]);
}

/** The page's language (the root loader's reading of the address). */
export function useLocale(): Locale {
  const data = useRouteLoaderData<{ locale: Locale }>("root");
  return data?.locale ?? DEFAULT_LOCALE;
}

/** Turns an English site path into the same page in the visitor's language. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizePath(locale, path), [locale]);
}
