import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireAdmin } from "#server/modules/auth/auth.server.js";
import { HomeEditor } from "~/components/admin/HomeEditor";
import { adminMeta } from "~/components/admin/meta";

export const meta: MetaFunction = () => adminMeta("Home");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return null;
}

export default function AdminIndex() {
  return <HomeEditor />;
}
