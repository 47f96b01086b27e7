export type ImageStatus = "processing" | "ready" | "failed";

/** One row of the image table, as the loader sends it. */
export interface ImageRow {
  id: number;
  category: string;
  status: ImageStatus;
  error: string | null;
  alt: string;
  originalName: string;
  width: number | null;
  height: number | null;
  uploadedAt: string;
  /** `/media/…` path of the narrowest variant (320 px where the original is wide enough), once ready. */
  thumbnail: { src: string; width: number; height: number } | null;
}
