import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireLocale } from "~/utils/locale";
import { useLoaderData } from "@remix-run/react";
import { serviceCatalogForRequest } from "#server/modules/content/catalog.server.js";
import { getPage } from "#server/modules/content/pages.server.js";
import { ServiceCatalog } from "~/components/site/service-catalog";
import { Hero, Sections, splitSections } from "~/components/site/sections";
import { editedPageMeta } from "~/components/site/page-meta";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  requireLocale(params);
  const { services } = context;
  const [page, catalog] = await Promise.all([
    getPage(services, "services"),
    serviceCatalogForRequest(request, context).then(
      ({ items, cards }) => ({ ok: true as const, items, cards }),
      (err: unknown) => {
        services.logger.error({ err }, "services failed to load");
        return { ok: false as const, message: "Failed to fetch services" };
      },
    ),
  ]);
  return { page, catalog };
}

export const meta = editedPageMeta("Our Services", "/service");

export { SiteErrorBoundary as ErrorBoundary } from "~/components/site/error-page";

export default function ServicesPage() {
  const { page, catalog } = useLoaderData<typeof loader>();
  const { hero, body, cta } = splitSections(page?.sections ?? []);
  const images = page?.images ?? {};
  return (
    <>
      {hero ? <Sections sections={[hero]} images={images} /> : <Hero title="Our Services" />}
      <ServiceCatalog catalog={catalog} />
      <Sections sections={cta ? [...body, cta] : body} images={images} />
    </>
  );
}
