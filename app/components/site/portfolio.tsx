import type { PortfolioProjectView } from "#server/modules/content/portfolio.server.js";
import { LocaleLink } from "~/components/ui/locale-link";
import { PORTFOLIO_FILTERS, type PortfolioFilter } from "#server/modules/content/filters.js";

import { clsx } from "clsx";
import { FilterChips } from "./filter-chips";
import { buttonClass } from "~/components/ui/button";
import { ErrorPanel } from "~/components/ui/error-panel";
import { LazyModal } from "~/components/ui/lazy-modal";
import { formatDate, truncate } from "~/components/ui/format";
import { Icon, UI_ICONS } from "./icons";
import { ResponsiveImage } from "./responsive-image";
import { CardDetailsButton, CardEyebrow, CardImage, ListingCard } from "./card";

type PortfolioState = { ok: true; list: PortfolioProjectView[] } | { ok: false; message: string };

const FILTER_LABELS: Record<PortfolioFilter, string> = {
  all: "All",
  residential: "Residential",
  commercial: "Commercial",
  renovation: "Renovation",
};

/** A project's type as visitors read it ("Residential", not the stored "residential"). */
function typeLabel(type: string): string {
  return type in FILTER_LABELS ? FILTER_LABELS[type as PortfolioFilter] : type;
}

function Detail({ label, value }: { label: string; value: string }) {
  if (!value) return null;
  return (
    <div className="rounded-lg bg-slate-50 px-4 py-3 dark:bg-slate-800">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 font-medium text-slate-900 dark:text-slate-100">{value}</dd>
    </div>
  );
}

export function ProjectPreview({ project, onClose }: { project: PortfolioProjectView | null; onClose: () => void }) {
  return (
    <LazyModal
      open={project !== null}
      onOpenChange={(open) => !open && onClose()}
      title={project?.title ?? ""}
      description={project ? `${project.location} · ${typeLabel(project.type)}` : undefined}
      size="xl"
      footer={
        <>
          <button type="button" onClick={onClose} className={buttonClass({ variant: "secondary" })}>
            Close Preview
          </button>
          <LocaleLink to="/contact" className={buttonClass({ variant: "accent" })}>
            Start Your Project
          </LocaleLink>
        </>
      }
    >
      {project ? (
        <div className="space-y-6">
          <ResponsiveImage
            image={project.mainImage}
            sizes="(min-width: 640px) 832px, 100vw"
            className="aspect-[16/10] w-full rounded-xl object-cover object-top"
          />
          <p className="leading-relaxed text-slate-700 dark:text-slate-200">{project.description}</p>
          <dl className="grid gap-3 sm:grid-cols-2">
            <Detail label="Client" value={project.client} />
            <Detail label="Location" value={project.location} />
            <Detail label="Completed" value={project.completionDate ? formatDate(project.completionDate) : ""} />
            <Detail label="Duration" value={project.duration} />
            <Detail label="Size" value={project.size} />
          </dl>
          {project.features.length > 0 ? (
            <div>
              <h3 className="font-bold text-brand-800 dark:text-white">Key features</h3>
              <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                {project.features.map((f) => (
                  <li key={f} className="flex gap-2 text-slate-700 dark:text-slate-200">
                    <Icon path={UI_ICONS.check} className="mt-0.5 size-5 shrink-0 text-emerald-600" />
                    {f}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {project.gallery.length > 1 ? (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Project gallery">
              {project.gallery.map((img) => (
                <li key={img.id}>
                  <ResponsiveImage
                    image={img}
                    sizes="(min-width: 640px) 270px, 50vw"
                    className="aspect-[4/3] w-full rounded-lg object-cover object-top"
                  />
                </li>
              ))}
            </ul>
          ) : null}
          {project.tags.length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label="Tags">
              {project.tags.map((t) => (
                <li
                  key={t}
                  className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-700 dark:bg-brand-900 dark:text-brand-100"
                >
                  {t}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </LazyModal>
  );
}

/** The filter buttons (docs/product.md, "Public pages"): links (`?type=`), so they work without JavaScript. */
export function PortfolioFilters({ current }: { current: PortfolioFilter }) {
  return (
    <FilterChips label="Filter projects by type">
      {PORTFOLIO_FILTERS.map((f) => (
        <li key={f}>
          <LocaleLink
            to={f === "all" ? "/project" : `/project?type=${f}`}
            preventScrollReset
            aria-current={current === f ? "page" : undefined}
            className={clsx(
              "inline-flex min-h-11 items-center rounded-full border px-5 text-sm font-semibold transition-colors",
              current === f
                ? "border-brand-800 bg-brand-800 text-white dark:border-accent-500 dark:bg-accent-500 dark:text-brand-900"
                : "border-slate-300 bg-white text-slate-700 hover:border-brand-800 hover:text-brand-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200",
            )}
          >
            {FILTER_LABELS[f]}
          </LocaleLink>
        </li>
      ))}
    </FilterChips>
  );
}

/** The project cards, or 'No Projects Found', or 'Failed to fetch projects' in an error panel (docs/product.md). */
export function PortfolioResults({
  projects,
  onSelect,
}: {
  projects: PortfolioState;
  onSelect: (project: PortfolioProjectView) => void;
}) {
  return (
    <>
      {!projects.ok ? (
        <ErrorPanel message={projects.message} />
      ) : projects.list.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center dark:border-slate-700">
          <h2 className="text-xl font-bold text-brand-800 dark:text-white">No Projects Found</h2>
          <p className="mt-2 text-slate-600 dark:text-slate-300">There are no projects of this type yet. Try another filter.</p>
        </div>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {projects.list.map((p) => (
            <ListingCard key={p.id} testId="project-card" className="flex flex-col transition-shadow">
              <CardImage image={p.mainImage} aspect="4/3" />
              <div className="flex flex-1 flex-col p-6">
                <CardEyebrow>{p.type}</CardEyebrow>
                <h2 className="mt-1 text-xl font-bold text-brand-800 dark:text-white">{p.title}</h2>
                <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-500 dark:text-slate-400">
                  <Icon path={UI_ICONS.map} className="size-4" />
                  {p.location}
                </p>
                <p className="mt-3 flex-1 text-slate-600 dark:text-slate-300" data-testid="project-description">
                  {truncate(p.description, 100)}
                </p>
                <CardDetailsButton name={p.title} onOpen={() => onSelect(p)} />
              </div>
            </ListingCard>
          ))}
        </ul>
      )}
    </>
  );
}
