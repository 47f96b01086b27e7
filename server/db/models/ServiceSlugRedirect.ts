import { z } from "zod";
import { table } from "./base.js";

export const serviceSlugRedirectRow = z.object({
  /** A former `/services/<slug>` address of a renamed service. */
  oldSlug: z.string(),
  /** The service it now belongs to: a card or a list item, exactly one of the two. */
  serviceCardId: z.number().int().nullable(),
  serviceListItemId: z.number().int().nullable(),
  createdAt: z.date(),
});

/** An old address of a renamed service, answered with a 301 to its current one. */
export interface ServiceSlugRedirect extends z.infer<typeof serviceSlugRedirectRow> {}
export class ServiceSlugRedirect extends table("service_slug_redirects", serviceSlugRedirectRow, { idColumn: "old_slug" }) {}
