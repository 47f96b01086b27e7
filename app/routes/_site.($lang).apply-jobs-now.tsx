import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireLocale } from "~/utils/locale";
import { LocaleLink } from "~/components/ui/locale-link";
import { useEffect, useRef } from "react";
import { useActionData, useLoaderData, useNavigate, type ClientActionFunctionArgs } from "@remix-run/react";
import { FORM_IDS } from "#server/db/models/index.js";
import { isJobField, jobFieldValue } from "#server/modules/forms/fields.js";
import { getNavbar } from "#server/modules/content/settings.server.js";
import {
  getOpenJob,
  jobPostingJsonLd,
  parseJobsQuery,
  JOBS_PAGE_SIZE,
  searchJobs,
  type JobsPage,
  type PublicJob,
} from "#server/modules/jobs/jobs.server.js";
import { DynamicForm } from "~/components/forms/dynamic-form";
import { JobCard, JobSearch, Pager, jobsHref } from "~/components/forms/jobs";
import { skipRevalidationAfterPost, submitOrReportFailure, type FormReply } from "~/components/forms/result";
import { SubmissionFeedback } from "~/components/forms/submission-feedback";
import { heroPreload } from "~/components/site/responsive-image";
import { Container, Hero } from "~/components/site/sections";
import { Icon, UI_ICONS } from "~/components/site/icons";
import { buttonClass } from "~/components/ui/button";
import { dynamicFormAction, loadPublicFields, recruitmentHeroImage } from "~/utils/public-form.server";
import { seo, SITE_NAME } from "~/utils/seo";
import { throttledPageHeaders } from "~/utils/retry-after";

const PATH = "/apply-jobs-now";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => [
  ...seo({
    title: "International Job Opportunities",
    description:
      "Open jobs in Saudi Arabia and the Gulf for skilled Bangladeshi workers: carpenters, steel fixers, electricians, welders, drivers and more. Apply online.",
    path: data?.list.page && data.list.page > 1 ? `${PATH}?page=${data.list.page}` : PATH,
    matches,
  }),
  // search results are not pages of their own
  ...(data?.list.q ? [{ name: "robots", content: "noindex, follow" }] : []),
  ...heroPreload(data?.heroImage),
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  requireLocale(params);
  const { services } = context;
  const url = new URL(request.url);
  const query = parseJobsQuery(url.searchParams);
  const applyId = url.searchParams.get("apply");

  const [list, heroImage, applyJob, companyName] = await Promise.all([
    // a job-list failure is logged and the page shows no jobs (docs/product.md, "Public pages")
    searchJobs(services.db, query).catch((err: unknown): JobsPage => {
      services.logger.error({ err }, "job list failed to load");
      return { items: [], q: query.q, page: 1, pageCount: 1, total: 0, pageSize: JOBS_PAGE_SIZE };
    }),
    recruitmentHeroImage(services, 2),
    applyId ? getOpenJob(services.db, applyId) : null,
    getNavbar(services).then(
      (n) => n.companyName,
      () => SITE_NAME,
    ),
  ]);
  const fields = applyJob ? await loadPublicFields(services, FORM_IDS.jobApplication) : null;
  const site = { name: companyName, url: services.config.publicUrl };
  return {
    list,
    heroImage,
    apply: applyJob && fields ? { job: applyJob, fields } : null,
    jsonLd: list.items.map((job) => JSON.stringify(jobPostingJsonLd(job, site)).replace(/</g, "\\u003c")),
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
  return submitOrReportFailure(() => serverAction<typeof action>(), "The application could not be sent.");
}

const TIPS = [
  "Write your name exactly as it appears in your passport.",
  "Give a phone number with WhatsApp or IMO so our team can reach you quickly.",
  "Describe your trade, your years of experience and the countries you have worked in.",
  "Attach your CV or certificates as a PDF, a Word file or a clear photo.",
  "Crestline never asks for money to apply. Report anyone who does.",
];

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
  const jobField = fields.find(isJobField);
  const requirements = job.requirements.split("\n").filter(Boolean);
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
              Apply for this job
            </p>
            <h2 id="apply-title" className="mt-1 text-3xl font-extrabold text-brand-800 dark:text-white">
              {job.title}
            </h2>
          </div>
          <LocaleLink to={closeHref} preventScrollReset className={buttonClass({ variant: "secondary", size: "md" })}>
            Close
          </LocaleLink>
        </div>
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-12">
          <div className="space-y-6">
            <div className="rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-950">
              <h3 className="text-lg font-bold text-brand-800 dark:text-white">Job Summary</h3>
              <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm sm:text-base">
                <dt className="font-semibold text-slate-500 dark:text-slate-400">Location</dt>
                <dd className="text-slate-800 dark:text-slate-100">{[job.city, job.country].filter(Boolean).join(", ")}</dd>
                {job.industry ? (
                  <>
                    <dt className="font-semibold text-slate-500 dark:text-slate-400">Industry</dt>
                    <dd className="text-slate-800 dark:text-slate-100">{job.industry}</dd>
                  </>
                ) : null}
                <dt className="font-semibold text-slate-500 dark:text-slate-400">Posted</dt>
                <dd className="text-slate-800 dark:text-slate-100">
                  <time dateTime={job.datePosted}>
                    {new Date(`${job.datePosted}T00:00:00Z`).toLocaleDateString("en-GB", {
                      day: "numeric",
                      month: "long",
                      year: "numeric",
                      timeZone: "UTC",
                    })}
                  </time>
                </dd>
              </dl>
              {requirements.length > 0 ? (
                <>
                  <h4 className="mt-5 font-semibold text-slate-800 dark:text-slate-100">Requirements</h4>
                  <ul className="mt-2 space-y-2 text-sm text-slate-700 sm:text-base dark:text-slate-300">
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
              <h3 className="text-lg font-bold text-brand-800 dark:text-white">Application Tips</h3>
              <ul className="mt-3 list-disc space-y-2 ps-5 text-sm text-slate-700 sm:text-base dark:text-slate-300">
                {TIPS.map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </ul>
            </div>
          </div>
          <div className="rounded-2xl border border-slate-200 p-5 shadow-sm sm:p-8 dark:border-slate-800">
            <h3 className="text-2xl font-bold text-brand-800 dark:text-white">Application Form</h3>
            <p className="mt-2 mb-6 text-slate-600 dark:text-slate-300">Fields marked * are required.</p>
            {result?.status === "error" ? (
              <SubmissionFeedback
                result={result}
                success={SUCCESS}
                failure={FAILURE}
                onSuccessClose={() => undefined}
                successAction={{ href: closeHref }}
              />
            ) : null}
            <DynamicForm
              fields={fields}
              submitLabel="Submit Application"
              maxFileBytes={maxFileBytes}
              result={result}
              prefilled={jobField ? { fieldId: jobField.id, value: jobFieldValue(job) } : undefined}
              action={formAction}
            />
          </div>
        </div>
      </Container>
    </section>
  );
}

const SUCCESS = { title: "Application Submitted!", description: "Your job application has been submitted successfully." };
const FAILURE = { title: "Submission Failed", description: "There was an error submitting the form. Please try again." };

export default function ApplyJobsNow() {
  const { list, heroImage, apply, jsonLd, maxFileBytes } = useLoaderData<typeof loader>();
  const result = useActionData<FormReply>();
  const navigate = useNavigate();
  const listHref = jobsHref(list.q, list.page);
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
      <Hero
        eyebrow="Jobs abroad"
        title="International Job Opportunities"
        subtitle="Verified employers in Saudi Arabia and the Gulf are hiring skilled Bangladeshi workers. No hidden fees — apply online in a few minutes."
        image={heroImage}
      >
        <JobSearch q={list.q} />
      </Hero>

      <section
        ref={jobsRef}
        id="jobs"
        aria-labelledby="jobs-title"
        className="scroll-mt-20 bg-slate-50 py-10 sm:py-14 dark:bg-slate-950"
      >
        <Container>
          {succeeded ? (
            <SubmissionFeedback
              result={result}
              success={SUCCESS}
              failure={FAILURE}
              onSuccessClose={() => navigate(listHref, { replace: true, preventScrollReset: true })}
              successAction={{ href: listHref, label: "Back to the jobs" }}
            />
          ) : null}
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="jobs-title" className="text-2xl font-bold text-brand-800 dark:text-white">
              {list.q ? `Jobs matching “${list.q}”` : "Open positions"}
            </h2>
            <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
              {list.more ? `${list.total}+ jobs` : list.total === 1 ? "1 job" : `${list.total} jobs`}
            </p>
          </div>
          {list.items.length > 0 ? (
            <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {list.items.map((job) => (
                <JobCard
                  key={job.id}
                  job={job}
                  current={apply?.job.id === job.id && !succeeded}
                  applyHref={`${jobsHref(list.q, list.page, { apply: String(job.id) })}#apply`}
                />
              ))}
            </div>
          ) : list.q ? (
            <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center dark:border-slate-700 dark:bg-slate-900">
              <p className="text-lg font-semibold text-slate-800 dark:text-slate-100">No jobs match your search.</p>
              <p className="mt-1 text-slate-600 dark:text-slate-400">
                Try a trade such as “electrician” or a city such as “Riyadh”.
              </p>
              <LocaleLink to="?" className={buttonClass({ variant: "secondary", className: "mt-5" })}>
                Show all jobs
              </LocaleLink>
            </div>
          ) : null}
          {list.pageCount > 1 ? <Pager q={list.q} page={list.page} pageCount={list.pageCount} more={list.more} /> : null}
        </Container>
      </section>

      {apply && !succeeded ? (
        <ApplicationSection
          job={apply.job}
          fields={apply.fields}
          result={result}
          closeHref={listHref}
          formAction={`${jobsHref(list.q, list.page, { apply: String(apply.job.id) })}#apply`}
          maxFileBytes={maxFileBytes}
        />
      ) : null}
    </>
  );
}

export { SiteErrorBoundary as ErrorBoundary } from "~/components/site/error-page";

/** A throttled submission (429) tells its wait in Retry-After. */
export const headers = throttledPageHeaders;
