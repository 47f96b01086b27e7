import { z } from "zod";
import { collectionSchema, COLLECTION_DOCUMENTS, type CollectionDocument } from "./collections.js";
import { galleryContentSchema } from "./gallery.js";
import { footerSettingsSchema, navbarSettingsSchema } from "./schemas.js";
import { translatable } from "../i18n/translations.js";
import { pageSectionsSchema } from "./sections.js";

/**
 * The editable documents and the schema each is validated with, shared by the server (editing.server.ts) and
 * the admin editors (which validate in the browser with the same schema before sending). 'gallery' is the
 * Gallery editor's membership list (./gallery.ts); 'collection:…' the Services, Projects and Manpower
 * collections (./collections.ts).
 */
export const EDITABLE_PAGES = ["home", "about", "contact", "gallery", "training"] as const;
export type EditablePage = (typeof EDITABLE_PAGES)[number];
export type DocumentKey = `page:${EditablePage}` | "settings:navbar" | "settings:footer" | "gallery" | CollectionDocument;

export const isCollectionDocument = (document: string): document is CollectionDocument =>
  (COLLECTION_DOCUMENTS as readonly string[]).includes(document);

export const pageContentSchema = z.object({
  title: translatable(z.string().trim().min(1, "Required.").max(120, "At most 120 characters.")),
  description: translatable(z.string().trim().max(300, "At most 300 characters.").default("")),
  sections: pageSectionsSchema,
});
export type PageContent = z.infer<typeof pageContentSchema>;

export function documentSchema(document: DocumentKey) {
  if (document === "settings:navbar") return navbarSettingsSchema;
  if (document === "settings:footer") return footerSettingsSchema;
  if (document === "gallery") return galleryContentSchema;
  if (isCollectionDocument(document)) return collectionSchema(document);
  return pageContentSchema;
}
