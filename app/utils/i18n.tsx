import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { I18nProvider, useLingui } from "@lingui/react";
import { useCallback, useEffect, useLayoutEffect, useMemo } from "react";
import { DEFAULT_LOCALE, isLocale, isTranslatedLocale, localizePath, type Locale } from "#server/modules/i18n/locales";
import { wordMessage } from "#server/modules/validation/messages";

/**
 * The interface text of the public site (docs/decisions/0022-interface-text-catalogs.md): Lingui's runtime over the
 * compiled catalog of the page's language, which the root loader sends. Components read text with `useT()`:
 * `t("nav.home")`, `t("form.tooMany", { minutes })` (ICU MessageFormat: plurals, selects, placeholders).
 */

/** Values of a message's placeholders. */
export type MessageValues = Record<string, unknown>;
export type Translate = (id: string, values?: MessageValues) => string;

/**
 * The locale `Intl` formats numbers and dates with (docs/translations.md, "Digits"): Bangla with Bengali digits, as
 * Bangla print uses them; Arabic with Latin digits, as Saudi business sites, prices and phone numbers use them.
 */
export const INTL_LOCALES: Record<Locale, string> = { en: "en-US", bn: "bn-BD", ar: "ar-SA-u-nu-latn" };

/** A Lingui instance holding one language's compiled catalog. */
export function createI18n(locale: Locale, messages: Messages): I18n {
  return setupI18n({ locale, locales: INTL_LOCALES[locale], messages: { [locale]: messages } });
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

export { localizePath };

/** The document's Lingui instance, in the browser (one language per document). */
let browserI18n: I18n | null = null;

/** The page's message function outside React's render (a route's `clientAction`), in the browser. */
export function translateInBrowser(id: string, values?: MessageValues): string {
  return browserI18n ? browserI18n._(id, values) : id;
}

/** A layout effect in the browser (it runs before paint); nothing on the server, which renders once. */
const useBeforePaint = typeof document === "undefined" ? () => undefined : useLayoutEffect;

export function LocaleProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Messages;
  children: React.ReactNode;
}) {
  // One instance per language. The root loader sends a page only the messages it uses (app/utils/page-messages.ts): a
  // navigation to another kind of page brings its messages, added to the instance before the browser paints, and the
  // instance's "change" re-renders the text (Lingui's I18nProvider keeps its first instance's context otherwise).
  const i18n = useMemo(() => createI18n(locale, messages), [locale]); // eslint-disable-line react-hooks/exhaustive-deps
  useBeforePaint(() => {
    i18n.load(locale, messages);
  }, [i18n, locale, messages]);
  useEffect(() => {
    browserI18n = i18n;
  }, [i18n]);
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** The message function of the page's language. */
export function useT(): Translate {
  const { i18n } = useLingui();
  return useCallback((id: string, values?: MessageValues) => i18n._(id, values), [i18n]);
}

/**
 * A message a schema or an action put in a form's reply (server/modules/validation/messages.ts), in the language of
 * `t`; a sentence already worded (a refusal, the browser's own network error) as it is.
 */
export function messageText(t: Translate, text: string): string {
  return wordMessage(text, t);
}

/** `messageText` in the page's language; nothing for nothing. */
export function useMessageText(): (text: string | undefined) => string | undefined {
  const t = useT();
  return useCallback((text: string | undefined) => (text === undefined ? undefined : messageText(t, text)), [t]);
}

/** The page's language (the root loader's reading of the address, held by the LocaleProvider). */
export function useLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

/** Turns an English site path into the same page in the visitor's language. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizePath(locale, path), [locale]);
}

/** Formatters of one language, made on first use (making one loads the locale's data: docs in ui/format.tsx). */
interface Formatters {
  /** A count or amount in the page's digits: `12,345`, `১২,৩৪৫`. */
  number: (n: number) => string;
  /** A calendar date 'YYYY-MM-DD' written out: '15 November 2023', '১৫ নভেম্বর, ২০২৩'; a dash for none. */
  date: (isoDate: string | null | undefined) => string;
}

const formatters = new Map<Locale, Formatters>();

/** Numbers and calendar dates in a language (docs/translations.md, "Digits, numbers and dates"). */
export function formattersFor(locale: Locale): Formatters {
  let found = formatters.get(locale);
  if (!found) {
    let numberFormat: Intl.NumberFormat | undefined;
    let dateFormat: Intl.DateTimeFormat | undefined;
    found = {
      number: (n) => (numberFormat ??= new Intl.NumberFormat(INTL_LOCALES[locale])).format(n),
      date: (isoDate) => {
        if (!isoDate || !/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return isoDate || "—";
        // English keeps the site's day-month-year ('27 November 2026')
        dateFormat ??= new Intl.DateTimeFormat(locale === "en" ? "en-GB" : INTL_LOCALES[locale], {
          day: "numeric",
          month: "long",
          year: "numeric",
          timeZone: "UTC",
        });
        return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
      },
    };
    formatters.set(locale, found);
  }
  return found;
}

/** The page's number and date formatters. */
export function useFormat(): Formatters {
  return formattersFor(useLocale());
}
