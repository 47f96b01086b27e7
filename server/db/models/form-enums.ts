/**
 * The fixed values of the form-management tables (database checks), free of imports so that browser code
 * (the admin form pages' schemas and labels) can use them without pulling in the models.
 */

/** Fixed ids (database check 1..4). */
export const FORM_IDS = { agentRegistration: 1, workerRegistration: 2, demandSubmission: 3, jobApplication: 4 } as const;
export type FormId = (typeof FORM_IDS)[keyof typeof FORM_IDS];

/** The admin area's URL slug of each form (/admin/forms-and-reports/<slug>): the one map from slug to form id. */
export const FORM_ADMIN_SLUGS = {
  "agent-registration": FORM_IDS.agentRegistration,
  "worker-registration": FORM_IDS.workerRegistration,
  "demand-submission": FORM_IDS.demandSubmission,
  "apply-now": FORM_IDS.jobApplication,
} as const satisfies Record<string, FormId>;
export type FormAdminSlug = keyof typeof FORM_ADMIN_SLUGS;

export const FIELD_TYPES = [
  "text",
  "email",
  "phone",
  "textarea",
  "file",
  "image",
  "select",
  "checkbox",
  "radio",
  "number",
  "date",
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];
/** Types that need at least one option (database check form_fields_choice_options). */
export const CHOICE_FIELD_TYPES: readonly FieldType[] = ["select", "checkbox", "radio"];

export const RESPONSE_STATUSES = ["new", "in_review", "shortlisted", "accepted", "rejected"] as const;
export type ResponseStatus = (typeof RESPONSE_STATUSES)[number];

/** Where a paid worker registration stands, as the office sets it and the status page shows it (database check). */
export const REGISTRATION_STAGES = ["received", "under_review", "medical", "visa", "ready_to_fly", "closed"] as const;
export type RegistrationStage = (typeof REGISTRATION_STAGES)[number];
/** The longest public note the office writes to the worker (database check). */
export const PUBLIC_NOTE_MAX = 500;

export const PAYMENT_STATUSES = ["initiated", "completed", "failed", "cancelled", "expired"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const EXPORT_STATUSES = ["queued", "running", "done", "failed"] as const;

/** The most fields a form may have (a form with more is unusable on a phone anyway). */
export const FIELDS_MAX = 100;
