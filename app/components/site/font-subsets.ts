import { LOCALE_NAMES, type TranslatedLocale } from "#server/modules/i18n/locales";

/**
 * The self-hosted fonts of the Bangla and Arabic pages, cut from the Noto Sans faces of @fontsource by
 * scripts/subset-fonts.ts into app/fonts/ (docs/translations.md, "Fonts"). Each keeps only the characters its
 * language is written with, and the `unicode-range` of its @font-face says exactly those, so a character outside them
 * (a Persian letter, a Vedic sign) is drawn by the device's own font rather than by a face that lacks it.
 */

/** Inclusive ranges of code points. */
export type CodeRanges = ReadonlyArray<readonly [number, number]>;

export const PAGE_FONTS: Record<TranslatedLocale, { family: string; source: string; ranges: CodeRanges }> = {
  bn: {
    family: "Noto Sans Bengali",
    source: "@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2",
    ranges: [
      // the Bengali block as Bangla is written today: no Sanskrit vocalic ৠ ৡ, Assamese letters, fractions or Vedic
      // signs (each kilobyte counts: issue 31's budget is 40 KiB for the whole page)
      [0x0981, 0x09df],
      [0x09e6, 0x09ef], // digits
      [0x09f3, 0x09f3], // the taka sign
      [0x0964, 0x0965], // danda, double danda
      [0x200c, 0x200d], // zero-width non-joiner and joiner, which steer conjuncts
      [0x25cc, 0x25cc], // the dotted circle a lone vowel sign is drawn on
    ],
  },
  ar: {
    family: "Noto Sans Arabic",
    source: "@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2",
    ranges: [
      [0x060c, 0x060c], // comma
      [0x061b, 0x061b], // semicolon
      [0x061f, 0x063a], // question mark, hamza and the letters
      [0x0640, 0x0655], // tatweel, the letters, harakat
      [0x0660, 0x066d], // Arabic-Indic digits, percent and number separators
      [0x0670, 0x0671], // superscript alef, alef wasla
      // the letters Gulf Arabic borrows for foreign names (ڤيلا, گ…) and a Persian keyboard types (ی, ک)
      [0x067e, 0x067e],
      [0x0686, 0x0686],
      [0x0698, 0x0698],
      [0x06a4, 0x06a4],
      [0x06a9, 0x06a9],
      [0x06af, 0x06af],
      [0x06cc, 0x06cc],
      [0x200c, 0x200f], // joiners and direction marks
    ],
  },
};

/**
 * The language switcher's own names of the languages (বাংলা, العربية), on every page whatever its language: a face
 * of just their letters per script, a few hundred bytes to 3 KiB, fetched only where the device has no such font.
 */
export const NAME_FONTS: Record<TranslatedLocale, { family: string; source: string; text: string }> = {
  bn: { family: PAGE_FONTS.bn.family, source: PAGE_FONTS.bn.source, text: LOCALE_NAMES.bn },
  ar: { family: PAGE_FONTS.ar.family, source: PAGE_FONTS.ar.source, text: LOCALE_NAMES.ar },
};

/** The font family the switcher's names are set in (its faces: the two name fonts, then the page's own fonts). */
export const NAMES_FAMILY = "Language Names";

const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, "0");

/** A CSS `unicode-range` of code point ranges: `U+0980-09FE, U+0964-0965`. */
export function unicodeRange(ranges: CodeRanges): string {
  return ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(", ");
}

/** The code points of a text, each as a range of one. */
export function rangesOfText(text: string): CodeRanges {
  return [...new Set([...text].map((c) => c.codePointAt(0)!))].sort((a, b) => a - b).map((c) => [c, c] as const);
}

/** Every character of `ranges`, as a text (what the subsetter keeps). */
export function textOfRanges(ranges: CodeRanges): string {
  return ranges.map(([a, b]) => String.fromCodePoint(...Array.from({ length: b - a + 1 }, (_, i) => a + i))).join("");
}
