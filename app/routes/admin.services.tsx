import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireAdmin } from "#server/modules/auth/auth.server.js";
import { ComingLaterPage } from "~/components/admin/ComingLaterPage";
import { BriefcaseIcon } from "~/components/admin/icons";
import { adminMeta } from "~/components/admin/meta";

export const meta: MetaFunction = () => adminMeta("Services");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return null;
}

export default function AdminServices() {
  return (
    <ComingLaterPage
      title="Services"
      description="The service list and service cards of the Services page."
      notice="The Services editor arrives in a later release."
      icon={BriefcaseIcon}
      plannedFeatures={[
        "Add and edit service cards",
        "Set starting prices and key features",
        "Edit the detailed service list",
        "Reorder services",
      ]}
    >
      Until then the Services page shows the services the site was set up with.
    </ComingLaterPage>
  );
}
