import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireAdmin } from "#server/modules/auth/auth.server.js";
import { ComingLaterPage } from "~/components/admin/ComingLaterPage";
import { LayoutIcon } from "~/components/admin/icons";
import { adminMeta } from "~/components/admin/meta";

export const meta: MetaFunction = () => adminMeta("Layouts");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return null;
}

export default function AdminLayouts() {
  return (
    <ComingLaterPage
      title="Layouts"
      description="The site-wide navigation bar and footer."
      notice="The Layouts editor arrives in a later release."
      icon={LayoutIcon}
      plannedFeatures={[
        "Change the logo",
        "Edit the company description",
        "Manage social links",
        "Manage office locations and the copyright text",
      ]}
    >
      Until then the header and footer show the content the site was set up with.
    </ComingLaterPage>
  );
}
