import { FIELDS_MAX } from "#server/db/models/form-enums.js";
import type { FieldRefusal } from "#server/modules/forms/admin.server.js";
import type { JobRefusal } from "#server/modules/jobs/admin.server.js";

/*
 * The wording of the form management page (the original product's words where it had them). Domain modules
 * report outcomes as typed refusals; this file says them to the admin.
 */

export const FIELD_MESSAGES = {
  nameRequired: "Field name is required.",
  optionsRequired: "Please provide at least one option for select/radio/checkbox fields.",
  added: "Field added successfully!",
  addFailed: "Failed to add the field.",
  updated: "Field updated successfully!",
  updateFailed: "Failed to update the field.",
  deleted: "Field deleted successfully!",
  deleteFailed: "Failed to delete the field.",
  reordered: "Field order saved.",
  priorityFailed: "Failed to update priority.",
  fetchFailed: "Failed to fetch form fields. Please try again later.",
} as const;

export const FIELD_REFUSALS: Record<FieldRefusal, string> = {
  "no-form": "This form does not exist.",
  "no-field": "This field no longer exists. Please reload the page.",
  "too-many": `A form can have at most ${FIELDS_MAX} fields.`,
  changed: "The fields changed meanwhile. Please reload the page and try again.",
};

export const PAYMENT_MESSAGES = {
  updated: "Payment amount updated successfully!",
  failed: "Failed to update payment amount.",
  invalid: "Please enter an amount in BDT greater than 0, for example 500 or 500.00.",
} as const;

/** A Bangla or Arabic box of a job or field editor is over its size (the document editors say the same). */
export const TRANSLATION_TOO_LONG = "A translation is too long. Shorten it and try again.";

export const FORM_NAME_MESSAGES = {
  saved: "Form name translations saved.",
  failed: "Failed to save the form name translations.",
} as const;

/** A file sent with the change was swept before it could be kept. */
export const FILE_UNAVAILABLE = "An uploaded file is no longer available. Please upload it again.";

export const RESPONSE_MESSAGES = {
  fetchFailed: "Failed to fetch form responses. Please try again later.",
  deleted: "Response deleted successfully!",
  deleteFailed: "Failed to delete the form response.",
  updated: "Response saved.",
  updateFailed: "Failed to save the response. Please try again.",
  stageSet: "Stage saved. The worker sees it on the status page.",
  stageFailed: "Failed to save the stage. Please try again.",
  notDuplicate: "Marked as not a duplicate.",
  flaggedAgain: "Flagged as a possible duplicate again.",
  duplicateCheckFailed: "Failed to save the duplicate check. Please try again.",
} as const;

export const RESPONSE_REFUSALS: Record<"missing", string> = {
  missing: "This response no longer exists. Please reload the page.",
};

export const JOB_MESSAGES = {
  created: "Job created successfully!",
  updated: "Job updated successfully!",
  deleted: "Job deleted successfully!",
  saveFailed: "Failed to save the job.",
  deleteFailed: "Failed to delete the job.",
  fetchFailed: "Failed to fetch jobs. Please try again later.",
} as const;

export const JOB_REFUSALS: Record<JobRefusal, string> = {
  missing: "This job no longer exists. Please reload the page.",
  "poster-not-image": "The poster must be an image (JPG, PNG, WebP, GIF or AVIF).",
};

export const EXPORT_MESSAGES = {
  queued: "Export started. The download appears here when it is ready.",
  failed: "The export could not be started. Please try again.",
  fetchFailed: "Failed to fetch exports. Please try again later.",
} as const;
