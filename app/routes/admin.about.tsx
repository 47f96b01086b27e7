import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireAdmin } from "#server/modules/auth/auth.server.js";
import { ComingLaterPage } from "~/components/admin/ComingLaterPage";
import { InfoIcon } from "~/components/admin/icons";
import { adminMeta } from "~/components/admin/meta";

export const meta: MetaFunction = () => adminMeta("About");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return null;
}

export default function AdminAbout() {
  return (
    <ComingLaterPage
      title="About"
      description="The About page: company story, mission, values and team."
      notice="The About page editor arrives in a later release."
      icon={InfoIcon}
      plannedFeatures={[
        "Edit the company story and mission",
        "Manage team members and photos",
        "Update statistics and milestones",
        "Reorder sections",
      ]}
    >
      Until then the About page shows the content the site was set up with.
    </ComingLaterPage>
  );
}
