import type { Messages } from "@lingui/core";
import { useLocation, useRouteLoaderData } from "@remix-run/react";
import { clsx } from "clsx";
import { useEffect, useState } from "react";
import { CHANGE_COUNTRY_PARAM } from "#server/modules/content/country.js";
import {
  LOCALE_NAMES,
  LOCALES,
  localeDirection,
  TRANSLATED_LOCALES,
  type Locale,
  type TranslatedLocale,
} from "#server/modules/i18n/locales";
import { createI18n, localizePath, pathWithoutLocale, useLocale, useT } from "~/utils/i18n";
import { Icon, UI_ICONS } from "./icons";

/** The same page and query in another language (the no-JS country chooser's parameter left out). */
export function useAlternateHref(): (locale: Locale) => string {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.delete(CHANGE_COUNTRY_PARAM);
  const search = params.toString();
  const path = pathWithoutLocale(location.pathname);
  return (locale) => `${localizePath(locale, path)}${search ? `?${search}` : ""}`;
}

/**
 * The language switcher of the header, the phone menu and the footer: plain links to the same page in each language
 * (a full page load, with or without JavaScript), each language named in itself and marked with its own `lang`, the
 * current one `aria-current`. The desktop header, short of room, lists only the other languages.
 */
export function LanguageSwitcher({ variant = "bar" }: { variant?: "bar" | "menu" | "footer" }) {
  const t = useT();
  const current = useLocale();
  const hrefIn = useAlternateHref();
  return (
    <nav aria-label={t("language.label")} className={variant === "menu" ? "w-full" : undefined}>
      <ul className={clsx("flex items-center", variant === "menu" ? "gap-2" : "gap-1")}>
        {variant === "footer" ? null : (
          <li aria-hidden="true" className="text-slate-300">
            <Icon path={UI_ICONS.language} className="size-4" />
          </li>
        )}
        {LOCALES.filter((locale) => variant !== "bar" || locale !== current).map((locale) => (
          <li key={locale} className={variant === "menu" ? "flex-1" : undefined}>
            <a
              href={hrefIn(locale)}
              hrefLang={locale}
              lang={locale}
              dir={localeDirection(locale)}
              aria-current={locale === current ? "true" : undefined}
              className={clsx(
                // language-name: a face of the names' own letters (language-font.tsx), for devices without the script
                "language-name inline-flex min-h-11 items-center justify-center rounded-md px-2 text-sm font-medium whitespace-nowrap xl:min-h-9",
                variant === "menu" && "w-full border border-white/15 text-base",
                locale === current ? "bg-white/10 text-accent-300" : "text-slate-100 hover:bg-white/10 hover:text-white",
              )}
            >
              {LOCALE_NAMES[locale]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The suggestion's words in the language it suggests. */
export interface LanguageSuggestionText {
  text: string;
  action: string;
  dismiss: string;
}

/** The suggestion in each language other than the page's (read from that language's catalog, on the server). */
export function suggestionsFor(
  current: Locale,
  catalogs: Record<Locale, Messages>,
): Partial<Record<Locale, LanguageSuggestionText>> {
  const out: Partial<Record<Locale, LanguageSuggestionText>> = {};
  for (const locale of TRANSLATED_LOCALES) {
    if (locale === current) continue;
    const i18n = createI18n(locale, catalogs[locale]);
    out[locale] = {
      text: i18n._("language.suggest"),
      action: i18n._("language.suggestAction"),
      dismiss: i18n._("language.suggestDismiss"),
    };
  }
  return out;
}

const DISMISSED_KEY = "language-suggestion-dismissed";

/** The visitor's first preferred language among the site's translated ones, if it is not the page's. */
function preferredOther(current: Locale): TranslatedLocale | null {
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.toLowerCase().split("-")[0];
    if (base === current) return null;
    const found = TRANSLATED_LOCALES.find((l) => l === base);
    if (found) return found;
  }
  return null;
}

/**
 * A first-time visitor whose browser prefers Bangla or Arabic gets a small offer to switch, in that language; nothing
 * redirects (search engines and shared links see what the address says). Dismissing it, or following it, is
 * remembered in this browser.
 */
export function LanguageSuggestion() {
  const root = useRouteLoaderData<{ suggestions: Partial<Record<Locale, LanguageSuggestionText>> }>("root");
  const current = useLocale();
  const hrefIn = useAlternateHref();
  const [offer, setOffer] = useState<TranslatedLocale | null>(null);

  useEffect(() => {
    try {
      if (localStorage.getItem(DISMISSED_KEY)) return;
    } catch {
      return; // no storage: the offer could not be dismissed for good, so it is not made
    }
    setOffer(preferredOther(current));
  }, [current]);

  const words = offer ? root?.suggestions[offer] : undefined;
  if (!offer || !words) return null;
  const remember = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, "1");
    } catch {
      // nothing to remember it in
    }
  };
  return (
    <aside
      lang={offer}
      dir={localeDirection(offer)}
      aria-label={LOCALE_NAMES[offer]}
      className="fixed inset-x-3 bottom-3 z-[60] mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-xl bg-brand-900 p-4 text-sm text-white shadow-2xl ring-1 ring-white/15"
    >
      <p className="min-w-0 flex-1">{words.text}</p>
      <a
        href={hrefIn(offer)}
        hrefLang={offer}
        onClick={remember}
        className="rounded-md bg-accent-500 px-3 py-2 font-semibold text-brand-900 hover:bg-accent-400"
      >
        {words.action}
      </a>
      <button
        type="button"
        onClick={() => {
          remember();
          setOffer(null);
        }}
        className="rounded-md px-3 py-2 font-medium text-slate-200 hover:bg-white/10"
      >
        {words.dismiss}
      </button>
    </aside>
  );
}
