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
      title: "Agent Registration",
      description:
        "Become a Crestline recruitment agent: competitive commissions, national reach across Bangladesh and dedicated support for every candidate you refer.",
    },
    hero: {
      eyebrow: "Recruitment partners",
      title: "Agent Registration Portal",
      subtitle:
        "Work with Crestline as a recruitment agent and connect skilled Bangladeshi workers with verified employers abroad.",
    },
    benefitsTitle: "Why partner with us",
    benefits: [
      {
        title: "Competitive Commissions",
        body: "Earn a clear, agreed commission for every worker placed — paid promptly once they start work.",
      },
      {
        title: "National Reach",
        body: "Refer candidates from every division of Bangladesh; we run trade tests and training close to them.",
      },
      {
        title: "Dedicated Support",
        body: "A named coordinator helps you and your candidates with documents, medicals and visa steps.",
      },
      {
        title: "Verified Employers",
        body: "Every demand comes from a checked employer in Saudi Arabia, with no hidden fees for workers.",
      },
    ],
    formTitle: "Agent Application",
    formIntro: "Tell us about you and your agency. Fields marked * are required.",
    submitLabel: "Submit Application",
    success: { title: "Application Submitted!", description: "We will review your information and contact you shortly." },
    failure: { title: "Submission Error", description: "Please check your details and try again." },
    sendFailed: "The application could not be sent.",
  },
  {
    form: "demandSubmission",
    heroIndex: 1,
    path: "/demand-submission",
    seo: {
      title: "Submit a Worker Demand",
      description:
        "Employers and recruiters: tell Crestline how many skilled Bangladeshi workers you need, in which trades, and we will send a proposal.",
    },
    hero: {
      eyebrow: "For employers and recruiters",
      title: "Submit a Worker Demand",
      subtitle:
        "Recruiters and employers submit their demands for workers here: the trades, the numbers and the contract. Our team replies with a proposal.",
    },
    benefitsTitle: "How we fill your demand",
    benefits: [
      {
        title: "Trade-Tested Workers",
        body: "Masons, carpenters, electricians, welders, drivers and more — tested at our centre before they travel.",
      },
      { title: "Fast Shortlists", body: "We answer every demand within two working days with candidate numbers and a timeline." },
      {
        title: "Visa and Travel Handled",
        body: "Medicals, documents, visa processing and flights are arranged by our Dhaka and Riyadh teams.",
      },
      {
        title: "One Point of Contact",
        body: "A dedicated account manager follows your demand from shortlist to arrival on site.",
      },
    ],
    formTitle: "Demand Details",
    formIntro: "Describe the workers you need. Fields marked * are required; attach a demand letter if you have one.",
    submitLabel: "Submit Demand",
    success: { title: "Demand Submitted!", description: "We will review your demand and contact you shortly." },
    failure: { title: "Submission Error", description: "Please check your details and try again." },
    sendFailed: "The demand could not be sent.",
  },
];

export function formPageAt(pathname: string): FormPageEntry | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return FORM_PAGES.find((page) => page.path === path);
}
