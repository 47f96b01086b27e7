import type { Knex } from "knex";
import type { z } from "zod";
import type { Services } from "../../services.js";
import { DEFAULT_LOCALE, type Locale } from "../i18n/locales.js";
import { contentCache } from "./cache.server.js";
import type { DocumentKey } from "./documents.js";
import { draftForPreview } from "./editing.server.js";
import { localizeLive } from "./translations.server.js";

/**
 * How visitors read a collection whose view takes a filter (the projects by kind, the manpower projects by status):
 * the published content in a locale (`list`), the same through the content cache, dropped by every content write
 * (`get`), and what a request sees (`forRequest`: the editor's draft, for an admin's `?preview`). `all` is the
 * filter that keeps every entry, the default.
 */
export function collectionViews<Content, Filter extends string, View>(spec: {
  document: DocumentKey;
  schema: z.ZodType<Content>;
  read: (db: Knex) => Promise<Content>;
  view: (db: Knex, content: Content, filter: Filter) => Promise<View>;
  all: Filter;
}) {
  const list = async (db: Knex, filter: Filter = spec.all, locale: Locale = DEFAULT_LOCALE): Promise<View> =>
    spec.view(db, await localizeLive(db, spec.document, spec.schema, await spec.read(db), locale), filter);
  const get = (services: Services, filter: Filter = spec.all, locale: Locale = DEFAULT_LOCALE): Promise<View> =>
    contentCache(services).get(`${spec.document}:${filter}:${locale}`, () => list(services.db, filter, locale));
  const forRequest = async (
    request: Request,
    context: { services: Services },
    filter: Filter = spec.all,
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<View> => {
    const draft = await draftForPreview(request, context, spec.document, spec.schema, locale);
    return draft ? spec.view(context.services.db, draft, filter) : get(context.services, filter, locale);
  };
  return { list, get, forRequest };
}
