import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { CatalogFormatter } from "@lingui/conf";
import { parse, type Token } from "@messageformat/parser";
import { describe, expect, it } from "vitest";
import { FORM_PAGES } from "../../app/components/forms/form-pages.js";
import linguiConfig from "../../lingui.config.js";
import { LOCALES, TRANSLATED_LOCALES } from "../../server/modules/i18n/locales.js";

/**
 * The interface-text catalogs (app/locales/*.po, docs/translations.md): every language has exactly the English ids,
 * every message is valid ICU MessageFormat with the same placeholders as the English one, and every id the code
 * names exists (and every id exists because the code names it).
 */

const localesDir = path.resolve("app/locales");
if (!linguiConfig.format || typeof linguiConfig.format === "string") throw new Error("lingui.config.ts names its formatter");
const format: CatalogFormatter = linguiConfig.format;

async function catalog(locale: string): Promise<Record<string, string>> {
  const filename = path.join(localesDir, `${locale}.po`);
  const parsed = await format.parse(readFileSync(filename, "utf8"), { locale, sourceLocale: "en", filename });
  return Object.fromEntries(Object.entries(parsed).map(([id, entry]) => [id, entry.translation ?? ""]));
}

/** The names of a message's arguments, with the plural and select cases each carries. */
function argumentsOf(tokens: Token[], into = new Set<string>()): Set<string> {
  for (const token of tokens) {
    if (token.type === "argument" || token.type === "function") into.add(token.arg);
    if (token.type === "plural" || token.type === "select" || token.type === "selectordinal") {
      into.add(`${token.type}:${token.arg}`);
      for (const c of token.cases) argumentsOf(c.tokens, into);
    }
  }
  return into;
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(tsx?|mjs)$/.test(e.name) && !/\.test\./.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));

describe("interface-text catalogs", async () => {
  const catalogs = Object.fromEntries(await Promise.all(LOCALES.map(async (l) => [l, await catalog(l)] as const)));
  const english = catalogs.en!;

  it("exist for every language of the site, and nothing else", () => {
    expect(readdirSync(localesDir).sort()).toEqual(LOCALES.map((l) => `${l}.po`).sort());
  });

  it.each(TRANSLATED_LOCALES)("%s has exactly the English ids, each translated", (locale) => {
    const translated = catalogs[locale]!;
    expect(
      Object.keys(translated).filter((id) => !(id in english)),
      "ids English does not have",
    ).toEqual([]);
    expect(
      Object.keys(english).filter((id) => !(id in translated)),
      "ids missing",
    ).toEqual([]);
    expect(
      Object.keys(translated).filter((id) => translated[id]!.trim() === ""),
      "empty translations",
    ).toEqual([]);
  });

  it.each(LOCALES)("%s: every message is ICU MessageFormat with the English message's placeholders", (locale) => {
    const differing: string[] = [];
    for (const [id, message] of Object.entries(catalogs[locale]!)) {
      const mine = [...argumentsOf(parse(message))].sort();
      const theirs = [...argumentsOf(parse(english[id] ?? ""))].sort();
      if (JSON.stringify(mine) !== JSON.stringify(theirs)) differing.push(`${id}: ${mine.join(",")} ≠ ${theirs.join(",")}`);
    }
    expect(differing).toEqual([]);
  });

  it("checks what it claims: a changed placeholder is caught", () => {
    expect([...argumentsOf(parse("{count, plural, one {# job} other {# jobs}} in {place}"))].sort()).toEqual([
      "place",
      "plural:count",
    ]);
    expect([...argumentsOf(parse("{n} কাজ"))]).not.toEqual([...argumentsOf(parse("{count} jobs"))]);
  });

  // the site's code, and the server modules whose schemas name messages (server/modules/validation/messages.ts)
  const code = [...sourceFiles(path.resolve("app")), ...sourceFiles(path.resolve("server/modules"))]
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");

  it('has every id the code names literally (t("…"), a schema\'s message("…") and ref("…"))', () => {
    const named = new Set(
      [...code.matchAll(/\b(?:t|message|ref|translateInBrowser)\(\s*"([a-z][\w-]*(?:\.[\w-]+)+)"/g)].map((m) => m[1]!),
    );
    expect([...named].filter((id) => !(id in english))).toEqual([]);
    expect(named.size).toBeGreaterThan(20);
  });

  it("has every id the form pages build from their prefix", () => {
    const leaves = (value: unknown): string[] =>
      typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(leaves) : [];
    const ids = FORM_PAGES.flatMap(({ form: _form, heroIndex: _hero, path: _path, ...texts }) => leaves(texts));
    expect(ids.length).toBeGreaterThan(2 * 20);
    expect(ids.filter((id) => !(id in english))).toEqual([]);
  });

  it("has no id the code never names (literally, or as a prefix it completes: t(`country.${…}`), `agentForm.${…}`)", () => {
    const unused = Object.keys(english).filter((id) => {
      if (code.includes(`"${id}"`)) return false;
      // every prefix of the id that ends at a dot: `agentForm.hero.title` is completed from `agentForm.` too
      const prefixes = [...id.matchAll(/\./g)].map((dot) => id.slice(0, dot.index + 1));
      return !prefixes.some((prefix) => code.includes(`\`${prefix}\${`));
    });
    expect(unused).toEqual([]);
  });
});
