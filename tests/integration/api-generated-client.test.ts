import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";
import { seed } from "../../server/modules/seed/index.js";
import { SAMPLE_PDF } from "../support/sample-files.js";
import { useApiWithAdmin } from "../support/api-client.js";

/*
 * A client generated from the served OpenAPI document (openapi-typescript types, openapi-fetch calls) type-checks
 * against the document and uploads a file through the running API: what a third party's generated client does.
 */

// the four built-in forms, as on a first start (applyAsAgent answers form 1)
const env = useApiWithAdmin("api_generated_client", "10.61", (s) => seed(s, { demoContent: false }));
let dir: string | undefined;

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/**
 * The program a client's author writes with the generated types (file fields typed `Blob`, as openapi-typescript's
 * documentation does for `format: binary`): upload a medical report; answer form 1 from its listed fields, its file
 * field `file_<id>` included.
 */
const PROGRAM = `import createClient from "openapi-fetch";
import type { components, paths } from "./api";

/** Multipart: each member as a form part, a Blob as a file. */
function multipart(body: object | undefined): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body ?? {})) {
    if (value instanceof Blob) form.append(key, value, "document.pdf");
    else if (value !== undefined) form.append(key, String(value));
  }
  return form;
}

export async function uploadReport(
  baseUrl: string,
  token: string,
  pdf: Uint8Array<ArrayBuffer>,
): Promise<components["schemas"]["MedicalReport"]> {
  const client = createClient<paths>({ baseUrl });
  const body: NonNullable<paths["/backend/api/medical-reports/"]["post"]["requestBody"]>["content"]["multipart/form-data"] = {
    passport_number: "D4444444",
    medical_report: new Blob([pdf], { type: "application/pdf" }),
  };
  const { data, error, response } = await client.POST("/backend/api/medical-reports/", {
    headers: { Authorization: \`Token \${token}\` },
    body,
    bodySerializer: multipart,
  });
  if (error || !data) throw new Error(\`upload refused: \${response.status} \${JSON.stringify(error)}\`);
  const passport: string = data.passport_number;
  const id: number = data.id;
  return { ...data, passport_number: passport, id };
}

type Submission = NonNullable<paths["/backend/api/form_responses/submit/"]["post"]["requestBody"]>["content"]["multipart/form-data"];

export async function applyAsAgent(baseUrl: string, pdf: Uint8Array<ArrayBuffer>): Promise<number> {
  const client = createClient<paths>({ baseUrl });
  const fields = await client.GET("/backend/api/forms/{id}/fields/", { params: { path: { id: "1" } } });
  if (!fields.data) throw new Error(\`no fields: \${fields.response.status}\`);
  const body: Submission = { form_id: "1" };
  for (const field of fields.data) {
    if (field.field_type === "file") body[\`file_\${field.id}\`] = new Blob([pdf], { type: "application/pdf" });
    else if (field.field_type === "email") body[\`field_\${field.id}\`] = "agent@example.com";
    else if (field.field_type === "phone") body[\`field_\${field.id}\`] = "+8801712345678";
    else if (field.options?.length) body[\`field_\${field.id}\`] = field.options[0]!;
    else body[\`field_\${field.id}\`] = "Generated Client";
  }
  const { data, error, response } = await client.POST("/backend/api/form_responses/submit/", {
    body,
    bodySerializer: multipart,
  });
  if (error || !data) throw new Error(\`submission refused: \${response.status} \${JSON.stringify(error)}\`);
  const id: number = data.id;
  return id;
}
`;

/** openapi-typescript's documented transform for uploads: a `format: binary` member is a `Blob`. */
const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier("Blob"));

describe("a client generated from the served document", () => {
  it("compiles and uploads a file", async () => {
    const document = (await (await fetch(`${env.api.base}/backend/api/schema/`)).json()) as object;
    const types = astToString(
      await openapiTS(document as Parameters<typeof openapiTS>[0], {
        transform: (schema) => (schema.format === "binary" ? BLOB : undefined),
      }),
    );
    // Inside the project, so that `openapi-fetch` resolves from its node_modules.
    await mkdir(join(process.cwd(), "node_modules/.cache"), { recursive: true });
    dir = await mkdtemp(join(process.cwd(), "node_modules/.cache/generated-client-"));
    await writeFile(join(dir, "api.ts"), types);
    await writeFile(join(dir, "program.ts"), PROGRAM);

    const program = ts.createProgram([join(dir, "program.ts")], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
      skipLibCheck: true,
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((d) => `${d.file?.fileName ?? ""}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`);
    expect(problems).toEqual([]);

    const { uploadReport, applyAsAgent } = (await import(join(dir, "program.ts"))) as {
      uploadReport: (base: string, token: string, pdf: Uint8Array) => Promise<{ id: number; passport_number: string }>;
      applyAsAgent: (base: string, pdf: Uint8Array) => Promise<number>;
    };
    const report = await uploadReport(env.api.base, env.token, new Uint8Array(SAMPLE_PDF));
    expect(report.passport_number).toBe("D4444444");
    const stored = await env.services.db("medical_reports").where({ id: report.id }).first();
    expect(stored).toBeDefined();

    const responseId = await applyAsAgent(env.api.base, new Uint8Array(SAMPLE_PDF));
    const file = await env.services
      .db("form_answers")
      .join("files", "files.id", "form_answers.file_id")
      .where({ "form_answers.response_id": responseId })
      .first("files.content_type", "files.original_name");
    expect(file).toEqual({ content_type: "application/pdf", original_name: "document.pdf" });
  });
});
