import type { FormAdminSlug } from "#server/db/models/form-enums.js";
import type { FieldType } from "#server/modules/forms/fields.js";

/** Field types in the order the builder offers them, with words an office team knows. */
export const FIELD_TYPE_LABELS = {
  text: "Short text",
  textarea: "Long text (paragraph)",
  email: "Email address",
  phone: "Phone number",
  number: "Number",
  date: "Date",
  select: "Dropdown list (one answer)",
  radio: "Radio buttons (one answer)",
  checkbox: "Checkboxes (several answers)",
  file: "File upload (PDF, Word, JPG, PNG)",
  image: "Image upload (JPG, PNG, WebP)",
} as const satisfies Record<FieldType, string>;

export const FIELD_TYPE_ORDER = Object.keys(FIELD_TYPE_LABELS) as FieldType[];

/** The public page each form is filled in on (form 2's fee is paid there too). */
export const PUBLIC_PAGES: Record<FormAdminSlug, { path: string; submitLabel: string }> = {
  "agent-registration": { path: "/agent-registration", submitLabel: "Submit Application" },
  "worker-registration": { path: "/worker-registration", submitLabel: "Register & Pay" },
  "demand-submission": { path: "/demand-submission", submitLabel: "Submit Demand" },
  "apply-now": { path: "/apply-jobs-now", submitLabel: "Submit Application" },
};
