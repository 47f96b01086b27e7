import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { countrySchema, serializeCountryCookie } from "#server/modules/content/country.server.js";
import { safeRedirect } from "~/utils/redirect";

/**
 * POST country=bangladesh|saudiarabia (plain form from the overlay or the Switch Country dialog): saves
 * the choice in the `country` cookie for a year and redirects back to the page it came from, which
 * reloads it with the new country as the product does (docs/product.md, "Country and theme").
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const parsed = countrySchema.safeParse(form.get("country"));
  if (!parsed.success) throw data({ message: parsed.error.issues[0]?.message ?? "Please choose a country." }, { status: 400 });
  return redirect(safeRedirect(form.get("redirectTo"), "/"), {
    headers: { "Set-Cookie": serializeCountryCookie(parsed.data, context.services.config.secureCookies) },
  });
}

export async function loader() {
  throw data({ message: "Not found" }, { status: 404 });
}
