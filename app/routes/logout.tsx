import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { requireSameOrigin, signOut } from "#server/modules/auth/auth.server.js";

/** POST only: revokes the session row, clears the cookie and goes to /login. */
export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request, context);
  return redirect("/login", { headers: { "Set-Cookie": await signOut(request, context) } });
}

export async function loader() {
  return new Response("Sign out with the Log Out button (POST /logout).", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}
