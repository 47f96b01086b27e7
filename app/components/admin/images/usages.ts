import { USAGE_PLACE_WORDS } from "#server/modules/media/image-fields.js";
import type { ImageUsage } from "#server/modules/media/library.server.js";
import { DOCUMENT_EDITORS } from "../editor/editors";

/*
 * How the library words where an image is used (server/modules/media/library.server.ts, ImageUsage, in the words
 * of USAGE_PLACE_WORDS), and which screen changes it.
 */

/** "Project: Harbour Offices", "Gallery page", "Unpublished draft of Home". */
export function usageLabel(usage: Pick<ImageUsage, "place" | "name" | "document">): string {
  const place = USAGE_PLACE_WORDS[usage.place];
  if (usage.place === "draft") {
    const editor = DOCUMENT_EDITORS.find((e) => e.document === usage.document);
    return `${place} of ${editor?.title ?? usage.document ?? "a page"}`;
  }
  return usage.name ? `${place}: ${usage.name}` : place;
}

/** The editor where the image can be swapped for another, when there is one. */
export function usageLink(usage: Pick<ImageUsage, "place" | "document">): string | null {
  if (usage.place === "job_poster") return "/admin/forms-and-reports/apply-now?tab=jobs";
  return DOCUMENT_EDITORS.find((e) => e.document === usage.document)?.path ?? null;
}
