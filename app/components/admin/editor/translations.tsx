import { Link, useLocation } from "@remix-run/react";
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { LOCALE_NAMES, LOCALES, TRANSLATED_LOCALES, type Locale, type TranslatedLocale } from "#server/modules/i18n/locales.js";
import {
  translationInputId,
  translationInputName,
  type LanguageStatus,
  type Translations,
} from "#server/modules/i18n/translations.js";
import { cx, focusRing, hintText, inputBase, labelBase } from "~/components/ui/styles";

/**
 * The Bangla and Arabic of an editor's texts (server/modules/i18n/translations.ts). The English form stays as
 * it is; with Bangla or Arabic chosen in the language switch, a box for that language opens under each
 * translatable English text. Every box of every language is in the form (the others hidden), so one Save
 * draft or Publish sends all three languages.
 */

/** In English words: the admin area stays in English. */
export const LANGUAGE_NAMES: Record<TranslatedLocale, string> = { bn: "Bangla", ar: "Arabic" };

interface TranslationState {
  locale: Locale;
  translations: Translations;
  /** Told when a translation box changes (the editor's unsaved-changes prompt). */
  onChange(): void;
  /**
   * Put before the boxes' ids where a page holds two editors of the same texts (the field builder's add form
   * beside a field being edited); the translation status page links to the editor without one.
   */
  idPrefix?: string;
}

const TranslationContext = createContext<TranslationState | null>(null);

export function TranslationProvider({ value, children }: { value: TranslationState; children: ReactNode }) {
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

/** The language the editor shows: `?lang=bn|ar` (also what the translation status page links to), else English. */
export function initialEditorLocale(search: string): Locale {
  const lang = new URLSearchParams(search).get("lang");
  return (LOCALES as readonly string[]).includes(lang ?? "") ? (lang as Locale) : "en";
}

/** The language an editor shows, first as its address names it (`?lang=`), then as its language switch sets it. */
export function useEditorLanguage() {
  const { search } = useLocation();
  const state = useState<Locale>(() => initialEditorLocale(search));
  const [, setLocale] = state;
  // a link within the page (a field's "Bangla: 1 missing") names the language to open in
  useEffect(() => {
    if (new URLSearchParams(search).has("lang")) setLocale(initialEditorLocale(search));
  }, [search, setLocale]);
  return state;
}

/** In English words, every language of the site (the admin area stays in English). */
export const EDITOR_LANGUAGE_NAMES: Record<Locale, string> = { en: "English", ...LANGUAGE_NAMES };

/**
 * Opens the field the address names (`#i18n-bn-…`, a link of the translation status page): the closed sections
 * around it open and it takes the focus.
 */
export function useLinkedFieldShown() {
  const { hash, search } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (!target) return;
    for (let el = target.parentElement; el; el = el.parentElement) if (el instanceof HTMLDetailsElement) el.open = true;
    target.scrollIntoView({ block: "center" });
    target.focus();
  }, [hash, search]);
}

/** The current address with `?lang=` set (its other query parameters kept: a form page's tab, the job edited). */
function withLanguage(search: string, locale: Locale): string {
  const params = new URLSearchParams(search);
  params.set("lang", locale);
  return `?${params}`;
}

/**
 * English | বাংলা | العربية: links (they work without JavaScript: the editor opens in that language), switched in
 * place with JavaScript so nothing typed is lost. Each names how many texts still lack a translation.
 */
export function LanguageSwitch({
  locale,
  onSwitch,
  status,
}: {
  locale: Locale;
  onSwitch(locale: Locale): void;
  status: Record<TranslatedLocale, LanguageStatus> | null;
}) {
  const { search } = useLocation();
  return (
    <nav aria-label="Language of the texts you edit" className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-medium text-slate-700 dark:text-slate-300">Edit the texts in:</span>
      <ul className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
        {LOCALES.map((l) => {
          const missing = l === "en" || !status ? 0 : status[l].total - status[l].translated;
          return (
            <li key={l}>
              <a
                href={withLanguage(search, l)}
                lang={l}
                aria-current={l === locale ? "true" : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  onSwitch(l);
                  const url = new URL(window.location.href);
                  url.searchParams.set("lang", l);
                  url.hash = "";
                  window.history.replaceState(window.history.state, "", url);
                }}
                className={cx(
                  focusRing,
                  "inline-flex min-h-9 items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium",
                  l === locale
                    ? "bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white"
                    : "text-slate-700 hover:bg-white/70 dark:text-slate-300 dark:hover:bg-slate-900",
                )}
              >
                {LOCALE_NAMES[l]}
                {missing > 0 ? (
                  <span
                    lang="en"
                    className="rounded-full bg-amber-100 px-1.5 text-xs font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100"
                  >
                    {missing} missing
                  </span>
                ) : null}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The Bangla and Arabic boxes of one English text (`path`: its form field name). Only the chosen language's box
 * shows; an empty one says the site shows the English there.
 */
export function TranslationInputs({ path, label, multiline }: { path: string; label: string; multiline: boolean }) {
  const state = useContext(TranslationContext);
  if (!state) return null;
  return (
    <>
      {TRANSLATED_LOCALES.map((locale) => (
        <TranslationInput
          key={locale}
          locale={locale}
          path={path}
          label={label}
          multiline={multiline}
          hidden={state.locale !== locale}
          initial={state.translations[locale]?.[path] ?? ""}
          onChange={state.onChange}
          idPrefix={state.idPrefix ?? ""}
        />
      ))}
    </>
  );
}

function TranslationInput({
  locale,
  path,
  label,
  multiline,
  hidden,
  initial,
  onChange,
  idPrefix,
}: {
  locale: TranslatedLocale;
  path: string;
  label: string;
  multiline: boolean;
  hidden: boolean;
  initial: string;
  onChange(): void;
  idPrefix: string;
}) {
  const [empty, setEmpty] = useState(initial.trim() === "");
  const id = `${idPrefix}${translationInputId(locale, path)}`;
  const props = {
    id,
    name: translationInputName(locale, path),
    defaultValue: initial,
    lang: locale,
    dir: locale === "ar" ? "rtl" : "ltr",
    "aria-describedby": empty ? `${id}-of ${id}-missing` : `${id}-of`,
    className: cx(inputBase, "mt-1"),
    onChange: (event: { currentTarget: { value: string } }) => {
      setEmpty(event.currentTarget.value.trim() === "");
      onChange();
    },
  };
  return (
    <div
      hidden={hidden}
      data-translation={locale}
      className="mt-2 rounded-md border-s-4 border-sky-400 bg-sky-50/60 p-2 dark:border-sky-600 dark:bg-sky-950/40"
    >
      {/* named by its language only (the English label is right above): a search for the English label finds
          the English box alone */}
      <label htmlFor={id} className={labelBase}>
        {LANGUAGE_NAMES[locale]} <span lang={locale}>({LOCALE_NAMES[locale]})</span>
      </label>
      <span id={`${id}-of`} className="sr-only">
        Translation of “{label}”
      </span>
      {multiline ? <textarea rows={3} {...props} /> : <input type="text" {...props} />}
      {empty ? (
        <p id={`${id}-missing`} className={cx(hintText, "font-medium text-amber-800 dark:text-amber-300")}>
          Not translated yet: the {LANGUAGE_NAMES[locale]} site shows the English text here.
        </p>
      ) : null}
    </div>
  );
}

/**
 * One record's translations at a glance in a list (a job, a form field): per language, "translated" or how many of
 * its texts are missing, a link to its editor open in that language.
 */
export function MissingTranslations({
  status,
  hrefFor,
  className,
}: {
  status: Record<TranslatedLocale, LanguageStatus>;
  hrefFor(locale: TranslatedLocale): string;
  className?: string;
}) {
  return (
    <span className={cx("inline-flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-400", className)}>
      {TRANSLATED_LOCALES.map((l) => {
        const missing = status[l].total - status[l].translated;
        return missing === 0 ? (
          <span key={l}>{LANGUAGE_NAMES[l]} translated</span>
        ) : (
          <Link
            key={l}
            to={hrefFor(l)}
            preventScrollReset
            className={cx(focusRing, "rounded font-medium text-amber-800 underline dark:text-amber-300")}
          >
            {LANGUAGE_NAMES[l]}: {missing} missing
          </Link>
        );
      })}
    </span>
  );
}
