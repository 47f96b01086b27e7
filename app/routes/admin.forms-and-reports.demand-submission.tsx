import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { reportSection } from "~/components/admin/formsAndReports";
import { adminMeta } from "~/components/admin/meta";
import { FormManagementPage } from "~/components/admin/responses-page";
import { formManagementAction, formManagementLoader } from "~/components/admin/responses-page.server";

const section = reportSection("demand-submission");

export const meta: MetaFunction = () => adminMeta(section.pageTitle);

export const loader = (args: LoaderFunctionArgs) => formManagementLoader(args, 3);

export const action = (args: ActionFunctionArgs) => formManagementAction(args, 3);

export default function AdminDemandSubmission() {
  return <FormManagementPage section={section} />;
}
