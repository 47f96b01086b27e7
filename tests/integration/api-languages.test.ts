import { describe, expect, it } from "vitest";
import { loadPublished, publishDocument } from "../../server/modules/content/editing.server.js";
import { projectsContentSchema, servicesContentSchema } from "../../server/modules/content/collections.js";
import { FALLBACK_KEY, translatableTexts, type Translations } from "../../server/modules/i18n/translations.js";
import { seed } from "../../server/modules/seed/index.js";
import type { Services } from "../../server/services.js";
import { useApiWithAdmin } from "../support/api-client.js";

/*
 * docs/api.md §3 `?lang=`: every content read answers the English shape with the demo content's Bangla or Arabic
 * texts (English where one is missing), without the website's fallback marks; another language is a 400.
 */

/**
 * The demo content, with the services and projects translated by the editors' publish, and the training page
 * published again in English only (a text with no translation).
 */
async function prepare(services: Services) {
  await seed(services, { demoContent: true });
  const actor = { adminUserId: null, ip: "127.0.0.1", via: "api_token" as const };
  const training = await loadPublished(services, "page:training");
  expect((await publishDocument(services, "page:training", training.content, training.revision, actor, {})).ok).toBe(true);
  for (const [document, schema] of [
    ["collection:services", servicesContentSchema],
    ["collection:projects", projectsContentSchema],
  ] as const) {
    const { content, revision } = await loadPublished(services, document);
    const found = translatableTexts(schema, content);
    const translations: Translations = {
      bn: Object.fromEntries(found.map(({ path, text }) => [path, `অনুবাদ ${text}`])),
      ar: Object.fromEntries(found.map(({ path, text }) => [path, `ترجمة ${text}`])),
    };
    const published = await publishDocument(services, document, content, revision, actor, translations);
    expect(published.ok).toBe(true);
  }
}

const env = useApiWithAdmin("api_languages", "10.37", prepare);

const get = async (path: string, lang?: string) => {
  const response = await env.client.call(lang ? `${path}?lang=${lang}` : path);
  expect(response.status, `${path} ${lang ?? "en"}`).toBe(200);
  return (await response.json()) as unknown;
};

/** The shape of a JSON value: its keys (recursively) and the types of its leaves, texts left out. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]));
  return value === null ? null : typeof value;
}

const texts = (value: unknown): string[] => JSON.stringify(value).match(/"(?:[^"\\]|\\.)*"/g) ?? [];
const bangla = (value: unknown) => texts(value).filter((t) => /[\u0980-\u09ff]/.test(t)).length;
const arabic = (value: unknown) => texts(value).filter((t) => /[\u0600-\u06ff]/.test(t)).length;

const CONTENT_READS = [
  "/backend/api/layout/navbar/",
  "/backend/api/layout/footer/",
  "/backend/api/pages/",
  "/backend/api/pages/home/",
  "/backend/api/service/service-card/",
  "/backend/api/service/service-list/",
  "/backend/api/get-service-slugs/",
  "/backend/api/projects/",
  "/backend/api/jobs/",
  "/backend/api/forms/",
  "/backend/api/forms/2/",
  "/backend/api/forms/2/fields/",
  "/backend/api/form-fields/2/",
];

describe("?lang on content reads (docs/api.md §3)", () => {
  it("answers the English shape with Bangla and Arabic texts, without fallback marks", async () => {
    for (const path of CONTENT_READS) {
      const [en, explicit, bn, ar] = await Promise.all([get(path), get(path, "en"), get(path, "bn"), get(path, "ar")]);
      expect(explicit, path).toEqual(en);
      expect(shape(bn), path).toEqual(shape(en));
      expect(shape(ar), path).toEqual(shape(en));
      expect(bangla(en), path).toBe(0);
      expect(bangla(bn), path).toBeGreaterThan(0);
      expect(arabic(ar), path).toBeGreaterThan(0);
      expect(JSON.stringify([bn, ar]), path).not.toContain(FALLBACK_KEY);
    }
  });

  it("keeps what is not text: slugs, ids, prices, image URLs, and a choice field's options (the values answers carry)", async () => {
    const [en, bn] = (await Promise.all([
      get("/backend/api/forms/2/fields/"),
      get("/backend/api/forms/2/fields/", "bn"),
    ])) as Array<Array<{ id: number; name: string; options: string[] | null; field_type: string }>>;
    expect(bn.map((f) => [f.id, f.options, f.field_type])).toEqual(en.map((f) => [f.id, f.options, f.field_type]));
    expect(bn.some((f, i) => f.name !== en[i]!.name)).toBe(true);
    const [cardsEn, cardsAr] = (await Promise.all([
      get("/backend/api/service/service-card/"),
      get("/backend/api/service/service-card/", "ar"),
    ])) as Array<Array<Record<string, unknown>>>;
    const fixed = (c: Record<string, unknown>) => [c.id, c.startingPrice, c.priceCurrency, c.image];
    expect(cardsAr.map(fixed)).toEqual(cardsEn.map(fixed));
  });

  it("answers a job and a form field in the language asked for, and 404s unknown ones as in English", async () => {
    const jobs = (await get("/backend/api/jobs/")) as Array<{ id: number; title: string }>;
    const job = jobs[0]!;
    const bn = (await get(`/backend/api/jobs/${job.id}/`, "bn")) as { id: number; title: string };
    expect(bn.id).toBe(job.id);
    expect(bangla(bn.title)).toBe(1);
    const field = ((await get("/backend/api/form-fields/2/")) as Array<{ id: number }>)[0]!;
    const ar = (await get(`/backend/api/form-fields/2/${field.id}/`, "ar")) as { name: string };
    expect(arabic(ar.name)).toBe(1);
    const missing = await env.client.call("/backend/api/jobs/999999/?lang=bn");
    expect(missing.status).toBe(404);
  });

  it("answers English for a text with no translation, as the website does", async () => {
    const [en, bn] = (await Promise.all([get("/backend/api/pages/"), get("/backend/api/pages/", "bn")])) as Array<
      Array<{ slug: string; title: string }>
    >;
    expect(bn.map((p) => p.slug)).toEqual(en.map((p) => p.slug));
    const home = bn.find((p) => p.slug === "home")!;
    expect(bangla(home.title)).toBe(1);
    // the training page was published without its translations: its title stays English
    const untranslated = bn.filter((p, i) => p.title === en[i]!.title).map((p) => p.slug);
    expect(untranslated).toEqual(["training"]);
  });

  it("refuses another language with a 400 on `lang`, on every content read", async () => {
    for (const path of CONTENT_READS) {
      for (const lang of ["fr", "BN", "bn,ar", ""]) {
        const response = await env.client.call(`${path}?lang=${encodeURIComponent(lang)}`);
        expect(response.status, `${path} ${lang}`).toBe(400);
        expect(Object.keys((await response.json()) as object), path).toEqual(["lang"]);
      }
    }
  });
});
