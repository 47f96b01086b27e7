import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireAdmin } from "#server/modules/auth/auth.server.js";
import { ComingLaterPage } from "~/components/admin/ComingLaterPage";
import { reportSection } from "~/components/admin/formsAndReports";
import { adminMeta } from "~/components/admin/meta";

const section = reportSection("demand-submission");

export const meta: MetaFunction = () => adminMeta(section.pageTitle);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return null;
}

export default function AdminDemandSubmission() {
  return (
    <ComingLaterPage
      title={section.pageTitle}
      description={section.summary}
      notice="Demand submission management arrives in a later release."
      icon={section.icon}
      back={{ to: "/admin/forms-and-reports", label: "Forms & Reports" }}
      plannedFeatures={[
        "Manage the demand form's fields",
        "Demands received, newest first",
        "Status and internal notes",
        "Export demands to CSV",
      ]}
    >
      Recruiters submit demands for workers through the public demand form; the demands will be listed here.
    </ComingLaterPage>
  );
}
