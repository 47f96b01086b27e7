import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireAdmin } from "#server/modules/auth/auth.server.js";
import { ComingLaterPage } from "~/components/admin/ComingLaterPage";
import { reportSection } from "~/components/admin/formsAndReports";
import { adminMeta } from "~/components/admin/meta";

const section = reportSection("worker-registration");

export const meta: MetaFunction = () => adminMeta(section.pageTitle);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return null;
}

export default function AdminWorkerRegistration() {
  return (
    <ComingLaterPage
      title={section.pageTitle}
      description={section.summary}
      notice="Worker registration management arrives in a later release."
      icon={section.icon}
      back={{ to: "/admin/forms-and-reports", label: "Forms & Reports" }}
      plannedFeatures={[
        "Add, edit, reorder and delete form fields",
        "Set the registration fee in BDT",
        "Paid registrations, newest first",
        "Export registrations to CSV",
      ]}
    >
      Workers will register and pay the one-time fee on the public Worker Registration page; their registrations will be listed
      here.
    </ComingLaterPage>
  );
}
