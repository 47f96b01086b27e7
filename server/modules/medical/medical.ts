/** The upload field of the medical report form (the upload policy of the page names the same field). */
export const MEDICAL_REPORT_FIELD = "medical_report";

/** 5 to 20 letters and digits (no format was ever given). */
export const PASSPORT_PATTERN = /^[A-Z0-9]{5,20}$/;

/** Trimmed and upper-case, as stored (and as the database check demands). */
export function normalizePassportNumber(value: string): string {
  return value.trim().toUpperCase();
}

/**
 * Whether a form field's label asks for a passport number ("Passport Number", "Passport No.", "Passport #"), so a
 * registration's answer to it can be matched with the medical reports on file. A passport copy or date is not one.
 */
export function isPassportNumberLabel(label: string): boolean {
  return /\bpassport\s*(number|no\b\.?|#)/i.test(label);
}
