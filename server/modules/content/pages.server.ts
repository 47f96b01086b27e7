import { Page } from "../../db/models/index.js";
import type { Services } from "../../services.js";
import { contentCache } from "./cache.server.js";
import { loadPublicImages, type PublicImage } from "./images.server.js";
import { EDITABLE_PAGES } from "./documents.js";
import { sectionImageIds, sectionSchema, type Section } from "./sections.js";

export const PAGE_CACHE_KEY = "page";

export interface PageView {
  slug: string;
  title: string;
  description: string;
  sections: Section[];
  /** Every image the sections reference, by id (absent when not ready). */
  images: Record<number, PublicImage>;
}

/**
 * A content page with its sections, or null when no page has this slug. Sections are validated on
 * write; one that no longer parses (e.g. after a schema change) is skipped and logged rather than
 * breaking the whole page.
 */
export function getPage(services: Services, slug: string): Promise<PageView | null> {
  return contentCache(services).get(`${PAGE_CACHE_KEY}:${slug}`, async () => {
    const row = await Page.query(services.db).findOne({ slug });
    if (!row) return null;
    const sections: Section[] = [];
    for (const raw of row.sections) {
      const parsed = sectionSchema.safeParse(raw);
      if (parsed.success) sections.push(parsed.data);
      else services.logger.warn({ slug, issues: parsed.error.issues.slice(0, 3) }, "skipping an invalid page section");
    }
    const images = await loadPublicImages(services.db, sectionImageIds(sections));
    return { slug: row.slug, title: row.title, description: row.description, sections, images: Object.fromEntries(images) };
  });
}

/** The editable pages that exist, by id: slug, title and when their row last changed. */
export async function listEditablePages(
  services: Pick<Services, "db">,
): Promise<Array<Pick<Page, "slug" | "title" | "updatedAt">>> {
  return Page.query(services.db).whereIn("slug", EDITABLE_PAGES).orderBy("id").select("slug", "title", "updated_at");
}
