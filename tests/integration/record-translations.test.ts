import type { LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { updateField } from "../../server/modules/forms/admin.server.js";
import { updateJob } from "../../server/modules/jobs/admin.server.js";
import { getFormDefinition } from "../../server/modules/forms/forms.server.js";
import { answersOf, validateSubmission } from "../../server/modules/forms/schema.js";
import { fieldLabel, optionLabel } from "../../server/modules/forms/fields.js";
import { fallbackLang } from "../../server/modules/i18n/translations.js";
import type { Actor } from "../../server/modules/audit/audit.server.js";
import type { Services } from "../../server/services.js";
import { loader as jobsPageLoader } from "../../app/routes/_site.($lang).apply-jobs-now.js";
import { loader as statusLoader } from "../../app/routes/admin.translations.js";
import { ORIGIN, pageContext, postFormPage, useFormPageSession } from "./form-page-support.js";

/**
 * The Bangla and Arabic of jobs and dynamic forms (docs/decisions/0023-translated-content.md), edited in the jobs tab
 * and the field builder: saved with the row through the page's action, read by the public pages field by field
 * (English, marked, where one is missing), counted on the translation status page; answers stay the English option.
 */
let services: Services;
let actor: Actor;
let cookie: string;

useFormPageSession("record_translations", (session) => ({ services, actor, cookie } = session));

const context = () => pageContext(services);

/** Posts one intent of /admin/forms-and-reports/<slug> as the page's forms do (the boxes as `i18n.<lang>.<path>`). */
const act = (formId: number, fields: Array<[string, string]>) => postFormPage({ services, cookie }, formId, fields);

const jobRow = (id: number) => services.db("jobs").where("id", id).first("title", "translations");

describe("a job in Bangla and Arabic", () => {
  it("is saved with the job from the jobs tab and shown on /bn/ and /ar/, English per field where one is missing", async () => {
    const created = await act(4, [
      ["intent", "save-job"],
      ["title", "Steel Fixer"],
      ["city", "Jubail"],
      ["country", "Saudi Arabia"],
      ["industry", "Construction"],
      ["requirements", "Three years of experience.\nA valid passport."],
      ["isActive", "on"],
      ["i18n.bn.title", " স্টিল ফিক্সার "],
      ["i18n.bn.requirements", ""],
      ["i18n.ar.title", ""],
      ["i18n.ar.requirements", "خبرة ثلاث سنوات.\nجواز سفر ساري."],
    ]);
    expect(created).toMatchObject({ ok: true, status: 200 });
    const id = created.targetId!;
    // trimmed, the empty boxes left out
    expect((await jobRow(id)).translations).toEqual({
      bn: { title: "স্টিল ফিক্সার" },
      ar: { requirements: "خبرة ثلاث سنوات.\nجواز سفر ساري." },
    });

    const page = async (lang: string | undefined) => {
      const url = `${ORIGIN}${lang ? `/${lang}` : ""}/apply-jobs-now?apply=${id}`;
      return (await jobsPageLoader({
        request: new Request(url),
        params: lang ? { lang } : {},
        context: context(),
      } as unknown as LoaderFunctionArgs)) as Awaited<ReturnType<typeof jobsPageLoader>>;
    };
    const bn = await page("bn");
    const bnJob = bn.apply!.job;
    expect(bnJob).toMatchObject({ title: "স্টিল ফিক্সার", requirements: "Three years of experience.\nA valid passport." });
    expect(fallbackLang(bnJob, "title")).toBeUndefined();
    expect(fallbackLang(bnJob, "requirements")).toBe("en");
    expect(bn.list.items.find((j) => j.id === id)?.title).toBe("স্টিল ফিক্সার");

    const arJob = (await page("ar")).apply!.job;
    expect(arJob).toMatchObject({ title: "Steel Fixer", requirements: "خبرة ثلاث سنوات.\nجواز سفر ساري." });
    expect(fallbackLang(arJob, "title")).toBe("en");
    expect(fallbackLang(arJob, "requirements")).toBeUndefined();

    const enJob = (await page(undefined)).apply!.job;
    expect(enJob.title).toBe("Steel Fixer");
    expect(enJob).not.toHaveProperty("_untranslated");

    // a writer of the English alone (the REST API) keeps the translations; a removed text takes its translation along
    const english = {
      title: "Steel Fixer",
      city: "Jubail",
      country: "Saudi Arabia",
      industry: "Construction",
      requirements: "",
      isActive: true,
      removePoster: false,
    };
    await updateJob(services, id, english, undefined, actor);
    expect((await jobRow(id)).translations).toEqual({ bn: { title: "স্টিল ফিক্সার" } });

    // a translation over its size is refused and nothing changes
    const tooLong = await act(4, [
      ["intent", "save-job"],
      ["jobId", String(id)],
      ["title", "Rebar Fixer"],
      ["i18n.bn.title", "ক".repeat(10_001)],
    ]);
    expect(tooLong).toMatchObject({ ok: false, status: 400 });
    expect(await jobRow(id)).toEqual({ title: "Steel Fixer", translations: { bn: { title: "স্টিল ফিক্সার" } } });
  });
});

describe("a form in Bangla and Arabic", () => {
  it("keeps a field's label and options with the field, each option's translation following its option", async () => {
    await services.db("form_fields").where("form_id", 3).delete();
    const added = await act(3, [
      ["intent", "add-field"],
      ["name", "Trade"],
      ["fieldType", "radio"],
      ["required", "on"],
      ["options", "Mason\nWelder\nElectrician"],
      ["i18n.bn.name", "পেশা"],
      ["i18nOption", "Mason"],
      ["i18n.bn.options[0]", "রাজমিস্ত্রি"],
      ["i18n.ar.options[0]", "بنّاء"],
      ["i18nOption", "Welder"],
      ["i18n.bn.options[1]", "ওয়েল্ডার"],
      ["i18n.ar.options[1]", ""],
      ["i18nOption", "Electrician"],
      ["i18n.bn.options[2]", ""],
      ["i18n.ar.options[2]", "كهربائي"],
    ]);
    expect(added).toMatchObject({ ok: true });
    const fieldId = added.targetId!;
    const stored = () => services.db("form_fields").where("id", fieldId).first("options", "translations");
    expect((await stored()).translations).toEqual({
      bn: { name: "পেশা", "options[0]": "রাজমিস্ত্রি", "options[1]": "ওয়েল্ডার" },
      ar: { "options[0]": "بنّاء", "options[2]": "كهربائي" },
    });

    // the office reorders the options, drops one and adds one in the same save: the boxes went with their options
    const updated = await act(3, [
      ["intent", "update-field"],
      ["fieldId", String(fieldId)],
      ["name", "Trade"],
      ["fieldType", "radio"],
      ["required", "on"],
      ["options", "Electrician\nMason\nPlumber"],
      ["i18n.bn.name", "পেশা"],
      ["i18n.ar.name", "المهنة"],
      ["i18nOption", "Mason"],
      ["i18n.bn.options[0]", "রাজমিস্ত্রি"],
      ["i18n.ar.options[0]", "بنّاء"],
      ["i18nOption", "Welder"],
      ["i18n.bn.options[1]", "ওয়েল্ডার"],
      ["i18nOption", "Electrician"],
      ["i18n.bn.options[2]", "ইলেকট্রিশিয়ান"],
      ["i18n.ar.options[2]", "كهربائي"],
    ]);
    expect(updated).toMatchObject({ ok: true });
    expect(await stored()).toEqual({
      options: ["Electrician", "Mason", "Plumber"],
      translations: {
        bn: { name: "পেশা", "options[0]": "ইলেকট্রিশিয়ান", "options[1]": "রাজমিস্ত্রি" },
        ar: { name: "المهنة", "options[0]": "كهربائي", "options[1]": "بنّاء" },
      },
    });

    // an English-only writer (the REST API) reordering the options: the translations follow too
    await updateField(services.db, 3, fieldId, { options: ["Plumber", "Mason", "Electrician"] }, actor);
    expect((await stored()).translations).toEqual({
      bn: { name: "পেশা", "options[2]": "ইলেকট্রিশিয়ান", "options[1]": "রাজমিস্ত্রি" },
      ar: { name: "المهنة", "options[2]": "كهربائي", "options[1]": "بنّاء" },
    });

    const bn = (await getFormDefinition(services.db, 3, "bn"))!;
    const trade = bn.fields.find((f) => f.id === fieldId)!;
    expect(fieldLabel(trade)).toBe("পেশা");
    expect(trade.options.map((_, i) => optionLabel(trade, i))).toEqual(["Plumber", "রাজমিস্ত্রি", "ইলেকট্রিশিয়ান"]);
    expect(fallbackLang(trade, "options[0]")).toBe("en");
    expect(fallbackLang(trade, "options[1]")).toBeUndefined();
    expect((await getFormDefinition(services.db, 3))!.fields.find((f) => f.id === fieldId)).not.toHaveProperty("label");

    // a visitor of the Bangla form picks "রাজমিস্ত্রি": the form sends, and the answer stores, the option's key
    const sent = new URLSearchParams({ [`field_${fieldId}`]: "Mason" });
    const valid = validateSubmission(bn.fields, sent, { get: () => undefined });
    expect(valid.ok).toBe(true);
    if (!valid.ok) return;
    expect(answersOf(bn.fields, valid.data)).toMatchObject([{ fieldLabel: "Trade", value: "Mason" }]);
    const asLabel = validateSubmission(bn.fields, new URLSearchParams({ [`field_${fieldId}`]: "রাজমিস্ত্রি" }), {
      get: () => undefined,
    });
    expect(asLabel.ok).toBe(false);
  });

  it("saves the form's name in Bangla and Arabic from the Fields tab", async () => {
    const saved = await act(3, [
      ["intent", "save-form-name"],
      ["i18n.bn.title", "চাহিদাপত্র জমা"],
      ["i18n.ar.title", ""],
    ]);
    expect(saved).toMatchObject({ ok: true });
    expect((await getFormDefinition(services.db, 3, "bn"))!.title).toBe("চাহিদাপত্র জমা");
    const ar = (await getFormDefinition(services.db, 3, "ar"))!;
    expect(ar.title).toBe("Demand Submission");
    expect(fallbackLang(ar, "title")).toBe("en");
    expect(await services.db("audit_log").where({ action: "form.translations.update", entity_id: "3" }).pluck("details")).toEqual(
      [{ languages: ["bn"] }],
    );
  });
});

describe("the translation status page", () => {
  it("lists the jobs and each form with their missing texts, each linking to its box in its editor", async () => {
    await services.db("jobs").delete();
    const job = await act(4, [
      ["intent", "save-job"],
      ["title", "Welder"],
      ["requirements", "Six G certificate."],
      ["isActive", "on"],
      ["i18n.bn.title", "ওয়েল্ডার"],
      ["i18n.ar.title", "لحّام"],
      ["i18n.ar.requirements", "شهادة 6G."],
    ]);
    const request = new Request(`${ORIGIN}/admin/translations`, { headers: { cookie } });
    const { entries } = (await statusLoader({ request, context: context(), params: {} } as unknown as LoaderFunctionArgs)) as {
      entries: Array<{
        key: string;
        languages: Record<"bn" | "ar", { total: number; translated: number; missing: Array<{ label: string; href: string }> }>;
      }>;
    };
    const jobs = entries.find((e) => e.key === "jobs")!;
    expect(jobs.languages.ar).toEqual({ total: 2, translated: 2, missing: [] });
    expect(jobs.languages.bn).toMatchObject({ total: 2, translated: 1 });
    expect(jobs.languages.bn.missing).toEqual([
      {
        label: "Welder › Requirements",
        english: "Six G certificate.",
        href: `/admin/forms-and-reports/apply-now?tab=jobs&job=${job.targetId}&lang=bn#i18n-bn-requirements`,
      },
    ]);

    // form 3: its name (Bangla done above) and the Trade field (label, three options)
    const form = entries.find((e) => e.key === "form:demand-submission")!;
    expect(form.languages.bn).toMatchObject({ total: 5, translated: 4 });
    const fieldId = (await services.db("form_fields").where("form_id", 3).first("id")).id as number;
    expect(form.languages.bn.missing).toEqual([
      {
        label: "Field “Trade” › Option 1",
        english: "Plumber",
        href: `/admin/forms-and-reports/demand-submission?tab=fields&edit=${fieldId}&lang=bn#i18n-bn-options-0`,
      },
    ]);
    expect(form.languages.ar.missing.map((m) => m.label)).toEqual(["Form name", "Field “Trade” › Option 1"]);
    expect(form.languages.ar.missing[0]!.href).toBe(
      "/admin/forms-and-reports/demand-submission?tab=fields&lang=ar#i18n-ar-title",
    );
  });
});
