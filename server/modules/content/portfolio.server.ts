import type { Knex } from "knex";
import { z } from "zod";
import { PortfolioProject } from "../../db/models/index.js";
import { portfolioProjectRow } from "../../db/models/PortfolioProject.js";
import { PORTFOLIO_FILTERS, type PortfolioFilter } from "./filters.js";
import type { Services } from "../../services.js";
import { contentCache } from "./cache.server.js";
import { loadPublicImages, type PublicImage } from "./images.server.js";

/** The filter from `?type=`; anything else shows all projects. */
export const portfolioFilterSchema = z.enum(PORTFOLIO_FILTERS).catch("all");

const projectView = portfolioProjectRow.omit({
  mainImageId: true,
  gallery: true,
  position: true,
  createdAt: true,
  updatedAt: true,
});
export type PortfolioProjectView = z.infer<typeof projectView> & { mainImage: PublicImage | null; gallery: PublicImage[] };

/** The projects as the public pages show them, through the content cache (cleared by every content write). */
export function getPortfolioProjects(services: Services, filter: PortfolioFilter = "all"): Promise<PortfolioProjectView[]> {
  return contentCache(services).get(`portfolio:${filter}`, () => listPortfolioProjects(services.db, filter));
}

export async function listPortfolioProjects(db: Knex, filter: PortfolioFilter = "all"): Promise<PortfolioProjectView[]> {
  const query = PortfolioProject.query(db).orderBy(["position", "id"]);
  if (filter !== "all") query.where("type", filter);
  const rows = await query;
  // the main image and the gallery (image ids kept in json) in one lookup
  const images = await loadPublicImages(
    db,
    rows.flatMap((r) => [r.mainImageId, ...r.gallery]),
  );
  return rows.map((r) => ({
    ...projectView.parse(r),
    mainImage: (r.mainImageId && images.get(r.mainImageId)) || null,
    gallery: r.gallery.map((id) => images.get(id)).filter((img): img is PublicImage => img !== undefined),
  }));
}
