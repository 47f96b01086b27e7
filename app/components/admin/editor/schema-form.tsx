import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { useState } from "react";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { CheckboxField, ErrorList, Field, SelectField, TextareaField } from "~/components/ui/field";
import { cx, hintText, inputBase, labelBase } from "~/components/ui/styles";

/**
 * The generic editor (docs/decisions/0009-content-editing.md): a form generated from the zod schema the public
 * site renders from. Strings become text inputs (textareas past 200 characters), enums selects, booleans
 * checkboxes, arrays lists with add / remove / move up / move down (buttons: keyboard and pointer alike, and
 * Conform list intents, so they work without JavaScript too), objects fieldsets, discriminated unions pick the
 * member by their `type`, and numbers named `…imageId` an image picker over the library. A new section type
 * needs a schema and a renderer, never a new editor.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any field shape: the components only read metadata
type AnyField = FieldMetadata<any, any, string[]>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form shape: only the list/update intents are used
type AnyForm = FormMetadata<any, string[]>;
type Schema = z.core.$ZodType;
type Fieldset = Record<string, AnyField>;

/** Conform types nested metadata by the form's shape; the generic editor walks it by the schema instead. */
const fieldsetOf = (field: AnyField) => (field as unknown as { getFieldset(): Fieldset }).getFieldset();
const fieldListOf = (field: AnyField) => (field as unknown as { getFieldList(): AnyField[] }).getFieldList();

export interface ImageChoice {
  id: number;
  label: string;
  src: string;
}

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
};

const ITEM_NAMES: Record<string, string> = {
  bullets: "bullet point",
  items: "item",
  members: "person",
  socialLinks: "social link",
  officeLocations: "office",
  categories: "category chip",
  images: "image",
};

export function labelOf(key: string): string {
  if (LABELS[key]) return LABELS[key];
  const words = key.replace(/([A-Z])/g, " $1").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const defOf = (schema: Schema) => schema._zod.def as unknown as Record<string, unknown> & { type: string };

/** Strips optional / nullable / default wrappers. */
export function unwrap(schema: Schema): { inner: Schema; optional: boolean } {
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
}

export { fieldsetOf, fieldListOf };

export function SchemaFields({
  schema,
  fieldset,
  form,
  images,
  skip = [],
}: { schema: Schema; fieldset: Fieldset; skip?: string[] } & Context) {
  return (
    <div className="space-y-4">
      {Object.entries(shapeOf(unwrap(schema).inner))
        .filter(([key]) => !skip.includes(key))
        .map(([key, child]) => (
          <SchemaField key={key} name={key} schema={child} field={fieldset[key]!} form={form} images={images} />
        ))}
    </div>
  );
}

export function SchemaField({ name, schema, field, form, images }: { name: string; schema: Schema; field: AnyField } & Context) {
  const { inner, optional } = unwrap(schema);
  const def = defOf(inner);
  const label = labelOf(name);
  if (def.type === "literal" || name === "id")
    return <input type="hidden" name={field.name} value={String(field.initialValue ?? "")} />;
  if (def.type === "number" && /imageId$/i.test(name)) return <ImagePicker field={field} label={label} images={images} />;
  if (def.type === "string") {
    const max = maxLength(inner);
    // a link is one line however long it may be
    return max !== undefined && max > 200 && !/(href|url|link)$/i.test(name) ? (
      <TextareaField
        field={field}
        label={label}
        hint={optional ? "Optional." : undefined}
        textareaProps={{ rows: max > 1000 ? 6 : 3 }}
      />
    ) : (
      <Field field={field} label={label} />
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
        options={values.map((v) => ({ value: v, label: labelOf(v) }))}
      />
    );
  }
  if (def.type === "array") return <ListField name={name} schema={inner} field={field} form={form} images={images} />;
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
        <SchemaFields schema={inner} fieldset={fieldsetOf(field)} form={form} images={images} />
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

function ListField({ name, schema, field, form, images }: { name: string; schema: Schema; field: AnyField } & Context) {
  const element = defOf(schema).element as Schema;
  const items = fieldListOf(field);
  const itemName = ITEM_NAMES[name] ?? "item";
  const isText = defOf(unwrap(element).inner).type === "string";
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold">{labelOf(name)}</legend>
      <ErrorList id={field.errorId} errors={field.errors} />
      <ol className="space-y-3">
        {items.map((item, index) => (
          <li key={item.key} className="rounded-md bg-slate-50 p-3 dark:bg-slate-900">
            {isText ? (
              <Field field={item} label={`${labelOf(itemName)} ${index + 1}`} />
            ) : (
              <>
                <p className="mb-2 text-sm font-medium">
                  {labelOf(itemName)} {index + 1}
                </p>
                <SchemaFields schema={element} fieldset={fieldsetOf(item)} form={form} images={images} />
              </>
            )}
            <ItemControls form={form} name={field.name} index={index} count={items.length} what={`${itemName} ${index + 1}`} />
          </li>
        ))}
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

/** Move up / move down / remove of one list entry (Conform intents: with or without JavaScript). */
export function ItemControls({
  form,
  name,
  index,
  count,
  what,
}: {
  form: AnyForm;
  name: string;
  index: number;
  count: number;
  what: string;
}) {
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
      >
        Remove
      </Button>
    </div>
  );
}

/** Picks a ready library image (only images with webp variants are offered), with a search over their names. */
function ImagePicker({ field, label, images }: { field: AnyField; label: string; images: ImageChoice[] }) {
  const [query, setQuery] = useState("");
  const [selected, setSelected] = useState(String(field.initialValue ?? ""));
  const q = query.trim().toLowerCase();
  const shown = images.filter((i) => !q || i.label.toLowerCase().includes(q) || String(i.id) === selected);
  const current = images.find((i) => String(i.id) === selected);
  return (
    <div>
      <label htmlFor={field.id} className={labelBase}>
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        {current ? <img src={current.src} alt="" className="h-16 w-24 rounded object-cover" /> : null}
        <div className="flex-1 space-y-2">
          <input
            type="search"
            aria-label={`Search images for ${label.toLowerCase()}`}
            placeholder="Search images…"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            className={inputBase}
          />
          <select
            id={field.id}
            name={field.name}
            value={selected}
            onChange={(e) => setSelected(e.target.value)}
            aria-invalid={field.errors ? true : undefined}
            aria-describedby={field.errors ? field.errorId : undefined}
            className={cx(inputBase)}
          >
            <option value="">No image</option>
            {shown.map((i) => (
              <option key={i.id} value={i.id}>
                {i.label}
              </option>
            ))}
          </select>
          <p className={hintText}>
            Upload new pictures on the{" "}
            <a href="/admin/image-upload" target="_blank" rel="noreferrer" className="underline">
              Image Upload
            </a>{" "}
            page (opens in a new tab); they appear here once processed.
          </p>
        </div>
      </div>
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
}
