import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { safeRedirect } from "~/utils/redirect";
import { serializeThemeCookie, themeSchema } from "~/utils/theme.server";

/** POST theme=light|dark: saves the choice in the `theme` cookie, then goes back (plain form) or answers in place (fetcher). */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const parsed = themeSchema.safeParse(form.get("theme"));
  if (!parsed.success) {
    return new Response("Choose the light or the dark theme.", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const headers = { "Set-Cookie": serializeThemeCookie(parsed.data, context.services.config.secureCookies) };
  const redirectTo = form.get("redirectTo");
  if (redirectTo !== null) return redirect(safeRedirect(redirectTo, "/"), { headers });
  return data({ theme: parsed.data }, { headers });
}

export async function loader() {
  return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
