import { compareContent, fieldNameOf, type ContentChange, type PathStep } from "#server/modules/content/compare.js";
import type { TranslatedLocale } from "#server/modules/i18n/locales.js";
import { itemNameOf, labelOf } from "./schema-form";

/**
 * The changes of server/modules/content/compare.ts in the editor's own words: places named as the form labels them
 * ("Banner (hero) section “Welcome” › Heading"), values as a reader sees them. Two readers: the History's
 * comparison of two versions (`wordChanges`), and the notice of an editor whose save was refused because someone
 * else saved meanwhile (`differingFields`, their version against the form).
 */

/** The names the section picker of the page editors shows. */
export const SECTION_LABELS: Record<string, string> = {
  hero: "Banner (hero)",
  textImage: "Text and image",
  stats: "Figures",
  cards: "Cards",
  team: "Team",
  faq: "Questions and answers",
  cta: "Call to action",
};

/** A page's own two fields, labelled as its editor labels them (the same keys mean other things in sections). */
const PAGE_LABELS: Record<string, string> = { title: "Page title", description: "Search description" };

const LANGUAGE_NAMES: Record<TranslatedLocale, string> = { bn: "Bangla", ar: "Arabic" };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const joined = (label: string, part: string) => (label ? `${label} › ${part}` : part);

/** "Banner (hero) section “Welcome”", "Project “Villa”", "Social link 2". */
function entryName(step: PathStep & { entry: NonNullable<PathStep["entry"]> }, listName: string): string {
  const { entry } = step;
  const named = entry.name ? `“${entry.name}”` : undefined;
  if (step.key === "sections" && entry.type && SECTION_LABELS[entry.type])
    return `${SECTION_LABELS[entry.type]} section ${named ?? String(entry.index + 1)}`;
  const kind = labelOf(itemNameOf(step.key, listName));
  return named ? `${kind} ${named}` : `${kind} ${entry.index + 1}`;
}

/** Where a change is, in words: each field by its label, each list entry by its name. */
export function placeOf(path: readonly PathStep[]): string {
  let label = "";
  for (let i = 0; i < path.length; i++) {
    const step = path[i]!;
    const name = fieldNameOf(path.slice(0, i + 1).map((s, j) => (j === i ? { key: s.key } : s)));
    if (step.entry) label = joined(label, entryName(step as never, name));
    else label = joined(label, (i === 0 ? PAGE_LABELS[step.key] : undefined) ?? labelOf(step.key, name));
  }
  return label || "The whole document";
}

/**
 * A value as a reader sees it: text (cut at `max` characters, or nothing when `cut` is false and it is longer),
 * a number, an image, yes / no, a button's words, or "(empty)".
 */
function shown(key: string, value: unknown, max: number, cut: boolean): string | undefined {
  if (value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0)) return "(empty)";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "number") return /imageid$/i.test(key) ? `image #${value}` : String(value);
  let text: string | undefined;
  if (typeof value === "string") text = value;
  else if (Array.isArray(value) && value.every((v) => typeof v === "string")) text = value.join(", ");
  else if (isObject(value)) {
    const parts = Object.values(value).filter((v): v is string | number => typeof v === "string" || typeof v === "number");
    text = parts.join(" · ");
  }
  if (text === undefined) return undefined;
  if (text.length <= max) return `“${text}”`;
  return cut ? `“${text.slice(0, max - 1).trimEnd()}…”` : undefined;
}

const lastKey = (path: readonly PathStep[]) => path.at(-1)?.key ?? "";

export interface WordedChange {
  kind: ContentChange["kind"];
  /** Where, in the editor's words ("Figures section “16+ Years …” › Figure"), with the language of a translation. */
  label: string;
  /** The earlier and the later value, for a field (not for a whole entry or an order). */
  before?: string;
  after?: string;
}

const HISTORY_TEXT = 160;

/** The History's list of what changed from one version to another. */
export function wordChanges(changes: readonly ContentChange[]): WordedChange[] {
  return changes.map((change) => {
    const place = placeOf(change.path);
    const label = change.language ? `${place} (${LANGUAGE_NAMES[change.language]})` : place;
    if (change.kind === "reordered") return { kind: change.kind, label };
    if (change.path.at(-1)?.entry) return { kind: change.kind, label };
    const key = lastKey(change.path);
    return {
      kind: change.kind,
      label,
      before: shown(key, change.before, HISTORY_TEXT, true),
      after: shown(key, change.after, HISTORY_TEXT, true),
    };
  });
}

export interface FieldDifference {
  /** Where the field is, as the editor labels it ("Banner (hero) section “Welcome” › Heading"). */
  label: string;
  /** Their value and the form's, when short enough to read in a line; absent otherwise. */
  theirs?: string;
  yours?: string;
}

const CONFLICT_TEXT = 80;

/** The fields that differ between `theirs` (the stored version) and `yours` (the form), at most `limit` of them. */
export function differingFields(theirs: unknown, yours: unknown, limit = 12): { fields: FieldDifference[]; more: number } {
  const out = compareContent(theirs, yours).map((change): FieldDifference => {
    const label = placeOf(change.path);
    if (change.kind === "reordered") return { label: `${label}: the order` };
    if (change.path.length === 0) return { label };
    if (change.path.at(-1)?.entry) return { label: `${label}: only in ${change.kind === "removed" ? "theirs" : "yours"}` };
    const key = lastKey(change.path);
    return {
      label,
      theirs: shown(key, change.before, CONFLICT_TEXT, false),
      yours: shown(key, change.after, CONFLICT_TEXT, false),
    };
  });
  return { fields: out.slice(0, limit), more: Math.max(0, out.length - limit) };
}
