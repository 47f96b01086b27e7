import type { Knex } from "knex";
import { z } from "zod";
import { text } from "../validation/text.js";
import { parseRowId } from "../../validation.js";
import { Job } from "../../db/models/index.js";
import type { JobRow } from "../../db/models/Job.js";
import { paginate, type Page } from "../../db/paginate.js";
import { escapeLike } from "../../db/sql.js";
import { loadPublicImages, type PublicImage } from "../content/images.server.js";
import { DEFAULT_LOCALE, type Locale } from "../i18n/locales.js";
import { localize } from "../i18n/translations.js";
import { jobTextSchema } from "./translations.js";

/** Six jobs per page (docs/product.md, "Public pages"). */
export const JOBS_PAGE_SIZE = 6;
/**
 * A search counts its matches up to this many past the page's start: "500+ jobs" instead of counting every one
 * of 57,000 matches of a broad word (docs/decisions/0012-job-search.md).
 */
export const JOBS_COUNT_LIMIT = 500;
const MAX_QUERY_LENGTH = 100;
const MAX_TERMS = 8;

/** The salary filter's steps: at least this many riyals a month (docs/product.md, "Jobs"). */
export const SALARY_FILTER_STEPS = [1000, 1500, 2000, 2500, 3000] as const;

/**
 * `?q=&trade=&city=&salary=&page=` of the jobs page; anything malformed falls back to no filter and the first page.
 * `trade` is the job's industry, `city` its city, `salary` the least monthly salary in SAR.
 */
export const jobsQuerySchema = z.object({
  q: text().trim().max(MAX_QUERY_LENGTH).catch(""),
  trade: text().trim().max(200).catch(""),
  city: text().trim().max(200).catch(""),
  salary: z.coerce.number().int().min(0).max(10_000_000).catch(0),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type JobsQuery = z.output<typeof jobsQuerySchema>;

export function parseJobsQuery(params: URLSearchParams): JobsQuery {
  return jobsQuerySchema.parse({
    q: params.get("q") ?? "",
    trade: params.get("trade") ?? "",
    city: params.get("city") ?? "",
    salary: params.get("salary") || "0",
    page: params.get("page") ?? "1",
  });
}

/** The structured terms of a job (numbers and fixed values; docs/product.md, "Jobs"). */
export const JOB_TERMS = [
  "salaryMin",
  "salaryMax",
  "salaryCurrency",
  "salaryPeriod",
  "food",
  "accommodation",
  "contractMonths",
  "hoursPerDay",
  "openings",
  "closesOn",
  "visaPaidBy",
  "ticketPaidBy",
  "employerCountry",
  "employerCity",
] as const satisfies readonly (keyof JobRow)[];
export type JobTerm = (typeof JOB_TERMS)[number];

/** What every view of a job shows (the public jobs page and the admin jobs tab), straight from the model's row. */
export type JobFields = Pick<JobRow, "id" | "title" | "city" | "country" | "industry" | "requirements" | JobTerm>;
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
/** The columns of JobFields plus the poster and posting date (for model queries). */
const JOB_COLUMNS = [
  "id",
  "title",
  "city",
  "country",
  "industry",
  "requirements",
  ...JOB_TERMS.map(snake),
  "poster_image_id",
  "created_at",
  "translations",
];

export function toJobFields(job: JobFields): JobFields {
  const { id, title, city, country, industry, requirements } = job;
  const terms = Object.fromEntries(JOB_TERMS.map((k) => [k, job[k]])) as Pick<JobRow, JobTerm>;
  return { id, title, city, country, industry, requirements, ...terms };
}

/** Open means shown by the office and not past its closing date (the last day counts, in Dhaka's calendar). */
const NOT_CLOSED_SQL = "(closes_on IS NULL OR closes_on >= (now() AT TIME ZONE 'Asia/Dhaka')::date)";

export interface PublicJob extends JobFields {
  /** ISO date (YYYY-MM-DD) the job was posted. */
  datePosted: string;
  poster: PublicImage | null;
}

export interface JobsPage extends Page<PublicJob> {
  q: string;
}

/** The trades (industries) and cities of the open jobs: the jobs page's filter choices. */
export async function jobFilterChoices(db: Knex): Promise<{ trades: string[]; cities: string[] }> {
  const distinct = async (column: "industry" | "city") =>
    (
      await Job.query(db)
        .where("is_active", true)
        .whereRaw(NOT_CLOSED_SQL)
        .whereNot(column, "")
        .distinct(column)
        .orderBy(column)
        .limit(100)
    ).map((j) => j[column]);
  const [trades, cities] = await Promise.all([distinct("industry"), distinct("city")]);
  return { trades, cities };
}

/**
 * Open jobs matching every word of `q` in their title, city or country (case-insensitive): one `LIKE` per word
 * on the generated `search_text` column and its trigram index (docs/decisions/0012-job-search.md).
 */
function openJobs(db: Knex, { q, trade = "", city = "", salary = 0 }: Partial<JobsQuery> & { q: string }) {
  const query = Job.query(db).where("is_active", true).whereRaw(NOT_CLOSED_SQL);
  const terms = q.split(/\s+/).filter(Boolean).slice(0, MAX_TERMS);
  for (const term of terms) query.whereRaw("search_text LIKE lower(?)", [`%${escapeLike(term)}%`]);
  if (trade) query.where("industry", trade);
  if (city) query.where("city", city);
  if (salary > 0) {
    query.where({ salary_currency: "SAR", salary_period: "month" }).whereRaw("coalesce(salary_max, salary_min) >= ?", [salary]);
  }
  return query.select(JOB_COLUMNS);
}

/** In Bangla or Arabic, the title and requirements translated (English, marked, where a translation is missing). */
async function withPosters(db: Knex, jobs: Job[], locale: Locale = DEFAULT_LOCALE): Promise<PublicJob[]> {
  const posters = await loadPublicImages(
    db,
    jobs.map((j) => j.posterImageId),
  );
  return jobs.map((j) => ({
    ...toJobFields(j),
    ...(locale === DEFAULT_LOCALE
      ? {}
      : localize(jobTextSchema, { title: j.title, requirements: j.requirements }, j.translations, locale)),
    datePosted: j.createdAt.toISOString().slice(0, 10),
    poster: (j.posterImageId !== null && posters.get(j.posterImageId)) || null,
  }));
}

/** One page of open jobs, newest first, for the public jobs page. */
export async function searchJobs(
  db: Knex,
  query: Pick<JobsQuery, "q" | "page"> & Partial<JobsQuery>,
  locale: Locale = DEFAULT_LOCALE,
): Promise<JobsPage> {
  const { q, page } = query;
  const found = await paginate(
    openJobs(db, query).orderBy([
      { column: "created_at", order: "desc" },
      { column: "id", order: "desc" },
    ]),
    page,
    JOBS_PAGE_SIZE,
    { countUpTo: JOBS_COUNT_LIMIT },
  );
  return { ...found, items: await withPosters(db, found.items, locale), q };
}

/** An open job by id, or null (unknown, closed, or not an id at all). */
export async function getOpenJob(db: Knex, id: unknown, locale: Locale = DEFAULT_LOCALE): Promise<PublicJob | null> {
  const jobId = parseRowId(id);
  if (jobId === null) return null;
  const job = await openJobs(db, { q: "" }).findById(jobId);
  if (!job) return null;
  const [found] = await withPosters(db, [job], locale);
  return found ?? null;
}

/** Every open job by id (the REST API's list; the website pages them newest first). */
export async function listOpenJobs(db: Knex, locale: Locale = DEFAULT_LOCALE): Promise<PublicJob[]> {
  return withPosters(db, await openJobs(db, { q: "" }).orderBy("id"), locale);
}

/** A job the office shows but whose closing date has passed (its own URL says it is closed), or null. */
export async function getClosedJob(db: Knex, id: unknown, locale: Locale = DEFAULT_LOCALE): Promise<PublicJob | null> {
  const jobId = parseRowId(id);
  if (jobId === null) return null;
  const job = await Job.query(db).where("is_active", true).whereRaw(`NOT ${NOT_CLOSED_SQL}`).select(JOB_COLUMNS).findById(jobId);
  if (!job) return null;
  const [found] = await withPosters(db, [job], locale);
  return found ?? null;
}

/** A job by id whether open or hidden (what an admin's change answers with), or null. */
export async function findJob(db: Knex, id: number): Promise<(PublicJob & Pick<JobRow, "isActive" | "posterImageId">) | null> {
  const job = await Job.query(db)
    .select([...JOB_COLUMNS, "is_active"])
    .findById(id);
  if (!job) return null;
  const [found] = await withPosters(db, [job]);
  return found ? { ...found, isActive: job.isActive, posterImageId: job.posterImageId } : null;
}

/**
 * schema.org JobPosting of one job (https://schema.org/JobPosting) with the properties Google's job search
 * requires (title, description, datePosted, hiringOrganization, jobLocation, and validThrough when the job closes)
 * and recommends (baseSalary, employmentType, directApply, identifier), for a JSON-LD script. On a Bangla or Arabic
 * page (`page`) the texts are the page's (the job's translated title and requirements) and say their language
 * (`inLanguage`); `fallbackDescription` describes a job without requirements, in the page's words.
 */
export function jobPostingJsonLd(
  job: PublicJob,
  site: { name: string; url: string },
  page: { locale: Locale; url: string; fallbackDescription: string } = {
    locale: DEFAULT_LOCALE,
    url: `${site.url}/apply-jobs-now?apply=${job.id}#apply`,
    fallbackDescription: `${job.title} (${job.industry}) in ${job.city}, ${job.country}.`,
  },
) {
  const salary =
    job.salaryMin !== null || job.salaryMax !== null
      ? {
          "@type": "MonetaryAmount",
          currency: job.salaryCurrency,
          value: {
            "@type": "QuantitativeValue",
            ...(job.salaryMin !== null && job.salaryMax !== null && job.salaryMin !== job.salaryMax
              ? { minValue: job.salaryMin, maxValue: job.salaryMax }
              : { value: job.salaryMax ?? job.salaryMin }),
            unitText: job.salaryPeriod === "hour" ? "HOUR" : "MONTH",
          },
        }
      : undefined;
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: job.requirements || page.fallbackDescription,
    inLanguage: page.locale,
    datePosted: job.datePosted,
    // the closing date is the last day applications are taken: valid through its end, Dhaka time
    validThrough: job.closesOn ? `${job.closesOn}T23:59:59+06:00` : undefined,
    employmentType: "FULL_TIME",
    industry: job.industry || undefined,
    directApply: true,
    identifier: { "@type": "PropertyValue", name: site.name, value: String(job.id) },
    url: page.url,
    hiringOrganization: { "@type": "Organization", name: site.name, sameAs: site.url },
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        addressLocality: job.city || job.employerCity || undefined,
        addressCountry: job.employerCountry ?? job.country,
      },
    },
    baseSalary: salary,
    totalJobOpenings: job.openings ?? undefined,
  };
}
