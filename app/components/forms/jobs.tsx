import { Form, useSubmit } from "@remix-run/react";
import { LocaleLink } from "~/components/ui/locale-link";
import { clsx } from "clsx";
import { useEffect, useRef } from "react";
import type { PublicJob } from "#server/modules/jobs/jobs.server.js";
import { Icon, UI_ICONS } from "~/components/site/icons";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "./controls";
import { CardImage } from "~/components/site/card";
import { BENEFIT_LABELS, contractLength, PERIOD_LABELS, salaryRange } from "./job-terms";

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
          Search jobs
        </label>
        <input
          ref={input}
          id="job-search"
          type="search"
          name="q"
          defaultValue={q}
          maxLength={100}
          placeholder="Search for jobs by title or location..."
          autoComplete="off"
          enterKeyHint="search"
          className={inputClass(false, "border-white/20 shadow-lg")}
        />
        <button type="submit" className={buttonClass({ variant: "accent", size: "lg", className: "shrink-0 px-4 sm:px-6" })}>
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="size-5" aria-hidden="true">
            <path d="M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM21 21l-4.3-4.3" strokeLinecap="round" />
          </svg>
          <span>Search</span>
        </button>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
        <FilterSelect name="trade" label="Trade" value={filters.trade} anyLabel="All trades">
          {choices.trades.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect name="city" label="City" value={filters.city} anyLabel="All cities">
          {choices.cities.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          name="salary"
          label="Salary"
          value={filters.salary ? String(filters.salary) : ""}
          anyLabel="Any salary"
          className="col-span-2 sm:col-span-1"
        >
          {salarySteps.map((step) => (
            <option key={step} value={step}>
              {`SAR ${step.toLocaleString("en-US")}+ per month`}
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
  const salary = salaryRange(job);
  const terms = [
    job.food ? { label: "Food", value: BENEFIT_LABELS[job.food] } : null,
    job.accommodation ? { label: "Accommodation", value: BENEFIT_LABELS[job.accommodation] } : null,
    job.contractMonths ? { label: "Contract", value: contractLength(job.contractMonths) } : null,
  ].filter((t) => t !== null);
  return (
    <>
      <p className="mt-3 text-lg font-bold text-emerald-800 dark:text-emerald-300" data-testid="job-salary">
        {salary ? (
          <>
            {salary}{" "}
            <span className="text-sm font-semibold text-slate-600 dark:text-slate-300">{PERIOD_LABELS[job.salaryPeriod]}</span>
          </>
        ) : (
          <span className="text-base font-semibold text-slate-600 dark:text-slate-300">Salary on request</span>
        )}
      </p>
      {terms.length > 0 ? (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {terms.map((t) => (
            <div key={t.label} className="contents">
              <dt className="text-slate-500 dark:text-slate-400">{t.label}</dt>
              <dd className="font-medium text-slate-800 dark:text-slate-100">{t.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </>
  );
}

export function JobCard({ job, applyHref, current }: { job: PublicJob; applyHref: string; current: boolean }) {
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
          <p className="text-xs font-semibold tracking-widest text-accent-700 uppercase dark:text-accent-400">{job.industry}</p>
        ) : null}
        <h3 className="mt-1 text-xl font-bold text-brand-800 dark:text-white">{job.title}</h3>
        <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-300">
          <Icon path={UI_ICONS.map} className="size-4 shrink-0" />
          {[job.city, job.country].filter(Boolean).join(", ")}
        </p>
        <JobTermsGlance job={job} />
        <div className="mt-auto pt-5">
          <LocaleLink
            to={applyHref}
            className={buttonClass({ variant: "primary", size: "md", className: "w-full" })}
            aria-label={`Apply Now: ${job.title} in ${job.country}`}
          >
            Apply Now
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
    <nav aria-label="Job pages" className="mt-10 flex items-center justify-center gap-4">
      {previous ? (
        <LocaleLink to={`${jobsHref(q, page - 1, {}, filters)}#jobs`} className={enabled}>
          <Icon path={UI_ICONS.chevronLeft} className="size-4" />
          Previous
        </LocaleLink>
      ) : (
        <span className={disabled} aria-disabled="true" role="link">
          <Icon path={UI_ICONS.chevronLeft} className="size-4" />
          Previous
        </span>
      )}
      <span className="min-w-16 text-center font-semibold text-slate-700 tabular-nums dark:text-slate-200" aria-current="page">
        {page} / {pageCount}
        {more ? "+" : ""}
      </span>
      {next ? (
        <LocaleLink to={`${jobsHref(q, page + 1, {}, filters)}#jobs`} className={enabled}>
          Next
          <Icon path={UI_ICONS.chevronRight} className="size-4" />
        </LocaleLink>
      ) : (
        <span className={disabled} aria-disabled="true" role="link">
          Next
          <Icon path={UI_ICONS.chevronRight} className="size-4" />
        </span>
      )}
    </nav>
  );
}
