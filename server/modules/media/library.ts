/** The exact notices of SPEC §5/§8 for the image library (free of server imports: the page uses them too). */
export const LIBRARY_MESSAGES = {
  missing: "Please select images and provide a category.",
  uploadFailed: "Failed to upload images.",
  deleted: "Selected images deleted successfully!",
  deleteFailed: "Failed to delete selected images.",
} as const;
