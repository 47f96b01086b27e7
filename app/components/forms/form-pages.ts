import type { FORM_IDS } from "#server/db/models/form-enums.js";
import type { FormPageDefinition } from "./form-page";

export interface FormPageEntry extends FormPageDefinition {
  /** The form (its key in FORM_IDS) whose fields the page shows and whose responses it stores. */
  form: keyof typeof FORM_IDS;
  /** Which picture of the library's "jobs" category the hero shows (recruitmentHeroImage). */
  heroIndex: number;
}

/**
 * A form page whose texts are the catalog's messages under one prefix (`agentForm.hero.title`, …): `text` completes
 * the page's prefix with a message's own name.
 */
function formPage(form: FormPageEntry["form"], heroIndex: number, path: string, text: (name: string) => string): FormPageEntry {
  return {
    form,
    heroIndex,
    path,
    seo: { title: text("seo.title"), description: text("seo.description") },
    hero: { eyebrow: text("hero.eyebrow"), title: text("hero.title"), subtitle: text("hero.subtitle") },
    benefitsTitle: text("benefitsTitle"),
    benefits: [1, 2, 3, 4].map((n) => ({ title: text(`benefit${n}.title`), body: text(`benefit${n}.body`) })),
    formTitle: text("formTitle"),
    formIntro: text("formIntro"),
    submitLabel: text("submitLabel"),
    success: { title: text("success.title"), description: text("success.description") },
    failure: { title: text("failure.title"), description: text("failure.description") },
    sendFailed: text("sendFailed"),
  };
}

/**
 * The form pages whose form is a plain dynamic form: app/form-page-route.tsx serves each at its `path`, through a
 * file of its own in app/routes that re-exports it.
 */
export const FORM_PAGES: readonly FormPageEntry[] = [
  formPage("agentRegistration", 0, "/agent-registration", (name) => `agentForm.${name}`),
  formPage("demandSubmission", 1, "/demand-submission", (name) => `demandForm.${name}`),
];

export function formPageAt(pathname: string): FormPageEntry | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return FORM_PAGES.find((page) => page.path === path);
}
