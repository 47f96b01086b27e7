import { Panel } from "~/components/admin/Panel";
import { Link, useNavigate } from "@remix-run/react";
import { useId, useState } from "react";
import type { AdminJob } from "#server/modules/jobs/admin.server.js";
import { FileInput } from "~/components/forms/controls";
import { EmptyState } from "~/components/admin/EmptyState";
import { BriefcaseIcon } from "~/components/admin/icons";
import { EditorButtons, IntentForm, useIntentForm } from "./intent-form";
import { RowActions, useRowRemoval } from "./row-actions";
import { jobInputSchema } from "./schemas";
import { card, cx } from "~/components/ui/styles";
import { LoadError } from "~/components/admin/responses-ui";
import { StatusBadge, Time } from "~/components/ui/format";
import { buttonClass } from "~/components/ui/button";
import { CheckboxField, Field, SelectField, TextareaField } from "~/components/ui/field";
import { BENEFIT_TERMS, EMPLOYER_COUNTRIES, PAID_BY, SALARY_CURRENCIES, SALARY_PERIODS } from "#server/db/models/job-enums.js";
import { BENEFIT_LABELS, EMPLOYER_COUNTRY_NAMES, PAID_BY_LABELS, PERIOD_LABELS, salaryRange } from "~/components/forms/job-terms";
import { LOCALE_NAMES, LOCALES, localizePath } from "#server/modules/i18n/locales.js";
import { translationStatus } from "#server/modules/i18n/translations.js";
import { jobTextSchema } from "#server/modules/jobs/translations.js";
import {
  LanguageSwitch,
  MissingTranslations,
  TranslationInputs,
  TranslationProvider,
  useEditorLanguage,
  useLinkedFieldShown,
} from "~/components/admin/editor/translations";

const optionsOf = <T extends string>(values: readonly T[], labels?: Record<T, string>) =>
  values.map((value) => ({ value, label: labels ? labels[value] : value }));
const numberValue = (n: number | null) => (n === null ? "" : String(n));

type NumberTerm = "salaryMin" | "salaryMax" | "contractMonths" | "hoursPerDay" | "openings";
type ChoiceTerm = "food" | "accommodation" | "visaPaidBy" | "ticketPaidBy" | "employerCountry";
type NumberInputProps = { min: number; max?: number; step?: number; placeholder: string };

/** How much of a job's title and requirements is translated, per language. */
const jobStatus = (job: AdminJob) =>
  translationStatus(jobTextSchema, { title: job.title, requirements: job.requirements }, job.translations);

const POSTER_ACCEPT = "image/jpeg,image/png,image/webp,image/gif,image/avif";

/**
 * The Jobs tab of Apply Now: job openings with their poster (turned into webp variants by the images
 * queue: the card shows processing/failed until it is ready), created and edited in one form posted as
 * multipart to this page (the upload module's policy for `poster`), deleted after a confirmation.
 */
export function JobsTab({
  jobs,
  loadError,
  editJob,
  maxImageBytes,
}: {
  jobs: AdminJob[] | null;
  loadError: string | null;
  editJob: number | null;
  maxImageBytes: number;
}) {
  if (!jobs) return <LoadError message={loadError ?? "Failed to fetch jobs. Please try again later."} />;
  const editing = editJob === null ? undefined : jobs.find((j) => j.id === editJob);
  const open = jobs.filter((j) => j.isActive).length;

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <section aria-labelledby="jobs-heading" className="min-w-0">
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="jobs-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
            Job openings{" "}
            <span className="text-sm font-normal text-slate-500 dark:text-slate-400">
              ({open} shown on the jobs page{jobs.length > open ? `, ${jobs.length - open} hidden` : ""})
            </span>
          </h2>
          {editing ? (
            <Link to="?tab=jobs" preventScrollReset className={buttonClass({ surface: "admin", variant: "secondary" })}>
              + New job
            </Link>
          ) : null}
        </div>
        {jobs.length === 0 ? (
          <EmptyState icon={BriefcaseIcon} title="No job openings yet">
            Create the first one with the form: it appears on the public jobs page at once.
          </EmptyState>
        ) : (
          <ul className="space-y-3">
            {jobs.map((job) => (
              <JobCard key={job.id} job={job} editing={job.id === editing?.id} />
            ))}
          </ul>
        )}
      </section>
      <JobEditor key={editing?.id ?? "new"} job={editing} maxImageBytes={maxImageBytes} />
    </div>
  );
}

function Poster({ job }: { job: AdminJob }) {
  const frame =
    "flex aspect-[4/3] w-24 shrink-0 items-center justify-center self-start overflow-hidden rounded-lg bg-slate-100 text-center text-xs text-slate-500 sm:w-36 dark:bg-slate-800 dark:text-slate-400";
  if (!job.poster) return <div className={frame}>No poster</div>;
  if (job.poster.status === "ready" && job.poster.src) {
    return (
      <div className={frame}>
        <img
          src={job.poster.src}
          srcSet={job.poster.srcSet ?? undefined}
          sizes="(min-width: 640px) 144px, 96px"
          alt=""
          loading="lazy"
          className="size-full object-cover"
        />
      </div>
    );
  }
  if (job.poster.status === "failed") {
    return (
      <div
        className={cx(frame, "bg-red-50 px-2 text-red-800 dark:bg-red-950 dark:text-red-200")}
        title={job.poster.error ?? undefined}
      >
        Poster could not be processed. Upload another image.
      </div>
    );
  }
  return (
    <div className={cx(frame, "flex-col gap-1.5 px-1")}>
      <span aria-hidden="true" className="size-3 animate-spin rounded-full border-2 border-current border-t-transparent" />
      Processing poster…
    </div>
  );
}

function JobCard({ job, editing }: { job: AdminJob; editing: boolean }) {
  const removal = useRowRemoval(`delete-job-${job.id}`);
  const { removing } = removal;
  const place = [job.city, job.country].filter(Boolean).join(", ");
  return (
    <li
      data-job-id={job.id}
      aria-busy={removing || undefined}
      className={cx(
        card,
        "flex gap-3 p-3 sm:gap-4 sm:p-4",
        editing && "ring-2 ring-brand-300 dark:ring-brand-700",
        removing && "opacity-50",
      )}
    >
      <Poster job={job} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold break-words text-slate-900 dark:text-white">{job.title}</h3>
          {job.isActive ? (
            <StatusBadge tone="emerald">On the jobs page</StatusBadge>
          ) : (
            <StatusBadge tone="slate">Hidden</StatusBadge>
          )}
        </div>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {[place, job.industry].filter(Boolean).join(" · ") || "No location or industry given"}
        </p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {[
            salaryRange(job) ? `${salaryRange(job)} ${PERIOD_LABELS[job.salaryPeriod]}` : "No salary given",
            job.closesOn ? `closes ${job.closesOn}` : null,
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
        <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          Posted <Time iso={job.createdAt} /> ·{" "}
          <Link
            to={`?tab=responses&q=${encodeURIComponent(job.title)}`}
            className="font-medium text-brand-700 underline dark:text-accent-400"
          >
            {job.applications} {job.applications === 1 ? "application" : "applications"}
          </Link>
        </p>
        <JobLanguages job={job} />
        <div className="mt-3 flex flex-wrap gap-2">
          <RowActions kind="job" id={job.id} name={job.title} removal={removal} />
        </div>
      </div>
    </li>
  );
}

/**
 * A job's Bangla and Arabic at a glance: what is still missing (a link to its boxes in the editor) and, for a job on
 * the jobs page, the job's own page in each language.
 */
function JobLanguages({ job }: { job: AdminJob }) {
  return (
    <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
      <MissingTranslations status={jobStatus(job)} hrefFor={(l) => `?tab=jobs&job=${job.id}&lang=${l}`} />
      {job.isActive ? (
        <span>
          View:{" "}
          {LOCALES.map((l, i) => (
            <span key={l}>
              {i > 0 ? " · " : null}
              <a
                href={`${localizePath(l, "/apply-jobs-now")}?apply=${job.id}#apply`}
                target="_blank"
                rel="noreferrer"
                lang={l}
                className="font-medium text-brand-700 underline dark:text-accent-400"
              >
                {LOCALE_NAMES[l]}
              </a>
            </span>
          ))}
        </span>
      ) : null}
    </p>
  );
}

function JobEditor({ job, maxImageBytes }: { job?: AdminJob; maxImageBytes: number }) {
  const navigate = useNavigate();
  const [locale, setLocale] = useEditorLanguage();
  useLinkedFieldShown();
  // a new form element after a successful create: no stale poster preview
  const [generation, setGeneration] = useState(0);
  const idBase = useId();
  const saved = () => {
    if (job) navigate("?tab=jobs", { replace: true, preventScrollReset: true });
    else setGeneration((g) => g + 1);
  };
  const editor = useIntentForm(
    { intent: "save-job", target: job?.id ?? null, id: `job-${job?.id ?? "new"}`, onSaved: saved },
    jobInputSchema,
    job
      ? {
          title: job.title,
          city: job.city,
          country: job.country,
          industry: job.industry,
          requirements: job.requirements,
          salaryMin: numberValue(job.salaryMin),
          salaryMax: numberValue(job.salaryMax),
          salaryCurrency: job.salaryCurrency,
          salaryPeriod: job.salaryPeriod,
          food: job.food ?? "",
          accommodation: job.accommodation ?? "",
          contractMonths: numberValue(job.contractMonths),
          hoursPerDay: numberValue(job.hoursPerDay),
          openings: numberValue(job.openings),
          closesOn: job.closesOn ?? "",
          visaPaidBy: job.visaPaidBy ?? "",
          ticketPaidBy: job.ticketPaidBy ?? "",
          employerCountry: job.employerCountry ?? "",
          employerCity: job.employerCity,
          isActive: job.isActive ? "on" : undefined,
        }
      : { isActive: "on", salaryCurrency: "SAR", salaryPeriod: "month" },
  );
  const { result, fields, busy } = editor;

  const input = (name: "title" | "city" | "country" | "industry", label: string, placeholder: string, required = false) => (
    <Field
      field={fields[name]}
      label={
        <>
          {label}
          {required ? <span className="text-red-600"> *</span> : null}
        </>
      }
      inputProps={{ required, maxLength: 200, placeholder }}
    />
  );

  // a whole number of the job's terms, and a term the job may leave unstated
  const whole = (name: NumberTerm, label: string, inputProps: NumberInputProps) => (
    <Field field={fields[name]} type="number" label={label} inputProps={{ inputMode: "numeric", ...inputProps }} />
  );
  const notStated = (name: ChoiceTerm, label: string, options: Array<{ value: string; label: string }>) => (
    <SelectField field={fields[name]} label={label} placeholder="Not stated" options={options} />
  );

  return (
    <Panel title={job ? `Edit “${job.title}”` : "New job"} className="self-start p-4 sm:p-6 xl:sticky xl:top-20">
      <div className="mt-3">
        <LanguageSwitch locale={locale} onSwitch={setLocale} status={job ? jobStatus(job) : null} />
      </div>
      <TranslationProvider value={{ locale, translations: job?.translations ?? {}, onChange: () => {} }}>
        <IntentForm
          key={generation}
          editor={editor}
          intent="save-job"
          hidden={{ jobId: job?.id }}
          multipart
          className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-1"
        >
          <div className="sm:col-span-2 xl:col-span-1">
            {input("title", "Job title", "e.g. Steel Fixer", true)}
            <TranslationInputs path="title" label="Job title" multiline={false} />
          </div>
          {input("city", "City", "e.g. Riyadh")}
          {input("country", "Country", "e.g. Saudi Arabia")}
          <div className="sm:col-span-2 xl:col-span-1">{input("industry", "Industry", "e.g. Construction")}</div>
          <div className="sm:col-span-2 xl:col-span-1">
            <TextareaField
              field={fields.requirements}
              label="Requirements"
              textareaProps={{
                rows: 5,
                maxLength: 10_000,
                placeholder: "Experience, certificates, tests…\nOne point per line reads best.",
              }}
            />
            <TranslationInputs path="requirements" label="Requirements" multiline />
          </div>
          <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-3 sm:col-span-2 sm:grid-cols-2 xl:col-span-1 dark:border-slate-700">
            <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-white">Pay and terms</legend>
            {whole("salaryMin", "Lowest salary", { min: 0, step: 1, placeholder: "e.g. 1600" })}
            {whole("salaryMax", "Highest salary", { min: 0, step: 1, placeholder: "e.g. 1900" })}
            <SelectField field={fields.salaryCurrency} label="Currency" options={optionsOf(SALARY_CURRENCIES)} />
            <SelectField field={fields.salaryPeriod} label="Paid" options={optionsOf(SALARY_PERIODS, PERIOD_LABELS)} />
            {notStated("food", "Food", optionsOf(BENEFIT_TERMS, BENEFIT_LABELS))}
            {notStated("accommodation", "Accommodation", optionsOf(BENEFIT_TERMS, BENEFIT_LABELS))}
            {whole("contractMonths", "Contract length (months)", { min: 1, max: 120, placeholder: "e.g. 24" })}
            {whole("hoursPerDay", "Working hours per day", { min: 1, max: 16, placeholder: "e.g. 8" })}
            {whole("openings", "Openings", { min: 1, placeholder: "e.g. 20" })}
            <Field field={fields.closesOn} type="date" label="Closing date" hint="The job leaves the jobs page after this day." />
            {notStated("visaPaidBy", "Visa paid by", optionsOf(PAID_BY, PAID_BY_LABELS))}
            {notStated("ticketPaidBy", "Ticket paid by", optionsOf(PAID_BY, PAID_BY_LABELS))}
            {notStated("employerCountry", "Employer's country", optionsOf(EMPLOYER_COUNTRIES, EMPLOYER_COUNTRY_NAMES))}
            <Field
              field={fields.employerCity}
              label="Employer's city"
              inputProps={{ maxLength: 200, placeholder: "e.g. Riyadh" }}
            />
          </fieldset>
          <div className="sm:col-span-2 xl:col-span-1">
            <FileInput
              id={`${idBase}-poster`}
              name="poster"
              label={job?.poster ? "Replace the poster (optional)" : "Poster image (optional)"}
              accept={POSTER_ACCEPT}
              image
              maxBytes={maxImageBytes}
              error={result?.result.error?.poster?.[0]}
              hint="JPG, PNG, WebP, GIF or AVIF. Resized for every screen automatically."
            />
            {job?.poster ? (
              <CheckboxField field={fields.removePoster} label="Remove the current poster" className="mt-2" />
            ) : null}
          </div>
          <CheckboxField
            field={fields.isActive}
            label={<span className="font-medium">Show on the jobs page</span>}
            hint="Untick to hide the job without deleting it."
            className="sm:col-span-2 xl:col-span-1"
          />
          <EditorButtons
            busy={busy}
            label={job ? "Save changes" : "Create job"}
            cancel={job ? { to: "?tab=jobs" } : undefined}
            className="sm:col-span-2 xl:col-span-1"
          />
        </IntentForm>
      </TranslationProvider>
    </Panel>
  );
}
