import { Form, useSubmit } from "@remix-run/react";
import { LocaleLink } from "~/components/ui/locale-link";
import { clsx } from "clsx";
import { useEffect, useMemo, useRef } from "react";
import type { PublicJob } from "#server/modules/jobs/jobs.server.js";
import { Icon, UI_ICONS } from "~/components/site/icons";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "./controls";
import { CardImage } from "~/components/site/card";
import { fallbackLang } from "#server/modules/i18n/fallback";
import { useFormat, useT } from "~/utils/i18n";
import { jobTermWords, type JobTermWords } from "./job-terms";

/** The words of the jobs' terms in the page's language. */
export function useJobTermWords(): JobTermWords {
  const t = useT();
  const { number } = useFormat();
  return useMemo(() => jobTermWords(t, number), [t, number]);
}

/** The jobs page's filters beside the search words: trade (industry), city, least monthly salary in SAR. */
export interface JobFilters {
  trade: string;
  city: string;
  salary: number;
}

/** `?q=&trade=&city=&salary=&page=` plus extra parameters, leaving out empty ones and page 1 (the canonical first page). */
export function jobsHref(q: string, page: number, extra: Record<string, string> = {}, filters: Partial<JobFilters> = {}): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (filters.trade) params.set("trade", filters.trade);
  if (filters.city) params.set("city", filters.city);
  if (filters.salary) params.set("salary", String(filters.salary));
  if (page > 1) params.set("page", String(page));
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  const search = params.toString();
  return search ? `?${search}` : "?";
}

const SEARCH_DELAY_MS = 400;

/**
 * The search box: a GET form (works without JavaScript); with JavaScript the results follow the
 * typing after a short pause, replacing the history entry instead of adding one per keystroke.
 */
export function JobSearch({
  q,
  filters,
  choices,
  salarySteps,
}: {
  q: string;
  filters: JobFilters;
  choices: { trades: string[]; cities: string[] };
  salarySteps: readonly number[];
}) {
  const submit = useSubmit();
  const t = useT();
  const { number } = useFormat();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  // a back/forward navigation changes q under the uncontrolled input
  useEffect(() => {
    if (input.current && document.activeElement !== input.current) input.current.value = q;
  }, [q]);

  return (
    <Form
      method="get"
      role="search"
      className="mt-8 max-w-3xl"
      onChange={(e) => {
        const form = e.currentTarget;
        clearTimeout(timer.current);
        timer.current = setTimeout(() => submit(form, { replace: true, preventScrollReset: true }), SEARCH_DELAY_MS);
      }}
    >
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="job-search" className="sr-only">
          {t("jobs.search.label")}
        </label>
        <input
          ref={input}
          id="job-search"
          type="search"
          name="q"
          defaultValue={q}
          maxLength={100}
          placeholder={t("jobs.search.placeholder")}
          autoComplete="off"
          enterKeyHint="search"
          className={inputClass(false, "border-white/20 shadow-lg")}
        />
        <button type="submit" className={buttonClass({ variant: "accent", size: "lg", className: "shrink-0 px-4 sm:px-6" })}>
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="size-5" aria-hidden="true">
            <path d="M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM21 21l-4.3-4.3" strokeLinecap="round" />
          </svg>
          <span>{t("jobs.search.button")}</span>
        </button>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
        <FilterSelect name="trade" label={t("jobs.filter.trade")} value={filters.trade} anyLabel={t("jobs.filter.allTrades")}>
          {/* trades and cities are the names the office typed, in English */}
          {choices.trades.map((trade) => (
            <option key={trade} value={trade} lang="en">
              {trade}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect name="city" label={t("jobs.filter.city")} value={filters.city} anyLabel={t("jobs.filter.allCities")}>
          {choices.cities.map((c) => (
            <option key={c} value={c} lang="en">
              {c}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          name="salary"
          label={t("jobs.filter.salary")}
          value={filters.salary ? String(filters.salary) : ""}
          anyLabel={t("jobs.filter.anySalary")}
          className="col-span-2 sm:col-span-1"
        >
          {salarySteps.map((step) => (
            <option key={step} value={step}>
              {t("jobs.filter.salaryStep", { amount: number(step) })}
            </option>
          ))}
        </FilterSelect>
      </div>
    </Form>
  );
}

function FilterSelect({
  name,
  label,
  value,
  anyLabel,
  className,
  children,
}: {
  name: string;
  label: string;
  value: string;
  anyLabel: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <label className={clsx("block text-sm font-medium text-slate-200", className)}>
      {label}
      <select
        name={name}
        defaultValue={value}
        key={value}
        className="mt-1 block min-h-11 w-full rounded-lg border border-white/20 bg-white px-3 text-base text-slate-900 shadow-lg dark:bg-slate-900 dark:text-white"
      >
        <option value="">{anyLabel}</option>
        {children}
      </select>
    </label>
  );
}

/** Salary, food, accommodation and contract length: what a worker compares first (docs/product.md, "Jobs"). */
export function JobTermsGlance({ job }: { job: PublicJob }) {
  const t = useT();
  const words = useJobTermWords();
  const salary = words.salary(job);
  const terms = [
    job.food ? { label: t("jobs.term.food"), value: words.benefit(job.food) } : null,
    job.accommodation ? { label: t("jobs.term.accommodation"), value: words.benefit(job.accommodation) } : null,
    job.contractMonths ? { label: t("jobs.term.contract"), value: words.contract(job.contractMonths) } : null,
  ].filter((term) => term !== null);
  return (
    <>
      <p className="mt-3 text-lg font-bold text-emerald-800 dark:text-emerald-300" data-testid="job-salary">
        {salary ? (
          <>
            <bdi>{salary}</bdi>{" "}
            <span className="text-sm font-semibold text-slate-600 dark:text-slate-300">{words.period(job.salaryPeriod)}</span>
          </>
        ) : (
          <span className="text-base font-semibold text-slate-600 dark:text-slate-300">{t("jobs.salaryOnRequest")}</span>
        )}
      </p>
      {terms.length > 0 ? (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {terms.map((term) => (
            <div key={term.label} className="contents">
              <dt className="text-slate-500 dark:text-slate-400">{term.label}</dt>
              <dd className="font-medium text-slate-800 dark:text-slate-100">{term.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </>
  );
}

/** A job's place: its city and country, names the office types in English (the search matches them so). */
export function JobPlace({ job }: { job: Pick<PublicJob, "city" | "country"> }) {
  return <span lang="en">{[job.city, job.country].filter(Boolean).join(", ")}</span>;
}

export function JobCard({ job, applyHref, current }: { job: PublicJob; applyHref: string; current: boolean }) {
  const t = useT();
  return (
    <article
      className={clsx(
        "flex flex-col overflow-hidden rounded-2xl border bg-white shadow-sm transition-shadow hover:shadow-md dark:bg-slate-900",
        current ? "border-accent-500 ring-2 ring-accent-500" : "border-slate-200 dark:border-slate-800",
      )}
    >
      <CardImage
        image={job.poster}
        aspect="16/9"
        fallback={
          <div
            className="flex aspect-[16/9] w-full items-center justify-center bg-gradient-to-br from-brand-700 to-brand-900 text-white/70"
            aria-hidden="true"
          >
            <Icon path={UI_ICONS.building} className="size-12" />
          </div>
        }
      />
      <div className="flex flex-1 flex-col p-5">
        {job.industry ? (
          <p lang="en" className="text-xs font-semibold tracking-widest text-accent-700 uppercase dark:text-accent-400">
            {job.industry}
          </p>
        ) : null}
        <h3 lang={fallbackLang(job, "title")} className="mt-1 text-xl font-bold text-brand-800 dark:text-white">
          {job.title}
        </h3>
        <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-300">
          <Icon path={UI_ICONS.map} className="size-4 shrink-0" />
          <JobPlace job={job} />
        </p>
        <JobTermsGlance job={job} />
        <div className="mt-auto pt-5">
          <LocaleLink
            to={applyHref}
            className={buttonClass({ variant: "primary", size: "md", className: "w-full" })}
            aria-label={t("jobs.applyLabel", { title: job.title, country: job.country })}
          >
            {t("jobs.applyNow")}
          </LocaleLink>
        </div>
      </div>
    </article>
  );
}

const pagerLink = "inline-flex min-h-11 min-w-28 items-center justify-center gap-1 rounded-lg border px-4 font-semibold";

/**
 * Previous / 'page / total pages' / Next as links; the ends are shown disabled (docs/product.md). `more`: the
 * search stopped counting, so there are pages past `pageCount` ("3 / 84+").
 */
export function Pager({
  q,
  page,
  pageCount,
  more,
  filters,
}: {
  q: string;
  page: number;
  pageCount: number;
  more?: boolean;
  filters?: JobFilters;
}) {
  const t = useT();
  const { number } = useFormat();
  const previous = page > 1;
  const next = more || page < pageCount;
  const enabled = clsx(
    pagerLink,
    "border-brand-800 bg-white text-brand-800 hover:bg-brand-50 dark:border-slate-500 dark:bg-slate-900 dark:text-white dark:hover:bg-slate-800",
  );
  const disabled = clsx(
    pagerLink,
    "cursor-not-allowed border-slate-200 bg-slate-100 text-slate-400 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-600",
  );
  return (
    <nav aria-label={t("jobs.pages")} className="mt-10 flex items-center justify-center gap-4">
      {previous ? (
        <LocaleLink to={`${jobsHref(q, page - 1, {}, filters)}#jobs`} className={enabled}>
          <Icon path={UI_ICONS.chevronLeft} className="size-4" />
          {t("common.previous")}
        </LocaleLink>
      ) : (
        <span className={disabled} aria-disabled="true" role="link">
          <Icon path={UI_ICONS.chevronLeft} className="size-4" />
          {t("common.previous")}
        </span>
      )}
      <span className="min-w-16 text-center font-semibold text-slate-700 tabular-nums dark:text-slate-200" aria-current="page">
        {t("jobs.pageOf", { page: number(page), pageCount: number(pageCount), more: more ? "more" : "exact" })}
      </span>
      {next ? (
        <LocaleLink to={`${jobsHref(q, page + 1, {}, filters)}#jobs`} className={enabled}>
          {t("common.next")}
          <Icon path={UI_ICONS.chevronRight} className="size-4" />
        </LocaleLink>
      ) : (
        <span className={disabled} aria-disabled="true" role="link">
          {t("common.next")}
          <Icon path={UI_ICONS.chevronRight} className="size-4" />
        </span>
      )}
    </nav>
  );
}
