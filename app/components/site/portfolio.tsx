import type { PortfolioProjectView } from "#server/modules/content/portfolio.server.js";
import { LocaleLink } from "~/components/ui/locale-link";
import { PORTFOLIO_FILTERS, type PortfolioFilter } from "#server/modules/content/filters.js";
import { fallbackLang } from "#server/modules/i18n/fallback";
import { useFormat, useT, type Translate } from "~/utils/i18n";

import { clsx } from "clsx";
import { FilterChips } from "./filter-chips";
import { buttonClass } from "~/components/ui/button";
import { ErrorPanel } from "~/components/ui/error-panel";
import { LazyModal } from "~/components/ui/lazy-modal";
import { truncate } from "~/components/ui/format";
import { Icon, UI_ICONS } from "./icons";
import { ResponsiveImage } from "./responsive-image";
import { CardDetailsButton, CardImage, ListingCard, ProjectCardHead } from "./card";

type PortfolioState = { ok: true; list: PortfolioProjectView[] } | { ok: false };

/** A project's or service package's type as visitors read it ("Residential", not the stored "residential"). */
export function typeLabel(type: string, t: Translate): string {
  return t(`contentType.${type}`);
}

function Detail({ label, value, lang }: { label: string; value: string; lang?: string }) {
  if (!value) return null;
  return (
    <div className="rounded-lg bg-slate-50 px-4 py-3 dark:bg-slate-800">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{label}</dt>
      {/* isolated: a client's Latin name (kept in every language) never scrambles in a right-to-left page */}
      <dd lang={lang} className="mt-0.5 font-medium text-slate-900 dark:text-slate-100">
        <bdi>{value}</bdi>
      </dd>
    </div>
  );
}

export function ProjectPreview({ project, onClose }: { project: PortfolioProjectView | null; onClose: () => void }) {
  const t = useT();
  const { date } = useFormat();
  const en = (key: string) => fallbackLang(project, key);
  return (
    <LazyModal
      open={project !== null}
      onOpenChange={(open) => !open && onClose()}
      title={<span lang={en("title")}>{project?.title}</span>}
      description={project ? `${project.location} · ${typeLabel(project.type, t)}` : undefined}
      size="xl"
      footer={
        <>
          <button type="button" onClick={onClose} className={buttonClass({ variant: "secondary" })}>
            {t("projects.closePreview")}
          </button>
          <LocaleLink to="/contact" className={buttonClass({ variant: "accent" })}>
            {t("projects.startProject")}
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
          <p lang={en("description")} className="leading-relaxed text-slate-700 dark:text-slate-200">
            {project.description}
          </p>
          <dl className="grid gap-3 sm:grid-cols-2">
            <Detail label={t("projects.detail.client")} value={project.client} lang={en("client")} />
            <Detail label={t("projects.detail.location")} value={project.location} lang={en("location")} />
            <Detail label={t("projects.detail.completed")} value={project.completionDate ? date(project.completionDate) : ""} />
            <Detail label={t("projects.detail.duration")} value={project.duration} lang={en("duration")} />
            <Detail label={t("projects.detail.size")} value={project.size} lang={en("size")} />
          </dl>
          {project.features.length > 0 ? (
            <div>
              <h3 className="font-bold text-brand-800 dark:text-white">{t("projects.features")}</h3>
              <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                {project.features.map((f, i) => (
                  <li key={f} className="flex gap-2 text-slate-700 dark:text-slate-200">
                    <Icon path={UI_ICONS.check} className="mt-0.5 size-5 shrink-0 text-emerald-600" />
                    <span lang={en(`features[${i}]`)}>{f}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {project.gallery.length > 1 ? (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={t("projects.gallery")}>
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
            <ul className="flex flex-wrap gap-2" aria-label={t("projects.tags")}>
              {project.tags.map((tag, i) => (
                <li
                  key={tag}
                  lang={en(`tags[${i}]`)}
                  className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-700 dark:bg-brand-900 dark:text-brand-100"
                >
                  {tag}
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
  const t = useT();
  return (
    <FilterChips label={t("projects.filterLabel")}>
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
            {f === "all" ? t("projects.filterAll") : typeLabel(f, t)}
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
  const t = useT();
  return (
    <>
      {!projects.ok ? (
        <ErrorPanel message={t("projects.failed")} />
      ) : projects.list.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center dark:border-slate-700">
          <h2 className="text-xl font-bold text-brand-800 dark:text-white">{t("projects.none")}</h2>
          <p className="mt-2 text-slate-600 dark:text-slate-300">{t("projects.noneHint")}</p>
        </div>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {projects.list.map((p) => (
            <ListingCard key={p.id} testId="project-card" className="flex flex-col transition-shadow">
              <CardImage image={p.mainImage} aspect="4/3" />
              <div className="flex flex-1 flex-col p-6">
                <ProjectCardHead project={p} heading="h2" />
                <p
                  lang={fallbackLang(p, "description")}
                  className="mt-3 flex-1 text-slate-600 dark:text-slate-300"
                  data-testid="project-description"
                >
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
