import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireLocale } from "~/utils/locale";
import { useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { getPage } from "#server/modules/content/pages.server.js";
import { portfolioFilterSchema, portfolioForRequest } from "#server/modules/content/portfolio.server.js";
import type { PortfolioProjectView } from "#server/modules/content/portfolio.server.js";
import { PortfolioFilters, PortfolioResults, ProjectPreview } from "~/components/site/portfolio";
import { Container, CtaBanner, Hero, pageHeroImage, Sections, splitSections } from "~/components/site/sections";
import { editedPageMeta } from "~/components/site/page-meta";
import { useT } from "~/utils/i18n";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = requireLocale(params);
  const { services } = context;
  const filter = portfolioFilterSchema.parse(new URL(request.url).searchParams.get("type") ?? undefined);
  const [page, projects] = await Promise.all([
    getPage(services, "projects", locale),
    portfolioForRequest(request, context, filter, locale).then(
      (list) => ({ ok: true as const, list }),
      (err: unknown) => {
        services.logger.error({ err }, "portfolio failed to load");
        return { ok: false as const };
      },
    ),
  ]);
  return { page, filter, projects };
}

// the page's words are fixed (the office edits its projects, not this page): they come from the catalogs
export const meta = editedPageMeta((t) => t("projects.title"), "/project", {
  fixedTitle: true,
  description: (t) => t("projects.description"),
});

export { SiteErrorBoundary as ErrorBoundary } from "~/components/site/error-page";

export default function ProjectsPage() {
  const { page, filter, projects } = useLoaderData<typeof loader>();
  const t = useT();
  const [selected, setSelected] = useState<PortfolioProjectView | null>(null);
  const { body } = splitSections(page?.sections ?? []);
  const images = page?.images ?? {};
  return (
    <>
      <Hero
        eyebrow={t("projects.eyebrow")}
        title={t("projects.title")}
        subtitle={t("projects.subtitle")}
        image={pageHeroImage(page)}
      />
      <section className="py-14 sm:py-20">
        <Container>
          <PortfolioFilters current={filter} />
          <div className="mt-10">
            <PortfolioResults projects={projects} onSelect={setSelected} />
          </div>
        </Container>
      </section>
      <ProjectPreview project={selected} onClose={() => setSelected(null)} />
      <Sections sections={body} images={images} />
      <CtaBanner
        section={{
          title: t("projects.cta.title"),
          body: t("projects.cta.body"),
          primary: { label: t("projects.startProject"), href: "/contact" },
        }}
      />
    </>
  );
}
