import type { Knex } from "knex";
import { z } from "zod";
import type { StoredFile } from "../../http/upload.js";
import type { Services } from "../../services.js";
import { recordAudit } from "../audit/audit.server.js";
import { loadPublicImages } from "../content/images.server.js";
import type { Actor } from "../forms/admin.server.js";
import { createImageFromUpload } from "../media/images.server.js";

/** SPEC §8: job management messages, word for word. */
export const JOB_MESSAGES = {
  created: "Job created successfully!",
  updated: "Job updated successfully!",
  deleted: "Job deleted successfully!",
  saveFailed: "Failed to save the job.",
  deleteFailed: "Failed to delete the job.",
  fetchFailed: "Failed to fetch jobs. Please try again later.",
  missing: "This job no longer exists. Please reload the page.",
  posterNotImage: "The poster must be an image (JPG, PNG, WebP, GIF or AVIF).",
} as const;

/** Library category of job posters (kept apart from the "jobs" pictures the recruitment pages use as heroes). */
export const POSTER_CATEGORY = "job-posters";

const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString("en-US")} characters.`)
    .default("");

/** The job form: title required; the rest optional text; `isActive` = "on" shows it on the jobs page. */
export const jobInputSchema = z.object({
  title: z
    .string({ error: "Job title is required." })
    .trim()
    .min(1, "Job title is required.")
    .max(200, "Job title must be at most 200 characters."),
  city: text("City", 200),
  country: text("Country", 200),
  industry: text("Industry", 200),
  requirements: text("Requirements", 10_000).transform((v) => v.replace(/\r\n/g, "\n")),
  isActive: z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()),
  removePoster: z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()),
});
export type JobInput = z.output<typeof jobInputSchema>;

export class JobChangeError extends Error {}

export interface AdminJob {
  id: number;
  title: string;
  city: string;
  country: string;
  industry: string;
  requirements: string;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  applications: number;
  poster: { status: "processing" | "ready" | "failed"; src: string | null; srcSet: string | null; error: string | null } | null;
}

interface JobRow {
  id: number;
  title: string;
  city: string;
  country: string;
  industry: string;
  requirements: string;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
  poster_image_id: number | null;
  poster_status: "processing" | "ready" | "failed" | null;
  poster_error: string | null;
  applications: number;
}

/** Every job (open and hidden), newest first, with its poster's processing state and application count. */
export async function listAdminJobs(db: Knex): Promise<AdminJob[]> {
  const rows = await db("jobs as j")
    .leftJoin("images as i", "i.id", "j.poster_image_id")
    .select<JobRow[]>(
      "j.id",
      "j.title",
      "j.city",
      "j.country",
      "j.industry",
      "j.requirements",
      "j.is_active",
      "j.created_at",
      "j.updated_at",
      "j.poster_image_id",
      "i.status as poster_status",
      "i.error as poster_error",
      db.raw("(SELECT count(*)::int FROM form_responses r WHERE r.job_id = j.id) AS applications"),
    )
    .orderBy([
      { column: "j.created_at", order: "desc" },
      { column: "j.id", order: "desc" },
    ]);
  const images = await loadPublicImages(
    db,
    rows.map((r) => r.poster_image_id),
  );
  return rows.map((r) => {
    const image = r.poster_image_id === null ? undefined : images.get(r.poster_image_id);
    return {
      id: r.id,
      title: r.title,
      city: r.city,
      country: r.country,
      industry: r.industry,
      requirements: r.requirements,
      isActive: r.is_active,
      createdAt: r.created_at.toISOString(),
      updatedAt: r.updated_at.toISOString(),
      applications: r.applications,
      poster:
        r.poster_image_id === null || r.poster_status === null
          ? null
          : {
              status: r.poster_status,
              src: image?.src ?? null,
              srcSet: image?.srcSet ?? null,
              error: r.poster_error,
            },
    };
  });
}

type JobServices = Pick<Services, "db" | "queues" | "logger">;

function posterOf(file: StoredFile | undefined): StoredFile | undefined {
  if (file && file.kind !== "image") throw new JobChangeError(JOB_MESSAGES.posterNotImage);
  return file;
}

const columns = (input: JobInput) => ({
  title: input.title,
  city: input.city,
  country: input.country,
  industry: input.industry,
  requirements: input.requirements,
  is_active: input.isActive,
});

/**
 * Creates a job; a poster upload becomes a library image (category `job-posters`) whose webp variants
 * the `images` queue renders once the transaction has committed.
 */
export async function createJob(services: JobServices, input: JobInput, posterFile: StoredFile | undefined, actor: Actor) {
  const poster = posterOf(posterFile);
  return services.db.transaction(async (trx) => {
    const posterImageId = poster
      ? await createImageFromUpload(services, poster, { category: POSTER_CATEGORY, alt: `Poster: ${input.title}` }, trx)
      : null;
    const [{ id }] = await trx("jobs")
      .insert({ ...columns(input), poster_image_id: posterImageId })
      .returning<Array<{ id: number }>>("id");
    await recordAudit(trx, {
      adminUserId: actor.adminUserId,
      action: "job.create",
      entity: "job",
      entityId: id,
      details: { title: input.title, posterImageId },
      ip: actor.ip,
    });
    return id;
  });
}

/** Updates a job; a new poster replaces the old one, `removePoster` drops it (the old image stays in the library). */
export async function updateJob(
  services: JobServices,
  jobId: number,
  input: JobInput,
  posterFile: StoredFile | undefined,
  actor: Actor,
): Promise<void> {
  const poster = posterOf(posterFile);
  await services.db.transaction(async (trx) => {
    const before = await trx("jobs")
      .where("id", jobId)
      .forUpdate()
      .first<{ title: string; poster_image_id: number | null } | undefined>();
    if (!before) throw new JobChangeError(JOB_MESSAGES.missing);
    const posterImageId = poster
      ? await createImageFromUpload(services, poster, { category: POSTER_CATEGORY, alt: `Poster: ${input.title}` }, trx)
      : input.removePoster
        ? null
        : before.poster_image_id;
    await trx("jobs")
      .where("id", jobId)
      .update({ ...columns(input), poster_image_id: posterImageId });
    await recordAudit(trx, {
      adminUserId: actor.adminUserId,
      action: "job.update",
      entity: "job",
      entityId: jobId,
      details: {
        title: input.title,
        ...(before.title !== input.title ? { previousTitle: before.title } : {}),
        ...(posterImageId !== before.poster_image_id ? { poster: { before: before.poster_image_id, after: posterImageId } } : {}),
        isActive: input.isActive,
      },
      ip: actor.ip,
    });
  });
}

/** Deletes a job; its applications stay (their 'Job' answer still names it). */
export async function deleteJob(db: Knex, jobId: number, actor: Actor): Promise<void> {
  await db.transaction(async (trx) => {
    const deleted = await trx("jobs").where("id", jobId).delete().returning<Array<{ title: string }>>(["title"]);
    if (deleted.length === 0) throw new JobChangeError(JOB_MESSAGES.missing);
    await recordAudit(trx, {
      adminUserId: actor.adminUserId,
      action: "job.delete",
      entity: "job",
      entityId: jobId,
      details: { title: deleted[0]!.title },
      ip: actor.ip,
    });
  });
}
