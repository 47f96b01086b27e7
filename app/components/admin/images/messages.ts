import { text } from "#server/modules/validation/text.js";

/** What the image library page says: the product's notices and the upload form's category rule. */
export const LIBRARY_MESSAGES = {
  missing: "Please select images and provide a category.",
  uploadFailed: "Failed to upload images.",
  deleted: "Selected images deleted successfully!",
  deleteFailed: "Failed to delete selected images.",
  noneSelected: "No images selected for deletion.",
  fetchFailed: "Failed to fetch images. Please try again.",
} as const;

/** The category of an upload: required, stored lower-case. */
export const categoryField = text(LIBRARY_MESSAGES.missing)
  .trim()
  .toLowerCase()
  .min(1, LIBRARY_MESSAGES.missing)
  .max(100, "Category must be at most 100 characters.");
