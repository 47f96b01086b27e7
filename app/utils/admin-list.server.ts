import type { LoaderFunctionArgs } from "@remix-run/node";
import type { z } from "zod";
import type { Page } from "#server/db/paginate.js";
import { requireAdmin } from "#server/modules/auth/auth.server.js";
import type { Services } from "#server/services.js";

/** A list's search, filters and page from the address, read by the module's query schema (which gives defaults). */
export function listQuery<Q>(request: Request, querySchema: z.ZodType<Q>): Q {
  return querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
}

/**
 * The loader of an admin list page (image library, messages, medical reports, quote requests): the
 * signed-in admin's guard, the list's search, filter and page read from the URL by the module's query
 * schema (unusable values fall back to its defaults), and that page of rows. A list that cannot be read
 * is logged and shows as an empty page with `failed` set, so the page can say so and keep its forms.
 */
export async function loadAdminList<Q, L extends Page<unknown>>(
  { request, context }: Pick<LoaderFunctionArgs, "request" | "context">,
  querySchema: z.ZodType<Q>,
  read: (services: Services, query: Q) => Promise<L>,
  /** The page's other figures (counts, filter options) when the list cannot be read. */
  empty: Omit<L, keyof Page<unknown>>,
): Promise<{ query: Q; list: L; failed: boolean }> {
  await requireAdmin(request, context);
  const query = listQuery(request, querySchema);
  try {
    return { query, list: await read(context.services, query), failed: false };
  } catch (err) {
    context.services.logger.error({ err, url: request.url }, "could not read an admin list");
    const list = { items: [], total: 0, page: 1, pageCount: 1, pageSize: 0, ...empty } as unknown as L;
    return { query, list, failed: true };
  }
}
