import { FORM_IDS } from "#server/db/models/index.js";
import { FormPage, formPageClientAction, formPageMeta, type FormPageDefinition } from "~/components/forms/form-page";
import { formPageAction, formPageLoader } from "~/utils/public-form.server";
import { throttledPageHeaders } from "~/utils/retry-after";

const PAGE: FormPageDefinition = {
  path: "/agent-registration",
  seo: {
    title: "Agent Registration",
    description:
      "Become a Crestline recruitment agent: competitive commissions, national reach across Bangladesh and dedicated support for every candidate you refer.",
  },
  hero: {
    eyebrow: "Recruitment partners",
    title: "Demand Submission Portal",
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
};

export const meta = formPageMeta(PAGE);
export const loader = formPageLoader(FORM_IDS.agentRegistration, 0);
export const action = formPageAction(FORM_IDS.agentRegistration);
export const clientAction = formPageClientAction(PAGE);
export { skipRevalidationAfterPost as shouldRevalidate } from "~/components/forms/result";
export { SiteErrorBoundary as ErrorBoundary } from "~/components/site/error-page";

export default function AgentRegistration() {
  return <FormPage page={PAGE} />;
}

/** A throttled submission (429) tells its wait in Retry-After. */
export const headers = throttledPageHeaders;
