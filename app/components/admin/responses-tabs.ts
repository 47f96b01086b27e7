import type { ResponseStatus } from "#server/db/models/FormResponse.js";

/** The tabs of a form management page (shared by its loader, action and component). */
export type FormTab = "responses" | "fields" | "export" | "payment" | "jobs";

export type ManagedFormId = 1 | 2 | 3 | 4;

export const TAB_LABELS: Record<FormTab, string> = {
  responses: "Responses",
  fields: "Fields",
  export: "Export",
  payment: "Payment amount",
  jobs: "Jobs",
};

/** Form 2 has its registration fee, form 4 its job openings; every form has the other three. */
export function tabsOf(formId: ManagedFormId): FormTab[] {
  const tabs: FormTab[] = ["responses", "fields", "export"];
  if (formId === 2) tabs.push("payment");
  if (formId === 4) tabs.push("jobs");
  return tabs;
}

export function parseTab(value: string | null, formId: ManagedFormId): FormTab {
  const tabs = tabsOf(formId);
  return tabs.includes(value as FormTab) ? (value as FormTab) : "responses";
}

/** Words for one response of each form ("3 new applications"). */
export const RESPONSE_NOUN: Record<ManagedFormId, { one: string; many: string }> = {
  1: { one: "application", many: "applications" },
  2: { one: "registration", many: "registrations" },
  3: { one: "demand", many: "demands" },
  4: { one: "application", many: "applications" },
};

export function plural(n: number, noun: { one: string; many: string }): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? noun.one : noun.many}`;
}

export const RESPONSE_STATUS_LABELS = {
  new: "New",
  in_review: "In review",
  shortlisted: "Shortlisted",
  accepted: "Accepted",
  rejected: "Rejected",
} as const satisfies Record<ResponseStatus, string>;

export const RESPONSE_STATUS_ORDER = Object.keys(RESPONSE_STATUS_LABELS) as ResponseStatus[];
