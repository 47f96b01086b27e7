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

/** `?q=&page=` of the jobs page; anything malformed falls back to the first page of all jobs. */
export const jobsQuerySchema = z.object({
  q: text().trim().max(MAX_QUERY_LENGTH).catch(""),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
type JobsQuery = z.output<typeof jobsQuerySchema>;

export function parseJobsQuery(params: URLSearchParams): JobsQuery {
  return jobsQuerySchema.parse({ q: params.get("q") ?? "", page: params.get("page") ?? "1" });
}

/** What every view of a job shows (the public jobs page and the admin jobs tab), straight from the model's row. */
export type JobFields = Pick<JobRow, "id" | "title" | "city" | "country" | "industry" | "requirements">;
/** The columns of JobFields plus the poster and posting date (for model queries). */
const JOB_COLUMNS = [
  "id",
  "title",
  "city",
  "country",
  "industry",
  "requirements",
  "poster_image_id",
  "created_at",
  "translations",
];

export function toJobFields({ id, title, city, country, industry, requirements }: JobFields): JobFields {
  return { id, title, city, country, industry, requirements };
}

export interface PublicJob extends JobFields {
  /** ISO date (YYYY-MM-DD) the job was posted. */
  datePosted: string;
  poster: PublicImage | null;
}

export interface JobsPage extends Page<PublicJob> {
  q: string;
}

/**
 * Open jobs matching every word of `q` in their title, city or country (case-insensitive): one `LIKE` per word
 * on the generated `search_text` column and its trigram index (docs/decisions/0012-job-search.md).
 */
function openJobs(db: Knex, q: string) {
  const query = Job.query(db).where("is_active", true);
  const terms = q.split(/\s+/).filter(Boolean).slice(0, MAX_TERMS);
  for (const term of terms) query.whereRaw("search_text LIKE lower(?)", [`%${escapeLike(term)}%`]);
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
export async function searchJobs(db: Knex, { q, page }: JobsQuery, locale: Locale = DEFAULT_LOCALE): Promise<JobsPage> {
  const found = await paginate(
    openJobs(db, q).orderBy([
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
  const job = await openJobs(db, "").findById(jobId);
  if (!job) return null;
  const [found] = await withPosters(db, [job], locale);
  return found ?? null;
}

/** Every open job by id (the REST API's list; the website pages them newest first). */
export async function listOpenJobs(db: Knex): Promise<PublicJob[]> {
  return withPosters(db, await openJobs(db, "").orderBy("id"));
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

/** schema.org JobPosting of one job (https://schema.org/JobPosting), for a JSON-LD script. */
export function jobPostingJsonLd(job: PublicJob, site: { name: string; url: string }) {
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: job.requirements || `${job.title} (${job.industry}) in ${job.city}, ${job.country}.`,
    datePosted: job.datePosted,
    industry: job.industry || undefined,
    directApply: true,
    url: `${site.url}/apply-jobs-now?apply=${job.id}#apply`,
    hiringOrganization: { "@type": "Organization", name: site.name, sameAs: site.url },
    jobLocation: {
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: job.city || undefined, addressCountry: job.country },
    },
  };
}
