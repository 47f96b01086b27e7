import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { countrySchema, serializeCountryCookie } from "#server/modules/content/country.server.js";
import { safeRedirect } from "~/utils/redirect";

const countryForm = z.object({ country: countrySchema, redirectTo: z.string().optional() });

/**
 * POST country=bangladesh|saudiarabia (plain form from the overlay or the Switch Country dialog): saves
 * the choice in the `country` cookie for a year and redirects back to the page it came from, which
 * reloads it with the new country as the product does (docs/product.md, "Country and theme").
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: countryForm });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  return redirect(safeRedirect(submission.value.redirectTo ?? null, "/"), {
    headers: { "Set-Cookie": serializeCountryCookie(submission.value.country, context.services.config.secureCookies) },
  });
}

export async function loader() {
  throw data({ message: "Not found" }, { status: 404 });
}
