import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireAdmin } from "#server/modules/auth/auth.server.js";
import { ComingLaterPage } from "~/components/admin/ComingLaterPage";
import { reportSection } from "~/components/admin/formsAndReports";
import { adminMeta } from "~/components/admin/meta";

const section = reportSection("medical-reports");

export const meta: MetaFunction = () => adminMeta(section.pageTitle);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return null;
}

export default function AdminMedicalReports() {
  return (
    <ComingLaterPage
      title={section.pageTitle}
      description={section.summary}
      notice="Medical report management arrives in a later release."
      icon={section.icon}
      back={{ to: "/admin/forms-and-reports", label: "Forms & Reports" }}
      plannedFeatures={[
        "Upload a report by passport number",
        "Replace an existing passport's report",
        "Search and bulk delete",
        "PDF, DOC, DOCX, JPG or PNG, kept private",
      ]}
    >
      Reports will be stored privately and visible only to signed-in admins.
    </ComingLaterPage>
  );
}
