import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireLocale } from "~/utils/locale";
import { LocaleLink } from "~/components/ui/locale-link";
import { useLoaderData } from "@remix-run/react";
import { pageForRequest } from "#server/modules/content/editing.server.js";
import { getPortfolioProjects } from "#server/modules/content/portfolio.server.js";
import { Icon, UI_ICONS } from "~/components/site/icons";
import { Container, Hero, SectionHeading, Sections, splitSections } from "~/components/site/sections";
import { buttonClass } from "~/components/ui/button";
import { SITE_NAME } from "~/utils/seo";
import { useT } from "~/utils/i18n";
import { editedPageMeta } from "~/components/site/page-meta";
import { CardEyebrow, CardImage } from "~/components/site/card";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  requireLocale(params);
  const { services } = context;
  const [page, projects] = await Promise.all([pageForRequest(request, context, "home"), getPortfolioProjects(services)]);
  // only what the cards show: the page's data travels in the document and is decoded again in the browser
  const recent = projects
    .slice(0, 3)
    .map(({ id, type, title, location, mainImage }) => ({ id, type, title, location, mainImage }));
  return { page, projects: recent };
}

export const meta = editedPageMeta(SITE_NAME, "/", { shareHero: true });

export { SiteErrorBoundary as ErrorBoundary } from "~/components/site/error-page";

export default function HomePage() {
  const { page, projects } = useLoaderData<typeof loader>();
  const t = useT();
  const { hero, body, cta } = splitSections(page?.sections ?? []);
  const images = page?.images ?? {};
  return (
    <>
      {hero ? (
        <Sections sections={[hero]} images={images} heroSize="home" />
      ) : (
        <Hero
          size="home"
          title={SITE_NAME}
          subtitle={t("home.subtitle")}
          primaryCta={{ label: t("nav.getQuote"), href: "/quote" }}
        />
      )}
      <Sections sections={body} images={images} />
      {projects.length > 0 ? (
        <section className="bg-slate-50 py-16 sm:py-24 dark:bg-slate-900">
          <Container>
            <SectionHeading eyebrow={t("home.recentWork")} title={t("home.projectsTitle")} />
            <ul className="mt-12 grid gap-6 md:grid-cols-3">
              {projects.map((p) => (
                <li key={p.id} data-animate className="overflow-hidden rounded-2xl bg-white shadow-sm dark:bg-slate-950">
                  <CardImage image={p.mainImage} aspect="4/3" sizes="(min-width: 768px) 33vw, 100vw" decorative={false} />
                  <div className="p-5">
                    <CardEyebrow>{p.type}</CardEyebrow>
                    <h3 className="mt-1 text-lg font-bold text-brand-800 dark:text-white">{p.title}</h3>
                    <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-300">
                      <Icon path={UI_ICONS.map} className="size-4" />
                      {p.location}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
            <div className="mt-10 text-center">
              <LocaleLink to="/project" prefetch="intent" className={buttonClass({ variant: "secondary" })}>
                {t("home.allProjects")}
                <Icon path={UI_ICONS.arrowRight} className="size-4" />
              </LocaleLink>
            </div>
          </Container>
        </section>
      ) : null}
      {cta ? <Sections sections={[cta]} images={images} /> : null}
    </>
  );
}
