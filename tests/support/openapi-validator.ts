import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

/*
 * Checks of the REST API's answers against its served OpenAPI document (docs/api.md §1): the status is one the
 * operation lists, a JSON body matches that answer's schema and the headers it documents are sent. The API client of
 * the contract tests (./api-client.ts) runs every answer through it, so that an undocumented status or shape fails
 * the test that met it.
 */

type Schema = Record<string, unknown> & { $ref?: string; anyOf?: Schema[] };
interface Header {
  schema?: Schema;
  description?: string;
}
export interface OpenApiResponse {
  $ref?: string;
  description?: string;
  headers?: Record<string, Header>;
  content?: Record<string, { schema: Schema }>;
}
export interface OpenApiOperation {
  operationId: string;
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, OpenApiResponse>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas?: Record<string, unknown>; responses?: Record<string, OpenApiResponse> };
}

/** An answer of an operation, its `$ref` to a registered response followed. */
export function resolveResponse(document: OpenApiDocument, answer: OpenApiResponse | undefined): OpenApiResponse | undefined {
  if (!answer?.$ref) return answer;
  return document.components.responses?.[answer.$ref.split("/").at(-1)!];
}

/** Keywords that describe a schema without constraining it: a schema of only these tells a client nothing. */
const ANNOTATIONS = new Set(["description", "title", "examples", "example", "default", "deprecated", "readOnly", "writeOnly"]);
const SUBSCHEMA = ["items", "additionalProperties", "not", "if", "then", "else", "contains", "propertyNames"];
const SUBSCHEMA_MAPS = ["properties", "patternProperties", "$defs", "dependentSchemas"];
const SUBSCHEMA_LISTS = ["anyOf", "oneOf", "allOf", "prefixItems"];

/** JSON pointers of every schema in the document that constrains nothing (`{}`, or annotations alone). */
export function emptySchemas(document: { paths: object; components?: object }): string[] {
  const found: string[] = [];
  const escape = (key: string) => key.replaceAll("~", "~0").replaceAll("/", "~1");
  const schema = (value: unknown, at: string) => {
    if (typeof value !== "object" || value === null || Array.isArray(value)) return;
    const keys = Object.keys(value);
    if (keys.every((k) => ANNOTATIONS.has(k))) {
      found.push(at);
      return;
    }
    const s = value as Record<string, unknown>;
    for (const k of SUBSCHEMA) if (typeof s[k] === "object") schema(s[k], `${at}/${k}`);
    for (const k of SUBSCHEMA_MAPS)
      for (const [name, sub] of Object.entries((s[k] as object | undefined) ?? {})) schema(sub, `${at}/${k}/${escape(name)}`);
    for (const k of SUBSCHEMA_LISTS) ((s[k] as unknown[] | undefined) ?? []).forEach((sub, i) => schema(sub, `${at}/${k}/${i}`));
  };
  const content = (value: unknown, at: string) => {
    for (const [type, media] of Object.entries((value as Record<string, { schema?: unknown }> | undefined) ?? {}))
      schema(media.schema, `${at}/content/${escape(type)}/schema`);
  };
  const response = (value: OpenApiResponse, at: string) => {
    if (value.$ref) return;
    content(value.content, at);
    for (const [name, header] of Object.entries(value.headers ?? {}))
      schema(header.schema, `${at}/headers/${escape(name)}/schema`);
  };
  for (const [path, item] of Object.entries(document.paths as OpenApiDocument["paths"])) {
    for (const [method, operation] of Object.entries(item)) {
      const at = `#/paths/${escape(path)}/${method}`;
      const op = operation as OpenApiOperation & { parameters?: Array<{ name: string; schema?: unknown }> };
      for (const p of op.parameters ?? []) schema(p.schema, `${at}/parameters/${escape(p.name)}`);
      if (op.requestBody) content(op.requestBody.content, `${at}/requestBody`);
      for (const [status, answer] of Object.entries(op.responses)) response(answer, `${at}/responses/${status}`);
    }
  }
  const components = (document.components ?? {}) as OpenApiDocument["components"];
  for (const [name, s] of Object.entries(components.schemas ?? {})) schema(s, `#/components/schemas/${escape(name)}`);
  for (const [name, r] of Object.entries(components.responses ?? {})) response(r, `#/components/responses/${escape(name)}`);
  return found;
}

interface ParameterSchema {
  pattern?: string;
  const?: unknown;
  enum?: unknown[];
  anyOf?: ParameterSchema[];
  oneOf?: ParameterSchema[];
}

/** Whether a path segment fits its parameter's documented schema (its pattern, constant or choices). */
function fitsSchema(schema: ParameterSchema | undefined, value: string): boolean {
  if (!schema) return true;
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return choices.some((choice) => fitsSchema(choice, value));
  if (schema.const !== undefined) return schema.const === value;
  if (schema.enum) return schema.enum.includes(value);
  return !schema.pattern || new RegExp(schema.pattern).test(value);
}

/**
 * The documented path (`/backend/api/forms/{id}/`) a request path answers at, if any: a literal path before a
 * templated one (`users/set_username/` before `users/{id}/`), and a templated segment only where the value fits its
 * parameter's documented pattern (`users/activation/` is not `users/{id}/`).
 */
function templateOf(document: OpenApiDocument, path: string): string | undefined {
  const segments = path.split("/");
  const fits = (template: string, name: string, value: string) =>
    Object.values(document.paths[template] ?? {}).every((operation) => {
      const parameters = (operation as { parameters?: Array<{ name: string; schema?: ParameterSchema }> }).parameters;
      return fitsSchema(parameters?.find((p) => p.name === name)?.schema, decodeURIComponent(value));
    });
  const matches = Object.keys(document.paths).filter((template) => {
    const parts = template.split("/");
    return (
      parts.length === segments.length &&
      parts.every((part, i) => {
        const name = /^\{(.+)\}$/.exec(part)?.[1];
        return name ? fits(template, name, segments[i]!) : part === segments[i];
      })
    );
  });
  const templated = (template: string) => template.split("/").filter((part) => part.startsWith("{")).length;
  return matches.sort((a, b) => templated(a) - templated(b))[0];
}

/**
 * A checker of answers against `document`: `check(method, url, response)` throws an Error naming every way the
 * answer departs from the document. Requests to paths the document does not list (unknown paths, slash-less GETs
 * answered with a redirect) are not checked; a method the path lacks must answer its documented 405.
 */
export function openApiChecker(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addFormat("binary", true);
  ajv.addSchema({ ...document, $id: "openapi" } as object);
  const escape = (key: string) => key.replaceAll("~", "~0").replaceAll("/", "~1");

  return async function check(method: string, url: string, response: Response): Promise<void> {
    const { pathname } = new URL(url);
    const verb = method.toLowerCase();
    // docs/api.md §1: other methods are served as if slashed.
    const slashed = pathname.endsWith("/") || verb === "get" || verb === "head" ? pathname : `${pathname}/`;
    const template = templateOf(document, pathname) ?? templateOf(document, slashed);
    if (!template) return;
    const item = document.paths[template]!;
    const operation = item[verb === "head" ? "get" : verb];
    const problems: string[] = [];
    let answer: OpenApiResponse | undefined;
    let pointer: string;
    if (!operation) {
      if (verb === "options" && response.status === 200) return;
      const any = Object.entries(item)[0]!;
      answer = resolveResponse(document, any[1].responses[405]);
      pointer = `#/paths/${escape(template)}/${any[0]}/responses/405`;
      if (response.status !== 405) problems.push(`status ${response.status} for a method the path lacks (405 documented)`);
    } else {
      const status = String(response.status);
      answer = resolveResponse(document, operation.responses[status]);
      pointer = `#/paths/${escape(template)}/${verb === "head" ? "get" : verb}/responses/${status}`;
      if (!answer) problems.push(`status ${status} is not documented (${Object.keys(operation.responses).join(", ")})`);
    }
    if (answer) {
      const ref = (operation ? operation.responses[String(response.status)] : Object.values(item)[0]!.responses[405])?.$ref;
      if (ref) pointer = `#/components/responses/${escape(ref.split("/").at(-1)!)}`;
      for (const name of Object.keys(answer.headers ?? {})) {
        if (!response.headers.has(name)) problems.push(`documented header ${name} is missing`);
      }
      const type = (response.headers.get("content-type") ?? "").split(";")[0]!.trim();
      const text = verb === "head" ? "" : await response.text();
      if (text !== "") {
        const media = answer.content?.[type] ?? answer.content?.[`${type.split("/")[0]}/*`] ?? answer.content?.["*/*"];
        if (!media)
          problems.push(
            `a ${type || "typeless"} body where the document gives ${Object.keys(answer.content ?? {}).join(", ") || "none"}`,
          );
        else if (type === "application/json") {
          const schemaRef = `openapi${pointer}/content/${escape(type)}/schema`;
          const validate = ajv.getSchema(schemaRef) ?? ajv.compile({ $ref: schemaRef });
          if (!validate(JSON.parse(text)))
            problems.push(`body ${text.slice(0, 300)} ≠ schema: ${ajv.errorsText(validate.errors)}`);
        }
      }
    }
    if (problems.length > 0) {
      throw new Error(
        `${method.toUpperCase()} ${pathname} → ${response.status} departs from the OpenAPI document:\n- ${problems.join("\n- ")}`,
      );
    }
  };
}
