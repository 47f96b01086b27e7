import type { ServiceCardView, ServiceItemView } from "#server/modules/content/catalog.server.js";
import { LocaleLink } from "~/components/ui/locale-link";

import { buttonClass } from "~/components/ui/button";
import { fallbackLang } from "#server/modules/i18n/fallback";
import { useT } from "~/utils/i18n";
import { ErrorPanel } from "~/components/ui/error-panel";
import { Icon, UI_ICONS } from "./icons";
import { ResponsiveImage } from "./responsive-image";
import { ServiceCardGrid } from "./service-cards";
import { Container, CtaBanner, SectionHeading } from "./sections";

type CatalogState = { ok: true; items: ServiceItemView[]; cards: ServiceCardView[] } | { ok: false };

/**
 * The body of /service (docs/product.md): the detailed service list on top, the card grid below and the
 * 'Get a Free Quote' link; a failed load shows 'Failed to fetch services' in an error panel.
 */
export function ServiceCatalog({ catalog }: { catalog: CatalogState }) {
  const t = useT();
  return (
    <>
      {!catalog.ok ? (
        <Container className="py-16">
          <ErrorPanel message={t("services.failed")} />
        </Container>
      ) : (
        <>
          <section className="py-16 sm:py-24" aria-labelledby="service-lines">
            <Container>
              <h2 id="service-lines" className="sr-only">
                {t("services.whatWeDo")}
              </h2>
              <div className="space-y-16 sm:space-y-24">
                {catalog.items.map((item, index) => (
                  <article key={item.id} className="grid items-center gap-8 lg:grid-cols-2 lg:gap-14">
                    <ResponsiveImage
                      image={item.image}
                      sizes="(min-width: 1024px) 600px, 100vw"
                      className={`aspect-[16/10] w-full rounded-2xl object-cover object-top shadow-lg ${index % 2 === 1 ? "lg:order-2" : ""}`}
                    />
                    <div data-animate>
                      <div className="flex items-center gap-3">
                        {item.iconPath ? (
                          <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-800 text-accent-300">
                            <Icon path={item.iconPath} className="size-6" />
                          </span>
                        ) : null}
                        <p
                          lang={fallbackLang(item, "category")}
                          className="text-sm font-semibold tracking-widest text-accent-700 uppercase dark:text-accent-400"
                        >
                          {item.category}
                        </p>
                      </div>
                      <h3
                        lang={fallbackLang(item, "title")}
                        className="mt-4 text-2xl font-extrabold text-brand-800 sm:text-3xl dark:text-white"
                      >
                        {item.title}
                      </h3>
                      <p
                        lang={fallbackLang(item, "description")}
                        className="mt-4 text-lg leading-relaxed text-slate-600 dark:text-slate-300"
                      >
                        {item.description}
                      </p>
                      <ul className="mt-5 grid gap-2.5 sm:grid-cols-2">
                        {item.features.map((f, i) => (
                          <li key={f} className="flex gap-2 text-slate-700 dark:text-slate-200">
                            <Icon path={UI_ICONS.check} className="mt-0.5 size-5 shrink-0 text-emerald-600" />
                            <span lang={fallbackLang(item, `features[${i}]`)}>{f}</span>
                          </li>
                        ))}
                      </ul>
                      <LocaleLink
                        to={`/services/${item.slug}`}
                        aria-label={t("services.learnMoreAbout", { title: item.title })}
                        className="mt-6 inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:text-accent-700 dark:text-brand-200"
                      >
                        {t("services.learnMore")}
                        <Icon path={UI_ICONS.arrowRight} className="size-4" />
                      </LocaleLink>
                    </div>
                  </article>
                ))}
              </div>
            </Container>
          </section>
          <ServicePackages
            cards={catalog.cards}
            eyebrow={t("services.packages.eyebrow")}
            title={t("services.packages.title")}
            subtitle={t("services.packages.subtitle")}
          />
        </>
      )}
    </>
  );
}

/** The service packages band of /service and /services: the cards and the way to a quote. */
export function ServicePackages({
  cards,
  ...heading
}: {
  cards: ServiceCardView[];
  eyebrow?: string;
  title: string;
  subtitle?: string;
}) {
  const t = useT();
  return (
    <section className="bg-slate-50 py-16 sm:py-24 dark:bg-slate-900">
      <Container>
        <SectionHeading {...heading} />
        <div className="mt-12">
          <ServiceCardGrid cards={cards} />
        </div>
        <div className="mt-12 text-center">
          <LocaleLink to="/quote" className={buttonClass({ variant: "accent", size: "lg" })}>
            {t("service.freeQuote")}
          </LocaleLink>
        </div>
      </Container>
    </section>
  );
}

/** The closing banner of the services pages: a free quote, under the page's own `title`. */
export function QuoteBanner({ title }: { title: string }) {
  const t = useT();
  return (
    <CtaBanner section={{ title, body: t("service.ctaBody"), primary: { label: t("service.freeQuote"), href: "/quote" } }} />
  );
}
