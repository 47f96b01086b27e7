import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireAdmin } from "#server/modules/auth/auth.server.js";
import { ComingLaterPage } from "~/components/admin/ComingLaterPage";
import { BuildingIcon } from "~/components/admin/icons";
import { adminMeta } from "~/components/admin/meta";

export const meta: MetaFunction = () => adminMeta("Projects");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return null;
}

export default function AdminProjects() {
  return (
    <ComingLaterPage
      title="Projects"
      description="The portfolio of featured projects shown on the Projects page."
      notice="The Projects editor arrives in a later release."
      icon={BuildingIcon}
      plannedFeatures={[
        "Add, edit and remove projects",
        "Set type, location, client and size",
        "Attach a main image and a gallery",
        "Manage features and tags",
      ]}
    >
      Until then the Projects page shows the portfolio the site was set up with.
    </ComingLaterPage>
  );
}
