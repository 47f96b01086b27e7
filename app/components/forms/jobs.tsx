import { Form, useSubmit } from "@remix-run/react";
import { LocaleLink } from "~/components/ui/locale-link";
import { clsx } from "clsx";
import { useEffect, useRef } from "react";
import type { PublicJob } from "#server/modules/jobs/jobs.server.js";
import { Icon, UI_ICONS } from "~/components/site/icons";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "./controls";
import { CardImage } from "~/components/site/card";

/** `?q=&page=` plus extra parameters, leaving out empty ones and page 1 (the canonical first page). */
export function jobsHref(q: string, page: number, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
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
export function JobSearch({ q }: { q: string }) {
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
      className="mt-8 flex max-w-2xl flex-col gap-2 sm:flex-row"
      onChange={(e) => {
        const form = e.currentTarget;
        clearTimeout(timer.current);
        timer.current = setTimeout(() => submit(form, { replace: true, preventScrollReset: true }), SEARCH_DELAY_MS);
      }}
    >
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
    </Form>
  );
}

export function JobCard({ job, applyHref, current }: { job: PublicJob; applyHref: string; current: boolean }) {
  const lines = job.requirements.split("\n").filter(Boolean);
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
        {lines.length > 0 ? (
          <ul className="mt-3 space-y-1 text-sm text-slate-600 dark:text-slate-300">
            {lines.slice(0, 2).map((line) => (
              <li key={line} className="line-clamp-2">
                {line}
              </li>
            ))}
          </ul>
        ) : null}
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
export function Pager({ q, page, pageCount, more }: { q: string; page: number; pageCount: number; more?: boolean }) {
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
        <LocaleLink to={`${jobsHref(q, page - 1)}#jobs`} className={enabled}>
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
        <LocaleLink to={`${jobsHref(q, page + 1)}#jobs`} className={enabled}>
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
