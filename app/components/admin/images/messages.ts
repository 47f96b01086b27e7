import { z } from "zod";
import { text } from "#server/modules/validation/text.js";
import { IMAGE_TEXT_LIMITS } from "#server/modules/media/image-fields.js";

/** What the media library says: the product's notices and its forms' rules. */
export const LIBRARY_MESSAGES = {
  missing: "Please select images and provide a category.",
  uploadFailed: "Failed to upload images.",
  deleted: "Selected images deleted successfully!",
  deleteFailed: "Failed to delete selected images.",
  noneSelected: "No images selected for deletion.",
  fetchFailed: "Failed to fetch images. Please try again.",
  describe: "Describe the image, or tick Decorative.",
  saved: "Image details saved.",
  replaced: "The new picture is in place: its web versions are ready in a few seconds, everywhere the image is used.",
  notAnImage: "That file is not a usable image. Choose a JPEG, PNG, WebP, GIF or AVIF picture.",
  noFile: "Choose the new picture first.",
  missingImage: "This image no longer exists.",
  imageDeleted: "Image deleted.",
  inUse: "This image is used on the site, so it was not deleted. Choose another image in each place below first.",
} as const;

/** The category of an upload: required, stored lower-case. */
export const categoryField = text(LIBRARY_MESSAGES.missing)
  .trim()
  .toLowerCase()
  .min(1, LIBRARY_MESSAGES.missing)
  .max(IMAGE_TEXT_LIMITS.category, `Category must be at most ${IMAGE_TEXT_LIMITS.category} characters.`);

const optionalText = (max: number, what: string) =>
  text()
    .trim()
    .max(max, `${what} must be at most ${max} characters.`)
    .optional()
    .transform((v) => v ?? "");

/** The words of an image (an empty title is made from the file name). */
export const imageDetailsShape = {
  title: optionalText(IMAGE_TEXT_LIMITS.title, "The title"),
  alt: optionalText(IMAGE_TEXT_LIMITS.alt, "The description"),
  decorative: z.boolean().optional().transform(Boolean),
  caption: optionalText(IMAGE_TEXT_LIMITS.caption, "The caption"),
};

/** An image's description is required unless it is decorative. */
export function describedOrDecorative(value: { alt: string; decorative: boolean }, ctx: z.RefinementCtx) {
  if (!value.decorative && value.alt === "") ctx.addIssue({ code: "custom", path: ["alt"], message: LIBRARY_MESSAGES.describe });
}

export const imageDetailsFields = z.object(imageDetailsShape).superRefine(describedOrDecorative);

/** Hint under the description field of every image form. */
export const ALT_HINT =
  "What the picture shows, for visitors who cannot see it (e.g. “Welders on the Jubail refinery site”). Tick Decorative when it adds nothing to the text around it.";
