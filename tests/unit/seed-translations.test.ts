import { describe, expect, it } from "vitest";
import { documentSchema, EDITABLE_PAGES } from "../../server/modules/content/documents.js";
import { translationStatus, pruneTranslations } from "../../server/modules/i18n/translations.js";
import { SEED_FORMS, SEED_JOBS, SEED_PAGES } from "../../server/modules/seed/content.js";
import { SEED_TEXTS } from "../../server/modules/seed/text-translations.js";
import { SEED_DOCUMENTS, SEED_TRANSLATIONS } from "../../server/modules/seed/translations.js";

/** The demo content's Bangla and Arabic (server/modules/seed/text-translations.ts) match the English they translate. */
const ENGLISH: Record<string, unknown> = SEED_DOCUMENTS;

describe("seeded translations", () => {
  for (const [document, translations] of Object.entries(SEED_TRANSLATIONS)) {
    it(`${document}: every translation names a translatable English text, and every such text is translated`, () => {
      const schema = documentSchema(document as Parameters<typeof documentSchema>[0]);
      const english = ENGLISH[document];
      expect(english, "the seed has this document").toBeDefined();
      expect(pruneTranslations(schema, english, translations)).toEqual(translations);
      const status = translationStatus(schema, english, translations);
      expect(status.bn.missing).toEqual([]);
      expect(status.ar.missing).toEqual([]);
    });
  }

  it("every seeded page the office can edit has its published translations", () => {
    const seeded = SEED_PAGES.map((p) => p.slug).filter((slug) => (EDITABLE_PAGES as readonly string[]).includes(slug));
    expect(seeded.filter((slug) => !(`page:${slug}` in SEED_TRANSLATIONS))).toEqual([]);
  });

  it("every seeded form title, field label and option, and every job title, has its Bangla and Arabic", () => {
    const formTexts = SEED_FORMS.flatMap((f) => f.fields.flatMap((field) => [field.name, ...(field.options ?? [])]));
    expect(formTexts.filter((t) => !SEED_TEXTS[t])).toEqual([]);
    expect(SEED_FORMS.map((f) => f.title).filter((t) => !SEED_TEXTS[t])).toEqual([]);
    expect(SEED_JOBS.map((j) => j.title).filter((t) => !SEED_TEXTS[t])).toEqual([]);
  });
});
