import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { serviceCatalogForRequest } from "#server/modules/content/catalog.server.js";
import { getPage } from "#server/modules/content/pages.server.js";
import { ServiceCatalog } from "~/components/site/service-catalog";
import { heroPreload } from "~/components/site/responsive-image";
import { Hero, pageHeroImage, Sections, splitSections } from "~/components/site/sections";
import { publicUrlFrom, seo } from "~/utils/seo";

export async function loader({ request, context }: LoaderFunctionArgs) {
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

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...seo({
    title: data?.page?.title ?? "Our Services",
    description: data?.page?.description,
    path: "/service",
    publicUrl: publicUrlFrom(matches),
  }),
  ...heroPreload(pageHeroImage(data?.page)),
];

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
