import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { requireAdmin } from "#server/modules/auth/auth.server.js";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return null;
}

export default function FormsAndReportsLayout() {
  return <Outlet />;
}
