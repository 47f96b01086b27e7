import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireLocale } from "~/utils/locale";
import { LocaleLink } from "~/components/ui/locale-link";
import { useLoaderData } from "@remix-run/react";
import { serviceCatalogForRequest } from "#server/modules/content/catalog.server.js";
import { Icon, UI_ICONS } from "~/components/site/icons";
import { ServicePackages } from "~/components/site/service-catalog";
import { Container, Hero } from "~/components/site/sections";
import { metaTranslate, seo } from "~/utils/seo";
import { fallbackLang } from "#server/modules/i18n/fallback";
import { useT } from "~/utils/i18n";
import { CardEyebrow, CardImage, ListingCard } from "~/components/site/card";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = requireLocale(params);
  const { items, cards } = await serviceCatalogForRequest(request, context, locale);
  return { items, cards };
}

export const meta: MetaFunction = ({ matches }) =>
  seo({
    title: metaTranslate(matches)("services.index.title"),
    description: metaTranslate(matches)("services.index.description"),
    path: "/services",
    matches,
  });

export { SiteErrorBoundary as ErrorBoundary } from "~/components/site/error-page";

/** The index of the service detail pages. */
export default function ServicesIndexPage() {
  const { items, cards } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <>
      <Hero eyebrow={t("nav.services")} title={t("service.all")} subtitle={t("services.index.subtitle")} />
      <section className="py-16 sm:py-20">
        <Container>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((item, index) => (
              <ListingCard key={item.id} className="group relative">
                <CardImage
                  image={item.image}
                  aspect="16/9"
                  sizes="(min-width: 1024px) 400px, 100vw"
                  // the page's hero has no picture: the first card's is the largest thing on a phone's first screen
                  priority={index === 0}
                />
                <div className="p-6">
                  <CardEyebrow lang={fallbackLang(item, "category")}>{item.category}</CardEyebrow>
                  <h2 lang={fallbackLang(item, "title")} className="mt-1 text-xl font-bold text-brand-800 dark:text-white">
                    <LocaleLink to={`/services/${item.slug}`} className="after:absolute after:inset-0">
                      {item.title}
                    </LocaleLink>
                  </h2>
                  <p lang={fallbackLang(item, "description")} className="mt-2 line-clamp-3 text-slate-600 dark:text-slate-300">
                    {item.description}
                  </p>
                  <span className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 group-hover:text-accent-700 dark:text-brand-200">
                    {t("services.learnMore")} <Icon path={UI_ICONS.arrowRight} className="size-4" />
                  </span>
                </div>
              </ListingCard>
            ))}
          </ul>
        </Container>
      </section>
      {cards.length > 0 ? <ServicePackages cards={cards} title={t("services.packages.short")} /> : null}
    </>
  );
}
