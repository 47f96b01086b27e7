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
import { fallbackMarks } from "#server/modules/i18n/fallback";
import { CardImage, ProjectCardHead } from "~/components/site/card";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = requireLocale(params);
  const { services } = context;
  const [page, projects] = await Promise.all([
    pageForRequest(request, context, "home", locale),
    getPortfolioProjects(services, "all", locale),
  ]);
  // only what the cards show: the page's data travels in the document and is decoded again in the browser
  const recent = projects
    .slice(0, 3)
    .map((p) => ({ id: p.id, type: p.type, title: p.title, location: p.location, mainImage: p.mainImage, ...fallbackMarks(p) }));
  return { page, projects: recent };
}

export const meta = editedPageMeta(SITE_NAME, "/", { shareHero: true });

export { SiteErrorBoundary as ErrorBoundary } from "~/components/site/error-page";

/** The first screen's way in for workers looking for a job abroad, whatever the country (docs/product.md). */
function WorkerWayIn() {
  const t = useT();
  return (
    <nav
      aria-label={t("home.workAbroad")}
      className="mt-8 flex flex-col gap-3 rounded-2xl border border-white/15 bg-brand-900/70 p-4 sm:flex-row sm:items-center sm:p-5"
    >
      <p className="font-semibold text-white sm:me-auto">{t("home.lookingForWork")}</p>
      <LocaleLink to="/apply-jobs-now" prefetch="intent" className={buttonClass({ variant: "accent", size: "lg" })}>
        <Icon path={UI_ICONS.building} className="size-5" />
        {t("nav.jobsAbroad")}
      </LocaleLink>
      <LocaleLink
        to="/worker-registration"
        prefetch="intent"
        className={buttonClass({
          variant: "ghost",
          size: "lg",
          className: "border border-white/40 text-white hover:bg-white/10 dark:hover:bg-white/10",
        })}
      >
        {t("nav.register")}
      </LocaleLink>
    </nav>
  );
}

export default function HomePage() {
  const { page, projects } = useLoaderData<typeof loader>();
  const t = useT();
  const { hero, body, cta } = splitSections(page?.sections ?? []);
  const images = page?.images ?? {};
  return (
    <>
      {hero ? (
        <Sections sections={[hero]} images={images} heroSize="home" heroExtra={<WorkerWayIn />} />
      ) : (
        <Hero
          size="home"
          title={SITE_NAME}
          subtitle={t("home.subtitle")}
          primaryCta={{ label: t("nav.getQuote"), href: "/quote" }}
        >
          <WorkerWayIn />
        </Hero>
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
                    <ProjectCardHead project={p} heading="h3" />
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
