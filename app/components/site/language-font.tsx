import bengali from "@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2?url";
import arabic from "@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2?url";
import type { TranslatedLocale } from "#server/modules/i18n/locales";

/**
 * The self-hosted font of a Bangla or Arabic page (docs/translations.md, "Fonts"): Noto Sans in that script's subset
 * only, one file serving every weight (bold is synthesised, which keeps a page to one download), declared only on that
 * language's pages so an English page never fetches it (the language switcher's "বাংলা" and "العربية" use whatever
 * the device has). A font already on the device (most Android phones carry both) is used instead of the download;
 * `swap` paints text at once in a fallback face, and the preload starts the download with the document.
 */
const FONTS: Record<TranslatedLocale, { family: string; url: string; unicodeRange: string }> = {
  bn: {
    family: "Noto Sans Bengali",
    url: bengali,
    unicodeRange: "U+0951-0952, U+0964-0965, U+0980-09FE, U+1CD0-1CF9, U+200C-200D, U+20B9, U+25CC",
  },
  ar: {
    family: "Noto Sans Arabic",
    url: arabic,
    unicodeRange: "U+0600-06FF, U+0750-077F, U+0870-08FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FEFC",
  },
};

export function LanguageFont({ locale }: { locale: TranslatedLocale }) {
  const { family, url, unicodeRange } = FONTS[locale];
  const face = `@font-face{font-family:"${family}";font-style:normal;font-weight:100 900;font-display:swap;src:local("${family}"),url(${url}) format("woff2");unicode-range:${unicodeRange}}`;
  return (
    <>
      <link rel="preload" as="font" type="font/woff2" href={url} crossOrigin="anonymous" />
      <style dangerouslySetInnerHTML={{ __html: face }} />
    </>
  );
}
