import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import subsetFont from "subset-font";
import { describe, expect, it } from "vitest";
import { NAME_FONTS, PAGE_FONTS, rangesOfText, textOfRanges, unicodeRange } from "../../app/components/site/font-subsets.js";
import { languageNamesCss } from "../../app/components/site/language-font.js";
import { LOCALE_NAMES, TRANSLATED_LOCALES } from "../../server/modules/i18n/locales.js";

/**
 * The Bangla and Arabic fonts (docs/translations.md, "Fonts"): small enough for issue 31's budget (a Bangla or Arabic
 * page at most 40 KiB over the English one), cut from the current @fontsource files, and the switcher's names
 * drawable on every page.
 */

const require = createRequire(import.meta.url);
const KiB = 1024;
const committed = (file: string) => readFileSync(`app/fonts/${file}`);

describe("fonts", () => {
  it.each(TRANSLATED_LOCALES)("%s: the page font stays under 40 KiB, the names font under 4 KiB", (locale) => {
    expect(committed(`page-${locale}.woff2`).length).toBeLessThanOrEqual(40 * KiB);
    expect(committed(`name-${locale}.woff2`).length).toBeLessThanOrEqual(4 * KiB);
  });

  it.each(TRANSLATED_LOCALES)("%s: the committed fonts are what scripts/subset-fonts.ts cuts today", async (locale) => {
    const source = (file: string) => readFileSync(require.resolve(file));
    const page = await subsetFont(source(PAGE_FONTS[locale].source), textOfRanges(PAGE_FONTS[locale].ranges), {
      targetFormat: "woff2",
    });
    const name = await subsetFont(source(NAME_FONTS[locale].source), NAME_FONTS[locale].text, { targetFormat: "woff2" });
    expect(page.equals(committed(`page-${locale}.woff2`)), `page-${locale}.woff2: run npx tsx scripts/subset-fonts.ts`).toBe(
      true,
    );
    expect(name.equals(committed(`name-${locale}.woff2`)), `name-${locale}.woff2: run npx tsx scripts/subset-fonts.ts`).toBe(
      true,
    );
  });

  it("declares the switcher's names on every page, each letter of বাংলা and العربية in a face that has it", () => {
    expect(unicodeRange(rangesOfText(LOCALE_NAMES.bn))).toBe("U+0982, U+09AC, U+09B2, U+09BE");
    expect(
      unicodeRange([
        [0x0980, 0x09fe],
        [0x25cc, 0x25cc],
      ]),
    ).toBe("U+0980-09FE, U+25CC");
    const english = languageNamesCss("en");
    for (const locale of TRANSLATED_LOCALES) {
      const range = unicodeRange(rangesOfText(LOCALE_NAMES[locale]));
      expect(english).toMatch(
        new RegExp(`name-${locale}[^)]*\\) format\\("woff2"\\);unicode-range:${range.replace(/\+/g, "\\+")}`),
      );
    }
    expect(english).toContain('.language-name{font-family:"Language Names"');
    // a Bangla page draws its own name with the page's font, which it loads anyway
    expect(languageNamesCss("bn")).toMatch(/page-bn[^)]*\) format\("woff2"\);unicode-range:U\+0982/);
  });

  it("keeps each page font's letters, and the Arabic one only the letters Arabic is written with", () => {
    const arabic = textOfRanges(PAGE_FONTS.ar.ranges);
    for (const letter of "العربية ڤيلا ؟،") if (letter !== " ") expect(arabic).toContain(letter);
    expect(arabic).not.toContain("\u06c1"); // Urdu heh goal
    expect(textOfRanges(PAGE_FONTS.bn.ranges)).toContain("ক্ষ"[0]);
  });
});
