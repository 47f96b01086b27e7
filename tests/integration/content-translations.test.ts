import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servicesContentSchema } from "../../server/modules/content/collections.js";
import { pageContentSchema } from "../../server/modules/content/documents.js";
import {
  listVersions,
  loadDocument,
  loadPublished,
  publishDocument,
  restoreVersion,
  saveDraft,
  type PageContent,
} from "../../server/modules/content/editing.server.js";
import { getServiceCatalog } from "../../server/modules/content/catalog.server.js";
import { getPage } from "../../server/modules/content/pages.server.js";
import { Form, Job } from "../../server/db/models/index.js";
import { getFormDefinition } from "../../server/modules/forms/forms.server.js";
import { answersOf, validateSubmission } from "../../server/modules/forms/schema.js";
import { fieldLabel, optionLabel } from "../../server/modules/forms/fields.js";
import { getOpenJob } from "../../server/modules/jobs/jobs.server.js";
import { getFooter, getNavbar } from "../../server/modules/content/settings.server.js";
import {
  fallbackLang,
  localize,
  translationStatus,
  withoutFallbackMarks,
  type Translations,
} from "../../server/modules/i18n/translations.js";
import type { Services } from "../../server/services.js";
import { createIsolatedServices, insertTestAdmins, type TestActor } from "../support/services.js";
import { navbarNamed } from "../support/navbar.js";

/**
 * Bangla and Arabic beside the English (server/modules/i18n/translations.ts): declared once in the schemas, kept
 * with the draft, published together, versioned together, restored together, and a missing translation falling
 * back to English for that one field, marked so the page can say lang="en".
 */
let isolated: Awaited<ReturnType<typeof createIsolatedServices>> | undefined;
let services: Services;
let office: TestActor;

beforeAll(async () => {
  isolated = await createIsolatedServices("translations");
  services = isolated.services[0]!;
  [office] = (await insertTestAdmins(services.db, randomBytes(3).toString("hex"), "office")) as [TestActor];
});

afterAll(async () => {
  await isolated?.close();
});

const page = (heading: string): PageContent => ({
  title: "Home",
  description: "",
  sections: [
    {
      id: "hero",
      type: "hero",
      eyebrow: "",
      title: heading,
      subtitle: "Builders and manpower",
      imageId: null,
      primaryCta: { label: "Contact us", href: "/contact" },
    },
    { id: "faq", type: "faq", title: "Questions", items: [{ question: "Why?", answer: "Because." }] },
  ],
});

describe("the translatable texts of a document", () => {
  it("are the marked texts only: never links, ids or section types", () => {
    const status = translationStatus(pageContentSchema, page("Welcome"), {});
    expect(status.bn.missing.map((m) => m.path)).toEqual([
      "title",
      "sections[0].title",
      "sections[0].subtitle",
      "sections[0].primaryCta.label",
      "sections[1].title",
      "sections[1].items[0].question",
      "sections[1].items[0].answer",
    ]);
    expect(status.ar.total).toBe(7);
  });

  it('fall back to English one field at a time, marked for lang="en"', () => {
    const translations: Translations = { bn: { "sections[0].title": "স্বাগতম" } };
    const bn = localize(pageContentSchema, page("Welcome"), translations, "bn");
    const hero = bn.sections[0] as Extract<PageContent["sections"][number], { type: "hero" }>;
    expect(hero.title).toBe("স্বাগতম");
    expect(fallbackLang(hero, "title")).toBeUndefined();
    expect(hero.subtitle).toBe("Builders and manpower");
    expect(fallbackLang(hero, "subtitle")).toBe("en");
    expect(fallbackLang(hero.primaryCta, "label")).toBe("en");
    // Arabic has nothing: all English, all marked; English itself is never touched
    const ar = localize(pageContentSchema, page("Welcome"), translations, "ar");
    expect(fallbackLang(ar.sections[0], "title")).toBe("en");
    expect(localize(pageContentSchema, page("Welcome"), translations, "en")).toEqual(page("Welcome"));
    expect(withoutFallbackMarks(ar)).toEqual(page("Welcome"));
  });
});

describe("one draft, one publish, one history for every language", () => {
  it("publishes the Bangla with the English, keeps them in one version and restores both", async () => {
    const start = await loadDocument<PageContent>(services, "page:home");
    const v1 = await publishDocument(services, "page:home", page("Welcome"), start.revision, office, {
      bn: { "sections[0].title": "স্বাগতম" },
    });
    expect(v1.ok).toBe(true);
    if (!v1.ok) return;

    const bn = await getPage(services, "home", "bn");
    expect(bn?.sections[0]).toMatchObject({ title: "স্বাগতম", subtitle: "Builders and manpower" });
    expect(fallbackLang(bn?.sections[0], "subtitle")).toBe("en");
    expect((await getPage(services, "home", "ar"))?.sections[0]).toMatchObject({ title: "Welcome" });
    expect((await getPage(services, "home"))?.sections[0]).toMatchObject({ title: "Welcome" });

    // a saved draft changes nothing live, in any language
    const saved = await saveDraft(services, "page:home", page("Welcome home"), v1.revision, office, {
      bn: { "sections[0].title": "ঘরে স্বাগতম" },
      ar: { "sections[0].title": "مرحبًا بكم" },
    });
    expect(saved.ok).toBe(true);
    if (!saved.ok) return;
    expect((await getPage(services, "home", "bn"))?.sections[0]).toMatchObject({ title: "স্বাগতম" });
    expect((await loadDocument(services, "page:home")).translations.ar).toEqual({ "sections[0].title": "مرحبًا بكم" });

    const v2 = await publishDocument(services, "page:home", page("Welcome home"), saved.revision, office, {
      bn: { "sections[0].title": "ঘরে স্বাগতম" },
      ar: { "sections[0].title": "مرحبًا بكم" },
    });
    expect(v2.ok).toBe(true);
    if (!v2.ok) return;
    expect(v2.summary).toContain("Changed the Arabic text");
    expect((await getPage(services, "home", "ar"))?.sections[0]).toMatchObject({ title: "مرحبًا بكم" });

    // restore the first version: English and Bangla come back together (and the Arabic it did not have goes)
    const versions = await listVersions(services, "page:home");
    const first = versions.find((v) => v.number === v1.version)!;
    const restored = await restoreVersion(services, "page:home", first.id, v2.revision, office);
    expect(restored.ok).toBe(true);
    if (!restored.ok) return;
    const draft = await loadDocument<PageContent>(services, "page:home");
    expect(draft.content?.sections[0]).toMatchObject({ title: "Welcome" });
    expect(draft.translations).toEqual({ bn: { "sections[0].title": "স্বাগতম" } });
    const v3 = await publishDocument(services, "page:home", draft.content, draft.revision, office, draft.translations);
    expect(v3.ok).toBe(true);
    expect((await getPage(services, "home", "bn"))?.sections[0]).toMatchObject({ title: "স্বাগতম" });
    expect((await getPage(services, "home", "ar"))?.sections[0]).toMatchObject({ title: "Welcome" });
    expect((await getPage(services, "home"))?.sections[0]).toMatchObject({ title: "Welcome" });
  });

  it("keeps the translations when a writer sends only the English, and drops those of removed texts", async () => {
    const start = await loadPublished<PageContent>(services, "page:home");
    expect(start.translations.bn?.["sections[0].title"]).toBe("স্বাগতম");
    const withoutFaq = { ...page("Welcome"), sections: page("Welcome").sections.slice(0, 1) };
    const published = await publishDocument(services, "page:home", withoutFaq, start.revision, office, {
      bn: { "sections[0].title": "স্বাগতম", "sections[1].title": "প্রশ্ন" },
    });
    expect(published.ok).toBe(true);
    if (!published.ok) return;
    // the REST API's PUT: English only
    const english = await publishDocument(services, "page:home", page("Welcome"), published.revision, office);
    expect(english.ok).toBe(true);
    const now = await loadPublished<PageContent>(services, "page:home");
    expect(now.translations).toEqual({ bn: { "sections[0].title": "স্বাগতম" } });
  });

  it("translates the navbar and footer of every page", async () => {
    const navbar = await loadDocument(services, "settings:navbar");
    const published = await publishDocument(
      services,
      "settings:navbar",
      navbarNamed("Crestline Builders"),
      navbar.revision,
      office,
      { ar: { companyName: "كريستلاين للمقاولات" } },
    );
    expect(published.ok).toBe(true);
    expect((await getNavbar(services, "ar")).companyName).toBe("كريستلاين للمقاولات");
    const bn = await getNavbar(services, "bn");
    expect(bn.companyName).toBe("Crestline Builders");
    expect(fallbackLang(bn, "companyName")).toBe("en");

    const footer = await loadDocument(services, "settings:footer");
    const content = {
      logoImageId: null,
      companyDescription: "We build.",
      socialLinks: [],
      officeLocations: [{ country: "Bangladesh", address: "Dhaka", email: "a@example.com", phone: "+8801" }],
      copyrightText: "© {year} Crestline",
    };
    const f = await publishDocument(services, "settings:footer", content, footer.revision, office, {
      bn: { "officeLocations[0].country": "বাংলাদেশ", "officeLocations[0].email": "not translatable" },
    });
    expect(f.ok).toBe(true);
    const bnFooter = await getFooter(services, "bn");
    expect(bnFooter?.officeLocations[0]).toMatchObject({ country: "বাংলাদেশ", address: "Dhaka", email: "a@example.com" });
    expect(fallbackLang(bnFooter?.officeLocations[0], "address")).toBe("en");
    expect(fallbackLang(bnFooter, "companyDescription")).toBe("en");
    // an e-mail address is not a translatable text: its "translation" was not kept
    expect((await loadPublished(services, "settings:footer")).translations).toEqual({
      bn: { "officeLocations[0].country": "বাংলাদেশ" },
    });
  });

  it("translates a collection's items, and a new English-only card shows English, marked", async () => {
    const start = await loadDocument(services, "collection:services");
    const card = (title: string) => ({ published: true, title, type: "residential", shortDescription: "", keyFeatures: [] });
    const published = await publishDocument(
      services,
      "collection:services",
      { items: [], cards: [card("Family homes"), card("Steel sheds")] },
      start.revision,
      office,
      { bn: { "cards[0].title": "পারিবারিক বাড়ি" }, ar: { "cards[0].title": "منازل عائلية" } },
    );
    expect(published.ok).toBe(true);
    const bn = await getServiceCatalog(services, "bn");
    expect(bn.cards.map((c) => c.title)).toEqual(["পারিবারিক বাড়ি", "Steel sheds"]);
    expect(fallbackLang(bn.cards[0], "title")).toBeUndefined();
    expect(fallbackLang(bn.cards[1], "title")).toBe("en");
    expect((await getServiceCatalog(services, "ar")).cards[0]!.title).toBe("منازل عائلية");
    expect((await getServiceCatalog(services)).cards.map((c) => c.title)).toEqual(["Family homes", "Steel sheds"]);
    const draft = await loadDocument(services, "collection:services");
    const status = translationStatus(servicesContentSchema, draft.content, draft.translations);
    expect(status.bn.missing.map((m) => m.english)).toEqual(["Steel sheds"]);
    expect(status.ar.missing.map((m) => m.english)).toEqual(["Steel sheds"]);
  });
});

describe("forms and jobs", () => {
  it("show a form's labels and options in Bangla while answers keep the option's English, its canonical value", async () => {
    await Form.query(services.db).insertGraph({
      id: 4,
      slug: "job-application",
      title: "Job Application",
      translations: { bn: { title: "চাকরির আবেদন" } },
      fields: [
        {
          name: "Trade",
          fieldType: "select",
          required: true,
          options: ["Mason", "Welder"],
          priority: 0,
          translations: { bn: { name: "পেশা", "options[0]": "রাজমিস্ত্রি", "options[1]": "ওয়েল্ডার" }, ar: { name: "المهنة" } },
        },
      ],
    } as never);
    const bn = (await getFormDefinition(services.db, 4, "bn"))!;
    expect(bn.title).toBe("চাকরির আবেদন");
    const trade = bn.fields[0]!;
    expect(fieldLabel(trade)).toBe("পেশা");
    expect([optionLabel(trade, 0), optionLabel(trade, 1)]).toEqual(["রাজমিস্ত্রি", "ওয়েল্ডার"]);
    expect(trade.options).toEqual(["Mason", "Welder"]);
    // Arabic: the label translated, the options fall back to English one by one
    const ar = (await getFormDefinition(services.db, 4, "ar"))!.fields[0]!;
    expect(fieldLabel(ar)).toBe("المهنة");
    expect(optionLabel(ar, 1)).toBe("Welder");
    expect(fallbackLang(ar, "options[1]")).toBe("en");
    // English is today's shape exactly
    const en = (await getFormDefinition(services.db, 4))!;
    expect(en.fields[0]).not.toHaveProperty("label");

    // the Bangla form sends the canonical value; the stored answer is English
    const sent = new URLSearchParams({ [`field_${trade.id}`]: "Welder" });
    const valid = validateSubmission(bn.fields, sent, { get: () => undefined });
    expect(valid.ok).toBe(true);
    if (!valid.ok) return;
    expect(answersOf(bn.fields, valid.data)).toMatchObject([{ fieldLabel: "Trade", value: "Welder" }]);
    // a translated label is not a value of the field
    const label = validateSubmission(bn.fields, new URLSearchParams({ [`field_${trade.id}`]: "ওয়েল্ডার" }), {
      get: () => undefined,
    });
    expect(label.ok).toBe(false);
  });

  it("show a job's title and requirements in Arabic, English where one is missing", async () => {
    const job = await Job.query(services.db).insert({
      title: "Steel Fixer",
      city: "Jubail",
      country: "Saudi Arabia",
      industry: "Construction",
      requirements: "Three years of experience.",
      isActive: true,
      translations: { ar: { title: "حدّاد تسليح" } },
    } as never);
    const ar = (await getOpenJob(services.db, job.id, "ar"))!;
    expect(ar).toMatchObject({ title: "حدّاد تسليح", requirements: "Three years of experience.", city: "Jubail" });
    expect(fallbackLang(ar, "requirements")).toBe("en");
    expect((await getOpenJob(services.db, job.id))!.title).toBe("Steel Fixer");
  });
});
