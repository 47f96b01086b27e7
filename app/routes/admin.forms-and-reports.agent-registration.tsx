import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { reportSection } from "~/components/admin/formsAndReports";
import { adminMeta } from "~/components/admin/meta";
import { FormManagementPage } from "~/components/admin/responses-page";
import { formManagementAction, formManagementLoader } from "~/components/admin/responses-page.server";

const section = reportSection("agent-registration");

export const meta: MetaFunction = () => adminMeta(section.pageTitle);

export const loader = (args: LoaderFunctionArgs) => formManagementLoader(args, 1);

export const action = (args: ActionFunctionArgs) => formManagementAction(args, 1);

export default function AdminAgentRegistration() {
  return <FormManagementPage section={section} />;
}
