import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireLocale } from "~/utils/locale";
import { LocaleLink } from "~/components/ui/locale-link";
import { Fragment, useEffect, useRef, type ReactNode } from "react";
import { useActionData, useLoaderData, useNavigate, type ClientActionFunctionArgs } from "@remix-run/react";
import { FORM_IDS } from "#server/db/models/index.js";
import { isJobField } from "#server/modules/forms/fields.js";
import { getNavbar } from "#server/modules/content/settings.server.js";
import {
  getClosedJob,
  getOpenJob,
  jobFilterChoices,
  jobPostingJsonLd,
  SALARY_FILTER_STEPS,
  parseJobsQuery,
  JOBS_PAGE_SIZE,
  searchJobs,
  type JobsPage,
  type PublicJob,
} from "#server/modules/jobs/jobs.server.js";
import { DynamicForm } from "~/components/forms/dynamic-form";
import { JobCard, JobPlace, JobSearch, Pager, jobsHref, useJobTermWords, type JobFilters } from "~/components/forms/jobs";
import type { JobTermWords } from "~/components/forms/job-terms";
import { skipRevalidationAfterPost, submitOrReportFailure, type FormReply } from "~/components/forms/result";
import { SubmissionFeedback } from "~/components/forms/submission-feedback";
import { heroPreload } from "~/components/site/responsive-image";
import { Container, Hero } from "~/components/site/sections";
import { Icon, UI_ICONS } from "~/components/site/icons";
import { buttonClass } from "~/components/ui/button";
import { dynamicFormAction, loadPublicFields, recruitmentHeroImage } from "~/utils/public-form.server";
import { metaTranslate, seo, SITE_NAME } from "~/utils/seo";
import { fallbackLang } from "#server/modules/i18n/fallback";
import { localizePath } from "#server/modules/i18n/locales";
import { translateInBrowser, useFormat, useT, type Translate } from "~/utils/i18n";
import { translatorFor } from "~/utils/catalogs.server";
import { throttledPageHeaders } from "~/utils/retry-after";

const PATH = "/apply-jobs-now";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => [
  ...seo({
    title: metaTranslate(matches)("jobs.title"),
    description: metaTranslate(matches)("jobs.description"),
    path: data?.list.page && data.list.page > 1 ? `${PATH}?page=${data.list.page}` : PATH,
    matches,
  }),
  // search results are not pages of their own
  ...(data?.list.q || data?.filtered ? [{ name: "robots", content: "noindex, follow" }] : []),
  ...heroPreload(data?.heroImage),
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = requireLocale(params);
  const { services } = context;
  const url = new URL(request.url);
  const query = parseJobsQuery(url.searchParams);
  const applyId = url.searchParams.get("apply");

  const [list, heroImage, applyJob, companyName, choices] = await Promise.all([
    // a job-list failure is logged and the page shows no jobs (docs/product.md, "Public pages")
    searchJobs(services.db, query, locale).catch((err: unknown): JobsPage => {
      services.logger.error({ err }, "job list failed to load");
      return { items: [], q: query.q, page: 1, pageCount: 1, total: 0, pageSize: JOBS_PAGE_SIZE };
    }),
    recruitmentHeroImage(services, 2),
    applyId ? getOpenJob(services.db, applyId, locale) : null,
    // the employer's name as the page shows it (the company's name in the page's language)
    getNavbar(services, locale).then(
      (n) => n.companyName,
      () => SITE_NAME,
    ),
    jobFilterChoices(services.db).catch((err: unknown) => {
      services.logger.error({ err }, "job filters failed to load");
      return { trades: [], cities: [] };
    }),
  ]);
  // a job past its closing date still answers at its own address, saying it is closed
  const closedJob = applyId && !applyJob ? await getClosedJob(services.db, applyId, locale) : null;
  const fields = applyJob ? await loadPublicFields(services, FORM_IDS.jobApplication, locale) : null;
  const site = { name: companyName, url: services.config.publicUrl };
  const filters: JobFilters = { trade: query.trade, city: query.city, salary: query.salary };
  const t = translatorFor(locale);
  return {
    list,
    filters,
    filtered: Boolean(query.trade || query.city || query.salary),
    choices,
    salarySteps: SALARY_FILTER_STEPS,
    closedJob: closedJob
      ? {
          id: closedJob.id,
          title: closedJob.title,
          closesOn: closedJob.closesOn,
          titleLang: fallbackLang(closedJob, "title") ?? null,
        }
      : null,
    heroImage,
    apply: applyJob && fields ? { job: applyJob, fields } : null,
    jsonLd: list.items.map((job) =>
      JSON.stringify(
        jobPostingJsonLd(job, site, {
          locale,
          url: `${site.url}${localizePath(locale, PATH)}?apply=${job.id}#apply`,
          fallbackDescription: t("jobs.jsonLd.description", {
            title: job.title,
            industry: job.industry,
            place: [job.city, job.country].filter(Boolean).join(", "),
          }),
        }),
      ).replace(/</g, "\\u003c"),
    ),
    maxFileBytes: services.config.uploads.maxDocumentBytes,
  };
}

export async function action(args: ActionFunctionArgs) {
  requireLocale(args.params);
  const applyId = new URL(args.request.url).searchParams.get("apply");
  return dynamicFormAction(args, { formId: FORM_IDS.jobApplication, jobId: applyId });
}

export const shouldRevalidate = skipRevalidationAfterPost;

export function clientAction({ serverAction }: ClientActionFunctionArgs) {
  return submitOrReportFailure(() => serverAction<typeof action>(), translateInBrowser("jobs.sendFailed"));
}

/** The job summary's lines for the structured terms the job states, in the order a worker weighs them. */
function jobTerms(
  job: PublicJob,
  t: Translate,
  words: JobTermWords,
  format: ReturnType<typeof useFormat>,
): [string, ReactNode][] {
  const salary = words.salary(job);
  const country = job.employerCountry ? words.country(job.employerCountry) : "";
  const employer =
    job.employerCity && country ? t("jobs.employerPlace", { city: job.employerCity, country }) : job.employerCity || country;
  const rows: [string, ReactNode][] = [
    [
      t("jobs.term.salary"),
      salary ? (
        <>
          <bdi>{salary}</bdi> {words.period(job.salaryPeriod)}
        </>
      ) : null,
    ],
    [t("jobs.term.food"), job.food ? words.benefit(job.food) : null],
    [t("jobs.term.accommodation"), job.accommodation ? words.benefit(job.accommodation) : null],
    [t("jobs.term.contract"), job.contractMonths ? words.contract(job.contractMonths) : null],
    [t("jobs.term.hours"), job.hoursPerDay ? t("jobs.hoursPerDay", { hours: job.hoursPerDay }) : null],
    [t("jobs.term.openings"), job.openings ? format.number(job.openings) : null],
    [t("jobs.term.visaPaidBy"), job.visaPaidBy ? words.paidBy(job.visaPaidBy) : null],
    [t("jobs.term.ticketPaidBy"), job.ticketPaidBy ? words.paidBy(job.ticketPaidBy) : null],
    [t("jobs.term.employer"), employer ? <span lang={job.employerCity ? "en" : undefined}>{employer}</span> : null],
    [t("jobs.term.applyBy"), job.closesOn ? format.date(job.closesOn) : null],
  ];
  return rows.filter((r) => r[1] !== null);
}

const TIPS = ["name", "phone", "trade", "attach", "noFees"] as const;

function ApplicationSection({
  job,
  fields,
  result,
  closeHref,
  formAction,
  maxFileBytes,
}: {
  job: PublicJob;
  fields: NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["apply"]>["fields"];
  result: FormReply | undefined;
  closeHref: string;
  formAction: string;
  maxFileBytes: number;
}) {
  const t = useT();
  const words = useJobTermWords();
  const format = useFormat();
  const jobField = fields.find(isJobField);
  const requirements = job.requirements.split("\n").filter(Boolean);
  const feedback = useFeedbackText();
  return (
    <section
      id="apply"
      aria-labelledby="apply-title"
      className="scroll-mt-20 border-t border-slate-200 bg-white py-12 sm:py-16 dark:border-slate-800 dark:bg-slate-900"
    >
      <Container>
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase dark:text-accent-400">
              {t("jobs.apply.eyebrow")}
            </p>
            <h2
              id="apply-title"
              lang={fallbackLang(job, "title")}
              className="mt-1 text-3xl font-extrabold text-brand-800 dark:text-white"
            >
              {job.title}
            </h2>
          </div>
          <LocaleLink to={closeHref} preventScrollReset className={buttonClass({ variant: "secondary", size: "md" })}>
            {t("common.close")}
          </LocaleLink>
        </div>
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-12">
          <div className="space-y-6">
            <div className="rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-950">
              <h3 className="text-lg font-bold text-brand-800 dark:text-white">{t("jobs.summary")}</h3>
              <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm sm:text-base">
                <dt className="font-semibold text-slate-500 dark:text-slate-400">{t("jobs.term.location")}</dt>
                <dd className="text-slate-800 dark:text-slate-100">
                  <JobPlace job={job} />
                </dd>
                {job.industry ? (
                  <>
                    <dt className="font-semibold text-slate-500 dark:text-slate-400">{t("jobs.term.industry")}</dt>
                    <dd lang="en" className="text-slate-800 dark:text-slate-100">
                      {job.industry}
                    </dd>
                  </>
                ) : null}
                {jobTerms(job, t, words, format).map(([label, value]) => (
                  <Fragment key={label}>
                    <dt className="font-semibold text-slate-500 dark:text-slate-400">{label}</dt>
                    <dd className="text-slate-800 dark:text-slate-100">{value}</dd>
                  </Fragment>
                ))}
                <dt className="font-semibold text-slate-500 dark:text-slate-400">{t("jobs.term.posted")}</dt>
                <dd className="text-slate-800 dark:text-slate-100">
                  <time dateTime={job.datePosted}>{format.date(job.datePosted)}</time>
                </dd>
              </dl>
              {requirements.length > 0 ? (
                <>
                  <h4 className="mt-5 font-semibold text-slate-800 dark:text-slate-100">{t("jobs.requirements")}</h4>
                  <ul
                    lang={fallbackLang(job, "requirements")}
                    className="mt-2 space-y-2 text-sm text-slate-700 sm:text-base dark:text-slate-300"
                  >
                    {requirements.map((line) => (
                      <li key={line} className="flex gap-2">
                        <Icon path={UI_ICONS.check} className="mt-0.5 size-5 shrink-0 text-emerald-600" />
                        <span>{line}</span>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </div>
            <div className="rounded-2xl border border-accent-400/50 bg-accent-300/10 p-5 sm:p-6">
              <h3 className="text-lg font-bold text-brand-800 dark:text-white">{t("jobs.tipsTitle")}</h3>
              <ul className="mt-3 list-disc space-y-2 ps-5 text-sm text-slate-700 sm:text-base dark:text-slate-300">
                {TIPS.map((tip) => (
                  <li key={tip}>{t(`jobs.tip.${tip}`)}</li>
                ))}
              </ul>
            </div>
          </div>
          <div className="rounded-2xl border border-slate-200 p-5 shadow-sm sm:p-8 dark:border-slate-800">
            <h3 className="text-2xl font-bold text-brand-800 dark:text-white">{t("jobs.formTitle")}</h3>
            <p className="mt-2 mb-6 text-slate-600 dark:text-slate-300">{t("jobs.requiredNote")}</p>
            {result?.status === "error" ? (
              <SubmissionFeedback
                result={result}
                success={feedback.success}
                failure={feedback.failure}
                onSuccessClose={() => undefined}
                successAction={{ href: closeHref }}
              />
            ) : null}
            <DynamicForm
              fields={fields}
              submitLabel={t("jobs.submit")}
              maxFileBytes={maxFileBytes}
              result={result}
              // shown in the page's words; the answer stored is the English '{title} in {country}' the server fills in
              prefilled={
                jobField
                  ? { fieldId: jobField.id, value: t("jobs.jobFieldValue", { title: job.title, country: job.country }) }
                  : undefined
              }
              action={formAction}
            />
          </div>
        </div>
      </Container>
    </section>
  );
}

/** What the dialog says after an application is sent or refused. */
function useFeedbackText() {
  const t = useT();
  return {
    success: { title: t("jobs.success.title"), description: t("jobs.success.description") },
    failure: { title: t("jobs.failure.title"), description: t("jobs.failure.description") },
  };
}

export default function ApplyJobsNow() {
  const { list, filters, choices, salarySteps, closedJob, heroImage, apply, jsonLd, maxFileBytes } =
    useLoaderData<typeof loader>();
  const result = useActionData<FormReply>();
  const t = useT();
  const format = useFormat();
  const feedback = useFeedbackText();
  const navigate = useNavigate();
  const listHref = jobsHref(list.q, list.page, {}, filters);
  const succeeded = result?.status === "success";
  const jobsRef = useRef<HTMLElement>(null);
  // the application section closes on success: show the list behind the dialog, not the footer
  useEffect(() => {
    if (succeeded) jobsRef.current?.scrollIntoView({ block: "start" });
  }, [succeeded, result]);

  return (
    <>
      {jsonLd.map((json, i) => (
        <script key={list.items[i]!.id} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
      ))}
      <Hero eyebrow={t("jobs.eyebrow")} title={t("jobs.title")} subtitle={t("jobs.subtitle")} image={heroImage}>
        <JobSearch q={list.q} filters={filters} choices={choices} salarySteps={salarySteps} />
      </Hero>

      <section
        ref={jobsRef}
        id="jobs"
        aria-labelledby="jobs-title"
        className="scroll-mt-20 bg-slate-50 py-10 sm:py-14 dark:bg-slate-950"
      >
        <Container>
          {closedJob ? (
            <div role="status" className="mb-6 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
              <p className="text-lg font-bold">
                <span lang={closedJob.titleLang ?? undefined}>{closedJob.title}</span>: {t("jobs.closed.notice")}
              </p>
              <p className="mt-1">
                {closedJob.closesOn ? `${t("jobs.closed.on", { date: format.date(closedJob.closesOn) })} ` : ""}
                {t("jobs.closed.openBelow")}
              </p>
            </div>
          ) : null}
          {succeeded ? (
            <SubmissionFeedback
              result={result}
              success={feedback.success}
              failure={feedback.failure}
              onSuccessClose={() => navigate(listHref, { replace: true, preventScrollReset: true })}
              successAction={{ href: listHref, label: t("jobs.backToJobs") }}
            />
          ) : null}
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="jobs-title" className="text-2xl font-bold text-brand-800 dark:text-white">
              {list.q ? t("jobs.matching", { q: list.q }) : t("jobs.openPositions")}
            </h2>
            <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
              {list.more ? t("jobs.countAtLeast", { count: format.number(list.total) }) : t("jobs.count", { count: list.total })}
            </p>
          </div>
          {list.items.length > 0 ? (
            <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {list.items.map((job) => (
                <JobCard
                  key={job.id}
                  job={job}
                  current={apply?.job.id === job.id && !succeeded}
                  applyHref={`${jobsHref(list.q, list.page, { apply: String(job.id) }, filters)}#apply`}
                />
              ))}
            </div>
          ) : list.q || filters.trade || filters.city || filters.salary ? (
            <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center dark:border-slate-700 dark:bg-slate-900">
              <p className="text-lg font-semibold text-slate-800 dark:text-slate-100">{t("jobs.noMatch")}</p>
              <p className="mt-1 text-slate-600 dark:text-slate-400">
                {t("jobs.noMatchHint")} {/* the search reads the English the office types */}
                <bdi lang="en">“electrician”, “Riyadh”</bdi>
              </p>
              <LocaleLink to="?" className={buttonClass({ variant: "secondary", className: "mt-5" })}>
                {t("jobs.showAll")}
              </LocaleLink>
            </div>
          ) : (
            <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center dark:border-slate-700 dark:bg-slate-900">
              <p className="text-lg font-semibold text-slate-800 dark:text-slate-100">{t("jobs.none")}</p>
              <p className="mt-1 text-slate-600 dark:text-slate-400">{t("jobs.noneHint")}</p>
              <LocaleLink to="/worker-registration" className={buttonClass({ variant: "secondary", className: "mt-5" })}>
                {t("nav.register")}
              </LocaleLink>
            </div>
          )}
          {list.pageCount > 1 ? (
            <Pager q={list.q} page={list.page} pageCount={list.pageCount} more={list.more} filters={filters} />
          ) : null}
        </Container>
      </section>

      {apply && !succeeded ? (
        <ApplicationSection
          job={apply.job}
          fields={apply.fields}
          result={result}
          closeHref={listHref}
          formAction={`${jobsHref(list.q, list.page, { apply: String(apply.job.id) }, filters)}#apply`}
          maxFileBytes={maxFileBytes}
        />
      ) : null}
    </>
  );
}

export { SiteErrorBoundary as ErrorBoundary } from "~/components/site/error-page";

/** A throttled submission (429) tells its wait in Retry-After. */
export const headers = throttledPageHeaders;
