import type { Knex } from "knex";
import { z } from "zod";
import { PORTFOLIO_FILTERS, type PortfolioFilter } from "./filters.js";
import { loadPublicImages, type PublicImage } from "./images.server.js";

/** The filter from `?type=`; anything else shows all projects. */
export const portfolioFilterSchema = z.enum(PORTFOLIO_FILTERS).catch("all");

export interface PortfolioProjectView {
  id: number;
  title: string;
  type: string;
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

interface Row {
  id: number;
  title: string;
  type: string;
  location: string;
  description: string;
  completion_date: string | null;
  client: string;
  duration: string;
  size: string;
  features: string[];
  tags: string[];
  gallery: number[];
  main_image_id: number | null;
}

export async function listPortfolioProjects(db: Knex, filter: PortfolioFilter = "all"): Promise<PortfolioProjectView[]> {
  const query = db("portfolio_projects").orderBy(["position", "id"]).select<Row[]>("*");
  if (filter !== "all") query.where("type", filter);
  const rows = await query;
  const images = await loadPublicImages(
    db,
    rows.flatMap((r) => [r.main_image_id, ...r.gallery]),
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    type: r.type,
    location: r.location,
    description: r.description,
    completionDate: r.completion_date,
    client: r.client,
    duration: r.duration,
    size: r.size,
    features: r.features,
    tags: r.tags,
    mainImage: (r.main_image_id && images.get(r.main_image_id)) || null,
    gallery: r.gallery.map((id) => images.get(id)).filter((img): img is PublicImage => img !== undefined),
  }));
}
