import type { Knex } from "knex";
import { z } from "zod";
import type { PortfolioType } from "../../db/models/content-enums.js";
import { collectionViews } from "./collection-views.server.js";
import { fallbackLang } from "../i18n/translations.js";
import { projectsContentSchema, type ProjectsContent } from "./collections.js";
import { entryView, readProjects } from "./collections.server.js";
import { PORTFOLIO_FILTERS, type PortfolioFilter } from "./filters.js";
import { imageWithAlt, loadPublicImages, type PublicImage } from "./images.server.js";

/** The portfolio ('Featured Projects'): the published projects of the document 'collection:projects'. */

/** The filter from `?type=`; anything else shows all projects. */
export const portfolioFilterSchema = z.enum(PORTFOLIO_FILTERS).catch("all");

export interface PortfolioProjectView {
  id: number;
  title: string;
  type: PortfolioType;
  location: string;
  description: string;
  /** 'YYYY-MM-DD' */
  completionDate: string | null;
  client: string;
  duration: string;
  size: string;
  features: string[];
  tags: string[];
  mainImage: PublicImage | null;
  gallery: PublicImage[];
}

/** What visitors see of a projects document (published or draft): its published projects of `filter`. */
export async function projectsView(
  db: Knex,
  content: ProjectsContent,
  filter: PortfolioFilter = "all",
): Promise<PortfolioProjectView[]> {
  const projects = content.projects.filter((p) => p.published && (filter === "all" || p.type === filter));
  // the main images and the galleries in one lookup
  const images = await loadPublicImages(
    db,
    projects.flatMap((p) => [p.mainImageId, ...p.gallery.map((g) => g.imageId)]),
  );
  return projects.map((p, n) => ({
    ...entryView(p, n),
    title: p.title,
    type: p.type,
    location: p.location,
    description: p.description,
    completionDate: p.completionDate ?? null,
    client: p.client,
    duration: p.duration,
    size: p.size,
    features: p.features,
    tags: p.tags,
    mainImage: imageWithAlt(images, p.mainImageId, p.mainImageAlt, p.mainImageDecorative, !!fallbackLang(p, "mainImageAlt")),
    gallery: p.gallery
      .map((g) => imageWithAlt(images, g.imageId, g.alt, g.decorative, !!fallbackLang(g, "alt")))
      .filter((img): img is PublicImage => img !== null),
  }));
}

const views = collectionViews<ProjectsContent, PortfolioFilter, PortfolioProjectView[]>({
  document: "collection:projects",
  schema: projectsContentSchema,
  read: readProjects,
  view: projectsView,
  all: "all",
});

/** The published projects of `filter` in `locale`. */
export const listPortfolioProjects = views.list;
/** The published projects, through the content cache (cleared by every content write). */
export const getPortfolioProjects = views.get;
/** The projects a request sees: the published ones, or the Projects editor's draft for an admin's `?preview`. */
export const portfolioForRequest = views.forRequest;
