import type { Knex } from "knex";
import { Job } from "../../db/models/index.js";
import type { ImageStatus } from "../../db/models/Image.js";
import type { JobRow } from "../../db/models/Job.js";
import type { StoredFile } from "../files/stored-file.js";
import type { Services } from "../../services.js";
import { audit, type Actor } from "../audit/audit.server.js";
import { refusable, Refusal } from "../outcome.js";
import { loadPublicImages } from "../content/images.server.js";
import { createImageFromUpload } from "../media/images.server.js";
import { toJobFields, type JobFields, type JobTerm } from "./jobs.server.js";
import { TRANSLATED_LOCALES, type TranslatedLocale } from "../i18n/locales.js";
import {
  changedLanguages,
  pruneTranslations,
  translationStatus,
  type LanguageStatus,
  type Translations,
} from "../i18n/translations.js";
import { jobTextSchema } from "./translations.js";

/** Library category of job posters (kept apart from the "jobs" pictures the recruitment pages use as heroes). */
export const POSTER_CATEGORY = "job-posters";

/**
 * What an admin sets on a job (the route validates the form into this); `removePoster` drops its poster.
 * `translations`: the Bangla and Arabic of its title and requirements (jobs/translations.ts); left out (the REST
 * API), the stored ones stay.
 */
export interface JobInput
  extends Pick<JobRow, "title" | "city" | "country" | "industry" | "requirements" | "isActive">, Partial<Pick<JobRow, JobTerm>> {
  removePoster: boolean;
  translations?: Translations;
}

/** Why a job change was refused: the job is gone, or the poster upload is not an image. */
export type JobRefusal = "missing" | "poster-not-image";

/** A job as the admin jobs tab lists it: open and hidden, with its poster's processing state and applications. */
export interface AdminJob extends JobFields, Pick<JobRow, "isActive" | "translations"> {
  createdAt: string;
  updatedAt: string;
  applications: number;
  poster: { status: ImageStatus; src: string | null; srcSet: string | null; error: string | null } | null;
}

/** Every job (open and hidden), newest first, with its poster's processing state and application count. */
export async function listAdminJobs(db: Knex): Promise<AdminJob[]> {
  const jobs = await Job.query(db)
    .select("jobs.*", Job.relatedQuery("applications").count().as("application_count"))
    .withGraphFetched("poster")
    .orderBy([
      { column: "created_at", order: "desc" },
      { column: "id", order: "desc" },
    ])
    .castTo<Array<Job & { applicationCount: number }>>();
  const images = await loadPublicImages(
    db,
    jobs.map((j) => j.posterImageId),
  );
  return jobs.map((j) => {
    const image = j.posterImageId === null ? undefined : images.get(j.posterImageId);
    return {
      ...toJobFields(j),
      isActive: j.isActive,
      translations: j.translations,
      createdAt: j.createdAt.toISOString(),
      updatedAt: j.updatedAt.toISOString(),
      applications: j.applicationCount,
      poster: j.poster
        ? { status: j.poster.status, src: image?.src ?? null, srcSet: image?.srcSet ?? null, error: j.poster.error }
        : null,
    };
  });
}

type JobServices = Pick<Services, "db" | "queues" | "logger">;

function posterOf(file: StoredFile | undefined): StoredFile | undefined {
  if (file && file.kind !== "image") throw new Refusal<JobRefusal>("poster-not-image");
  return file;
}

const columns = ({ removePoster: _, translations: _t, ...fields }: JobInput) => fields;

/** The translations stored with a job: the given ones (else `stored`), only of texts the job has. */
const translationsOf = (input: JobInput, stored: Translations = {}) =>
  pruneTranslations(jobTextSchema, { title: input.title, requirements: input.requirements }, input.translations ?? stored);

/**
 * Creates a job; a poster upload becomes a library image (category `job-posters`) whose webp variants
 * the `images` queue renders once the transaction has committed.
 */
export function createJob(services: JobServices, input: JobInput, posterFile: StoredFile | undefined, actor: Actor) {
  return refusable<"poster-not-image", { id: number }>(async () => {
    const poster = posterOf(posterFile);
    return services.db.transaction(async (trx) => {
      const posterImageId = poster
        ? await createImageFromUpload(services, poster, { category: POSTER_CATEGORY, alt: `Poster: ${input.title}` }, trx)
        : null;
      const { id } = await Job.query(trx)
        .insert({ ...columns(input), posterImageId, translations: translationsOf(input) })
        .returning("id");
      await audit(trx, actor, "job.create", id, {
        title: input.title,
        posterImageId,
        languages: languagesOf(translationsOf(input)),
      });
      return { id };
    });
  });
}

/** Updates a job; a new poster replaces the old one, `removePoster` drops it (the old image stays in the library). */
export async function updateJob(
  services: JobServices,
  jobId: number,
  input: JobInput,
  posterFile: StoredFile | undefined,
  actor: Actor,
) {
  return refusable<JobRefusal, object>(async () => {
    const poster = posterOf(posterFile);
    return services.db.transaction(async (trx) => {
      const before = await Job.query(trx).findById(jobId).forUpdate().select("title", "poster_image_id", "translations");
      if (!before) throw new Refusal<JobRefusal>("missing");
      const posterImageId = poster
        ? await createImageFromUpload(services, poster, { category: POSTER_CATEGORY, alt: `Poster: ${input.title}` }, trx)
        : input.removePoster
          ? null
          : before.posterImageId;
      const translations = translationsOf(input, before.translations);
      await Job.query(trx)
        .findById(jobId)
        .patch({ ...columns(input), posterImageId, translations });
      const translated = changedLanguages(before.translations, translations);
      await audit(trx, actor, "job.update", jobId, {
        title: input.title,
        ...(before.title !== input.title ? { previousTitle: before.title } : {}),
        ...(posterImageId !== before.posterImageId ? { poster: { before: before.posterImageId, after: posterImageId } } : {}),
        isActive: input.isActive,
        ...(translated.length > 0 ? { translationsChanged: translated } : {}),
      });
      return {};
    });
  });
}

/** Deletes a job; its applications stay (their 'Job' answer still names it). */
export function deleteJob(db: Knex, jobId: number, actor: Actor) {
  return refusable<"missing", object>(() =>
    db.transaction(async (trx) => {
      const [deleted] = await Job.query(trx).delete().where("id", jobId).returning("title");
      if (!deleted) throw new Refusal("missing");
      await audit(trx, actor, "job.delete", jobId, { title: deleted.title });
      return {};
    }),
  );
}

/** The languages a job's translations cover (for its audit record). */
const languagesOf = (translations: Translations) => TRANSLATED_LOCALES.filter((l) => translations[l] !== undefined);

export interface JobTranslationStatus {
  id: number;
  title: string;
  languages: Record<TranslatedLocale, LanguageStatus>;
}

/**
 * How much of each job (open and hidden) is translated, per language, newest first: the translation status page's
 * Jobs list. Never a reason to refuse a save.
 */
export async function jobTranslationStatus(db: Knex): Promise<JobTranslationStatus[]> {
  const jobs = await Job.query(db)
    .select("id", "title", "requirements", "translations")
    .orderBy([
      { column: "created_at", order: "desc" },
      { column: "id", order: "desc" },
    ]);
  return jobs.map((j) => ({
    id: j.id,
    title: j.title,
    languages: translationStatus(jobTextSchema, { title: j.title, requirements: j.requirements }, j.translations),
  }));
}
