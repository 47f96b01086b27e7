import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireLocale } from "~/utils/locale";
import { useLoaderData } from "@remix-run/react";
import { serviceCatalogForRequest } from "#server/modules/content/catalog.server.js";
import { getPage } from "#server/modules/content/pages.server.js";
import { QuoteBanner, ServiceCatalog } from "~/components/site/service-catalog";
import { Hero, pageHeroImage, Sections, splitSections } from "~/components/site/sections";
import { editedPageMeta } from "~/components/site/page-meta";
import { useT } from "~/utils/i18n";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = requireLocale(params);
  const { services } = context;
  const [page, catalog] = await Promise.all([
    getPage(services, "services", locale),
    serviceCatalogForRequest(request, context, locale).then(
      ({ items, cards }) => ({ ok: true as const, items, cards }),
      (err: unknown) => {
        services.logger.error({ err }, "services failed to load");
        return { ok: false as const };
      },
    ),
  ]);
  return { page, catalog };
}

// the page's words are fixed (the office edits the services, not this page): they come from the catalogs
export const meta = editedPageMeta((t) => t("services.title"), "/service", {
  fixedTitle: true,
  description: (t) => t("services.description"),
});

export { SiteErrorBoundary as ErrorBoundary } from "~/components/site/error-page";

export default function ServicesPage() {
  const { page, catalog } = useLoaderData<typeof loader>();
  const t = useT();
  const { body } = splitSections(page?.sections ?? []);
  return (
    <>
      <Hero
        eyebrow={t("services.eyebrow")}
        title={t("services.heading")}
        subtitle={t("services.subtitle")}
        image={pageHeroImage(page)}
        primaryCta={{ label: t("service.freeQuote"), href: "/quote" }}
      />
      <ServiceCatalog catalog={catalog} />
      <Sections sections={body} images={page?.images ?? {}} />
      <QuoteBanner title={t("services.cta.title")} />
    </>
  );
}
