import { FORM_IDS } from "#server/db/models/index.js";
import { FormPage, formPageClientAction, formPageMeta, type FormPageDefinition } from "~/components/forms/form-page";
import { formPageAction, formPageLoader } from "~/utils/public-form.server";
import { throttledPageHeaders } from "~/utils/retry-after";

const PAGE: FormPageDefinition = {
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
    { title: "One Point of Contact", body: "A dedicated account manager follows your demand from shortlist to arrival on site." },
  ],
  formTitle: "Demand Details",
  formIntro: "Describe the workers you need. Fields marked * are required; attach a demand letter if you have one.",
  submitLabel: "Submit Demand",
  success: { title: "Demand Submitted!", description: "We will review your demand and contact you shortly." },
  failure: { title: "Submission Error", description: "Please check your details and try again." },
  sendFailed: "The demand could not be sent.",
};

export const meta = formPageMeta(PAGE);
export const loader = formPageLoader(FORM_IDS.demandSubmission, 1);
export const action = formPageAction(FORM_IDS.demandSubmission);
export const clientAction = formPageClientAction(PAGE);
export { skipRevalidationAfterPost as shouldRevalidate } from "~/components/forms/result";
export { SiteErrorBoundary as ErrorBoundary } from "~/components/site/error-page";

export default function DemandSubmission() {
  return <FormPage page={PAGE} />;
}

/** A throttled submission (429) tells its wait in Retry-After. */
export const headers = throttledPageHeaders;
