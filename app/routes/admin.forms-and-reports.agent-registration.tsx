import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireAdmin } from "#server/modules/auth/auth.server.js";
import { ComingLaterPage } from "~/components/admin/ComingLaterPage";
import { reportSection } from "~/components/admin/formsAndReports";
import { adminMeta } from "~/components/admin/meta";

const section = reportSection("agent-registration");

export const meta: MetaFunction = () => adminMeta(section.pageTitle);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return null;
}

export default function AdminAgentRegistration() {
  return (
    <ComingLaterPage
      title={section.pageTitle}
      description={section.summary}
      notice="Agent registration management arrives in a later release."
      icon={section.icon}
      back={{ to: "/admin/forms-and-reports", label: "Forms & Reports" }}
      plannedFeatures={[
        "Manage the agent form's fields",
        "Applications, newest first",
        "Status and internal notes",
        "Export applications to CSV",
      ]}
    >
      Recruitment agents will apply through the public Agent Registration page; their applications will be listed here.
    </ComingLaterPage>
  );
}
