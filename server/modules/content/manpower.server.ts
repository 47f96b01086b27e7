import type { Knex } from "knex";
import { z } from "zod";
import { MANPOWER_STATUSES, type ManpowerStatus } from "./filters.js";
import { loadPublicImages, type PublicImage } from "./images.server.js";

/** The manpower tab from `?status=`; anything else is the default tab, ongoing (SPEC §2). */
export const manpowerStatusSchema = z.enum(MANPOWER_STATUSES).catch("ongoing");

export interface ManpowerProjectView {
  id: number;
  name: string;
  contractor: string;
  owner: string;
  location: string;
  value: string;
  status: ManpowerStatus;
  scope: string;
  description: string;
  workers: number;
  duration: string;
  /** 'YYYY-MM-DD' */
  startDate: string | null;
  completionDate: string | null;
  image: PublicImage | null;
}

/** A manpower_projects row: the view's columns, with the dates and image still in their column names. */
type Row = Omit<ManpowerProjectView, "startDate" | "completionDate" | "image"> & {
  start_date: string | null;
  completion_date: string | null;
  image_id: number | null;
};

export async function listManpowerProjects(db: Knex, status: ManpowerStatus): Promise<ManpowerProjectView[]> {
  const rows = await db("manpower_projects").where({ status }).orderBy(["position", "id"]).select<Row[]>("*");
  const images = await loadPublicImages(
    db,
    rows.map((r) => r.image_id),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    contractor: r.contractor,
    owner: r.owner,
    location: r.location,
    value: r.value,
    status: r.status,
    scope: r.scope,
    description: r.description,
    workers: r.workers,
    duration: r.duration,
    startDate: r.start_date,
    completionDate: r.completion_date,
    image: (r.image_id && images.get(r.image_id)) || null,
  }));
}
