import { BaseModel } from "./base.js";

/** A stored object (named FileRecord to avoid clashing with the DOM's File). */
export class FileRecord extends BaseModel {
  static tableName = "files";

  declare id: string;
  declare bucket: "public" | "private";
  declare objectKey: string;
  declare kind: "image" | "document";
  declare contentType: string;
  declare sizeBytes: number;
  declare originalName: string;
  declare createdAt: Date;
  /** Set by the domain action that keeps the upload; unclaimed files are swept. */
  declare claimedAt: Date | null;
}
