import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { assertSameOrigin, signOut } from "#server/modules/auth/auth.server.js";

/** POST only: revokes the session row, clears the cookie and goes to /login. */
export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request, context);
  return redirect("/login", { headers: { "Set-Cookie": await signOut(request, context) } });
}

export async function loader() {
  throw data({ message: "Sign out with the Log Out button." }, { status: 405, headers: { Allow: "POST" } });
}
