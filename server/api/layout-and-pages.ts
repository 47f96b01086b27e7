import { z } from "zod";
import type { PublicImage } from "../modules/content/images.server.js";
import { loadPublished, publishDocument, type DocumentKey, type PublishOutcome } from "../modules/content/editing.server.js";
import { EDITABLE_PAGES, pageContentSchema, type EditablePage, type PageContent } from "../modules/content/documents.js";
import { getPage, listEditablePages } from "../modules/content/pages.server.js";
import { pageSectionsSchema } from "../modules/content/sections.js";
import {
  footerSettingsSchema,
  navbarSettingsSchema,
  officeLocationSchema,
  socialLinkSchema,
} from "../modules/content/schemas.js";
import { DEFAULT_LOGO, getFooter, getNavbar } from "../modules/content/settings.server.js";
import type { Services } from "../services.js";
import { DEFAULT_LOCALE, type Locale } from "../modules/i18n/locales.js";
import { drfErrorBody } from "./drf.js";
import { apiDateTime, ApiError, detail, fieldErrors, notFound } from "./http.js";
import { absoluteUrl, matchImageUrl, NOT_A_LIBRARY_IMAGE } from "./image-urls.js";
import { inApiShape, langQuery, localeOf, type LangQuery } from "./lang.js";
import { detailBody, nestedFieldErrorsBody, route, unauthorized, type ApiCall } from "./route.js";

/*
 * docs/api.md §10: the typed site content the website renders. Writes go through the editors' publish
 * (server/modules/content/editing.server.ts): the same schemas, audit record, version history and cache invalidation.
 */

const tag = "layout and pages";
const noStoreOnWrite = { "Cache-Control": "no-store" };

const absolute = absoluteUrl;

/** `logo` as the API hands it out: an absolute URL (the local default logo when none is chosen). */
const logoUrl = z.url().nullable();

const navbarBody = z.object({ logo: logoUrl, company_name: z.string() }).meta({ id: "Navbar" });
const footerBody = z
  .object({
    logo: logoUrl,
    companyDescription: z.string(),
    socialLinks: z.array(socialLinkSchema),
    officeLocations: z.array(officeLocationSchema),
    copyrightText: z.string(),
  })
  .meta({ id: "Footer" });

/** What PUT takes (every key) and PATCH takes (any of them); the stored schema validates the merged document. */
const navbarWrite = z.object({ logo: z.string().nullable(), company_name: z.unknown() }).partial();
const footerWrite = z
  .object({
    logo: z.string().nullable(),
    companyDescription: z.unknown(),
    socialLinks: z.unknown(),
    officeLocations: z.unknown(),
    copyrightText: z.unknown(),
  })
  .partial();

/** The requests as the stored schemas validate them (the API's member names; the logo as a library image's URL). */
const logoWrite = z
  .url()
  .nullable()
  .optional()
  .meta({ description: "A library image's URL as GET gives it; null, empty or the default logo's for the default" });
const navbarPut = z.object({ logo: logoWrite, company_name: navbarSettingsSchema.shape.companyName }).meta({ id: "NavbarWrite" });
const footerPut = footerSettingsSchema.omit({ logoImageId: true }).extend({ logo: logoWrite }).meta({ id: "FooterWrite" });
const documentedWrites = {
  navbar: { put: navbarPut, patch: navbarPut.partial().meta({ id: "NavbarPatch" }) },
  footer: { put: footerPut, patch: footerPut.partial().meta({ id: "FooterPatch" }) },
};

export const contentErrors = {
  400: {
    description: "Invalid JSON, or a member the schema refuses (keyed by its path)",
    schema: nestedFieldErrorsBody,
  },
  409: { description: "Changed by someone else while this write was under way", schema: detailBody },
  ...unauthorized,
};

/**
 * The stored image id of a logo URL: null (or the default logo) for none, else a URL of a ready library image on
 * this site's /media — the URL GET hands out. Anything else is a 400 on `logo`.
 */
async function logoImageId(services: Services, logo: string | null | undefined): Promise<number | null> {
  if (logo === null || logo === undefined || logo === "") return null;
  const match = await matchImageUrl(services, logo);
  if (match && "imageId" in match) return match.imageId;
  if (match?.path === DEFAULT_LOGO) return null;
  throw new ApiError(400, { logo: [`${NOT_A_LIBRARY_IMAGE} Or null for the default logo.`] });
}

/** Words a publish that did not happen; returns on success. */
export function assertPublished(outcome: PublishOutcome): void {
  if (outcome.ok) return;
  if (outcome.reason === "stale") {
    const who = outcome.by ? ` by ${outcome.by}` : "";
    const when = outcome.at ? ` at ${apiDateTime(outcome.at)}` : "";
    throw detail(409, `This content was changed${who}${when} since you loaded it. Load it again and repeat your change.`);
  }
  throw new ApiError(400, { non_field_errors: ["The content could not be validated."] });
}

/** Validates the merged document with the stored schema (errors keyed by the API's member names) and publishes it. */
async function publishSettings<T>(
  call: ApiCall<unknown, unknown, unknown>,
  document: DocumentKey,
  schema: z.ZodType<T>,
  stored: Record<string, unknown>,
  revision: number,
): Promise<void> {
  const parsed = schema.safeParse(stored);
  if (!parsed.success) {
    const { logoImageId: logo, companyName: company_name, ...rest } = drfErrorBody(parsed.error, stored);
    throw new ApiError(400, { ...(logo ? { logo } : {}), ...(company_name ? { company_name } : {}), ...rest });
  }
  assertPublished(await publishDocument(call.services, document, parsed.data, revision, call.actor));
}

async function navbarView(services: Services, locale: Locale = DEFAULT_LOCALE): Promise<z.infer<typeof navbarBody>> {
  const navbar = await getNavbar(services, locale);
  return { logo: absolute(services, navbar.logoUrl), company_name: navbar.companyName };
}

async function footerView(services: Services, locale: Locale = DEFAULT_LOCALE): Promise<z.infer<typeof footerBody>> {
  const footer = await getFooter(services, locale);
  if (!footer) return { logo: null, companyDescription: "", socialLinks: [], officeLocations: [], copyrightText: "" };
  return {
    logo: absolute(services, footer.logoUrl),
    companyDescription: footer.companyDescription,
    socialLinks: footer.socialLinks,
    officeLocations: footer.officeLocations,
    copyrightText: footer.copyrightText,
  };
}

async function writeNavbar(call: ApiCall<unknown, unknown, z.infer<typeof navbarWrite>>, replace: boolean) {
  const { content, revision } = await loadPublished<z.infer<typeof navbarSettingsSchema>>(call.services, "settings:navbar");
  // the header's links are not part of the API's navbar: a replacement keeps the office's (docs/api.md §10)
  const base: Record<string, unknown> = replace ? { navLinks: content?.navLinks } : { ...content };
  const stored: Record<string, unknown> = { ...base };
  if (replace || "logo" in call.body) stored.logoImageId = await logoImageId(call.services, call.body.logo);
  if (replace || "company_name" in call.body) stored.companyName = call.body.company_name;
  await publishSettings(call, "settings:navbar", navbarSettingsSchema, stored, revision);
  return { headers: noStoreOnWrite, body: await navbarView(call.services) };
}

async function writeFooter(call: ApiCall<unknown, unknown, z.infer<typeof footerWrite>>, replace: boolean) {
  const { content, revision } = await loadPublished<z.infer<typeof footerSettingsSchema>>(call.services, "settings:footer");
  const stored: Record<string, unknown> = replace ? {} : { ...content };
  const { logo, ...rest } = call.body;
  if (replace || "logo" in call.body) stored.logoImageId = await logoImageId(call.services, logo);
  Object.assign(stored, rest);
  await publishSettings(call, "settings:footer", footerSettingsSchema, stored, revision);
  return { headers: noStoreOnWrite, body: await footerView(call.services) };
}

// ───────────── pages ─────────────

const slugParam = z.object({ slug: z.enum(EDITABLE_PAGES) });

const pageListItem = z
  .object({ slug: z.enum(EDITABLE_PAGES), title: z.string(), updated_at: z.iso.datetime() })
  .meta({ id: "PageListItem" });

/** Adds `image` (the absolute URL, or null) beside every `imageId` of a rendered section schema. */
function withImageMembers(schema: Record<string, unknown>): void {
  const properties = schema.properties as Record<string, unknown> | undefined;
  if (properties?.imageId) {
    properties.image = {
      anyOf: [{ type: "string", format: "uri" }, { type: "null" }],
      description: "The image's absolute URL beside its id (null when absent or not ready)",
    };
    (schema.required as string[] | undefined)?.push("image");
  }
  for (const value of Object.values(schema)) {
    if (Array.isArray(value)) value.forEach((item) => typeof item === "object" && item && withImageMembers(item));
    else if (typeof value === "object" && value) withImageMembers(value as Record<string, unknown>);
  }
}
const renderedSections = pageSectionsSchema.meta({
  id: "PageSections",
  override: ({ jsonSchema }) => withImageMembers(jsonSchema as Record<string, unknown>),
});
const pageBody = z
  .object({
    slug: z.enum(EDITABLE_PAGES),
    title: z.string(),
    description: z.string(),
    sections: renderedSections,
    version: z.number().int().meta({ description: "Send it back with PUT to refuse the write if the page changed since" }),
  })
  .meta({ id: "Page" });
const pageWrite = z.object({
  title: z.unknown().optional(),
  description: z.unknown().optional(),
  sections: z.unknown(),
  version: z.number().int().min(0).optional(),
});

/** Each `imageId` of the sections gets its absolute URL beside it as `image` (null when absent or not ready). */
function withImageUrls(services: Services, value: unknown, images: Record<number, PublicImage>): unknown {
  if (Array.isArray(value)) return value.map((item) => withImageUrls(services, item, images));
  if (typeof value !== "object" || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value)) {
    out[key] = withImageUrls(services, member, images);
    if (key === "imageId") {
      const image = typeof member === "number" ? images[member] : undefined;
      out.image = image ? absolute(services, image.src) : null;
    }
  }
  return out;
}

async function pageView(
  services: Services,
  slug: EditablePage,
  locale: Locale = DEFAULT_LOCALE,
): Promise<z.infer<typeof pageBody>> {
  const [page, { revision }] = await Promise.all([getPage(services, slug, locale), loadPublished(services, `page:${slug}`)]);
  // An editable page not stored yet (a slug no page can have is the params' plain 404).
  if (!page) throw notFound("Page");
  return {
    slug,
    title: page.title,
    description: page.description,
    sections: withImageUrls(services, page.sections, page.images) as z.infer<typeof pageBody>["sections"],
    version: revision,
  };
}

export const layoutAndPagesRoutes = [
  ...(
    [
      ["navbar", navbarBody, navbarView, navbarWrite, writeNavbar, "The navbar: logo (absolute URL) and company name"],
      ["footer", footerBody, footerView, footerWrite, writeFooter, "The footer: logo, description, social links, offices"],
    ] as const
  ).flatMap(([name, body, view, write, store, summary]) => [
    route<Record<string, never>, LangQuery>({
      method: "get",
      path: `/backend/api/layout/${name}/`,
      access: "public",
      content: true,
      tag,
      summary,
      query: langQuery,
      responses: { 200: { description: `The ${name}`, schema: body } },
      handler: async ({ services, query }) => ({
        headers: { "Cache-Control": "public, max-age=60" },
        body: inApiShape(await view(services, localeOf(query))),
      }),
    }),
    ...(["put", "patch"] as const).map((method) =>
      route<Record<string, never>, Record<string, never>, z.infer<typeof write>>({
        method,
        path: `/backend/api/layout/${name}/`,
        access: "token",
        content: true,
        tag,
        summary:
          method === "put"
            ? `Replace the ${name} and publish it (as the editor's Publish does)`
            : `Replace the ${name}'s given top-level members and publish it`,
        body: { schema: write, kinds: ["content"], documented: documentedWrites[name][method] },
        responses: { 200: { description: `The stored ${name}`, schema: body }, ...contentErrors },
        handler: (call) => store(call as ApiCall<unknown, unknown, never>, method === "put"),
      }),
    ),
  ]),
  route<Record<string, never>, LangQuery>({
    method: "get",
    path: "/backend/api/pages/",
    access: "public",
    content: true,
    tag,
    summary: "The editable pages",
    query: langQuery,
    responses: { 200: { description: "Pages by id", schema: z.array(pageListItem) } },
    handler: async ({ services, query }) => {
      const pages = await listEditablePages(services);
      const locale = localeOf(query);
      // The list's titles are the pages' own, in the language asked for (English where one is missing).
      const titles =
        locale === DEFAULT_LOCALE
          ? null
          : new Map(
              await Promise.all(pages.map(async (p) => [p.slug, (await getPage(services, p.slug, locale))?.title] as const)),
            );
      return {
        body: pages.map((p) => ({ slug: p.slug, title: titles?.get(p.slug) ?? p.title, updated_at: apiDateTime(p.updatedAt) })),
      };
    },
  }),
  route<z.infer<typeof slugParam>, LangQuery>({
    method: "get",
    path: "/backend/api/pages/:slug/",
    access: "public",
    content: true,
    tag,
    summary: "A page's published sections, each imageId with its absolute URL as `image`",
    params: slugParam,
    query: langQuery,
    responses: { 200: { description: "The page", schema: pageBody }, 404: { description: "No such page", schema: detailBody } },
    handler: async ({ services, params, query }) => ({
      body: inApiShape(await pageView(services, params.slug, localeOf(query))),
    }),
  }),
  route<z.infer<typeof slugParam>, Record<string, never>, z.infer<typeof pageWrite>>({
    method: "put",
    path: "/backend/api/pages/:slug/",
    access: "token",
    content: true,
    tag,
    summary: "Replace a page's sections (the editor's schema) and publish them; `version` refuses a stale write",
    params: slugParam,
    body: {
      schema: pageWrite,
      kinds: ["content"],
      documented: pageContentSchema
        .partial({ title: true, description: true })
        .extend({ version: pageWrite.shape.version })
        .meta({ id: "PageWrite", description: "Absent title or description keeps the page's" }),
    },
    responses: {
      200: { description: "The page as GET shows it", schema: pageBody },
      400: { description: "Invalid JSON, or a member the schema refuses (keyed by its path)", schema: nestedFieldErrorsBody },
      404: { description: "No such page", schema: detailBody },
      409: contentErrors[409],
      ...unauthorized,
    },
    handler: async ({ services, params, body, actor }) => {
      const document = `page:${params.slug}` as const;
      const { content, revision } = await loadPublished<PageContent>(services, document);
      const input = {
        title: body.title ?? content?.title,
        description: body.description ?? content?.description,
        sections: body.sections,
      };
      const parsed = pageContentSchema.safeParse(input);
      if (!parsed.success) throw fieldErrors(parsed.error, input);
      assertPublished(await publishDocument(services, document, parsed.data, body.version ?? revision, actor));
      return { headers: noStoreOnWrite, body: await pageView(services, params.slug) };
    },
  }),
];
