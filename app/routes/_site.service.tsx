import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { listServiceCards, listServiceItems } from "#server/modules/content/catalog.server.js";
import { getPage } from "#server/modules/content/pages.server.js";
import { Icon, UI_ICONS } from "~/components/site/icons";
import { ResponsiveImage } from "~/components/site/responsive-image";
import { ServiceCardGrid } from "~/components/site/service-cards";
import { Container, Hero, SectionHeading, Sections, splitSections } from "~/components/site/sections";
import { buttonClass } from "~/components/ui/button";
import { ErrorPanel } from "~/components/ui/error-panel";
import { publicUrlFrom, seo } from "~/utils/seo";

export async function loader({ context }: LoaderFunctionArgs) {
  const { services } = context;
  const [page, catalog] = await Promise.all([
    getPage(services, "services"),
    Promise.all([listServiceItems(services.db), listServiceCards(services.db)]).then(
      ([items, cards]) => ({ ok: true as const, items, cards }),
      (err: unknown) => {
        services.logger.error({ err }, "services failed to load");
        return { ok: false as const, message: "Failed to fetch services" };
      },
    ),
  ]);
  return { page, catalog };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  seo({
    title: data?.page?.title ?? "Our Services",
    description: data?.page?.description,
    path: "/service",
    publicUrl: publicUrlFrom(matches),
  });

export { SiteErrorBoundary as ErrorBoundary } from "~/components/site/error-page";

export default function ServicesPage() {
  const { page, catalog } = useLoaderData<typeof loader>();
  const { hero, body, cta } = splitSections(page?.sections ?? []);
  const images = page?.images ?? {};
  return (
    <>
      {hero ? <Sections sections={[hero]} images={images} /> : <Hero title="Our Services" />}
      {!catalog.ok ? (
        <Container className="py-16">
          <ErrorPanel message={catalog.message} />
        </Container>
      ) : (
        <>
          <section className="py-16 sm:py-24" aria-labelledby="service-lines">
            <Container>
              <h2 id="service-lines" className="sr-only">
                What we do
              </h2>
              <div className="space-y-16 sm:space-y-24">
                {catalog.items.map((item, index) => (
                  <article key={item.id} className="grid items-center gap-8 lg:grid-cols-2 lg:gap-14">
                    {item.image ? (
                      <ResponsiveImage
                        image={item.image}
                        sizes="(min-width: 1024px) 600px, 100vw"
                        className={`aspect-[16/10] w-full rounded-2xl object-cover shadow-lg ${index % 2 === 1 ? "lg:order-2" : ""}`}
                      />
                    ) : null}
                    <div data-animate>
                      <div className="flex items-center gap-3">
                        {item.iconPath ? (
                          <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-800 text-accent-300">
                            <Icon path={item.iconPath} className="size-6" />
                          </span>
                        ) : null}
                        <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase dark:text-accent-400">
                          {item.category}
                        </p>
                      </div>
                      <h3 className="mt-4 text-2xl font-extrabold text-brand-800 sm:text-3xl dark:text-white">{item.title}</h3>
                      <p className="mt-4 text-lg leading-relaxed text-slate-600 dark:text-slate-300">{item.description}</p>
                      <ul className="mt-5 grid gap-2.5 sm:grid-cols-2">
                        {item.features.map((f) => (
                          <li key={f} className="flex gap-2 text-slate-700 dark:text-slate-200">
                            <Icon path={UI_ICONS.check} className="mt-0.5 size-5 shrink-0 text-emerald-600" />
                            {f}
                          </li>
                        ))}
                      </ul>
                      <Link
                        to={`/services/${item.slug}`}
                        className="mt-6 inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:text-accent-700 dark:text-brand-200"
                      >
                        Learn more<span className="sr-only"> about {item.title}</span>
                        <Icon path={UI_ICONS.arrowRight} className="size-4" />
                      </Link>
                    </div>
                  </article>
                ))}
              </div>
            </Container>
          </section>
          <section className="bg-slate-50 py-16 sm:py-24 dark:bg-slate-900">
            <Container>
              <SectionHeading
                eyebrow="Packages"
                title="Service packages and starting prices"
                subtitle="Indicative starting prices for typical projects. Every quotation is itemised for your site."
              />
              <div className="mt-12">
                <ServiceCardGrid cards={catalog.cards} />
              </div>
              <div className="mt-12 text-center">
                <Link to="/contact" className={buttonClass({ variant: "accent", size: "lg" })}>
                  Get a Free Quote
                </Link>
              </div>
            </Container>
          </section>
        </>
      )}
      <Sections sections={cta ? [...body, cta] : body} images={images} />
    </>
  );
}
