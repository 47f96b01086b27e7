import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, type ClientActionFunctionArgs } from "@remix-run/react";
import { FORM_IDS } from "#server/db/models/index.js";
import { MESSAGES } from "#server/modules/submissions/submissions.server.js";
import { dynamicFormAction } from "~/components/forms/action.server";
import { FormPage } from "~/components/forms/form-page";
import { loadPublicFields, recruitmentHeroImage } from "~/components/forms/loader.server";
import { skipRevalidationAfterPost, submitOrReportFailure, type FormActionResult } from "~/components/forms/result";
import { heroPreload } from "~/components/site/responsive-image";
import { publicUrlFrom, seo } from "~/utils/seo";

const PATH = "/demand-submission";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...seo({
    title: "Submit a Worker Demand",
    description:
      "Employers and recruiters: tell Crestline how many skilled Bangladeshi workers you need, in which trades, and we will send a proposal.",
    path: PATH,
    publicUrl: publicUrlFrom(matches),
  }),
  ...heroPreload(data?.heroImage),
];

export async function loader({ context }: LoaderFunctionArgs) {
  const { services } = context;
  const [fields, heroImage] = await Promise.all([
    loadPublicFields(services, FORM_IDS.demandSubmission),
    recruitmentHeroImage(services, 1),
  ]);
  return { fields, heroImage, maxFileBytes: services.config.uploads.maxDocumentBytes, invalidMessage: MESSAGES.invalid };
}

export function action(args: ActionFunctionArgs) {
  return dynamicFormAction(args, { formId: FORM_IDS.demandSubmission });
}

export const shouldRevalidate = skipRevalidationAfterPost;

export function clientAction({ serverAction }: ClientActionFunctionArgs) {
  return submitOrReportFailure(() => serverAction<typeof action>(), "The demand could not be sent.");
}

const BENEFITS = [
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
];

export default function DemandSubmission() {
  const { fields, heroImage, maxFileBytes, invalidMessage } = useLoaderData<typeof loader>();
  const result = useActionData<FormActionResult>();
  return (
    <FormPage
      hero={{
        eyebrow: "For employers and recruiters",
        title: "Submit a Worker Demand",
        subtitle:
          "Recruiters and employers submit their demands for workers here: the trades, the numbers and the contract. Our team replies with a proposal.",
        image: heroImage,
      }}
      benefitsTitle="How we fill your demand"
      benefits={BENEFITS}
      formTitle="Demand Details"
      formIntro="Describe the workers you need. Fields marked * are required; attach a demand letter if you have one."
      fields={fields}
      maxFileBytes={maxFileBytes}
      submitLabel="Submit Demand"
      result={result}
      success={{ title: "Demand Submitted!", description: "We will review your demand and contact you shortly." }}
      failure={{ title: "Submission Error", description: "Please check your details and try again." }}
      genericFailureMessage={invalidMessage}
      pagePath={PATH}
    />
  );
}

export { SiteErrorBoundary as ErrorBoundary } from "~/components/site/error-page";
