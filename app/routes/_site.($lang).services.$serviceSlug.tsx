import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { requireLocale } from "~/utils/locale";
import { localizePath, useT } from "~/utils/i18n";
import { FALLBACK_KEY, fallbackLang } from "#server/modules/i18n/fallback";
import type { ServiceCardType } from "#server/db/models/content-enums.js";
import { LocaleLink } from "~/components/ui/locale-link";
import { useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { findService, renamedServiceSlug, serviceCatalogForRequest } from "#server/modules/content/catalog.server.js";
import { useStartingPrice } from "~/components/ui/format";
import { Icon, UI_ICONS } from "~/components/site/icons";
import { serviceTypeLabel } from "~/components/site/service-cards";
import { heroPreload, ResponsiveImage } from "~/components/site/responsive-image";
import { Container, Hero } from "~/components/site/sections";
import { QuoteBanner } from "~/components/site/service-catalog";
import { buttonClass } from "~/components/ui/button";
import { metaTranslate, pageTitle, seo } from "~/utils/seo";

const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  .max(120);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = requireLocale(params);
  const slug = slugSchema.safeParse(params.serviceSlug);
  if (!slug.success) throw data({ message: "Service not found" }, { status: 404 });
  const catalog = await serviceCatalogForRequest(request, context, locale);
  const service = findService(catalog, slug.data);
  if (!service) {
    // a renamed service keeps its old address
    const current = await renamedServiceSlug(context.services.db, slug.data);
    if (current) throw redirect(`${localizePath(locale, `/services/${current}`)}${new URL(request.url).search}`, 301);
    throw data({ message: "Service not found" }, { status: 404 });
  }
  // a package and a service line may share a name: the list never offers the page under another address
  const sameName = (title: string) => title.trim().toLowerCase() === service.title.trim().toLowerCase();
  const others = catalog.items.filter((s) => s.slug !== service.slug && !sameName(s.title));
  return { service, others };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? [
        ...seo({
          title: data.service.title,
          description: data.service.description.slice(0, 160),
          path: `/services/${data.service.slug}`,
          matches,
          image: data.service.image?.src,
          type: "article",
        }),
        ...heroPreload(data.service.image),
      ]
    : [{ title: pageTitle(metaTranslate(matches)("error.notFoundTitle"), matches) }];

export { SiteErrorBoundary as ErrorBoundary } from "~/components/site/error-page";

export default function ServiceDetailPage() {
  const { service, others } = useLoaderData<typeof loader>();
  const t = useT();
  const startingPrice = useStartingPrice();
  // the hero's English fallbacks: the service's title, and a service line's category above it
  const heroMarks = {
    [FALLBACK_KEY]: [
      ...(fallbackLang(service, "title") ? ["title"] : []),
      ...(service.kind === "service" && fallbackLang(service, "label") ? ["eyebrow"] : []),
    ],
  };
  return (
    <>
      <Hero
        eyebrow={service.kind === "package" ? serviceTypeLabel(service.label as ServiceCardType, t) : service.label || undefined}
        title={service.title}
        marks={heroMarks}
        image={service.image}
        primaryCta={{ label: t("service.freeQuote"), href: "/quote" }}
        secondaryCta={{ label: t("service.all"), href: "/services" }}
      />
      <section className="py-16 sm:py-20">
        <Container className="grid gap-12 lg:grid-cols-[2fr_1fr]">
          <div>
            <nav aria-label={t("service.breadcrumb")} className="text-sm text-slate-500 dark:text-slate-400">
              <ol className="flex flex-wrap gap-1.5">
                <li>
                  <LocaleLink to="/" className="hover:underline">
                    {t("nav.home")}
                  </LocaleLink>{" "}
                  /
                </li>
                <li>
                  <LocaleLink to="/services" className="hover:underline">
                    {t("nav.services")}
                  </LocaleLink>{" "}
                  /
                </li>
                <li
                  lang={fallbackLang(service, "title")}
                  aria-current="page"
                  className="font-medium text-slate-700 dark:text-slate-200"
                >
                  {service.title}
                </li>
              </ol>
            </nav>
            <p
              lang={fallbackLang(service, "description")}
              className="mt-6 text-lg leading-relaxed text-slate-700 dark:text-slate-200"
            >
              {service.description}
            </p>
            {service.features.length > 0 ? (
              <>
                <h2 className="mt-10 text-2xl font-extrabold text-brand-800 dark:text-white">{t("service.included")}</h2>
                <ul className="mt-5 grid gap-3 sm:grid-cols-2">
                  {service.features.map((f, i) => (
                    <li
                      key={f}
                      className="flex gap-3 rounded-xl bg-slate-50 p-4 text-slate-700 dark:bg-slate-900 dark:text-slate-200"
                    >
                      <Icon path={UI_ICONS.check} className="mt-0.5 size-5 shrink-0 text-emerald-600" />
                      <span lang={fallbackLang(service, `features[${i}]`)}>{f}</span>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            <ResponsiveImage
              image={service.image}
              sizes="(min-width: 1024px) 800px, 100vw"
              className="mt-10 aspect-[16/10] w-full rounded-2xl object-cover object-top"
            />
          </div>
          <aside className="space-y-6">
            <div data-surface="dark" className="rounded-2xl bg-brand-800 p-6 text-slate-200">
              <h2 className="text-lg font-bold text-white">{t("service.startTitle")}</h2>
              {service.kind === "package" ? (
                service.startingPrice !== null ? (
                  <p className="mt-2 text-2xl font-extrabold text-accent-400">
                    {startingPrice(service.startingPrice, service.priceCurrency)}
                  </p>
                ) : (
                  <LocaleLink
                    to="/quote"
                    className="mt-2 inline-block text-2xl font-extrabold text-accent-400 underline-offset-4 hover:underline"
                  >
                    {t("nav.getQuote")}
                  </LocaleLink>
                )
              ) : null}
              <p className="mt-2 text-sm">{t("service.startBody")}</p>
              <div className="mt-5 flex flex-col gap-3">
                <LocaleLink to="/quote" className={buttonClass({ variant: "accent" })}>
                  {t("service.freeQuote")}
                </LocaleLink>
                <LocaleLink
                  to="/quote"
                  className={buttonClass({
                    variant: "ghost",
                    className: "border border-white/40 text-white hover:bg-white/10 dark:hover:bg-white/10",
                  })}
                >
                  {t("service.detailedForm")}
                </LocaleLink>
              </div>
            </div>
            {others.length > 0 ? (
              <nav aria-labelledby="other-services" className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
                <h2 id="other-services" className="font-bold text-brand-800 dark:text-white">
                  {t("service.others")}
                </h2>
                <ul className="mt-3 space-y-1">
                  {others.map((o) => (
                    <li key={o.slug}>
                      <LocaleLink
                        to={`/services/${o.slug}`}
                        className="flex items-center justify-between rounded-lg px-2 py-2 text-slate-700 hover:bg-slate-50 dark:text-slate-200 dark:hover:bg-slate-900"
                      >
                        <span lang={fallbackLang(o, "title")}>{o.title}</span>
                        <Icon path={UI_ICONS.chevronRight} className="size-4 text-slate-400" />
                      </LocaleLink>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
          </aside>
        </Container>
      </section>
      <QuoteBanner title={t("service.ctaTitle")} />
    </>
  );
}
