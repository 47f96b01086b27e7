import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { useState } from "react";
import { z } from "zod";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { Button } from "~/components/ui/button-element";
import { CheckboxField, ErrorList, Field, SelectField, TextareaField } from "~/components/ui/field";
import { labelBase } from "~/components/ui/styles";
import { isMarkedTranslatable } from "#server/modules/i18n/translations.js";
import { TranslationInputs } from "./translations";
import { ImagePickerField, type ImageChoice } from "~/components/admin/media/image-picker";

/**
 * The generic editor (docs/decisions/0009-content-editing.md): a form generated from the zod schema the public
 * site renders from. Strings become text inputs (textareas past 200 characters), enums selects, booleans
 * checkboxes, ISO dates date inputs, arrays lists with add / remove / move up / move down (buttons: keyboard and
 * pointer alike, and Conform list intents, so they work without JavaScript too), objects fieldsets, discriminated
 * unions pick the member by their `type`, and numbers named `…imageId` an image picker over the library. A new
 * section type needs a schema and a renderer, never a new editor.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any field shape: the components only read metadata
type AnyField = FieldMetadata<any, any, string[]>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form shape: only the list/update intents are used
type AnyForm = FormMetadata<any, string[]>;
type Schema = z.core.$ZodType;
type Fieldset = Record<string, AnyField>;

/** Conform types nested metadata by the form's shape; the generic editor walks it by the schema instead. */
const fieldsetOf = (field: AnyField) => (field as unknown as { getFieldset(): Fieldset }).getFieldset();
export const fieldListOf = (field: AnyField) => (field as unknown as { getFieldList(): AnyField[] }).getFieldList();

export type { ImageChoice } from "~/components/admin/media/image-picker";

/** Words an office worker reads instead of property names. */
const LABELS: Record<string, string> = {
  eyebrow: "Small heading above the title",
  title: "Heading",
  subtitle: "Text under the heading",
  body: "Text",
  imageId: "Image",
  imageAlt: "Image description (for screen readers)",
  imagePosition: "Image side",
  primaryCta: "Main button",
  secondaryCta: "Second button",
  primary: "Main button",
  secondary: "Second button",
  cta: "Button",
  label: "Button text",
  href: "Link (/page, https://…, mailto: or tel:)",
  bullets: "Bullet points",
  items: "Items",
  members: "People",
  value: "Figure",
  icon: "Icon",
  question: "Question",
  answer: "Answer",
  name: "Name",
  role: "Role",
  bio: "Short biography",
  link: "Link",
  logoImageId: "Logo",
  companyName: "Company name",
  companyDescription: "Company description",
  socialLinks: "Social links",
  platform: "Platform (facebook, twitter, linkedin, instagram or any name)",
  url: "Address (https://…)",
  officeLocations: "Office locations",
  country: "Country",
  address: "Address",
  email: "Email",
  phone: "Phone",
  whatsapp: "WhatsApp number (leave empty if none)",
  imo: "IMO number (leave empty if none)",
  copyrightText: "Copyright text ({year} shows the current year)",
  description: "Search description",
  // the gallery document (server/modules/content/gallery.ts)
  categories: "Category chips visitors can filter by (in this order)",
  category: "Library category (as on Image Upload)",
  chipLabel: "Chip text visitors read",
  images: "Images on the gallery (in this order)",
  caption: "Caption (shown under the image)",
  alt: "Image description (for screen readers)",
  decorative: "Decorative: no description needed",
  // the collection documents (server/modules/content/collections.ts)
  published: "Shown on the site",
  slug: "Web address: /services/… (leave empty to make one from the name)",
  imageDecorative: "Decorative: no description needed",
  mainImageId: "Main picture",
  mainImageAlt: "Main picture description (for screen readers)",
  mainImageDecorative: "Decorative: no description needed",
  shortDescription: "Short description",
  startingPrice: "Starting price (leave empty to show “Get a Quote”)",
  priceCurrency: "Currency of the starting price",
  keyFeatures: "Key features",
  features: "Features",
  tags: "Tags",
  location: "Location",
  completionDate: "Completion date",
  startDate: "Start date",
  client: "Client",
  duration: "Duration (e.g. 18 months)",
  size: "Size (e.g. 12 villas · 4,200 m²)",
  contractor: "Contractor",
  owner: "Project owner",
  scope: "Scope of work",
  workers: "Workers supplied",
  status: "Status",
};

/**
 * Labels for one place only, by the field's path without list positions ("projects.value"); they win over
 * LABELS, whose words suit the same key elsewhere (a page section's `description` is its search text).
 */
const PATH_LABELS: Record<string, string> = {
  items: "Services (the detailed list at the top of /service, in this order)",
  cards: "Service cards (the priced packages below the list, in this order)",
  projects: "Projects (in this order)",
  "items.title": "Service name",
  "items.category": "Category (small text above the name)",
  "items.icon": "Icon",
  "items.description": "Description",
  "items.imageId": "Picture",
  "items.features": "What is included",
  "cards.title": "Package name",
  "cards.type": "Kind of work",
  "cards.imageId": "Picture",
  "projects.title": "Project name",
  "projects.name": "Project name",
  "projects.type": "Kind of project",
  "projects.description": "Description",
  "projects.imageId": "Picture",
  "projects.value": "Project value as shown (e.g. SR 10.2 Billion)",
  "projects.gallery": "More pictures (the project's gallery, in this order)",
  "projects.gallery.imageId": "Picture",
  // the navbar (server/modules/content/schemas.ts): its links by name, each worded as the header shows it
  navLinks: "Links in the header and the phone menu (in this order)",
  "navLinks.link": "Page",
  "navLinks.shown": "Shown in the header and the phone menu",
};

/** The options of one enum, by the field's path without list positions: what an option is called there. */
const PATH_OPTION_LABELS: Record<string, Record<string, string>> = {
  "navLinks.link": {
    home: "Home",
    jobsAbroad: "Jobs abroad (/apply-jobs-now)",
    register: "Register (/worker-registration)",
    about: "About",
    services: "Services",
    projects: "Projects",
    manpower: "Manpower (Saudi Arabia only)",
    contact: "Contact",
  },
};

const ITEM_NAMES: Record<string, string> = {
  bullets: "bullet point",
  items: "item",
  members: "person",
  socialLinks: "social link",
  officeLocations: "office",
  categories: "category chip",
  images: "image",
  cards: "service card",
  projects: "project",
  gallery: "picture",
  keyFeatures: "key feature",
  features: "feature",
  tags: "tag",
  navLinks: "link",
};

const PATH_ITEM_NAMES: Record<string, string> = { items: "service" };

/** A field's path without list positions: `projects[2].gallery[0].alt` → `projects.gallery.alt`. */
const pathOf = (name: string) => name.replace(/\[\d+\]/g, "");

/** What one entry of the list `key` (at the field path `name`) is called: "project", "bullet point", "item". */
export const itemNameOf = (key: string, name: string) => PATH_ITEM_NAMES[pathOf(name)] ?? ITEM_NAMES[key] ?? "item";

export function labelOf(key: string, name?: string): string {
  const scoped = name === undefined ? undefined : PATH_LABELS[pathOf(name)];
  if (scoped) return scoped;
  if (LABELS[key]) return LABELS[key];
  const words = key.replace(/([A-Z])/g, " $1").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const defOf = (schema: Schema) => schema._zod.def as unknown as Record<string, unknown> & { type: string };

/** Strips optional / nullable / default wrappers. */
function unwrap(schema: Schema): { inner: Schema; optional: boolean } {
  let inner = schema;
  let optional = false;
  for (;;) {
    const def = defOf(inner);
    if (def.type === "optional") optional = true;
    if (def.type === "optional" || def.type === "nullable" || def.type === "default" || def.type === "prefault") {
      inner = def.innerType as Schema;
    } else if (def.type === "pipe") {
      inner = def.in as Schema;
    } else return { inner, optional };
  }
}

function shapeOf(schema: Schema): Record<string, Schema> {
  return (defOf(schema).shape ?? {}) as Record<string, Schema>;
}

function maxLength(schema: Schema): number | undefined {
  return (schema as unknown as { maxLength?: number | null }).maxLength ?? undefined;
}

function minItems(schema: Schema): number {
  const checks = (defOf(schema).checks ?? []) as Array<{ _zod: { def: { check: string; minimum?: number } } }>;
  return checks.find((c) => c._zod.def.check === "min_length")?._zod.def.minimum ?? 0;
}

/** The union member whose `type` literal is `type`. */
export function memberOf(union: Schema, type: unknown): Schema | undefined {
  const options = (defOf(union).options ?? []) as Schema[];
  return options.find((o) => {
    const literal = shapeOf(o).type;
    return literal ? (defOf(literal).values as unknown[]).includes(type) : false;
  });
}

/** A fresh value for a schema: empty strings, first enum options, required lists with their minimum items. */
export function emptyValue(schema: Schema): unknown {
  // a field whose new value differs from what an empty form means (`published`: ticked) says so in its meta
  const initial = (z.globalRegistry.get(schema as z.ZodType) as { initial?: unknown } | undefined)?.initial;
  if (initial !== undefined) return initial;
  const { inner, optional } = unwrap(schema);
  if (optional) return undefined;
  const def = defOf(inner);
  switch (def.type) {
    case "string":
      return "";
    case "number":
      return null;
    case "boolean":
      return false;
    case "enum":
      return Object.values(def.entries as Record<string, string>)[0];
    case "literal":
      return (def.values as unknown[])[0];
    case "array":
      return Array.from({ length: minItems(inner) }, () => emptyValue(def.element as Schema));
    case "object":
      return Object.fromEntries(Object.entries(shapeOf(inner)).map(([k, v]) => [k, emptyValue(v)]));
    default:
      return undefined;
  }
}

interface Context {
  form: AnyForm;
  images: ImageChoice[];
  /** A collection document: its top-level list items fold under their names and Remove asks first. */
  collection?: boolean;
  /** Inside a schema marked translatable: every text below gets its Bangla and Arabic boxes. */
  translatable?: boolean;
}

export function SchemaFields({
  schema,
  fieldset,
  form,
  images,
  collection,
  translatable,
  skip = [],
}: { schema: Schema; fieldset: Fieldset; skip?: string[] } & Context) {
  return (
    <div className="space-y-4">
      {Object.entries(shapeOf(unwrap(schema).inner))
        .filter(([key]) => !skip.includes(key))
        .map(([key, child]) => (
          <SchemaField
            key={key}
            name={key}
            schema={child}
            field={fieldset[key]!}
            form={form}
            images={images}
            collection={collection}
            translatable={translatable}
          />
        ))}
    </div>
  );
}

/** One field of a document form: what to render is read from its schema. */
type FieldProps = { name: string; schema: Schema; field: AnyField } & Context;

function SchemaField(props: FieldProps) {
  const { name, schema, field, form, images, translatable } = props;
  const { inner, optional } = unwrap(schema);
  const def = defOf(inner);
  const label = labelOf(name, field.name);
  const translated = Boolean(translatable) || isMarkedTranslatable(schema);
  if (def.type === "literal" || name === "id")
    return <input type="hidden" name={field.name} value={String(field.initialValue ?? "")} />;
  if (def.type === "number" && /imageId$/i.test(name)) return <ImagePickerField field={field} label={label} images={images} />;
  if (def.type === "string" && def.format === "date") return <Field field={field} label={label} type="date" />;
  if (def.type === "string") {
    const max = maxLength(inner);
    // a link is one line however long it may be
    const multiline = max !== undefined && max > 200 && !/(href|url|link)$/i.test(name);
    const english = multiline ? (
      <TextareaField
        field={field}
        label={label}
        hint={optional ? "Optional." : undefined}
        textareaProps={{ rows: max > 1000 ? 6 : 3 }}
      />
    ) : (
      <Field field={field} label={label} />
    );
    return translated ? (
      <div>
        {english}
        <TranslationInputs path={field.name} label={label} multiline={multiline} />
      </div>
    ) : (
      english
    );
  }
  if (def.type === "number") return <Field field={field} label={label} type="number" />;
  if (def.type === "boolean") return <CheckboxField field={field} label={label} />;
  if (def.type === "enum") {
    const values = Object.values(def.entries as Record<string, string>);
    return (
      <SelectField
        field={field}
        label={label}
        placeholder={optional ? "None" : undefined}
        options={values.map((v) => ({ value: v, label: PATH_OPTION_LABELS[pathOf(field.name)]?.[v] ?? labelOf(v) }))}
      />
    );
  }
  if (def.type === "array") return <ListField {...props} schema={inner} translatable={translated} />;
  if (def.type === "object") {
    if (optional && field.initialValue === undefined && field.value === undefined) {
      return (
        <div>
          <p className={labelBase}>{label}</p>
          <Button
            surface="admin"
            type="submit"
            variant="secondary"
            size="sm"
            {...form.update.getButtonProps({ name: field.name, value: emptyValue(inner) as never })}
          >
            Add {label.toLowerCase()}
          </Button>
        </div>
      );
    }
    return (
      <fieldset className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
        <legend className="px-1 text-sm font-semibold">{label}</legend>
        <SchemaFields schema={inner} fieldset={fieldsetOf(field)} form={form} images={images} translatable={translated} />
        {optional ? (
          <Button
            surface="admin"
            type="submit"
            variant="ghost"
            size="sm"
            className="mt-2"
            {...form.update.getButtonProps({ name: field.name, value: undefined as never })}
          >
            Remove {label.toLowerCase()}
          </Button>
        ) : null}
      </fieldset>
    );
  }
  return null;
}

function ListField({ name, schema, field, form, images, collection, translatable }: FieldProps) {
  const element = defOf(schema).element as Schema;
  const translated = Boolean(translatable) || isMarkedTranslatable(element);
  const items = fieldListOf(field);
  const isNew = useAddedSince(items);
  const itemName = itemNameOf(name, field.name);
  const isText = defOf(unwrap(element).inner).type === "string";
  // The lists of a collection document (top level, objects): each item folds away under its name, and removing
  // one asks first (it only leaves the site when the document is published, but its fields are gone at once).
  const topLevel = Boolean(collection) && !field.name.includes(".") && !field.name.includes("[") && !isText;
  return (
    <fieldset className="min-w-0 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold">{labelOf(name, field.name)}</legend>
      <ErrorList id={field.errorId} errors={field.errors} />
      <ol className="space-y-3">
        {items.map((item, index) => {
          const what = `${itemName} ${index + 1}`;
          const controls = (
            <ItemControls
              form={form}
              name={field.name}
              index={index}
              count={items.length}
              what={what}
              confirm={topLevel ? itemTitle(item) || `${labelOf(itemName)} ${index + 1}` : undefined}
            />
          );
          if (isText)
            return (
              <li key={item.key} className="rounded-md bg-slate-50 p-3 dark:bg-slate-900">
                <Field field={item} label={`${labelOf(itemName)} ${index + 1}`} />
                {translated ? (
                  <TranslationInputs path={item.name} label={`${labelOf(itemName)} ${index + 1}`} multiline={false} />
                ) : null}
                {controls}
              </li>
            );
          const heading = `${labelOf(itemName)} ${index + 1}${itemTitle(item) ? `: ${itemTitle(item)}` : ""}`;
          const fields = (
            <SchemaFields schema={element} fieldset={fieldsetOf(item)} form={form} images={images} translatable={translated} />
          );
          return topLevel ? (
            <li key={item.key} className="rounded-md bg-slate-50 dark:bg-slate-900">
              <details open={isNew(item.key) || hasProblems(item) || items.length === 1 || !fieldsetOf(item).id?.initialValue}>
                <summary className="cursor-pointer rounded-md px-3 py-2.5 font-medium break-words">
                  {heading}
                  {hiddenFromSite(item) ? (
                    <span className="ml-2 text-sm font-normal text-slate-600 dark:text-slate-300">(hidden from the site)</span>
                  ) : null}
                </summary>
                <div className="border-t border-slate-200 p-3 dark:border-slate-700">
                  {fields}
                  {controls}
                </div>
              </details>
            </li>
          ) : (
            <li key={item.key} className="rounded-md bg-slate-50 p-3 dark:bg-slate-900">
              <p className="mb-2 text-sm font-medium">{heading}</p>
              {fields}
              {controls}
            </li>
          );
        })}
      </ol>
      <Button
        surface="admin"
        type="submit"
        variant="secondary"
        size="sm"
        className="mt-3"
        {...form.insert.getButtonProps({ name: field.name, defaultValue: emptyValue(element) as never })}
      >
        Add {itemName}
      </Button>
    </fieldset>
  );
}

/**
 * Entries added since the list was loaded (they start open, ready to fill in). A new revision of the document
 * remounts the editor, so what was added and saved counts as loaded again.
 */
export function useAddedSince(items: readonly { key?: string }[]): (key: string | undefined) => boolean {
  const [loaded] = useState(() => new Set(items.map((i) => i.key)));
  return (key) => !loaded.has(key);
}

/** True when the entry or anything inside it has an error to show. */
export const hasProblems = (item: AnyField) => Object.keys(item.allErrors).length > 0;

/** What the editor shows of an entry: its title or name as last typed (or loaded), if it has one. */
function itemTitle(item: AnyField): string {
  const set = fieldsetOf(item) as Record<string, { value?: unknown; initialValue?: unknown } | undefined>;
  for (const key of ["title", "name"]) {
    const value = set[key]?.value ?? set[key]?.initialValue;
    if (typeof value === "string" && value.trim()) return value.trim();
  }
  return "";
}

function hiddenFromSite(item: AnyField): boolean {
  const value = (item.value ?? item.initialValue) as Record<string, unknown> | undefined;
  return value !== undefined && typeof value === "object" && "published" in value && !value.published;
}

/**
 * Move up / move down / remove of one list entry (Conform intents: with or without JavaScript). With `confirm`
 * (the entry's name) and JavaScript, Remove asks first in an alert dialog; without JavaScript it removes at once.
 */
export function ItemControls({
  form,
  name,
  index,
  count,
  what,
  confirm,
}: {
  form: AnyForm;
  name: string;
  index: number;
  count: number;
  what: string;
  confirm?: string;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      <Button
        surface="admin"
        type="submit"
        variant="ghost"
        size="sm"
        disabled={index === 0}
        aria-label={`Move ${what} up`}
        {...form.reorder.getButtonProps({ name, from: index, to: index - 1 })}
      >
        ↑ Up
      </Button>
      <Button
        surface="admin"
        type="submit"
        variant="ghost"
        size="sm"
        disabled={index === count - 1}
        aria-label={`Move ${what} down`}
        {...form.reorder.getButtonProps({ name, from: index, to: index + 1 })}
      >
        ↓ Down
      </Button>
      <Button
        surface="admin"
        type="submit"
        variant="danger"
        size="sm"
        aria-label={`Remove ${what}`}
        {...form.remove.getButtonProps({ name, index })}
        onClick={
          confirm
            ? (event) => {
                event.preventDefault();
                setAsking(true);
              }
            : undefined
        }
      >
        Remove
      </Button>
      {confirm ? (
        <ConfirmDialog
          open={asking}
          onOpenChange={setAsking}
          title={`Remove “${confirm}”?`}
          description="It leaves the site when you publish. Until you save or publish, reloading this page brings it back; after that, restore an older version from the history."
          confirmLabel="Remove"
          onConfirm={() => form.remove({ name, index })}
        />
      ) : null}
    </div>
  );
}
