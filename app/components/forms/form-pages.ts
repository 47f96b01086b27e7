import type { FORM_IDS } from "#server/db/models/form-enums.js";
import type { FormPageDefinition } from "./form-page";

export interface FormPageEntry extends FormPageDefinition {
  /** The form (its key in FORM_IDS) whose fields the page shows and whose responses it stores. */
  form: keyof typeof FORM_IDS;
  /** Which picture of the library's "jobs" category the hero shows (recruitmentHeroImage). */
  heroIndex: number;
}

/**
 * The form pages whose form is a plain dynamic form: app/form-page-route.tsx serves each at its `path`, through a
 * file of its own in app/routes that re-exports it.
 */
export const FORM_PAGES: readonly FormPageEntry[] = [
  {
    form: "agentRegistration",
    heroIndex: 0,
    path: "/agent-registration",
    seo: {
      title: "agentForm.seo.title",
      description: "agentForm.seo.description",
    },
    hero: {
      eyebrow: "agentForm.hero.eyebrow",
      title: "agentForm.hero.title",
      subtitle: "agentForm.hero.subtitle",
    },
    benefitsTitle: "agentForm.benefitsTitle",
    benefits: [
      {
        title: "agentForm.benefit1.title",
        body: "agentForm.benefit1.body",
      },
      {
        title: "agentForm.benefit2.title",
        body: "agentForm.benefit2.body",
      },
      {
        title: "agentForm.benefit3.title",
        body: "agentForm.benefit3.body",
      },
      {
        title: "agentForm.benefit4.title",
        body: "agentForm.benefit4.body",
      },
    ],
    formTitle: "agentForm.formTitle",
    formIntro: "agentForm.formIntro",
    submitLabel: "agentForm.submitLabel",
    success: { title: "agentForm.success.title", description: "agentForm.success.description" },
    failure: { title: "agentForm.failure.title", description: "agentForm.failure.description" },
    sendFailed: "agentForm.sendFailed",
  },
  {
    form: "demandSubmission",
    heroIndex: 1,
    path: "/demand-submission",
    seo: {
      title: "demandForm.seo.title",
      description: "demandForm.seo.description",
    },
    hero: {
      eyebrow: "demandForm.hero.eyebrow",
      title: "demandForm.hero.title",
      subtitle: "demandForm.hero.subtitle",
    },
    benefitsTitle: "demandForm.benefitsTitle",
    benefits: [
      {
        title: "demandForm.benefit1.title",
        body: "demandForm.benefit1.body",
      },
      { title: "demandForm.benefit2.title", body: "demandForm.benefit2.body" },
      {
        title: "demandForm.benefit3.title",
        body: "demandForm.benefit3.body",
      },
      {
        title: "demandForm.benefit4.title",
        body: "demandForm.benefit4.body",
      },
    ],
    formTitle: "demandForm.formTitle",
    formIntro: "demandForm.formIntro",
    submitLabel: "demandForm.submitLabel",
    success: { title: "demandForm.success.title", description: "demandForm.success.description" },
    failure: { title: "demandForm.failure.title", description: "demandForm.failure.description" },
    sendFailed: "demandForm.sendFailed",
  },
];

export function formPageAt(pathname: string): FormPageEntry | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return FORM_PAGES.find((page) => page.path === path);
}
