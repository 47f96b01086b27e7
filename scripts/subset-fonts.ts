/**
 * Cuts the Bangla and Arabic fonts of the public site (app/fonts/) from the @fontsource Noto Sans faces:
 *
 *   npx tsx scripts/subset-fonts.ts
 *
 * - the page fonts keep the characters of app/components/site/font-subsets.ts (PAGE_FONTS), every OpenType feature
 *   (conjuncts, joining forms, marks) that reaches them, and only the regular weight (bold is synthesised);
 * - the name fonts keep only the letters of "বাংলা" and "العربية", for the language switcher on every page.
 *
 * Run it after changing those characters or upgrading @fontsource; the output is committed.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";
import { NAME_FONTS, PAGE_FONTS, textOfRanges } from "../app/components/site/font-subsets.js";
import { TRANSLATED_LOCALES } from "../server/modules/i18n/locales.js";

const require = createRequire(import.meta.url);
const out = path.resolve("app/fonts");
const KiB = 1024;

async function cut(source: string, text: string, file: string) {
  const original = readFileSync(require.resolve(source));
  const subset = await subsetFont(original, text, { targetFormat: "woff2" });
  writeFileSync(path.join(out, file), subset);
  console.log(`${file}: ${(subset.length / KiB).toFixed(1)} KiB (from ${(original.length / KiB).toFixed(1)} KiB)`);
}

for (const locale of TRANSLATED_LOCALES) {
  await cut(PAGE_FONTS[locale].source, textOfRanges(PAGE_FONTS[locale].ranges), `page-${locale}.woff2`);
  await cut(NAME_FONTS[locale].source, NAME_FONTS[locale].text, `name-${locale}.woff2`);
}
