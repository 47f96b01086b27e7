/**
 * The marks of translated content that shows its English because a translation is missing
 * (docs/decisions/0023-translated-content.md): `localize` (./translations.ts) lists such fields under FALLBACK_KEY on
 * the object that holds them; the public pages read them with `fallbackLang` for a `lang="en"` attribute, so screen
 * readers switch voice. Free of imports: the public pages' scripts use it without zod.
 */

/** The key a localised object lists its fields under that show English because their translation is missing. */
export const FALLBACK_KEY = "_untranslated";

/**
 * `"en"` when `owner[key]` (a field of localised content) shows English because its translation is missing,
 * for a `lang` attribute (`<h1 lang={fallbackLang(section, "title")}>`; a text of a list: `bullets[2]`); undefined
 * otherwise.
 */
export function fallbackLang(owner: unknown, key: string): "en" | undefined {
  if (!owner || typeof owner !== "object") return undefined;
  const list = (owner as Record<string, unknown>)[FALLBACK_KEY];
  return Array.isArray(list) && list.includes(key) ? "en" : undefined;
}

/** The fallback marks of one localised object, to carry over to a view built from it (`{ ...fallbackMarks(o) }`). */
export function fallbackMarks(owner: unknown): { [FALLBACK_KEY]?: string[] } {
  const list = owner && typeof owner === "object" ? (owner as Record<string, unknown>)[FALLBACK_KEY] : undefined;
  return Array.isArray(list) ? { [FALLBACK_KEY]: list as string[] } : {};
}

/** Drops the fallback marks of localised content (the REST API answers in today's shapes). */
export function withoutFallbackMarks<T>(value: T): T {
  return JSON.parse(JSON.stringify(value), (key, v: unknown) => (key === FALLBACK_KEY ? undefined : v)) as T;
}
