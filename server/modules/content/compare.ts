import { TRANSLATED_LOCALES, type TranslatedLocale } from "../i18n/locales.js";
import type { Translations } from "../i18n/translations.js";
import { sectionTitleOf } from "./section-names.js";

/**
 * What changed between two versions of a document's stored content (a page, the navbar or footer, the gallery, a
 * collection), field by field, as data: the History of the editors words it, and so does the notice of a refused
 * save (app/components/admin/editor/differences.ts). Free of server imports.
 *
 * - Object members are compared one by one: a member empty on one side only is `added` or `removed`, else `changed`.
 * - List entries are matched by what identifies them (a section's or row's `id`, a gallery image's `imageId`, a
 *   category chip's `category`), so a moved entry reads as the list's new order (`reordered`), not as every field
 *   of every entry after it; an entry on one side only is `added` or `removed` as a whole. Entries nothing
 *   identifies are compared position by position.
 * - A list of texts (bullet points, tags) is one field.
 * - With translations given, each text's Bangla and Arabic are compared too (`language`), found by the text's own
 *   path on each side, so a moved section's translations are not reported as changed.
 */

/** One entry of a list on a change's path: its position there, and what names it to a reader. */
export interface EntryRef {
  /** Its position in the list (0-based): in the earlier version, or in the later one for an added entry. */
  index: number;
  /** A page section's `type`. */
  type?: string;
  /** The text that names it: its title, name, question, caption … (NAMING_KEYS), when it has one. */
  name?: string;
}

/** A step from the document down to a field: into the member `key`, and into one of its entries when it is a list. */
export interface PathStep {
  key: string;
  entry?: EntryRef;
}

export type ChangeKind = "added" | "removed" | "changed" | "reordered";

export interface ContentChange {
  kind: ChangeKind;
  /**
   * Where: to the field (a field added, removed or changed), to the entry (an entry added or removed: the last
   * step has `entry`) or to the list (its order changed). Empty for the whole document.
   */
  path: PathStep[];
  /** The Bangla or Arabic of the text at `path`; absent for the content itself (English and what is not text). */
  language?: TranslatedLocale;
  /** The stored values of a field (absent for entries and orders). */
  before?: unknown;
  after?: unknown;
}

/** The members that name an entry of a list, in order of preference. */
export const NAMING_KEYS = ["title", "name", "chipLabel", "label", "question", "caption", "platform", "country"] as const;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);
const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === "string");
const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0);

/** The same stored value: key order does not matter (jsonb keeps its own), `undefined` and a missing key are alike. */
export function sameContent(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, v: unknown) =>
    isObject(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, v[k]]),
        )
      : v,
  );
}

/** What identifies an entry across versions: its row or section id, its image, or a chip's category. */
function identityOf(entry: unknown): string | null {
  if (!isObject(entry)) return null;
  for (const key of ["id", "imageId"]) {
    const value = entry[key];
    if (typeof value === "string" || typeof value === "number") return `${key}:${value}`;
  }
  return "chipLabel" in entry && typeof entry.category === "string" ? `category:${entry.category}` : null;
}

function entryRef(entry: unknown, index: number): EntryRef {
  const ref: EntryRef = { index };
  if (!isObject(entry)) return ref;
  if (typeof entry.type === "string") ref.type = entry.type;
  // a page section is named by its content even without a heading (a row of figures)
  const own = typeof entry.type === "string" ? sectionTitleOf(entry) : "";
  const named = NAMING_KEYS.map((key) => entry[key]).find((v): v is string => typeof v === "string" && v.trim() !== "");
  const name = own || named?.trim();
  if (name) ref.name = name;
  return ref;
}

/** The text's path in the form-field notation the translations are keyed by (`sections[2].title`). */
const child = (path: string, key: string) => (path ? `${path}.${key}` : key);
const item = (path: string, index: number) => `${path}[${index}]`;

interface Sides {
  before: Translations;
  after: Translations;
}

class Comparison {
  readonly changes: ContentChange[] = [];
  constructor(private readonly translations: Sides | null) {}

  /** `at`: the steps so far; `from` / `to`: the value's path on each side (they differ once an entry moved). */
  value(before: unknown, after: unknown, at: PathStep[], from: string, to: string): void {
    if (isObject(before) && isObject(after)) {
      for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
        if (key === "id" || key === "type") continue;
        this.value(before[key], after[key], [...at, { key }], child(from, key), child(to, key));
      }
      return;
    }
    if (Array.isArray(before) && Array.isArray(after) && !(isTextList(before) && isTextList(after))) {
      this.list(before, after, at, from, to);
      return;
    }
    if (!sameContent(before, after)) {
      const kind = isEmpty(before) ? "added" : isEmpty(after) ? "removed" : "changed";
      this.changes.push({ kind, path: at, before, after });
    }
    // the translations of a text (or of each text of a list) that is on both sides
    if (this.translations && !isEmpty(before) && !isEmpty(after)) this.translated(before, after, at, from, to);
  }

  private translated(before: unknown, after: unknown, at: PathStep[], from: string, to: string) {
    for (const language of TRANSLATED_LOCALES) {
      const was = this.translations!.before[language] ?? {};
      const is = this.translations!.after[language] ?? {};
      let old: unknown;
      let now: unknown;
      if (typeof before === "string" && typeof after === "string") {
        old = was[from] ?? "";
        now = is[to] ?? "";
      } else if (isTextList(before) && isTextList(after)) {
        old = before.map((_, i) => was[item(from, i)] ?? "");
        now = after.map((_, i) => is[item(to, i)] ?? "");
        if ((old as string[]).every((t) => t === "")) old = [];
        if ((now as string[]).every((t) => t === "")) now = [];
      } else continue;
      if (sameContent(old, now)) continue;
      const kind = isEmpty(old) ? "added" : isEmpty(now) ? "removed" : "changed";
      this.changes.push({ kind, path: at, language, before: old, after: now });
    }
  }

  private list(before: unknown[], after: unknown[], at: PathStep[], from: string, to: string) {
    const key = at.at(-1)?.key ?? "";
    const parent = at.slice(0, -1);
    const step = (entry: unknown, index: number): PathStep[] => [...parent, { key, entry: entryRef(entry, index) }];
    const identified = [...before, ...after].every((entry) => identityOf(entry) !== null);
    if (!identified) {
      // nothing identifies the entries: position by position, then what one version has beyond the other
      const common = Math.min(before.length, after.length);
      for (let i = 0; i < common; i++) this.value(before[i], after[i], step(before[i], i), item(from, i), item(to, i));
      for (let i = common; i < before.length; i++) this.changes.push({ kind: "removed", path: step(before[i], i) });
      for (let i = common; i < after.length; i++) this.changes.push({ kind: "added", path: step(after[i], i) });
      return;
    }
    const later = new Map(after.map((entry, i) => [identityOf(entry)!, { entry, i }]));
    const earlier = new Map(before.map((entry, i) => [identityOf(entry)!, { entry, i }]));
    for (const [id, { entry, i }] of earlier) {
      const match = later.get(id);
      if (match) this.value(entry, match.entry, step(entry, i), item(from, i), item(to, match.i));
      else this.changes.push({ kind: "removed", path: step(entry, i) });
    }
    for (const [id, { entry, i }] of later) if (!earlier.has(id)) this.changes.push({ kind: "added", path: step(entry, i) });
    const order = (list: unknown[]) => list.map((entry) => identityOf(entry)!).filter((id) => later.has(id) && earlier.has(id));
    if (!sameContent(order(before), order(after))) this.changes.push({ kind: "reordered", path: at });
  }
}

/**
 * The changes from `before` to `after` (two stored contents of one document), in document order; with their
 * translations, the changed Bangla and Arabic texts too. Nothing when they are the same.
 */
export function compareContent(
  before: unknown,
  after: unknown,
  translations?: { before: Translations | null | undefined; after: Translations | null | undefined },
): ContentChange[] {
  if (!isObject(before) || !isObject(after)) {
    return sameContent(before, after) ? [] : [{ kind: isEmpty(before) ? "added" : "changed", path: [] }];
  }
  const comparison = new Comparison(translations ? { before: translations.before ?? {}, after: translations.after ?? {} } : null);
  comparison.value(before, after, [], "", "");
  return comparison.changes;
}

/** The form-field name of a change's place (`sections[2].title`), which some editor labels are keyed by. */
export function fieldNameOf(path: readonly PathStep[]): string {
  return path.reduce((name, step) => {
    const named = child(name, step.key);
    return step.entry ? item(named, step.entry.index) : named;
  }, "");
}
