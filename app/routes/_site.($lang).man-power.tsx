import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireLocale } from "~/utils/locale";
import { LocaleLink } from "~/components/ui/locale-link";
import { useLoaderData } from "@remix-run/react";
import { clsx } from "clsx";
import { useState } from "react";
import { MANPOWER_STATUSES, type ManpowerStatus } from "#server/modules/content/filters.js";
import { manpowerForRequest, manpowerStatusSchema } from "#server/modules/content/manpower.server.js";
import type { ManpowerProjectView } from "#server/modules/content/manpower.server.js";
import { StatusBadge } from "~/components/ui/format";
import { fallbackLang } from "#server/modules/i18n/fallback";
import { useFormat, useT } from "~/utils/i18n";
import { Icon, UI_ICONS } from "~/components/site/icons";
import { heroPreload, ResponsiveImage } from "~/components/site/responsive-image";
import { Container, CtaBanner, Hero } from "~/components/site/sections";
import { buttonClass } from "~/components/ui/button";
import { LazyModal, loadModal } from "~/components/ui/lazy-modal";
import { metaTranslate, seo } from "~/utils/seo";
import { CardDetailsButton, CardImage, ListingCard } from "~/components/site/card";

export async function loader({ request, params: routeParams, context }: LoaderFunctionArgs) {
  const locale = requireLocale(routeParams);
  const params = new URL(request.url).searchParams;
  const status = manpowerStatusSchema.parse(params.get("status") ?? undefined);
  // 'View All Projects' (docs/product.md, "Departures from the original behaviour") lists every project of both tabs.
  const all = params.get("view") === "all";
  const projects = await manpowerForRequest(request, context, all ? "all" : status, locale);
  return { status, all, projects };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...seo({
    title: metaTranslate(matches)("manpower.title"),
    description: metaTranslate(matches)("manpower.description"),
    path: "/man-power",
    matches,
  }),
  ...heroPreload(data?.projects[0]?.image),
];

export { SiteErrorBoundary as ErrorBoundary } from "~/components/site/error-page";

function ProjectStatusBadge({ status }: { status: ManpowerStatus }) {
  const t = useT();
  return <StatusBadge tone={status === "ongoing" ? "amber" : "emerald"}>{t(`manpower.status.${status}`)}</StatusBadge>;
}

/** `en` for a field of the project that shows its English because its translation is missing. */
const en = (project: ManpowerProjectView | null, key: string) => fallbackLang(project, key);

function Facts({ project }: { project: ManpowerProjectView }) {
  const t = useT();
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-slate-600 dark:text-slate-300">
      {project.location ? (
        <li className="flex items-center gap-1.5">
          <Icon path={UI_ICONS.map} className="size-4 text-slate-400" />
          <span lang={en(project, "location")}>{project.location}</span>
        </li>
      ) : null}
      <li className="flex items-center gap-1.5">
        <Icon path={UI_ICONS.users} className="size-4 text-slate-400" />
        {t("manpower.workers", { count: project.workers })}
      </li>
    </ul>
  );
}

function Row({ label, lang, children }: { label: string; lang?: string; children: React.ReactNode }) {
  // a fact the editor left empty is left out rather than shown as a bare label
  if (children === "") return null;
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[11rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-slate-500 dark:text-slate-400">{label}</dt>
      <dd lang={lang} className="text-slate-900 dark:text-slate-100">
        {children}
      </dd>
    </div>
  );
}

function ProjectModal({ project, onClose }: { project: ManpowerProjectView | null; onClose: () => void }) {
  const t = useT();
  const format = useFormat();
  return (
    <LazyModal
      open={project !== null}
      onOpenChange={(open) => !open && onClose()}
      title={<span lang={en(project, "name")}>{project?.name}</span>}
      description={project?.description ? <span lang={en(project, "description")}>{project.description}</span> : undefined}
      size="lg"
      footer={
        <button type="button" onClick={onClose} className={buttonClass({ variant: "primary" })}>
          {t("common.close")}
        </button>
      }
    >
      {project ? (
        <>
          <ResponsiveImage
            image={project.image}
            sizes="(min-width: 640px) 640px, 100vw"
            className="mb-4 aspect-[16/9] w-full rounded-xl object-cover"
          />
          <dl className="divide-y divide-slate-200 dark:divide-slate-800">
            <Row label={t("manpower.row.owner")} lang={en(project, "owner")}>
              <bdi>{project.owner}</bdi>
            </Row>
            <Row label={t("manpower.row.contractor")} lang={en(project, "contractor")}>
              <bdi>{project.contractor}</bdi>
            </Row>
            <Row label={t("manpower.row.location")} lang={en(project, "location")}>
              {project.location}
            </Row>
            <Row label={t("manpower.row.value")} lang={en(project, "value")}>
              {project.value}
            </Row>
            <Row label={t("manpower.row.status")}>
              <ProjectStatusBadge status={project.status} />
            </Row>
            <Row label={t("manpower.row.scope")} lang={en(project, "scope")}>
              {project.scope}
            </Row>
            <Row label={t("manpower.row.workers")}>{format.number(project.workers)}</Row>
            <Row label={t("manpower.row.duration")} lang={en(project, "duration")}>
              {project.duration}
            </Row>
            {project.status === "ongoing" ? (
              <Row label={t("manpower.row.start")}>{format.date(project.startDate)}</Row>
            ) : (
              <Row label={t("manpower.row.completion")}>{format.date(project.completionDate)}</Row>
            )}
          </dl>
        </>
      ) : null}
    </LazyModal>
  );
}

function ProjectCard({ project, onOpen, showStatus }: { project: ManpowerProjectView; onOpen: () => void; showStatus: boolean }) {
  return (
    <ListingCard testId="manpower-card" className="flex flex-col">
      <CardImage image={project.image} aspect="16/10" />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-center justify-between gap-2">
          <p lang={en(project, "value")} className="text-sm font-bold text-accent-700 dark:text-accent-400">
            {project.value}
          </p>
          {showStatus ? <ProjectStatusBadge status={project.status} /> : null}
        </div>
        <h3 lang={en(project, "name")} className="mt-1 text-lg font-bold text-brand-800 dark:text-white">
          {project.name}
        </h3>
        <p lang={en(project, "contractor")} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          <bdi>{project.contractor}</bdi>
        </p>
        <div className="mt-3 flex-1">
          <Facts project={project} />
        </div>
        <CardDetailsButton name={project.name} onOpen={onOpen} />
      </div>
    </ListingCard>
  );
}

export default function ManpowerPage() {
  const { status, all, projects } = useLoaderData<typeof loader>();
  const [selected, setSelected] = useState<ManpowerProjectView | null>(null);
  const t = useT();
  const format = useFormat();
  // one featured project and five in the grid; 'View All' puts every project in the grid (docs/product.md)
  const featured = all ? undefined : projects[0];
  const grid = all ? projects : projects.slice(1, 6);
  return (
    <>
      <Hero
        eyebrow={t("manpower.eyebrow")}
        title={t("manpower.title")}
        subtitle={t("manpower.subtitle")}
        image={projects[0]?.image}
      />
      <section className="py-14 sm:py-20">
        <Container>
          <nav aria-label={t("manpower.statusNav")} className="flex justify-center">
            <ul className="grid w-full grid-cols-2 rounded-full bg-slate-100 p-1 sm:inline-flex sm:w-auto dark:bg-slate-800">
              {MANPOWER_STATUSES.map((s) => {
                const active = !all && s === status;
                return (
                  <li key={s}>
                    <LocaleLink
                      to={s === "ongoing" ? "/man-power" : `/man-power?status=${s}`}
                      preventScrollReset
                      aria-current={active ? "page" : undefined}
                      className={clsx(
                        "flex min-h-11 items-center justify-center rounded-full px-3 text-sm font-semibold whitespace-nowrap sm:px-6",
                        active
                          ? "bg-brand-800 text-white shadow dark:bg-accent-500 dark:text-brand-900"
                          : "text-slate-700 hover:text-brand-800 dark:text-slate-200",
                      )}
                    >
                      {t(`manpower.tab.${s}`)}
                    </LocaleLink>
                  </li>
                );
              })}
            </ul>
          </nav>

          {projects.length === 0 ? (
            <p className="mt-12 text-center text-slate-600 dark:text-slate-300">{t("manpower.none")}</p>
          ) : null}

          {featured ? (
            <article
              data-testid="manpower-featured"
              data-surface="dark"
              className="mt-12 grid overflow-hidden rounded-3xl bg-brand-800 text-slate-200 shadow-xl lg:grid-cols-2"
            >
              <ResponsiveImage
                image={featured.image}
                sizes="(min-width: 1024px) 640px, 100vw"
                alt=""
                className="aspect-[16/10] size-full object-cover lg:aspect-auto"
              />
              <div className="flex flex-col justify-center p-6 sm:p-10">
                <div className="flex items-center gap-3">
                  <span className="text-xs font-semibold tracking-widest text-accent-300 uppercase">
                    {t("manpower.featured")}
                  </span>
                  <ProjectStatusBadge status={featured.status} />
                </div>
                <h2 lang={en(featured, "name")} className="mt-3 text-2xl font-extrabold text-white sm:text-3xl">
                  {featured.name}
                </h2>
                <p lang={en(featured, "value")} className="mt-1 font-semibold text-accent-400">
                  {featured.value}
                </p>
                <p lang={en(featured, "description")} className="mt-4 leading-relaxed">
                  {featured.description}
                </p>
                <ul className="mt-5 grid grid-cols-2 gap-3 text-sm">
                  <li>
                    <span className="block text-slate-400">{t("manpower.row.location")}</span>
                    <span lang={en(featured, "location")} className="font-medium text-white">
                      {featured.location}
                    </span>
                  </li>
                  <li>
                    <span className="block text-slate-400">{t("manpower.row.workers")}</span>
                    <span className="font-medium text-white">{format.number(featured.workers)}</span>
                  </li>
                </ul>
                <button
                  type="button"
                  onClick={() => setSelected(featured)}
                  onPointerEnter={loadModal}
                  onFocus={loadModal}
                  className={buttonClass({ variant: "accent", className: "mt-8 self-start" })}
                >
                  {t("manpower.viewFull")}
                </button>
              </div>
            </article>
          ) : null}

          {grid.length > 0 ? (
            <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {grid.map((p) => (
                <ProjectCard key={p.id} project={p} showStatus={all} onOpen={() => setSelected(p)} />
              ))}
            </ul>
          ) : null}

          {!all && projects.length > 0 ? (
            <div className="mt-12 text-center">
              <LocaleLink to="/man-power?view=all" preventScrollReset className={buttonClass({ variant: "primary", size: "lg" })}>
                {t("manpower.viewAll")}
              </LocaleLink>
            </div>
          ) : null}
        </Container>
      </section>
      <ProjectModal project={selected} onClose={() => setSelected(null)} />
      <CtaBanner
        section={{
          title: t("manpower.cta.title"),
          body: t("manpower.cta.body"),
          primary: { label: t("manpower.cta.request"), href: "/quote" },
          secondary: { label: t("manpower.cta.demand"), href: "/demand-submission" },
        }}
      />
    </>
  );
}
