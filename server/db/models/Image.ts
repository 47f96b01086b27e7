import type { RelationMappings } from "objection";
import { z } from "zod";
import { belongsToOne, hasMany, table } from "./base.js";
import { FileRecord } from "./FileRecord.js";
import { ImageVariant } from "./ImageVariant.js";

export const IMAGE_STATUSES = ["processing", "ready", "failed"] as const;
export type ImageStatus = (typeof IMAGE_STATUSES)[number];

export const imageRow = z.object({
  id: z.number().int(),
  fileId: z.uuid(),
  /** Always lowercase (database check). */
  category: z.string(),
  status: z.enum(IMAGE_STATUSES),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  error: z.string().nullable(),
  alt: z.string(),
  /** What the office calls the image (from its file name at upload, editable). */
  title: z.string(),
  caption: z.string(),
  /** An empty alt on purpose: the picture adds nothing a screen reader should say (database check: alt is empty). */
  decorative: z.boolean(),
  uploadedAt: z.date(),
  processedAt: z.date().nullable(),
  updatedAt: z.date(),
});

export interface Image extends z.infer<typeof imageRow> {}
export class Image extends table("images", imageRow) {
  declare file?: FileRecord;
  /** Narrowest first. */
  declare variants?: ImageVariant[];

  static relationMappings = (): RelationMappings => ({
    file: belongsToOne(FileRecord, "images.file_id", "files.id"),
    variants: hasMany(ImageVariant, "images.id", "image_variants.image_id", { modify: (qb) => qb.orderBy("width") }),
  });
}
