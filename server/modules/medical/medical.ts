import { z } from "zod";

/** The exact notices of SPEC §5/§8 (plus the passport format rule, which the spec leaves open). */
export const MEDICAL_MESSAGES = {
  missing: "Please provide a passport number and upload a medical report.",
  badPassport: "Please enter a valid passport number: 5 to 20 letters and digits, without spaces.",
  updated: "Medical report updated successfully.",
  uploaded: "Medical report uploaded successfully.",
  uploadFailed: "Error uploading the report. Please try again.",
  updateFailed: "Error updating the report. Please try again.",
  fetchFailed: "Failed to fetch reports. Please try again.",
  deleted: "Selected reports deleted successfully.",
  deleteFailed: "Error deleting reports. Please try again.",
  noneSelected: "No reports selected for deletion.",
} as const;

/** The upload field of the medical report form (the upload policy of the page names the same field). */
export const MEDICAL_REPORT_FIELD = "medical_report";

/** What the file input offers; the upload module checks the real type from the file's bytes. */
export const MEDICAL_REPORT_ACCEPT = ".pdf,.doc,.docx,.jpg,.jpeg,.png";
export const MEDICAL_REPORT_EXTENSIONS = /\.(pdf|docx?|jpe?g|png)$/i;

export const PASSPORT_PATTERN = /^[A-Z0-9]{5,20}$/;

/** Trimmed and upper-case, as stored (and as the database check demands). */
export function normalizePassportNumber(value: string): string {
  return value.trim().toUpperCase();
}

export const passportNumberSchema = z
  .string(MEDICAL_MESSAGES.missing)
  .transform(normalizePassportNumber)
  .pipe(z.string().min(1, MEDICAL_MESSAGES.missing).regex(PASSPORT_PATTERN, MEDICAL_MESSAGES.badPassport));
