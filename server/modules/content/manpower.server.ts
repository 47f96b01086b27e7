import type { Knex } from "knex";
import { z } from "zod";
import { collectionViews } from "./collection-views.server.js";
import { fallbackLang } from "../i18n/translations.js";
import { manpowerContentSchema, type ManpowerContent } from "./collections.js";
import { entryView, readManpower } from "./collections.server.js";
import { MANPOWER_STATUSES, type ManpowerStatus } from "./filters.js";
import { imageWithAlt, loadPublicImages, type PublicImage } from "./images.server.js";

/** The manpower projects of /man-power: the published projects of the document 'collection:manpower'. */

/** The manpower tab from `?status=`; anything else is the default tab, ongoing. */
export const manpowerStatusSchema = z.enum(MANPOWER_STATUSES).catch("ongoing");

export interface ManpowerProjectView {
  id: number;
  name: string;
  contractor: string;
  owner: string;
  location: string;
  /** Display text such as 'SR 10.2 Billion'. */
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

/** What visitors see of a manpower document (published or draft): its published projects, of one status or all. */
async function manpowerView(db: Knex, content: ManpowerContent, status: ManpowerStatus | "all"): Promise<ManpowerProjectView[]> {
  const projects = content.projects.filter((p) => p.published && (status === "all" || p.status === status));
  const images = await loadPublicImages(
    db,
    projects.map((p) => p.imageId),
  );
  const view = projects.map((p, n) => ({
    ...entryView(p, n),
    name: p.name,
    contractor: p.contractor,
    owner: p.owner,
    location: p.location,
    value: p.value,
    status: p.status,
    scope: p.scope,
    description: p.description,
    workers: p.workers,
    duration: p.duration,
    startDate: p.startDate ?? null,
    completionDate: p.completionDate ?? null,
    image: imageWithAlt(images, p.imageId, p.imageAlt, p.imageDecorative, !!fallbackLang(p, "imageAlt")),
  }));
  // all: the ongoing tab's projects first, then the completed ones, each in the editor's order
  return status === "all" ? MANPOWER_STATUSES.flatMap((s) => view.filter((p) => p.status === s)) : view;
}

const views = collectionViews<ManpowerContent, ManpowerStatus | "all", ManpowerProjectView[]>({
  document: "collection:manpower",
  schema: manpowerContentSchema,
  read: readManpower,
  view: manpowerView,
  all: "all",
});

/** The published projects of one status (or all) in `locale`. */
export const listManpowerProjects = views.list;
/** The published projects in `locale`, cached until the next content write. */
export const getManpowerProjects = views.get;
/** The projects a request sees: the published ones, or the Manpower editor's draft for an admin's `?preview`. */
export const manpowerForRequest = views.forRequest;
