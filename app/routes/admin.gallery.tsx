import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireAdmin } from "#server/modules/auth/auth.server.js";
import { ComingLaterPage } from "~/components/admin/ComingLaterPage";
import { ImagesIcon } from "~/components/admin/icons";
import { adminMeta } from "~/components/admin/meta";

export const meta: MetaFunction = () => adminMeta("Gallery");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return null;
}

export default function AdminGallery() {
  return (
    <ComingLaterPage
      title="Gallery"
      description="The public photo gallery, grouped by image category."
      notice="The Gallery editor arrives in a later release."
      icon={ImagesIcon}
      plannedFeatures={[
        "Choose which categories appear",
        "Order and caption photos",
        "Set alt text for accessibility",
        "Uses images from Image Upload",
      ]}
    >
      Images you add under Image Upload are already stored with their category, ready for the gallery.
    </ComingLaterPage>
  );
}
