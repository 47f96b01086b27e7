import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireLocale } from "~/utils/locale";
import { LocaleLink } from "~/components/ui/locale-link";
import { useLoaderData } from "@remix-run/react";
import { clsx } from "clsx";
import { useState } from "react";
import { MANPOWER_STATUSES, type ManpowerStatus } from "#server/modules/content/filters.js";
import { manpowerForRequest, manpowerStatusSchema } from "#server/modules/content/manpower.server.js";
import type { ManpowerProjectView } from "#server/modules/content/manpower.server.js";
import { formatDate, StatusBadge } from "~/components/ui/format";
import { Icon, UI_ICONS } from "~/components/site/icons";
import { heroPreload, ResponsiveImage } from "~/components/site/responsive-image";
import { Container, CtaBanner, Hero } from "~/components/site/sections";
import { buttonClass } from "~/components/ui/button";
import { LazyModal, loadModal } from "~/components/ui/lazy-modal";
import { seo } from "~/utils/seo";
import { CardDetailsButton, CardImage, ListingCard } from "~/components/site/card";

export async function loader({ request, params: routeParams, context }: LoaderFunctionArgs) {
  requireLocale(routeParams);
  const params = new URL(request.url).searchParams;
  const status = manpowerStatusSchema.parse(params.get("status") ?? undefined);
  // 'View All Projects' (docs/product.md, "Departures from the original behaviour") lists every project of both tabs.
  const all = params.get("view") === "all";
  const projects = await manpowerForRequest(request, context, all ? "all" : status);
  return { status, all, projects };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...seo({
    title: "Our Manpower Solutions",
    description:
      "Skilled, trade-tested Bangladeshi workers supplied to construction projects across Saudi Arabia: ongoing and completed deployments.",
    path: "/man-power",
    matches,
  }),
  ...heroPreload(data?.projects[0]?.image),
];

export { SiteErrorBoundary as ErrorBoundary } from "~/components/site/error-page";

const TAB_LABELS: Record<ManpowerStatus, string> = { ongoing: "On Going Projects", completed: "Completed Projects" };
const STATUS_LABELS: Record<ManpowerStatus, string> = { ongoing: "In Progress", completed: "Completed" };

function ProjectStatusBadge({ status }: { status: ManpowerStatus }) {
  return <StatusBadge tone={status === "ongoing" ? "amber" : "emerald"}>{STATUS_LABELS[status]}</StatusBadge>;
}

function Facts({ project }: { project: ManpowerProjectView }) {
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-slate-600 dark:text-slate-300">
      {project.location ? (
        <li className="flex items-center gap-1.5">
          <Icon path={UI_ICONS.map} className="size-4 text-slate-400" />
          {project.location}
        </li>
      ) : null}
      <li className="flex items-center gap-1.5">
        <Icon path={UI_ICONS.users} className="size-4 text-slate-400" />
        {project.workers.toLocaleString("en-US")} workers
      </li>
    </ul>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  // a fact the editor left empty is left out rather than shown as a bare label
  if (children === "") return null;
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[11rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

function ProjectModal({ project, onClose }: { project: ManpowerProjectView | null; onClose: () => void }) {
  return (
    <LazyModal
      open={project !== null}
      onOpenChange={(open) => !open && onClose()}
      title={project?.name ?? ""}
      description={project?.description}
      size="lg"
      footer={
        <button type="button" onClick={onClose} className={buttonClass({ variant: "primary" })}>
          Close
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
            <Row label="Project Owner">{project.owner}</Row>
            <Row label="Contractor">{project.contractor}</Row>
            <Row label="Location">{project.location}</Row>
            <Row label="Project Value">{project.value}</Row>
            <Row label="Status">
              <ProjectStatusBadge status={project.status} />
            </Row>
            <Row label="Scope of Work">{project.scope}</Row>
            <Row label="Workers Supplied">{project.workers.toLocaleString("en-US")}</Row>
            <Row label="Project Duration">{project.duration}</Row>
            {project.status === "ongoing" ? (
              <Row label="Start Date">{formatDate(project.startDate)}</Row>
            ) : (
              <Row label="Completion Date">{formatDate(project.completionDate)}</Row>
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
          <p className="text-sm font-bold text-accent-700 dark:text-accent-400">{project.value}</p>
          {showStatus ? <ProjectStatusBadge status={project.status} /> : null}
        </div>
        <h3 className="mt-1 text-lg font-bold text-brand-800 dark:text-white">{project.name}</h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{project.contractor}</p>
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
  // one featured project and five in the grid; 'View All' puts every project in the grid (docs/product.md)
  const featured = all ? undefined : projects[0];
  const grid = all ? projects : projects.slice(1, 6);
  return (
    <>
      <Hero
        eyebrow="Manpower supply · Saudi Arabia"
        title="Our Manpower Solutions"
        subtitle="We deliver skilled, trade-tested workforce for construction projects in Saudi Arabia — from the first mobilisation to the final handover."
        image={projects[0]?.image}
      />
      <section className="py-14 sm:py-20">
        <Container>
          <nav aria-label="Project status" className="flex justify-center">
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
                      {TAB_LABELS[s]}
                    </LocaleLink>
                  </li>
                );
              })}
            </ul>
          </nav>

          {projects.length === 0 ? (
            <p className="mt-12 text-center text-slate-600 dark:text-slate-300">No projects to show yet.</p>
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
                  <span className="text-xs font-semibold tracking-widest text-accent-300 uppercase">Featured project</span>
                  <ProjectStatusBadge status={featured.status} />
                </div>
                <h2 className="mt-3 text-2xl font-extrabold text-white sm:text-3xl">{featured.name}</h2>
                <p className="mt-1 font-semibold text-accent-400">{featured.value}</p>
                <p className="mt-4 leading-relaxed">{featured.description}</p>
                <ul className="mt-5 grid grid-cols-2 gap-3 text-sm">
                  <li>
                    <span className="block text-slate-400">Location</span>
                    <span className="font-medium text-white">{featured.location}</span>
                  </li>
                  <li>
                    <span className="block text-slate-400">Workers Supplied</span>
                    <span className="font-medium text-white">{featured.workers.toLocaleString("en-US")}</span>
                  </li>
                </ul>
                <button
                  type="button"
                  onClick={() => setSelected(featured)}
                  onPointerEnter={loadModal}
                  onFocus={loadModal}
                  className={buttonClass({ variant: "accent", className: "mt-8 self-start" })}
                >
                  View Full Details
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
                View All Projects
              </LocaleLink>
            </div>
          ) : null}
        </Container>
      </section>
      <ProjectModal project={selected} onClose={() => setSelected(null)} />
      <CtaBanner
        section={{
          title: "Need skilled workers for your project?",
          body: "Tell us the trades and numbers you need; we mobilise trade-tested crews in six to ten weeks.",
          primary: { label: "Request Workers", href: "/quote" },
          secondary: { label: "Submit a Demand", href: "/demand-submission" },
        }}
      />
    </>
  );
}
