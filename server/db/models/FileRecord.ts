import { z } from "zod";
import { table } from "./base.js";

const FILE_BUCKETS = ["public", "private"] as const;
const FILE_KINDS = ["image", "document"] as const;

export const fileRecordRow = z.object({
  id: z.uuid(),
  bucket: z.enum(FILE_BUCKETS),
  objectKey: z.string(),
  kind: z.enum(FILE_KINDS),
  contentType: z.string(),
  /** bigint in PostgreSQL; the pool parses int8 to a number (server/db/knex.ts). */
  sizeBytes: z.number().int(),
  originalName: z.string(),
  createdAt: z.date(),
  /** Set by the domain action that keeps the upload; unclaimed files are swept. */
  claimedAt: z.date().nullable(),
});

/** A stored object (named FileRecord to avoid clashing with the DOM's File). */
export interface FileRecord extends z.infer<typeof fileRecordRow> {}
export class FileRecord extends table("files", fileRecordRow) {}
