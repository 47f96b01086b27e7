import { z } from "zod";
import { createJob, deleteJob, updateJob, type JobInput } from "../modules/jobs/admin.server.js";
import { findJob, getOpenJob, listOpenJobs, type PublicJob } from "../modules/jobs/jobs.server.js";
import { jobRow } from "../db/models/Job.js";
import { jobInputSchema } from "../modules/jobs/schema.js";
import { JOB_TERMS, type JobTerm } from "../modules/jobs/jobs.server.js";
import { BENEFIT_TERMS, EMPLOYER_COUNTRIES, PAID_BY, SALARY_CURRENCIES, SALARY_PERIODS } from "../db/models/job-enums.js";
import type { Services } from "../services.js";
import { ApiError, notFound, parseWithDrfWording } from "./http.js";
import { changeRoutes, createRoute, deleteRoute, detailRoute, listRoute } from "./resource.js";
import { fieldErrorsBody, idParam, type ApiCall } from "./route.js";
import { acceptedFile, renderImageNow } from "./uploads.js";

/*
 * docs/api.md §16: jobs, through the jobs module the admin jobs tab uses (same rule, transaction and audit record;
 * the poster through the upload module's image policy and the image library). The public list is the open
 * jobs the website shows.
 */

const tag = "jobs";
const NAME = "Job";

/** The API's (snake_case) name of each structured term of a job. */
const TERM_NAMES = {
  salaryMin: "salary_min",
  salaryMax: "salary_max",
  salaryCurrency: "salary_currency",
  salaryPeriod: "salary_period",
  food: "food",
  accommodation: "accommodation",
  contractMonths: "contract_months",
  hoursPerDay: "hours_per_day",
  openings: "openings",
  closesOn: "closes_on",
  visaPaidBy: "visa_paid_by",
  ticketPaidBy: "ticket_paid_by",
  employerCountry: "employer_country",
  employerCity: "employer_city",
} as const satisfies Record<JobTerm, string>;

const whole = z.number().int().nullable();
const termsShape = {
  salary_min: whole.describe("Lowest salary, whole units of `salary_currency`"),
  salary_max: whole.describe("Highest salary (not below `salary_min`)"),
  salary_currency: z.enum(SALARY_CURRENCIES),
  salary_period: z.enum(SALARY_PERIODS),
  food: z.enum(BENEFIT_TERMS).nullable(),
  accommodation: z.enum(BENEFIT_TERMS).nullable(),
  contract_months: whole,
  hours_per_day: whole,
  openings: whole,
  closes_on: z.iso.date().nullable().describe("Last day applications are taken (Dhaka); the job leaves the list after it"),
  visa_paid_by: z.enum(PAID_BY).nullable(),
  ticket_paid_by: z.enum(PAID_BY).nullable(),
  employer_country: z.enum(EMPLOYER_COUNTRIES).nullable().describe("ISO 3166-1 alpha-2"),
  employer_city: z.string(),
};

/** The model's row as the API shows it: the poster as a URL instead of its image id. */
const job = jobRow
  .pick({ id: true, title: true, city: true, country: true, industry: true, requirements: true })
  .extend({ ...termsShape, poster: z.url().nullable() })
  .meta({ id: "Job" });

const optionalText = z.string().nullable().optional();
/** A term in a request: its value, `null` (or `""`) for not stated; numbers may come as text (forms, multipart). */
const optionalTerm = z.union([z.string(), z.number()]).nullable().optional();
const jobRequest = z
  .object({
    title: optionalText,
    city: optionalText,
    country: optionalText,
    industry: optionalText,
    requirements: optionalText,
    ...Object.fromEntries(Object.values(TERM_NAMES).map((name) => [name, optionalTerm])),
    /** A file in multipart (the image policy); `""` or `null` removes the poster. */
    poster: optionalText,
  })
  .meta({ id: "JobRequest" });
type JobRequest = z.output<typeof jobRequest>;

const toJob = (services: Pick<Services, "config">, j: PublicJob): z.infer<typeof job> => ({
  id: j.id,
  title: j.title,
  city: j.city,
  country: j.country,
  industry: j.industry,
  requirements: j.requirements,
  ...(Object.fromEntries(JOB_TERMS.map((term) => [TERM_NAMES[term], j[term]])) as z.infer<z.ZodObject<typeof termsShape>>),
  poster: j.poster ? `${services.config.publicUrl}${j.poster.fullSrc}` : null,
});

type Call = ApiCall<{ id: number }, unknown, JobRequest>;

/** Field errors under the API's names of the terms (`salary_max`, not the module's `salaryMax`). */
function withApiNames<T>(parse: () => T): T {
  try {
    return parse();
  } catch (err) {
    if (!(err instanceof ApiError) || typeof err.body !== "object" || err.body === null) throw err;
    const renamed = Object.fromEntries(
      Object.entries(err.body).map(([key, v]) => [(TERM_NAMES as Record<string, string>)[key] ?? key, v]),
    );
    throw new ApiError(err.status, renamed, err.headers);
  }
}

/** The body over what the job has now (`before`, for PATCH), null text as `""`, checked by the jobs module's rule. */
function jobInput(call: Call, before: PublicJob | null): JobInput {
  const { body } = call;
  const value = (key: "title" | "city" | "country" | "industry" | "requirements") =>
    body[key] === undefined ? before?.[key] : (body[key] ?? "");
  const given = body as Record<string, unknown>;
  const terms = Object.fromEntries(
    JOB_TERMS.map((term) => {
      const value = given[TERM_NAMES[term]];
      return [term, value === undefined ? before?.[term] : value];
    }),
  );
  const input = withApiNames(() =>
    parseWithDrfWording(jobInputSchema, {
      title: value("title"),
      city: value("city"),
      country: value("country"),
      industry: value("industry"),
      requirements: value("requirements"),
      ...terms,
    }),
  );
  return { ...input, removePoster: body.poster === "" || body.poster === null };
}

/** Stores the change and answers with the job, its new poster already rendered. */
async function save(call: Call, partial: boolean) {
  const { services, uploads, actor } = call;
  const poster = acceptedFile(services, uploads, "poster", "image");
  if (call.params?.id === undefined) {
    // acceptedFile has already refused a poster that is not an image
    const created = await createJob(services, { ...jobInput(call, null), isActive: true }, poster, actor);
    if (!created.ok) throw new Error(`job refused: ${created.reason}`);
    return answer(services, created.id, !!poster, 201);
  }
  const before = await findJob(services.db, call.params.id);
  if (!before) throw notFound(NAME);
  const updated = await updateJob(
    services,
    before.id,
    { ...jobInput(call, partial ? before : null), isActive: before.isActive },
    poster,
    actor,
  );
  if (!updated.ok && updated.reason === "missing") throw notFound(NAME);
  if (!updated.ok) throw new Error(`job refused: ${updated.reason}`);
  return answer(services, before.id, !!poster, 200);
}

async function answer(services: Services, id: number, newPoster: boolean, status: number) {
  let saved = await findJob(services.db, id);
  if (saved && newPoster && saved.posterImageId !== null && (await renderImageNow(services, saved.posterImageId))) {
    saved = await findJob(services.db, id);
  }
  if (!saved) throw notFound(NAME);
  return { status, body: toJob(services, saved) };
}

const written = {
  body: { schema: jobRequest, kinds: ["multipart", "json", "form"] as const, files: ["poster"] },
  description: "The job",
  schema: job,
  errors: {
    400: { description: "Field errors (text lengths, poster not an image or too large)", schema: fieldErrorsBody },
  },
};

export const jobsRoutes = [
  listRoute({
    path: "/backend/api/jobs/",
    access: "public",
    tag,
    summary: "The open jobs, by id",
    description: "Jobs",
    item: job,
    localized: true,
    list: (services, locale) => listOpenJobs(services.db, locale),
    present: toJob,
  }),
  detailRoute({
    path: "/backend/api/jobs/:id/",
    access: "public",
    tag,
    summary: "One open job",
    params: idParam,
    description: "The job",
    schema: job,
    name: NAME,
    localized: true,
    find: ({ services, params }, locale) => getOpenJob(services.db, params.id, locale),
    present: toJob,
  }),
  createRoute({
    path: "/backend/api/jobs/",
    tag,
    summary: "Create a job (open); multipart `poster` an image",
    ...written,
    create: (call) => save(call as unknown as Call, false),
  }),
  ...changeRoutes({
    path: "/backend/api/jobs/:id/",
    tag,
    summaries: {
      put: "Replace a job's text (omitted text is emptied); no `poster` keeps it, empty or null removes it",
      patch: "Change some of a job's text; no `poster` keeps it, empty or null removes it",
    },
    params: idParam,
    ...written,
    change: save,
  }),
  deleteRoute({
    path: "/backend/api/jobs/:id/",
    tag,
    summary: "Delete a job (its applications stay)",
    params: idParam,
    remove: async ({ services, params, actor }) => {
      const deleted = await deleteJob(services.db, params.id, actor);
      if (!deleted.ok) throw notFound(NAME);
    },
  }),
];
