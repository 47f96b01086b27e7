import pageBn from "~/fonts/page-bn.woff2?url";
import pageAr from "~/fonts/page-ar.woff2?url";
import nameBn from "~/fonts/name-bn.woff2?no-inline";
import nameAr from "~/fonts/name-ar.woff2?no-inline";
import { isTranslatedLocale, TRANSLATED_LOCALES, type Locale, type TranslatedLocale } from "#server/modules/i18n/locales";
import { NAME_FONTS, NAMES_FAMILY, PAGE_FONTS, rangesOfText, unicodeRange } from "./font-subsets";

/**
 * The self-hosted fonts (docs/translations.md, "Fonts"), cut by scripts/subset-fonts.ts.
 *
 * A Bangla or Arabic page declares Noto Sans in its script: that script's letters only, one file serving every weight
 * (bold is synthesised, which keeps a page to one download), declared only on that language's pages so an English page
 * never fetches it. A font already on the device (most Android phones carry both) is used instead of the download;
 * `swap` paints text at once in a fallback face, and the preload starts the download with the document.
 *
 * Every page also declares the language switcher's names (বাংলা, العربية) in a face of just their letters, so they
 * never show as empty boxes on a device without those scripts: 1 and 3 KiB, fetched only when the device lacks the
 * font, and on a Bangla or Arabic page the page's own font serves its own name.
 */
const PAGE_URLS: Record<TranslatedLocale, string> = { bn: pageBn, ar: pageAr };
const NAME_URLS: Record<TranslatedLocale, string> = { bn: nameBn, ar: nameAr };

/** `local()` sources of a Noto family: its full name and its PostScript name. */
const local = (family: string) => `local("${family}"),local("${family.replaceAll(" ", "")}-Regular")`;

function face(family: string, src: string, range: string, display: "swap" | "block") {
  return `@font-face{font-family:"${family}";font-style:normal;font-weight:100 900;font-display:${display};src:${src};unicode-range:${range}}`;
}

/** The @font-face of a language's page font (its letters only, `swap`, a copy on the device used first). */
function pageFace(locale: TranslatedLocale): string {
  const { family, ranges } = PAGE_FONTS[locale];
  return face(family, `${local(family)},url(${PAGE_URLS[locale]}) format("woff2")`, unicodeRange(ranges), "swap");
}

/**
 * The page fonts of a page: its own language's, preloaded; and the other translated languages' faces without a
 * preload, so a sentence in another language (the offer to switch, app/components/site/language-switcher.tsx) is drawn
 * by its font on a device without one instead of as boxes. A face is downloaded only when a letter of its
 * `unicode-range` is shown, so an English page with no such sentence fetches none; the file is the one that
 * language's pages use, so a visitor who switches has it already.
 */
export function LanguageFonts({ locale }: { locale: Locale }) {
  const css = TRANSLATED_LOCALES.map(pageFace).join("");
  return (
    <>
      {isTranslatedLocale(locale) ? (
        <link rel="preload" as="font" type="font/woff2" href={PAGE_URLS[locale]} crossOrigin="anonymous" />
      ) : null}
      <style dangerouslySetInnerHTML={{ __html: css }} />
    </>
  );
}

/**
 * The faces of the language switcher's names (`.language-name`). `block`: the few letters wait for their font (a
 * kilobyte or three) rather than flash as boxes.
 */
export function languageNamesCss(page: Locale): string {
  const faces = TRANSLATED_LOCALES.map((locale) => {
    const { family, text } = NAME_FONTS[locale];
    const url = locale === page ? PAGE_URLS[locale] : NAME_URLS[locale];
    return face(NAMES_FAMILY, `${local(family)},url(${url}) format("woff2")`, unicodeRange(rangesOfText(text)), "block");
  });
  return `${faces.join("")}.language-name{font-family:"${NAMES_FAMILY}",var(--font-sans)}`;
}

export function LanguageNamesFont({ locale }: { locale: Locale }) {
  return <style dangerouslySetInnerHTML={{ __html: languageNamesCss(locale) }} />;
}
