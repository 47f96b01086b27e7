/**
 * The words that name a page section to a reader, wherever the admin area lists sections (the page editors, the
 * History's changes, the summaries of published versions): its heading, else its small heading, else its first
 * entries ("16+ Years in construction · 340+ Projects delivered"). Empty only for a section with no text at all.
 * Free of server imports: the editors use it in the browser.
 */

const MAX = 70;

const str = (value: unknown) => (typeof value === "string" ? value.trim() : "");
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** What one entry of a section's list says first: a figure with its label, a card's title, a person's name. */
function entryWords(entry: unknown): string {
  if (!isObject(entry)) return str(entry);
  const figure = [str(entry.value), str(entry.label)].filter(Boolean).join(" ");
  return figure || str(entry.title) || str(entry.name) || str(entry.question);
}

const shortened = (text: string) => (text.length > MAX ? `${text.slice(0, MAX - 1).trimEnd()}…` : text);

export function sectionTitleOf(section: unknown): string {
  if (!isObject(section)) return "";
  const own = str(section.title) || str(section.eyebrow);
  if (own) return shortened(own);
  for (const list of ["items", "members", "bullets"]) {
    const entries = section[list];
    if (!Array.isArray(entries)) continue;
    const words = entries.map(entryWords).filter(Boolean);
    if (words.length > 0) return shortened(words.slice(0, 2).join(" · ") + (words.length > 2 ? " …" : ""));
  }
  return shortened(str(section.body) || str(section.subtitle));
}
