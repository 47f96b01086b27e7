import type { FormAdminSlug } from "#server/db/models/form-enums.js";
import type { RegistrationStage, ResponseStatus } from "#server/db/models/form-enums.js";

/** The tabs of a form management page (shared by its loader, action and component). */
export type FormTab = "responses" | "fields" | "export" | "payment" | "jobs";

export const TAB_LABELS: Record<FormTab, string> = {
  responses: "Responses",
  fields: "Fields",
  export: "Export",
  payment: "Payment amount",
  jobs: "Jobs",
};

/** Worker registration has its registration fee, Apply Now its job openings; every form has the other three. */
export function tabsOf(slug: FormAdminSlug): FormTab[] {
  const tabs: FormTab[] = ["responses", "fields", "export"];
  if (slug === "worker-registration") tabs.push("payment");
  if (slug === "apply-now") tabs.push("jobs");
  return tabs;
}

export function parseTab(value: string | null, slug: FormAdminSlug): FormTab {
  const tabs = tabsOf(slug);
  return tabs.includes(value as FormTab) ? (value as FormTab) : "responses";
}

/** Words for one response of each form ("3 new applications"). */
export const RESPONSE_NOUN: Record<FormAdminSlug, { one: string; many: string }> = {
  "agent-registration": { one: "application", many: "applications" },
  "worker-registration": { one: "registration", many: "registrations" },
  "demand-submission": { one: "demand", many: "demands" },
  "apply-now": { one: "application", many: "applications" },
};

export const RESPONSE_STATUS_LABELS = {
  new: "New",
  in_review: "In review",
  shortlisted: "Shortlisted",
  accepted: "Accepted",
  rejected: "Rejected",
} as const satisfies Record<ResponseStatus, string>;

/** A worker registration's stages as the office names them (the status page words them for the worker). */
export const STAGE_LABELS = {
  received: "Received",
  under_review: "Under review",
  medical: "Medical",
  visa: "Visa",
  ready_to_fly: "Ready to fly",
  closed: "Closed",
} as const satisfies Record<RegistrationStage, string>;

export const RESPONSE_STATUS_ORDER = Object.keys(RESPONSE_STATUS_LABELS) as ResponseStatus[];
