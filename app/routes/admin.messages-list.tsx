import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireAdmin } from "#server/modules/auth/auth.server.js";
import { ComingLaterPage } from "~/components/admin/ComingLaterPage";
import { MailIcon } from "~/components/admin/icons";
import { adminMeta } from "~/components/admin/meta";

export const meta: MetaFunction = () => adminMeta("Messages");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return null;
}

export default function AdminMessagesList() {
  return (
    <ComingLaterPage
      title="Messages"
      description="Messages visitors send through the contact form."
      notice="The messages list arrives in a later release."
      icon={MailIcon}
      plannedFeatures={[
        "Newest messages first",
        "Mark messages read or unread",
        "Delete messages",
        "See quote requests and their attachments",
      ]}
    >
      Messages sent through the contact form are kept, and will be listed here.
    </ComingLaterPage>
  );
}
