import { itemNameOf, labelOf } from "./schema-form";

/**
 * Which fields of a document differ between two versions, in the editor's own words: what the conflict notice of
 * an editor lists when someone else saved the document while it was open (their version against the form).
 * List entries are matched by what identifies them (a section's or row's `id`, a gallery image, a category chip),
 * so a moved entry shows as "the order" and not as every field of every entry after it.
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

export interface FieldDifference {
  /** Where the field is, as the editor labels it ("Banner (hero) section “Welcome” › Heading"). */
  label: string;
  /** Their value and the form's, when short enough to read in a line; absent otherwise. */
  theirs?: string;
  yours?: string;
}

/** A page's own two fields, labelled as its editor labels them (the same keys mean other things in sections). */
const PAGE_LABELS: Record<string, string> = { title: "Page title", description: "Search description" };

/** The members that name an entry of a list, in order of preference. */
const NAMING_KEYS = ["title", "name", "chipLabel", "label", "question", "caption", "platform", "country"];

const SHORT = 80;

type Json = Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);
const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === "string");
const joined = (label: string, part: string) => (label ? `${label} › ${part}` : part);

/** A value as the notice shows it: text up to SHORT characters, a number, yes / no or "(empty)"; else nothing. */
function shown(key: string, value: unknown): string | undefined {
  if (value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0)) return "(empty)";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "number") return /imageid$/i.test(key) ? `image #${value}` : String(value);
  const text = typeof value === "string" ? value : isTextList(value) ? value.join(", ") : undefined;
  return text !== undefined && text.length <= SHORT ? `“${text}”` : undefined;
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

/** "Banner (hero) section “Welcome”", "Project “Villa”", "Social link 2". */
function entryName(listKey: string, listName: string, entry: unknown, position: number): string {
  if (listKey === "sections" && isObject(entry) && typeof entry.type === "string" && SECTION_LABELS[entry.type]) {
    const title = typeof entry.title === "string" && entry.title ? `“${entry.title}”` : String(position + 1);
    return `${SECTION_LABELS[entry.type]} section ${title}`;
  }
  const kind = labelOf(itemNameOf(listKey, listName));
  if (isObject(entry)) {
    for (const key of NAMING_KEYS) {
      const value = entry[key];
      if (typeof value === "string" && value.trim()) return `${kind} “${value.trim()}”`;
    }
  }
  return `${kind} ${position + 1}`;
}

/** `name` is the field's form name (`sections[2].title`), `label` where it is in words ("" at the top). */
function walk(theirs: unknown, yours: unknown, key: string, name: string, label: string, out: FieldDifference[]): void {
  if (same(theirs, yours)) return;
  const fieldLabel = () => joined(label, (name === key ? PAGE_LABELS[key] : undefined) ?? labelOf(key, name));
  if (isObject(theirs) && isObject(yours)) {
    // the document and list entries are named by `label` already; a nested object (a button) adds its own label
    const within = name === "" || name.endsWith("]") ? label : fieldLabel();
    for (const child of new Set([...Object.keys(yours), ...Object.keys(theirs)])) {
      if (child === "id" || child === "type") continue;
      walk(theirs[child], yours[child], child, name ? `${name}.${child}` : child, within, out);
    }
  } else if (Array.isArray(theirs) && Array.isArray(yours) && !(isTextList(theirs) && isTextList(yours))) {
    walkList(theirs, yours, key, name, label, fieldLabel(), out);
  } else {
    out.push({ label: fieldLabel(), theirs: shown(key, theirs), yours: shown(key, yours) });
  }
}

function walkList(
  theirs: unknown[],
  yours: unknown[],
  key: string,
  name: string,
  label: string,
  listLabel: string,
  out: FieldDifference[],
) {
  const entryLabel = (entry: unknown, i: number) => joined(label, entryName(key, name, entry, i));
  const matched = [...theirs, ...yours].every((entry) => identityOf(entry) !== null);
  if (!matched) {
    // nothing identifies the entries: position by position, then what one version has beyond the other
    const common = Math.min(theirs.length, yours.length);
    for (let i = 0; i < common; i++) walk(theirs[i], yours[i], key, `${name}[${i}]`, entryLabel(theirs[i], i), out);
    for (let i = common; i < theirs.length; i++) out.push({ label: `${entryLabel(theirs[i], i)}: only in theirs` });
    for (let i = common; i < yours.length; i++) out.push({ label: `${entryLabel(yours[i], i)}: only in yours` });
    return;
  }
  const mine = new Map(yours.map((entry, i) => [identityOf(entry)!, { entry, i }]));
  const other = new Map(theirs.map((entry, i) => [identityOf(entry)!, { entry, i }]));
  for (const [id, { entry, i }] of other) {
    const match = mine.get(id);
    if (match) walk(entry, match.entry, key, `${name}[${match.i}]`, entryLabel(entry, i), out);
    else out.push({ label: `${entryLabel(entry, i)}: only in theirs` });
  }
  for (const [id, { entry, i }] of mine) if (!other.has(id)) out.push({ label: `${entryLabel(entry, i)}: only in yours` });
  const order = (list: unknown[]) => list.map((entry) => identityOf(entry)!).filter((id) => mine.has(id) && other.has(id));
  if (!same(order(theirs), order(yours))) out.push({ label: `${listLabel}: the order` });
}

/** The fields that differ between `theirs` (the stored version) and `yours` (the form), at most `limit` of them. */
export function differingFields(theirs: unknown, yours: unknown, limit = 12): { fields: FieldDifference[]; more: number } {
  const out: FieldDifference[] = [];
  if (isObject(theirs) && isObject(yours)) walk(theirs, yours, "", "", "", out);
  else if (!same(theirs, yours)) out.push({ label: "The whole document" });
  return { fields: out.slice(0, limit), more: Math.max(0, out.length - limit) };
}
