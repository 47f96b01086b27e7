import { z } from "zod";
import { normalizePassportNumber, PASSPORT_PATTERN } from "#server/modules/medical/medical.js";

/** What the medical reports page says: the product's notices, plus the passport format rule, which was never given. */
export const MEDICAL_MESSAGES = {
  missing: "Please provide a passport number and upload a medical report.",
  badPassport: "Please enter a valid passport number: 5 to 20 letters and digits, without spaces.",
  updated: "New medical report saved. The earlier reports of this passport are kept under it.",
  uploaded: "Medical report uploaded successfully.",
  uploadFailed: "Error uploading the report. Please try again.",
  fileUnavailable: "The uploaded file is no longer available. Please upload it again.",
  updateFailed: "Error updating the report. Please try again.",
  fetchFailed: "Failed to fetch reports. Please try again.",
  deleted: "Selected reports deleted successfully.",
  deleteFailed: "Error deleting reports. Please try again.",
  noneSelected: "No reports selected for deletion.",
} as const;

/** The passport number field of the upload form: trimmed and upper-case, as stored. */
export const passportNumberField = z
  .string(MEDICAL_MESSAGES.missing)
  .transform(normalizePassportNumber)
  .pipe(z.string().min(1, MEDICAL_MESSAGES.missing).regex(PASSPORT_PATTERN, MEDICAL_MESSAGES.badPassport));
