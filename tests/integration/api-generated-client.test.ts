import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";
import { SAMPLE_PDF } from "../support/sample-files.js";
import { useApiWithAdmin } from "../support/api-client.js";

/*
 * A client generated from the served OpenAPI document (openapi-typescript types, openapi-fetch calls) type-checks
 * against the document and uploads a file through the running API: what a third party's generated client does.
 */

const env = useApiWithAdmin("api_generated_client", "10.61");
let dir: string | undefined;

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The program a client's author writes with the generated types: upload a medical report, read its answer. */
const PROGRAM = `import createClient from "openapi-fetch";
import type { components, paths } from "./api";

export async function uploadReport(
  baseUrl: string,
  token: string,
  pdf: Uint8Array<ArrayBuffer>,
): Promise<components["schemas"]["MedicalReport"]> {
  const client = createClient<paths>({ baseUrl });
  const { data, error, response } = await client.POST("/backend/api/medical-reports/", {
    headers: { Authorization: \`Token \${token}\` },
    body: { passport_number: "D4444444" },
    bodySerializer(body) {
      const form = new FormData();
      form.set("passport_number", body?.passport_number ?? "");
      form.set("medical_report", new Blob([pdf], { type: "application/pdf" }), "report.pdf");
      return form;
    },
  });
  if (error || !data) throw new Error(\`upload refused: \${response.status} \${JSON.stringify(error)}\`);
  const passport: string = data.passport_number;
  const id: number = data.id;
  return { ...data, passport_number: passport, id };
}
`;

describe("a client generated from the served document", () => {
  it("compiles and uploads a file", async () => {
    const document = (await (await fetch(`${env.api.base}/backend/api/schema/`)).json()) as object;
    const types = astToString(await openapiTS(document as Parameters<typeof openapiTS>[0]));
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

    const { uploadReport } = (await import(join(dir, "program.ts"))) as {
      uploadReport: (base: string, token: string, pdf: Uint8Array) => Promise<{ id: number; passport_number: string }>;
    };
    const report = await uploadReport(env.api.base, env.token, new Uint8Array(SAMPLE_PDF));
    expect(report.passport_number).toBe("D4444444");
    const stored = await env.services.db("medical_reports").where({ id: report.id }).first();
    expect(stored).toBeDefined();
  });
});
