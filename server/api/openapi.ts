import { z } from "zod";
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponseObject,
  type ZodOpenApiResponsesObject,
} from "zod-openapi";
import type { BodyKind } from "./http.js";
import { detailBody, fieldErrorsBody, route, type ApiAnswer, type ApiRoute } from "./route.js";

/* The OpenAPI 3.1 document, generated from the same zod schemas the routes validate with. */

const MEDIA: Record<BodyKind, readonly string[]> = {
  json: ["application/json"],
  form: ["application/x-www-form-urlencoded"],
  multipart: ["multipart/form-data", "application/x-www-form-urlencoded"],
  content: ["application/json"],
  payment: ["application/json"],
};
const mediaTypes = (kinds: readonly BodyKind[]) => [...new Set(kinds.flatMap((k) => MEDIA[k]))];

/** `/backend/api/forms/:id/` → `/backend/api/forms/{id}/` */
export const openApiPath = (koaPath: string) => koaPath.replace(/:([A-Za-z_]+)/g, "{$1}");

// ───────────── the answers every route of its kind gives (docs/api.md §1-§5) ─────────────

const text = (description: string) => z.string().meta({ description });
const json = (schema: z.ZodType) => ({ "application/json": { schema } });

/** What a malformed body answers besides field errors: JSON's parse error, the content and payment routes' own. */
const contentParseError = z.object({ error: z.literal("Invalid JSON data") }).meta({ id: "ContentParseError" });
const paymentParseError = z
  .object({ status: z.literal("error"), message: z.literal("Invalid JSON data") })
  .meta({ id: "PaymentParseError" });

/** A refusal every route of its kind can give: `{ "detail": "…" }`, with the headers it carries. */
const detailAnswer = (id: string, description: string, headers?: z.ZodObject): ZodOpenApiResponseObject => ({
  id,
  description,
  ...(headers ? { headers } : {}),
  content: json(detailBody),
});

const unauthorizedAnswer = detailAnswer(
  "Unauthorized",
  "Missing, malformed, expired or revoked token (docs/api.md §2)",
  z.object({ "WWW-Authenticate": text("`Token`: the scheme the route expects") }),
);
const forbiddenAnswer = detailAnswer(
  "Forbidden",
  "The token's role (its own or its account's, the narrower) does not allow this route (docs/api.md §2)",
);
const notFoundParam = detailAnswer("NotFound", "Nothing has this id (or the path parameter cannot be one)");
const allowHeader = z.object({ Allow: text("The methods this path takes, e.g. `GET, HEAD, OPTIONS`") });
const methodNotAllowed = detailAnswer(
  "MethodNotAllowed",
  "A method this path lacks (`OPTIONS` answers 200 with the same `Allow`)",
  allowHeader,
);
const contentMethodNotAllowed: ZodOpenApiResponseObject = {
  id: "ContentMethodNotAllowed",
  description: "A method this content path lacks: an empty body (docs/api.md §10)",
  headers: allowHeader,
};
const tooLarge = detailAnswer(
  "PayloadTooLarge",
  "A body over its cap (1 MB of JSON or urlencoded; multipart by the upload limits)",
);
const unsupportedType = detailAnswer("UnsupportedMediaType", "A body of a media type this route does not take");
const serverError = detailAnswer("ServerError", "An unexpected failure (logged; no details given)");
const retryAfter = z.object({ "Retry-After": text("Whole seconds until the next attempt is allowed") });
/** A GET without the trailing slash (server/api/index.ts, trailingSlash). */
const movedPermanently: ZodOpenApiResponseObject = {
  id: "MovedPermanently",
  description: "Asked without the trailing slash: the same path with it",
  headers: z.object({ Location: text("The path with its trailing slash, the query kept") }),
};

type Responses = Record<string, ZodOpenApiResponseObject>;

/** A route's own answer in the document: its media type (JSON by default) and headers. */
function declaredAnswer(answer: ApiAnswer): ZodOpenApiResponseObject {
  const headerNames = Object.entries(answer.headers ?? {});
  return {
    description: answer.description,
    ...(headerNames.length > 0
      ? { headers: z.object(Object.fromEntries(headerNames.map(([name, about]) => [name, text(about)]))) }
      : {}),
    ...(answer.schema ? { content: { [answer.mediaType ?? "application/json"]: { schema: answer.schema } } } : {}),
  };
}

/**
 * 400 of a route with a body or query: its own refusals and those of reading the body (a JSON parse error's
 * `{"detail"}`, a content or payment route's own shape, field errors of the request schema), any of them.
 */
function badRequest(r: ApiRoute): ZodOpenApiResponseObject | undefined {
  const declared = r.responses[400];
  const kinds = r.body?.kinds ?? [];
  const shapes = new Set<z.ZodType>();
  if (declared?.schema) shapes.add(declared.schema);
  if (r.body || r.query) shapes.add(fieldErrorsBody);
  if (kinds.includes("json") || kinds.includes("multipart")) shapes.add(detailBody);
  if (kinds.includes("content")) shapes.add(contentParseError);
  if (kinds.includes("payment")) shapes.add(paymentParseError);
  if (shapes.size === 0) return declared ? declaredAnswer(declared) : undefined;
  const all = [...shapes];
  const schema = all.length === 1 ? all[0]! : z.union(all as [z.ZodType, z.ZodType, ...z.ZodType[]]);
  const parts = [
    declared?.description,
    r.body ? "a body that cannot be read or parsed, or that the request schema refuses" : undefined,
    r.query ? "a query the route refuses" : undefined,
  ].filter(Boolean);
  return { description: parts.join("; "), content: json(schema) };
}

/** Every answer of a route: its own and those its declaration implies. */
function responsesOf(r: ApiRoute, contentPath: boolean): Responses {
  const responses: Responses = {};
  for (const [status, answer] of Object.entries(r.responses)) responses[status] = declaredAnswer(answer);
  const request = badRequest(r);
  if (request) responses[400] = request;
  if (r.method === "get") responses[301] = movedPermanently;
  if (r.access === "token") responses[401] = unauthorizedAnswer;
  if (r.access === "token" && !responses[403]) responses[403] = forbiddenAnswer;
  if (r.params && !responses[404]) responses[404] = notFoundParam;
  responses[405] = contentPath ? contentMethodNotAllowed : methodNotAllowed;
  if (r.body) {
    responses[413] = tooLarge;
    if (!r.body.kinds.some((k) => k === "content" || k === "payment")) responses[415] = unsupportedType;
  }
  const limited = r.responses[429];
  if (limited) responses[429] = { ...declaredAnswer(limited), headers: retryAfter };
  responses[500] = serverError;
  return Object.fromEntries(Object.entries(responses).sort(([a], [b]) => Number(a) - Number(b)));
}

// ───────────── operation ids and request bodies ─────────────

/** Operations whose verb is in their path (an action), named as such. */
const ACTIONS: Record<string, string> = {
  "get /backend/auth/": "getAuthRoot",
  "get /backend/api/": "getApiRoot",
  "post /backend/auth/token/login": "login",
  "post /backend/auth/token/logout": "logout",
  "post /backend/auth/users/set_password/": "setPassword",
  "get /backend/api/forms/:id/fields/": "listFieldsOfForm",
  "get /backend/api/get-service-slugs/": "listServiceSlugs",
  "post /backend/api/form_responses/submit/": "submitForm",
  "get /backend/api/form_responses/fetch_jobs/": "listOpenJobsForForms",
  "post /backend/api/create_payment/": "createPayment",
  "post /backend/api/execute_payment/": "executePayment",
  "post /backend/api/temp_form_data/": "saveTemporaryFormData",
  "post /backend/api/quote/subcontract/": "requestSubcontractQuote",
  "post /backend/api/quote/supply/": "requestSupplyQuote",
  "get /backend/api/files/:id/": "downloadFile",
  "get /backend/api/schema/": "getOpenApiDocument",
  "get /backend/api/docs/": "getApiReference",
};

const pascal = (segment: string) =>
  segment
    .split(/[-_]/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join("");
const singular = (noun: string) => (/[^s]s$/.test(noun) ? noun.slice(0, -1) : noun);
const plural = (noun: string) => (noun.endsWith("s") ? noun : `${noun}s`);

/**
 * Resource-style operation ids (`listJobs`, `getForm`, `replaceServiceCards`, `updateJob`, `deleteQuote`): the
 * last named segment of the path, singular for one item, plural for a collection (a path with items below it);
 * actions are named in ACTIONS, and any other method on such a path by its verb and path.
 */
function operationIdOf(r: ApiRoute, paths: ReadonlySet<string>): string {
  const key = `${r.method} ${r.path}`;
  if (ACTIONS[key]) return ACTIONS[key];
  const segments = r.path
    .replace(/^\/backend\/(api|auth)\//, "")
    .split("/")
    .filter(Boolean);
  const named = segments.filter((s) => !s.startsWith(":"));
  const noun = pascal(named.at(-1) ?? "root");
  const collection = [...paths].some((p) => p.startsWith(r.path) && /^:[A-Za-z_]+\/$/.test(p.slice(r.path.length)));
  const item = !collection && segments.at(-1)!.startsWith(":");
  const one = singular(noun);
  const many = plural(one);
  const verb = { get: collection ? "list" : "get", post: "create", put: "replace", patch: "update", delete: "delete" }[r.method];
  if (r.method === "post" && !collection) return `post${pascal(segments.join("_").replace(/:/g, ""))}`;
  if (collection) return `${verb}${r.method === "post" ? one : many}`;
  return `${verb}${item ? one : noun}`;
}

/**
 * A request body's schema per media type: a named component (the schema's own id, or one named after the first
 * operation sending it; `named` keeps one per schema within a document), and for multipart the same members with
 * each file field, named or matching a pattern, as binary, so that a generated client can upload.
 */
interface Named {
  schema: z.ZodType;
  upload: z.ZodType | undefined;
}

function requestBodies(r: ApiRoute, name: string, named: Map<z.ZodType, Named>) {
  const body = r.body!;
  const declared = body.documented ?? body.schema;
  let found = named.get(declared);
  if (!found) {
    const schema = z.globalRegistry.get(declared)?.id ? declared : declared.meta({ id: `${name}Request` });
    const binary = z.string().meta({ format: "binary", description: "A file" });
    const files = body.files ?? [];
    const patterns = body.filePatterns ?? [];
    const patternProperties = Object.fromEntries(
      patterns.map((pattern) => [pattern, { type: "string" as const, format: "binary", description: "A file" }]),
    );
    const upload =
      (files.length > 0 || patterns.length > 0) && schema instanceof z.ZodObject
        ? schema.extend(Object.fromEntries(files.map((field) => [field, binary.optional()]))).meta({
            id: `${z.globalRegistry.get(schema)!.id}Upload`,
            // JSON Schema's patternProperties: zod has no schema for members named by a pattern
            ...(patterns.length > 0 ? { override: { patternProperties } } : {}),
          })
        : undefined;
    found = { schema, upload };
    named.set(declared, found);
  }
  const { schema, upload } = found;
  return Object.fromEntries(
    mediaTypes(body.kinds).map((type) => [type, { schema: type === "multipart/form-data" && upload ? upload : schema }]),
  );
}

function buildDocument(routes: readonly ApiRoute[], publicUrl: string) {
  const paths: ZodOpenApiPathsObject = {};
  const koaPaths = new Set(routes.map((r) => r.path));
  const contentPaths = new Set(routes.filter((r) => r.content).map((r) => r.path));
  const bodies = new Map<z.ZodType, Named>();
  for (const r of routes) {
    const operationId = operationIdOf(r, koaPaths);
    const operation: ZodOpenApiOperationObject = {
      operationId,
      summary: r.summary,
      tags: [r.tag],
      ...(r.access === "token" ? { security: [{ token: [] }] } : { security: [] }),
      ...(r.params || r.query
        ? {
            requestParams: {
              ...(r.params ? { path: r.params as z.ZodObject } : {}),
              ...(r.query ? { query: r.query as z.ZodObject } : {}),
            },
          }
        : {}),
      ...(r.body
        ? { requestBody: { content: requestBodies(r, operationId[0]!.toUpperCase() + operationId.slice(1), bodies) } }
        : {}),
      responses: responsesOf(r, contentPaths.has(r.path)) as ZodOpenApiResponsesObject,
    };
    const path = openApiPath(r.path);
    paths[path] = { ...paths[path], [r.method]: operation };
  }
  return createDocument(
    {
      openapi: "3.1.0",
      info: {
        title: "Crestline REST API",
        version: "1.0.0",
        description: "Every endpoint at /backend/api and /backend/auth. Admin calls send `Authorization: Token <token>`.",
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: {
          token: {
            type: "apiKey",
            in: "header",
            name: "Authorization",
            description: "`Token <token>` from POST /backend/auth/token/login or an integration token",
          },
        },
      },
      paths,
    },
    {
      // `additionalProperties: {}` (a loose object's other members) says what its absence says: left out.
      override: ({ jsonSchema }) => {
        const extra = jsonSchema.additionalProperties;
        if (typeof extra === "object" && extra !== null && Object.keys(extra).length === 0)
          delete jsonSchema.additionalProperties;
      },
    },
  );
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

interface Described {
  description: string;
  $ref?: string;
}
interface DocumentShape {
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, Described> }>>;
  components: { responses?: Record<string, Described> };
}

/** A readable, script-free reference page rendered from the document (fits the site's CSP). */
function renderDocs(routes: readonly ApiRoute[], document: DocumentShape): string {
  const rows = routes
    .map((r) => {
      const operation = document.paths[openApiPath(r.path)]![r.method]!;
      const statuses = Object.entries(operation.responses)
        .map(([s, a]) => {
          const answer = a.$ref ? document.components.responses![a.$ref.split("/").at(-1)!]! : a;
          return `<li><code>${s}</code> ${escapeHtml(answer.description)}</li>`;
        })
        .join("");
      return `<section><h2><code>${r.method.toUpperCase()} ${escapeHtml(openApiPath(r.path))}</code></h2>
<p><code>${operation.operationId}</code>: ${escapeHtml(r.summary)}. <strong>${r.access === "token" ? "Token" : "Public"}</strong>${
        r.body ? `; body: ${mediaTypes(r.body.kinds).join(", ")}` : ""
      }</p><ul>${statuses}</ul></section>`;
    })
    .join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>REST API reference</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}
section{border-top:1px solid #ccc;padding:.5rem 0}h2{font-size:1.05rem}pre{overflow:auto;background:#f4f4f4;padding:1rem}
a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}</style></head>
<body><main><h1>REST API reference</h1>
<p>Machine-readable document: <a href="/backend/api/schema/">/backend/api/schema/</a> (OpenAPI 3.1).
Admin calls send <code>Authorization: Token &lt;token&gt;</code>.</p>
${rows}
<h2>Document</h2><pre>${escapeHtml(JSON.stringify(document, null, 2))}</pre></main></body></html>`;
}

/** The document's own outline (its members are the OpenAPI 3.1 specification's). */
const documentBody = z
  .object({
    openapi: z.literal("3.1.0"),
    info: z.object({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.record(z.string(), z.object({ operationId: z.string() }).loose())),
    components: z.object({ schemas: z.record(z.string(), z.object({}).loose()) }).loose(),
  })
  .loose()
  .meta({ id: "OpenApiDocument" });

/** The document and its page; `all` gives every route (these two included) once they are assembled. */
export function documentRoutes(all: () => readonly ApiRoute[]): ApiRoute[] {
  let cached: { document: unknown; html: string } | undefined;
  const built = (publicUrl: string) => {
    if (!cached) {
      const document = buildDocument(all(), publicUrl) as unknown as DocumentShape;
      cached = { document, html: renderDocs(all(), document) };
    }
    return cached;
  };
  return [
    route({
      method: "get",
      path: "/backend/api/schema/",
      access: "public",
      tag: "reference",
      summary: "This OpenAPI 3.1 document",
      responses: { 200: { description: "OpenAPI document", schema: documentBody } },
      handler: async ({ services }) => ({ body: built(services.config.publicUrl).document }),
    }),
    route({
      method: "get",
      path: "/backend/api/docs/",
      access: "public",
      tag: "reference",
      summary: "A readable reference page (HTML)",
      responses: { 200: { description: "HTML page", schema: z.string(), mediaType: "text/html" } },
      handler: async ({ services, ctx }) => {
        ctx.type = "text/html; charset=utf-8";
        return { body: built(services.config.publicUrl).html };
      },
    }),
  ];
}
