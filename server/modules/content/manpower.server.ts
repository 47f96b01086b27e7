import type { Knex } from "knex";
import { z } from "zod";
import type { Services } from "../../services.js";
import { contentCache } from "./cache.server.js";
import { DEFAULT_LOCALE, type Locale } from "../i18n/locales.js";
import { fallbackLang } from "../i18n/translations.js";
import { localizeLive } from "./translations.server.js";
import { manpowerContentSchema, type ManpowerContent } from "./collections.js";
import { entryView, readManpower } from "./collections.server.js";
import { draftForPreview } from "./editing.server.js";
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

export async function listManpowerProjects(
  db: Knex,
  status: ManpowerStatus | "all",
  locale: Locale = DEFAULT_LOCALE,
): Promise<ManpowerProjectView[]> {
  const content = await localizeLive(db, "collection:manpower", manpowerContentSchema, await readManpower(db), locale);
  return manpowerView(db, content, status);
}

/** The published projects in `locale`, cached until the next content write. */
export function getManpowerProjects(
  services: Services,
  status: ManpowerStatus | "all",
  locale: Locale = DEFAULT_LOCALE,
): Promise<ManpowerProjectView[]> {
  return contentCache(services).get(`collection:manpower:${status}:${locale}`, () =>
    listManpowerProjects(services.db, status, locale),
  );
}

/** The projects a request sees: the published ones, or the Manpower editor's draft for an admin's `?preview`. */
export async function manpowerForRequest(
  request: Request,
  context: { services: Services },
  status: ManpowerStatus | "all",
  locale: Locale = DEFAULT_LOCALE,
): Promise<ManpowerProjectView[]> {
  const draft = await draftForPreview(request, context, "collection:manpower", manpowerContentSchema, locale);
  return draft ? manpowerView(context.services.db, draft, status) : getManpowerProjects(context.services, status, locale);
}
