import type { FieldType } from "#server/modules/forms/fields.js";

/** Field types in the order the builder offers them, with words an office team knows. */
export const FIELD_TYPE_LABELS = {
  text: "Short text",
  textarea: "Long text (paragraph)",
  email: "Email address",
  phone: "Phone number",
  select: "Dropdown list (one answer)",
  radio: "Radio buttons (one answer)",
  checkbox: "Checkboxes (several answers)",
  file: "File upload (PDF, Word, JPG, PNG)",
  image: "Image upload (JPG, PNG, WebP)",
} as const satisfies Record<FieldType, string>;

export const FIELD_TYPE_ORDER = Object.keys(FIELD_TYPE_LABELS) as FieldType[];

/** Types that need options (the database check form_fields_choice_options says the same). */
export const CHOICE_TYPES: readonly FieldType[] = ["select", "radio", "checkbox"];

export const FIELD_NAME_MAX_LENGTH = 200;

/** The public page each form is filled in on (form 2's fee is paid there too). */
export const PUBLIC_PAGES: Record<number, { path: string; submitLabel: string }> = {
  1: { path: "/agent-registration", submitLabel: "Submit Application" },
  2: { path: "/worker-registration", submitLabel: "Register & Pay" },
  3: { path: "/demand-submission", submitLabel: "Submit Demand" },
  4: { path: "/apply-jobs-now", submitLabel: "Submit Application" },
};
