import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireAdmin } from "#server/modules/auth/auth.server.js";
import { ComingLaterPage } from "~/components/admin/ComingLaterPage";
import { reportSection } from "~/components/admin/formsAndReports";
import { adminMeta } from "~/components/admin/meta";

const section = reportSection("apply-now");

export const meta: MetaFunction = () => adminMeta(section.pageTitle);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return null;
}

export default function AdminApplyNow() {
  return (
    <ComingLaterPage
      title={section.pageTitle}
      description={section.summary}
      notice="Apply Now management arrives in a later release."
      icon={section.icon}
      back={{ to: "/admin/forms-and-reports", label: "Forms & Reports" }}
      plannedFeatures={[
        "Manage the application form's fields",
        "Create, edit and delete job openings",
        "Applications with the job each is for",
        "Export applications to CSV",
      ]}
    >
      Job seekers will apply from the public jobs page; their applications and the job openings will be managed here.
    </ComingLaterPage>
  );
}
