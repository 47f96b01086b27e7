import { z } from "zod";
import { TRANSLATED_LOCALES, type Locale, type TranslatedLocale } from "./locales.js";
import { FALLBACK_KEY } from "./fallback.js";

export { FALLBACK_KEY, fallbackLang, fallbackMarks, withoutFallbackMarks } from "./fallback.js";

/**
 * Translated content (docs/decisions/0023-translated-content.md). Every editable text is written in English; a
 * Bangla and an Arabic version of it live beside the English, in the same draft, version and published row:
 *
 * - a text is translatable when its zod schema (or a schema around it: a list, an object) is marked with
 *   `translatable(…)`; nothing else (slugs, links, prices, image ids) ever is;
 * - the translations of one document or row are one `Translations` value: per language, a map from the English
 *   text's path (as the editor's form names it: `sections[0].title`, `cards[2].keyFeatures[1]`) to its text;
 * - a missing or empty translation shows the English text of that one field, marked so the page can say
 *   `lang="en"` (`fallbackLang`).
 *
 * Free of server imports: the admin editors use it in the browser too.
 */

export type TextMap = Record<string, string>;
export type Translations = Partial<Record<TranslatedLocale, TextMap>>;

/**
 * The schemas marked translatable. Kept here rather than in zod's metadata: that would be printed into every JSON
 * Schema made from them (the OpenAPI document).
 */
const MARKED = new WeakSet<object>();

/** Marks a text schema (or a list / object of texts) as translatable; returns the same schema. */
export function translatable<T extends z.ZodType>(schema: T): T {
  MARKED.add(schema);
  return schema;
}

type Schema = z.core.$ZodType;
const defOf = (schema: Schema) => schema._zod.def as unknown as Record<string, unknown> & { type: string };
const marked = (schema: Schema) => MARKED.has(schema);

/** True when `schema` or one of its optional / default wrappers is marked `translatable`. */
export function isMarkedTranslatable(schema: Schema): boolean {
  let inner = schema;
  for (;;) {
    if (marked(inner)) return true;
    const def = defOf(inner);
    if (def.type === "optional" || def.type === "nullable" || def.type === "default" || def.type === "prefault")
      inner = def.innerType as Schema;
    else if (def.type === "pipe") inner = def.in as Schema;
    else return false;
  }
}

/** A path segment: an object key or a list position, in the editor's form-field notation. */
const join = (path: string, key: string | number) =>
  typeof key === "number" ? `${path}[${key}]` : path === "" ? key : `${path}.${key}`;

/**
 * Every translatable text of `value` (already parsed by `schema`) with its path, in document order. Empty
 * texts are left out (an empty optional field needs no translation).
 */
export function translatableTexts(schema: Schema, value: unknown): Array<{ path: string; text: string }> {
  const found: Array<{ path: string; text: string }> = [];
  walk(schema, value, "", false, (path, text) => {
    if (text.trim() !== "") found.push({ path, text });
  });
  return found;
}

function walk(schema: Schema, value: unknown, path: string, inherited: boolean, visit: (path: string, text: string) => void) {
  let inner = schema;
  let on = inherited || marked(inner);
  for (;;) {
    const def = defOf(inner);
    if (def.type === "optional" || def.type === "nullable" || def.type === "default" || def.type === "prefault")
      inner = def.innerType as Schema;
    else if (def.type === "pipe") inner = def.in as Schema;
    else break;
    on ||= marked(inner);
  }
  const def = defOf(inner);
  if (typeof value === "string") {
    if (on && def.type === "string") visit(path, value);
    return;
  }
  if (Array.isArray(value) && def.type === "array") {
    value.forEach((item, i) => walk(def.element as Schema, item, join(path, i), on, visit));
    return;
  }
  if (value === null || typeof value !== "object") return;
  if (def.type === "union") {
    // a discriminated union of objects: the member whose `type` literal the value names
    const member = (def.options as Schema[]).find((o) => {
      const literal = (defOf(o).shape as Record<string, Schema> | undefined)?.type;
      return literal ? (defOf(literal).values as unknown[]).includes((value as { type?: unknown }).type) : false;
    });
    if (member) walk(member, value, path, on, visit);
    return;
  }
  if (def.type === "object") {
    const shape = def.shape as Record<string, Schema>;
    for (const [key, child] of Object.entries(shape))
      walk(child, (value as Record<string, unknown>)[key], join(path, key), on, visit);
  }
}

/**
 * `value` in `locale`: each translatable text replaced by its translation, or kept in English when there is
 * none. An object holding English fallbacks lists their keys (or list keys with the position, `bullets[2]`)
 * under FALLBACK_KEY, which `fallbackLang` reads. English returns `value` unchanged.
 */
export function localize<T>(schema: Schema, value: T, translations: Translations | null | undefined, locale: Locale): T {
  if (locale === "en") return value;
  const map = translations?.[locale] ?? {};
  const copy = structuredClone(value) as unknown;
  walk(schema, value, "", false, (path, english) => {
    if (english.trim() === "") return;
    const translated = map[path]?.trim();
    if (translated) setAt(copy, path, translated);
    else markFallback(copy, path);
  });
  return copy as T;
}

const SEGMENTS = /([^.[\]]+)|\[(\d+)\]/g;

function segmentsOf(path: string): Array<string | number> {
  return [...path.matchAll(SEGMENTS)].map((m) => (m[2] !== undefined ? Number(m[2]) : m[1]!));
}

function setAt(root: unknown, path: string, text: string) {
  const segments = segmentsOf(path);
  const last = segments.pop()!;
  let node = root as Record<string | number, unknown>;
  for (const s of segments) node = node[s] as Record<string | number, unknown>;
  node[last] = text;
}

/** Records the fallback on the nearest object: `title` on a section, `bullets[2]` for a text in a list. */
function markFallback(root: unknown, path: string) {
  const segments = segmentsOf(path);
  let owner = root as Record<string, unknown>;
  let ownerAt = 0;
  let node: unknown = root;
  segments.forEach((s, i) => {
    if (i < segments.length - 1) {
      node = (node as Record<string | number, unknown>)[s];
      if (node && typeof node === "object" && !Array.isArray(node)) {
        owner = node as Record<string, unknown>;
        ownerAt = i + 1;
      }
    }
  });
  const key = segments.slice(ownerAt).reduce<string>((p, s) => join(p, s), "");
  const list = (owner[FALLBACK_KEY] as string[] | undefined) ?? [];
  owner[FALLBACK_KEY] = [...list, key];
}

export interface LanguageStatus {
  /** Translatable texts of the document that are not empty in English. */
  total: number;
  translated: number;
  /** Paths of the texts with no translation, in document order, with their English text. */
  missing: Array<{ path: string; english: string }>;
}

/** How much of `value` is translated, per translated language. */
export function translationStatus(
  schema: Schema,
  value: unknown,
  translations: Translations | null | undefined,
): Record<TranslatedLocale, LanguageStatus> {
  const texts = translatableTexts(schema, value);
  const status = {} as Record<TranslatedLocale, LanguageStatus>;
  for (const locale of TRANSLATED_LOCALES) {
    const map = translations?.[locale] ?? {};
    const missing = texts.filter((t) => !map[t.path]?.trim()).map((t) => ({ path: t.path, english: t.text }));
    status[locale] = { total: texts.length, translated: texts.length - missing.length, missing };
  }
  return status;
}

/**
 * The status of several translated values together (a page of editors: a form's name and its fields, every job):
 * totals added, missing texts kept in order with their `path` as each value names it.
 */
export function combinedStatus(
  parts: ReadonlyArray<Record<TranslatedLocale, LanguageStatus>>,
): Record<TranslatedLocale, LanguageStatus> {
  const status = {} as Record<TranslatedLocale, LanguageStatus>;
  for (const locale of TRANSLATED_LOCALES) {
    status[locale] = {
      total: parts.reduce((n, p) => n + p[locale].total, 0),
      translated: parts.reduce((n, p) => n + p[locale].translated, 0),
      missing: parts.flatMap((p) => p[locale].missing),
    };
  }
  return status;
}

/**
 * Keeps only the translations of texts `value` has (non-empty, translatable), trimmed, without empty ones: what
 * is stored with a document, so a removed field leaves no translation behind.
 */
export function pruneTranslations(schema: Schema, value: unknown, translations: Translations | null | undefined): Translations {
  const paths = new Set(translatableTexts(schema, value).map((t) => t.path));
  const kept: Translations = {};
  for (const locale of TRANSLATED_LOCALES) {
    const entries = Object.entries(translations?.[locale] ?? {})
      .map(([path, text]) => [path, text.trim()] as const)
      .filter(([path, text]) => text !== "" && paths.has(path));
    if (entries.length > 0) kept[locale] = Object.fromEntries(entries);
  }
  return kept;
}

/** Per language, a map of path → text: what a writer sends and what the database keeps (size-capped). */
export const translationsSchema = z
  .object(
    Object.fromEntries(
      TRANSLATED_LOCALES.map((l) => [
        l,
        z
          .record(
            z
              .string()
              .max(300)
              .regex(/^[A-Za-z0-9_.[\]]+$/),
            z.string().max(10_000),
          )
          .refine((m) => Object.keys(m).length <= 5_000, "Too many translations.")
          .optional(),
      ]),
    ) as unknown as Record<TranslatedLocale, z.ZodOptional<z.ZodType<TextMap>>>,
  )
  .strict();

/** The name of a translation's input in an editor form: `i18n.bn.sections[0].title`. */
export const translationInputName = (locale: TranslatedLocale, path: string) => `i18n.${locale}.${path}`;

/** The id of that input, also the fragment the translation status page links to: `i18n-bn-sections-0-title`. */
export const translationInputId = (locale: TranslatedLocale, path: string) =>
  `i18n-${locale}-${path.replace(/[^A-Za-z0-9]+/g, "-").replace(/-+$/, "")}`;

/** The translations an editor form sends (its `i18n.<locale>.<path>` inputs), or null when they do not parse. */
export function translationsFromForm(formData: FormData): Translations | null {
  const raw: Record<string, TextMap> = {};
  for (const [name, value] of formData) {
    const match = /^i18n\.([a-z]{2})\.(.+)$/.exec(name);
    if (!match || typeof value !== "string") continue;
    (raw[match[1]!] ??= {})[match[2]!] = value;
  }
  const parsed = translationsSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** Bangla and Arabic differ from `a` to `b` (after pruning): which languages changed, for a version's summary. */
export function changedLanguages(a: Translations | null | undefined, b: Translations | null | undefined): TranslatedLocale[] {
  return TRANSLATED_LOCALES.filter((l) => JSON.stringify(sorted(a?.[l])) !== JSON.stringify(sorted(b?.[l])));
}

const sorted = (m: TextMap | undefined) => Object.entries(m ?? {}).sort(([x], [y]) => (x < y ? -1 : 1));
