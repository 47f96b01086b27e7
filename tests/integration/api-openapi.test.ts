import { createConfig, lintFromString } from "@redocly/openapi-core";
import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRoutes } from "../../server/api/index.js";
import { openApiPath } from "../../server/api/openapi.js";
import { startApiServer } from "../support/api-server.js";
import { emptySchemas, resolveResponse, type OpenApiDocument } from "../support/openapi-validator.js";

/*
 * The served OpenAPI document against independent checks (docs/api.md §1): a maintained validator, Redocly's
 * linter, no schema that tells a client nothing, and every answer the server gives by the route's kind listed
 * with its headers. tests/support/openapi-validator.ts checks every answer of the API contract tests against it.
 */

let api: Awaited<ReturnType<typeof startApiServer>>;
let source: string;
let document: OpenApiDocument;

beforeAll(async () => {
  api = await startApiServer("api_openapi", async () => undefined);
  const response = await fetch(`${api.base}/backend/api/schema/`);
  expect(response.status).toBe(200);
  source = await response.text();
  document = JSON.parse(source) as OpenApiDocument;
});

afterAll(async () => {
  await api.stop();
});

const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );

describe("the served OpenAPI document", () => {
  it("is valid OpenAPI 3.1 by @seriousme/openapi-schema-validator", async () => {
    const result = await new Validator().validate(document as unknown as Parameters<Validator["validate"]>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("passes Redocly's recommended lint rules, without a single problem", async () => {
    const config = await createConfig({
      extends: ["recommended"],
      rules: {
        // docs/api.md §1: every path ends in `/`, as the previous backend's clients call them.
        "no-path-trailing-slash": "off",
        // A private API of one company: no licence to name.
        "info-license": "off",
        // Routes kept only to refuse (form_responses/ POST never creates; temp_form_data/ takes only POST).
        "operation-2xx-response": "off",
      },
    });
    const problems = await lintFromString({ source, absoluteRef: "/backend/api/schema.json", config });
    expect(problems.map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)).toEqual([]);
  });

  it("has no empty schema anywhere: every member, item and body says what it holds", () => {
    expect(emptySchemas(document)).toEqual([]);
    // The walker finds one (so the check above can fail).
    expect(emptySchemas({ paths: {}, components: { schemas: { A: { type: "object", properties: { x: {} } } } } })).toEqual([
      "#/components/schemas/A/properties/x",
    ]);
  });

  it("names operations resource-style, once each", () => {
    const ids = operations().map((o) => o.operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+[A-Z][A-Za-z]*$|^log(in|out)$/);
    const byRoute = (method: string, path: string) => document.paths[path]![method]!.operationId;
    expect(byRoute("get", "/backend/api/jobs/")).toBe("listJobs");
    expect(byRoute("get", "/backend/api/forms/{id}/")).toBe("getForm");
    expect(byRoute("post", "/backend/api/forms/")).toBe("createForm");
    expect(byRoute("put", "/backend/api/service/service-card/")).toBe("replaceServiceCards");
    expect(byRoute("patch", "/backend/api/form-fields/{form_id}/{id}/")).toBe("updateFormField");
    expect(byRoute("delete", "/backend/api/quotes/{id}/")).toBe("deleteQuote");
  });

  it("lists every answer a route's kind gives, with the headers that matter", () => {
    for (const r of apiRoutes()) {
      const name = `${r.method.toUpperCase()} ${r.path}`;
      const operation = document.paths[openApiPath(r.path)]![r.method]!;
      const answer = (status: number) => resolveResponse(document, operation.responses[status]);
      const statuses = Object.keys(operation.responses).map(Number);
      for (const declared of Object.keys(r.responses).map(Number)) expect(statuses, name).toContain(declared);
      expect(answer(500)?.content?.["application/json"], `${name} 500`).toBeDefined();
      expect(answer(405)?.headers?.Allow, `${name} 405 Allow`).toBeDefined();
      expect(!!answer(405)?.content, `${name}: a content route's 405 is empty`).toBe(!r.content);
      if (r.access === "token") expect(answer(401)?.headers?.["WWW-Authenticate"], `${name} 401`).toBeDefined();
      else expect(statuses, name).not.toContain(401);
      if (r.params) expect(statuses, `${name} 404`).toContain(404);
      if (r.body) {
        expect(statuses, `${name} body`).toEqual(expect.arrayContaining([400, 413]));
        const parsesAnyType = r.body.kinds.some((k) => k === "content" || k === "payment");
        expect(statuses.includes(415), `${name} 415`).toBe(!parsesAnyType);
        for (const content of Object.values(operation.requestBody!.content)) {
          expect(content.schema.$ref, `${name}: its request body is a named component`).toMatch(/^#\/components\/schemas\//);
        }
      }
      if (r.responses[429]) expect(answer(429)?.headers?.["Retry-After"], `${name} 429`).toBeDefined();
      if (r.method === "get") expect(answer(301)?.headers?.Location, `${name} 301 Location`).toBeDefined();
      else expect(statuses, `${name}: only a GET is redirected to its slash`).not.toContain(301);
    }
  });

  it("documents `lang` on the content reads, with its languages and its 400", () => {
    const reads = [
      "/backend/api/layout/navbar/",
      "/backend/api/pages/{slug}/",
      "/backend/api/service/service-card/",
      "/backend/api/projects/",
      "/backend/api/forms/{id}/",
      "/backend/api/form-fields/{form_id}/",
      "/backend/api/jobs/",
      "/backend/api/jobs/{id}/",
    ];
    for (const path of reads) {
      const operation = document.paths[path]!.get! as unknown as {
        parameters?: Array<{ name: string; in: string; schema: { enum?: string[] } }>;
        responses: Record<string, unknown>;
      };
      const lang = operation.parameters?.find((p) => p.name === "lang" && p.in === "query");
      expect(lang?.schema.enum, path).toEqual(["en", "bn", "ar"]);
      expect(Object.keys(operation.responses), path).toContain("400");
    }
    const quotes = document.paths["/backend/api/quotes/"]!.get! as unknown as { parameters?: Array<{ name: string }> };
    expect(quotes.parameters?.some((p) => p.name === "lang") ?? false).toBe(false);
  });

  it("gives 400 of a JSON body both shapes: a parse error's detail and field errors", () => {
    const login = resolveResponse(document, document.paths["/backend/auth/token/login"]!.post!.responses[400]);
    const refs = (login?.content?.["application/json"]?.schema.anyOf ?? []).map((s: { $ref?: string }) => s.$ref);
    expect(refs).toEqual(expect.arrayContaining(["#/components/schemas/Detail", "#/components/schemas/FieldErrors"]));
  });

  it("describes multipart file fields as binary", () => {
    const upload = document.paths["/backend/api/medical-reports/"]!.post!.requestBody!.content["multipart/form-data"]!;
    const name = upload.schema.$ref!.split("/").at(-1)!;
    const schema = document.components.schemas![name] as { properties: Record<string, { format?: string }> };
    expect(schema.properties.medical_report?.format).toBe("binary");
    // the files of a form submission are named by their field's id: file_<fieldId>
    for (const path of ["/backend/api/form_responses/submit/", "/backend/api/temp_form_data/"]) {
      const multipart = document.paths[path]!.post!.requestBody!.content["multipart/form-data"]!;
      const component = document.components.schemas![multipart.schema.$ref!.split("/").at(-1)!] as {
        patternProperties?: Record<string, { format?: string }>;
      };
      expect(component.patternProperties, path).toEqual({ "^file_[0-9]{1,9}$": expect.objectContaining({ format: "binary" }) });
      expect(new RegExp(Object.keys(component.patternProperties!)[0]!).test("file_12"), path).toBe(true);
    }
    const download = document.paths["/backend/api/files/{id}/"]!.get!.responses[200]!;
    expect(resolveResponse(document, download)?.headers?.["Content-Disposition"]).toBeDefined();
  });
});
