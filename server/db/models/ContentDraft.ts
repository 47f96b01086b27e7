import { z } from "zod";
import { table } from "./base.js";
import { translationsColumn } from "./ContentTranslation.js";

export const contentDraftRow = z.object({
  /** 'page:<slug>', 'settings:navbar', 'settings:footer' or 'gallery' (server/modules/content/editing.server.ts). */
  document: z.string(),
  content: z.custom<unknown>((v) => v !== null && v !== undefined),
  /** Optimistic-concurrency token: bumped by every save, publish and restore. */
  /** Bangla and Arabic of the draft (server/modules/i18n/translations.ts). */
  translations: translationsColumn,
  revision: z.number().int(),
  /** The revision that was last published; equal to `revision` when the draft is what the site shows. */
  publishedRevision: z.number().int().nullable(),
  updatedBy: z.number().int().nullable(),
  updatedAt: z.date(),
});

/** The class and this interface merge: the row's fields are the model's properties (see base.ts). */
export interface ContentDraft extends z.infer<typeof contentDraftRow> {}
export class ContentDraft extends table("content_drafts", contentDraftRow, {
  idColumn: "document",
  jsonAttributes: ["content", "translations"],
}) {}
