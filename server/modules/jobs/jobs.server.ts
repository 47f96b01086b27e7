import type { Knex } from "knex";
import { z } from "zod";
import { loadPublicImages, type PublicImage } from "../content/images.server.js";
import { escapeLike } from "../../db/sql.js";

/** SPEC §9: six jobs per page. */
export const JOBS_PAGE_SIZE = 6;
const MAX_QUERY_LENGTH = 100;
const MAX_TERMS = 8;

/** `?q=&page=` of the jobs page; anything malformed falls back to the first page of all jobs. */
export const jobsQuerySchema = z.object({
  q: z.string().trim().max(MAX_QUERY_LENGTH).catch(""),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type JobsQuery = z.output<typeof jobsQuerySchema>;

export function parseJobsQuery(params: URLSearchParams): JobsQuery {
  return jobsQuerySchema.parse({ q: params.get("q") ?? "", page: params.get("page") ?? "1" });
}

export interface PublicJob {
  id: number;
  title: string;
  city: string;
  country: string;
  industry: string;
  requirements: string;
  /** ISO date (YYYY-MM-DD) the job was posted. */
  datePosted: string;
  poster: PublicImage | null;
}

export interface JobsPage {
  jobs: PublicJob[];
  q: string;
  /** The page shown: the requested one, kept within 1..totalPages. */
  page: number;
  totalPages: number;
  total: number;
}

interface JobRow {
  id: number;
  title: string;
  city: string;
  country: string;
  industry: string;
  requirements: string;
  poster_image_id: number | null;
  created_at: Date;
}

const COLUMNS = ["id", "title", "city", "country", "industry", "requirements", "poster_image_id", "created_at"];

/** Open jobs matching every word of `q` in their title, city or country (case-insensitive). */
function openJobs(db: Knex, q: string) {
  const query = db("jobs").where("is_active", true);
  const terms = q.split(/\s+/).filter(Boolean).slice(0, MAX_TERMS);
  for (const term of terms) {
    const pattern = `%${escapeLike(term)}%`;
    query.where((w) => w.whereILike("title", pattern).orWhereILike("city", pattern).orWhereILike("country", pattern));
  }
  return query;
}

async function withPosters(db: Knex, rows: JobRow[]): Promise<PublicJob[]> {
  const posters = await loadPublicImages(
    db,
    rows.map((r) => r.poster_image_id),
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    city: r.city,
    country: r.country,
    industry: r.industry,
    requirements: r.requirements,
    datePosted: r.created_at.toISOString().slice(0, 10),
    poster: (r.poster_image_id !== null && posters.get(r.poster_image_id)) || null,
  }));
}

/** One page of open jobs, newest first, for the public jobs page. */
export async function searchJobs(db: Knex, { q, page }: JobsQuery): Promise<JobsPage> {
  const [{ count }] = await openJobs(db, q).count<Array<{ count: number }>>({ count: "*" });
  const totalPages = Math.max(1, Math.ceil(count / JOBS_PAGE_SIZE));
  const shown = Math.min(page, totalPages);
  const rows = await openJobs(db, q)
    .select<JobRow[]>(COLUMNS)
    .orderBy([
      { column: "created_at", order: "desc" },
      { column: "id", order: "desc" },
    ])
    .limit(JOBS_PAGE_SIZE)
    .offset((shown - 1) * JOBS_PAGE_SIZE);
  return { jobs: await withPosters(db, rows), q, page: shown, totalPages, total: count };
}

/** An open job by id, or null (unknown, closed, or not an id at all). */
export async function getOpenJob(db: Knex, id: unknown): Promise<PublicJob | null> {
  const parsed = z.coerce.number().int().positive().max(2_147_483_647).safeParse(id);
  if (!parsed.success) return null;
  const row = await db("jobs").where({ id: parsed.data, is_active: true }).first<JobRow | undefined>(COLUMNS);
  if (!row) return null;
  const [job] = await withPosters(db, [row]);
  return job ?? null;
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
