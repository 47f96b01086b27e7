import { z } from "zod";
import { getNavbar } from "../modules/content/settings.server.js";
import { route } from "./route.js";

/* API.md §2.2: the typed site content the website renders. */

const tag = "layout and pages";

const navbarBody = z.object({ logo: z.url().nullable(), company_name: z.string() }).meta({ id: "Navbar" });

export const layoutAndPagesRoutes = [
  route({
    method: "get",
    path: "/backend/api/layout/navbar/",
    access: "public",
    tag,
    summary: "The navbar: logo (absolute URL) and company name",
    responses: { 200: { description: "The navbar", schema: navbarBody } },
    handler: async ({ services }) => {
      const navbar = await getNavbar(services);
      const logo = navbar.logoUrl.startsWith("/") ? `${services.config.publicUrl}${navbar.logoUrl}` : navbar.logoUrl;
      return { headers: { "Cache-Control": "public, max-age=60" }, body: { logo, company_name: navbar.companyName } };
    },
  }),
];
