import { z } from "zod";
import { translatable } from "../i18n/translations.js";
import { noRepeats } from "../validation/unique.js";

/**
 * The gallery document ('gallery'): which library images /gallery shows, in what order, with what caption and
 * alt text, and which library categories get a filter chip (in order, with the label visitors read). Shared by
 * the server (editing.server.ts publishes it into gallery_items / gallery_categories) and the admin editor,
 * which validates with it in the browser. Nothing reaches /gallery without being in the published document.
 */

const GALLERY_MAX_IMAGES = 300;
const GALLERY_MAX_CATEGORIES = 30;

// the editor's form leaves an empty box out of the document (undefined), so the missing case carries the message too
const categoryKeySchema = z
  .string({ error: "Choose a category." })
  .trim()
  .toLowerCase()
  .min(1, "Choose a category.")
  .max(60, "At most 60 characters.")
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Type the library category as it appears on Image Upload, e.g. gallery.");

const galleryChipSchema = z.object({
  category: categoryKeySchema,
  chipLabel: translatable(z.string({ error: "Required." }).trim().min(1, "Required.").max(40, "At most 40 characters.")),
});

const galleryEntrySchema = z
  .object({
    imageId: z.number({ error: "Choose an image." }).int().positive("Choose an image."),
    caption: translatable(z.string().trim().max(200, "At most 200 characters.").default("")),
    alt: translatable(z.string().trim().max(200, "At most 200 characters.").default("")),
    decorative: z.boolean().default(false),
  })
  .superRefine((entry, ctx) => {
    if (!entry.decorative && entry.alt === "")
      ctx.addIssue({ code: "custom", path: ["alt"], message: "Describe the image, or tick Decorative." });
  });

export const galleryContentSchema = z.object({
  images: z
    .array(galleryEntrySchema)
    .max(GALLERY_MAX_IMAGES, `At most ${GALLERY_MAX_IMAGES} images.`)
    .default([])
    .superRefine(noRepeats((entry) => entry.imageId, "imageId", "This image is already in the gallery.")),
  categories: z
    .array(galleryChipSchema)
    .max(GALLERY_MAX_CATEGORIES, `At most ${GALLERY_MAX_CATEGORIES} categories.`)
    .default([])
    .superRefine(noRepeats((chip) => chip.category, "category", "This category is already in the list.")),
});
export type GalleryContent = z.infer<typeof galleryContentSchema>;
