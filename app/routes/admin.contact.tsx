import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireAdmin } from "#server/modules/auth/auth.server.js";
import { ComingLaterPage } from "~/components/admin/ComingLaterPage";
import { MailIcon } from "~/components/admin/icons";
import { adminMeta } from "~/components/admin/meta";

export const meta: MetaFunction = () => adminMeta("Contact");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return null;
}

export default function AdminContact() {
  return (
    <ComingLaterPage
      title="Contact"
      description="Contact details shown on the Contact page and in the footer."
      notice="The Contact page editor arrives in a later release."
      icon={MailIcon}
      plannedFeatures={[
        "Edit phone numbers and e-mail addresses",
        "Manage office locations",
        "Edit opening hours and map details",
        "Change the contact form's intro text",
      ]}
    >
      Until then the Contact page shows the content the site was set up with.
    </ComingLaterPage>
  );
}
