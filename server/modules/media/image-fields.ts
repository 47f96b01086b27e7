import { z } from "zod";
import { text } from "../validation/text.js";

/*
 * The words an image of the library carries besides its category (migrations/0025_media_library.ts): its title, its
 * description for screen readers (`alt`, or `decorative`: an empty alt on purpose) and a caption. Browser-safe: the
 * upload form and the picker prefill a title with `titleFromFileName`, and the admin forms' schemas use the limits.
 */

export const IMAGE_TEXT_LIMITS = { title: 200, alt: 300, caption: 1000, category: 100 } as const;

/** "site-1_final.JPG" → "site 1 final": the file name without its extension, dashes and underscores read as spaces. */
export function titleFromFileName(name: string): string {
  const title = name
    .replace(/\.[A-Za-z0-9]{1,10}$/, "")
    .replace(/[-_\s]+/g, " ")
    .trim()
    .slice(0, IMAGE_TEXT_LIMITS.title)
    .trim();
  return title;
}

/** What a door (an admin form, the REST API) hands the library module; an empty title is made from the file name. */
export interface ImageDetails {
  title: string;
  alt: string;
  decorative: boolean;
  caption: string;
}

/**
 * The details as stored: trimmed, within their limits, and a decorative image's alt empty. The module parses with it
 * (a door has already checked the input with its own wording, so a failure here is a bug).
 */
export const imageDetailsSchema = z
  .object({
    title: text().trim().max(IMAGE_TEXT_LIMITS.title).default(""),
    alt: text().trim().max(IMAGE_TEXT_LIMITS.alt).default(""),
    decorative: z.boolean().default(false),
    caption: text().trim().max(IMAGE_TEXT_LIMITS.caption).default(""),
  })
  .transform((d) => (d.decorative ? { ...d, alt: "" } : d));

/** The library's "Show" filter: images in use somewhere, used nowhere, without a description, not ready yet. */
export const LIBRARY_SHOWS = ["in_use", "unused", "no_description", "not_ready"] as const;
export type LibraryShow = (typeof LIBRARY_SHOWS)[number];

/** How the screens and the REST API word a place that uses an image ("Project", "Gallery page"). */
export const USAGE_PLACE_WORDS = {
  page: "Page",
  service_card: "Service card",
  service: "Service",
  project: "Project",
  project_gallery: "Project gallery",
  manpower_project: "Manpower project",
  gallery: "Gallery page",
  navbar_logo: "Logo of the navigation bar",
  footer_logo: "Logo of the footer",
  job_poster: "Job poster",
  draft: "Unpublished draft",
} as const;

/** A place of the site that uses an image (server/modules/media/library.server.ts, ImageUsage). */
export type ImageUsagePlace = keyof typeof USAGE_PLACE_WORDS;
