import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { safeRedirect } from "~/utils/redirect";
import { serializeThemeCookie, themeSchema } from "~/utils/theme.server";

const themeForm = z.object({ theme: themeSchema, redirectTo: z.string().optional() });

/** POST theme=light|dark: saves the choice in the `theme` cookie, then goes back (plain form) or answers in place (fetcher). */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: themeForm });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ formErrors: ["Choose the light or the dark theme."] }) }, { status: 400 });
  }
  const { theme, redirectTo } = submission.value;
  const headers = { "Set-Cookie": serializeThemeCookie(theme, context.services.config.secureCookies) };
  if (formData.has("redirectTo")) return redirect(safeRedirect(redirectTo, "/"), { headers });
  return data({ theme }, { headers });
}

export async function loader() {
  return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
