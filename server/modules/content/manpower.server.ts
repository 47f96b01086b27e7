import type { Knex } from "knex";
import { z } from "zod";
import { ManpowerProject } from "../../db/models/index.js";
import { manpowerProjectRow } from "../../db/models/ManpowerProject.js";
import { MANPOWER_STATUSES, type ManpowerStatus } from "./filters.js";
import { publicImage, publicImageModifiers, type PublicImage } from "./images.server.js";

/** The manpower tab from `?status=`; anything else is the default tab, ongoing. */
export const manpowerStatusSchema = z.enum(MANPOWER_STATUSES).catch("ongoing");

const projectView = manpowerProjectRow.omit({ imageId: true, position: true, createdAt: true, updatedAt: true });
export type ManpowerProjectView = z.infer<typeof projectView> & { image: PublicImage | null };

export async function listManpowerProjects(db: Knex, status: ManpowerStatus): Promise<ManpowerProjectView[]> {
  const rows = await ManpowerProject.query(db)
    .where({ status })
    .orderBy(["position", "id"])
    .withGraphFetched("image(readyImage).variants")
    .modifiers(publicImageModifiers);
  return rows.map((row) => ({ ...projectView.parse(row), image: publicImage(row.image) }));
}
