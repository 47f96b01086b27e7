import { Page } from "../../db/models/index.js";
import type { Services } from "../../services.js";
import { contentCache } from "./cache.server.js";
import { loadPublicImages, type PublicImage } from "./images.server.js";
import { DEFAULT_LOCALE, type Locale } from "../i18n/locales.js";
import { EDITABLE_PAGES, pageContentSchema, type EditablePage } from "./documents.js";
import { localizeLive } from "./translations.server.js";
import { fallbackMarks, localize } from "../i18n/translations.js";
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
 * breaking the whole page. In Bangla or Arabic each text shows its published translation, or its English when
 * it has none (marked: server/modules/i18n/translations.ts, `fallbackLang`).
 */
export function getPage(services: Services, slug: string, locale: Locale = DEFAULT_LOCALE): Promise<PageView | null> {
  return contentCache(services).get(`${PAGE_CACHE_KEY}:${slug}:${locale}`, async () => {
    const row = await Page.query(services.db).findOne({ slug });
    if (!row) return null;
    // null keeps an invalid section's place: translations are keyed by the positions of the published sections
    const valid = row.sections.map((raw): Section | null => {
      const parsed = sectionSchema.safeParse(raw);
      if (parsed.success) return parsed.data;
      services.logger.warn({ slug, issues: parsed.error.issues.slice(0, 3) }, "skipping an invalid page section");
      return null;
    });
    const english = { title: row.title, description: row.description, sections: valid };
    const localized = (EDITABLE_PAGES as readonly string[]).includes(slug)
      ? await localizeLive(services.db, `page:${slug as EditablePage}`, pageContentSchema, english, locale)
      : // a page the office cannot edit has no translations: its texts are marked as English
        localize(pageContentSchema, english, null, locale);
    const sections = localized.sections.filter((s): s is Section => s !== null);
    const images = await loadPublicImages(services.db, sectionImageIds(sections));
    return {
      slug: row.slug,
      title: localized.title,
      description: localized.description,
      sections,
      images: Object.fromEntries(images),
      ...fallbackMarks(localized),
    };
  });
}

/** The editable pages that exist, by id: slug, title and when their row last changed. */
export async function listEditablePages(
  services: Pick<Services, "db">,
): Promise<Array<Pick<Page, "slug" | "title" | "updatedAt">>> {
  return Page.query(services.db).whereIn("slug", EDITABLE_PAGES).orderBy("id").select("slug", "title", "updated_at");
}
