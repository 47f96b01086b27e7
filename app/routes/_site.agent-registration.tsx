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

const PATH = "/agent-registration";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...seo({
    title: "Agent Registration",
    description:
      "Become a Crestline recruitment agent: competitive commissions, national reach across Bangladesh and dedicated support for every candidate you refer.",
    path: PATH,
    publicUrl: publicUrlFrom(matches),
  }),
  ...heroPreload(data?.heroImage),
];

export async function loader({ context }: LoaderFunctionArgs) {
  const { services } = context;
  const [fields, heroImage] = await Promise.all([
    loadPublicFields(services, FORM_IDS.agentRegistration),
    recruitmentHeroImage(services, 0),
  ]);
  return { fields, heroImage, maxFileBytes: services.config.uploads.maxDocumentBytes, invalidMessage: MESSAGES.invalid };
}

export function action(args: ActionFunctionArgs) {
  return dynamicFormAction(args, { formId: FORM_IDS.agentRegistration });
}

export const shouldRevalidate = skipRevalidationAfterPost;

export function clientAction({ serverAction }: ClientActionFunctionArgs) {
  return submitOrReportFailure(() => serverAction<typeof action>(), "The application could not be sent.");
}

const BENEFITS = [
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
];

export default function AgentRegistration() {
  const { fields, heroImage, maxFileBytes, invalidMessage } = useLoaderData<typeof loader>();
  const result = useActionData<FormActionResult>();
  return (
    <FormPage
      hero={{
        eyebrow: "Recruitment partners",
        title: "Demand Submission Portal",
        subtitle:
          "Work with Crestline as a recruitment agent and connect skilled Bangladeshi workers with verified employers abroad.",
        image: heroImage,
      }}
      benefitsTitle="Why partner with us"
      benefits={BENEFITS}
      formTitle="Agent Application"
      formIntro="Tell us about you and your agency. Fields marked * are required."
      fields={fields}
      maxFileBytes={maxFileBytes}
      submitLabel="Submit Application"
      result={result}
      success={{ title: "Application Submitted!", description: "We will review your information and contact you shortly." }}
      failure={{ title: "Submission Error", description: "Please check your details and try again." }}
      genericFailureMessage={invalidMessage}
      pagePath={PATH}
    />
  );
}

export { SiteErrorBoundary as ErrorBoundary } from "~/components/site/error-page";
