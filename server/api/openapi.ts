import { z } from "zod";
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponsesObject,
} from "zod-openapi";
import type { BodyKind } from "./http.js";
import { route, type ApiRoute } from "./route.js";

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

function buildDocument(routes: readonly ApiRoute[], publicUrl: string) {
  const paths: ZodOpenApiPathsObject = {};
  for (const r of routes) {
    const responses: ZodOpenApiResponsesObject = {};
    for (const [status, answer] of Object.entries(r.responses)) {
      responses[status as `${1 | 2 | 3 | 4 | 5}${string}`] = answer.schema
        ? { description: answer.description, content: { "application/json": { schema: answer.schema } } }
        : { description: answer.description };
    }
    const operation: ZodOpenApiOperationObject = {
      summary: r.summary,
      tags: [r.tag],
      operationId: `${r.method}_${r.path.replace(/[^A-Za-z0-9]+/g, "_").replace(/^_|_$/g, "")}`,
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
        ? {
            requestBody: {
              content: Object.fromEntries(
                mediaTypes(r.body.kinds).map((type) => [type, { schema: r.body!.documented ?? r.body!.schema }]),
              ),
            },
          }
        : {}),
      responses,
    };
    const path = openApiPath(r.path);
    paths[path] = { ...paths[path], [r.method]: operation };
  }
  return createDocument({
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
  });
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** A readable, script-free reference page rendered from the document (fits the site's CSP). */
function renderDocs(routes: readonly ApiRoute[], document: unknown): string {
  const rows = routes
    .map((r) => {
      const statuses = Object.entries(r.responses)
        .map(([s, a]) => `<li><code>${s}</code> ${escapeHtml(a.description)}</li>`)
        .join("");
      return `<section><h2><code>${r.method.toUpperCase()} ${escapeHtml(openApiPath(r.path))}</code></h2>
<p>${escapeHtml(r.summary)}. <strong>${r.access === "token" ? "Token" : "Public"}</strong>${
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

/** The document and its page; `all` gives every route (these two included) once they are assembled. */
export function documentRoutes(all: () => readonly ApiRoute[]): ApiRoute[] {
  let cached: { document: unknown; html: string } | undefined;
  const built = (publicUrl: string) => {
    if (!cached) {
      const document = buildDocument(all(), publicUrl);
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
      responses: { 200: { description: "OpenAPI document", schema: z.record(z.string(), z.unknown()) } },
      handler: async ({ services }) => ({ body: built(services.config.publicUrl).document }),
    }),
    route({
      method: "get",
      path: "/backend/api/docs/",
      access: "public",
      tag: "reference",
      summary: "A readable reference page (HTML)",
      responses: { 200: { description: "HTML page", schema: null } },
      handler: async ({ services, ctx }) => {
        ctx.type = "text/html; charset=utf-8";
        return { body: built(services.config.publicUrl).html };
      },
    }),
  ];
}
