import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { pageForRequest } from "#server/modules/content/editing.server.js";
import { getPortfolioProjects } from "#server/modules/content/portfolio.server.js";
import { Icon, UI_ICONS } from "~/components/site/icons";
import { Container, Hero, SectionHeading, Sections, splitSections } from "~/components/site/sections";
import { buttonClass } from "~/components/ui/button";
import { SITE_NAME } from "~/utils/seo";
import { editedPageMeta } from "~/components/site/page-meta";
import { CardEyebrow, CardImage } from "~/components/site/card";

export async function loader({ request, context }: LoaderFunctionArgs) {
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

/** The first screen's way in for workers looking for a job abroad, whatever the country (docs/product.md). */
function WorkerWayIn() {
  return (
    <nav
      aria-label="Work abroad"
      className="mt-8 flex flex-col gap-3 rounded-2xl border border-white/15 bg-brand-900/70 p-4 sm:flex-row sm:items-center sm:p-5"
    >
      <p className="font-semibold text-white sm:mr-auto">Looking for work abroad?</p>
      <Link to="/apply-jobs-now" prefetch="intent" className={buttonClass({ variant: "accent", size: "lg" })}>
        <Icon path={UI_ICONS.building} className="size-5" />
        Jobs abroad
      </Link>
      <Link
        to="/worker-registration"
        prefetch="intent"
        className={buttonClass({
          variant: "ghost",
          size: "lg",
          className: "border border-white/40 text-white hover:bg-white/10 dark:hover:bg-white/10",
        })}
      >
        Register
      </Link>
    </nav>
  );
}

export default function HomePage() {
  const { page, projects } = useLoaderData<typeof loader>();
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
          subtitle="Construction in Bangladesh and skilled workers for Saudi Arabia."
          primaryCta={{ label: "Get a Quote", href: "/quote" }}
        >
          <WorkerWayIn />
        </Hero>
      )}
      <Sections sections={body} images={images} />
      {projects.length > 0 ? (
        <section className="bg-slate-50 py-16 sm:py-24 dark:bg-slate-900">
          <Container>
            <SectionHeading eyebrow="Recent work" title="Projects we are proud of" />
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
              <Link to="/project" prefetch="intent" className={buttonClass({ variant: "secondary" })}>
                View all projects
                <Icon path={UI_ICONS.arrowRight} className="size-4" />
              </Link>
            </div>
          </Container>
        </section>
      ) : null}
      {cta ? <Sections sections={[cta]} images={images} /> : null}
    </>
  );
}
