import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireLocale } from "~/utils/locale";
import { useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { getPage } from "#server/modules/content/pages.server.js";
import { portfolioFilterSchema, portfolioForRequest } from "#server/modules/content/portfolio.server.js";
import type { PortfolioProjectView } from "#server/modules/content/portfolio.server.js";
import { PortfolioFilters, PortfolioResults, ProjectPreview } from "~/components/site/portfolio";
import { Container, Hero, Sections, splitSections } from "~/components/site/sections";
import { editedPageMeta } from "~/components/site/page-meta";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  requireLocale(params);
  const { services } = context;
  const filter = portfolioFilterSchema.parse(new URL(request.url).searchParams.get("type") ?? undefined);
  const [page, projects] = await Promise.all([
    getPage(services, "projects"),
    portfolioForRequest(request, context, filter).then(
      (list) => ({ ok: true as const, list }),
      (err: unknown) => {
        services.logger.error({ err }, "portfolio failed to load");
        return { ok: false as const, message: "Failed to fetch projects" };
      },
    ),
  ]);
  return { page, filter, projects };
}

export const meta = editedPageMeta("Featured Projects", "/project", { fixedTitle: true });

export { SiteErrorBoundary as ErrorBoundary } from "~/components/site/error-page";

export default function ProjectsPage() {
  const { page, filter, projects } = useLoaderData<typeof loader>();
  const [selected, setSelected] = useState<PortfolioProjectView | null>(null);
  const { hero, body, cta } = splitSections(page?.sections ?? []);
  const images = page?.images ?? {};
  return (
    <>
      {hero ? (
        <Sections sections={[{ ...hero, title: "Featured Projects" }]} images={images} />
      ) : (
        <Hero title="Featured Projects" />
      )}
      <section className="py-14 sm:py-20">
        <Container>
          <PortfolioFilters current={filter} />
          <div className="mt-10">
            <PortfolioResults projects={projects} onSelect={setSelected} />
          </div>
        </Container>
      </section>
      <ProjectPreview project={selected} onClose={() => setSelected(null)} />
      <Sections sections={cta ? [...body, cta] : body} images={images} />
    </>
  );
}
