import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { requireAdmin } from "#server/modules/auth/auth.server.js";
import { adminMeta } from "~/components/admin/meta";

/** Any /admin/... address no other route matches: a 404 inside the admin shell (the layout's error boundary). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  throw data({ message: "Page not found" }, { status: 404 });
}

export const meta: MetaFunction = () => adminMeta("Page not found");

/** Never rendered (the loader always throws); its presence makes this a page route inside the admin layout. */
export default function AdminNotFound() {
  return null;
}
