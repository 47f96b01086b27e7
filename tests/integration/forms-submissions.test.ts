import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Services } from "../../server/services.js";
import { UploadedFiles } from "../../server/modules/files/stored-file.js";
import { getFormDefinition } from "../../server/modules/forms/forms.server.js";
import { validateSubmission } from "../../server/modules/forms/schema.js";
import { prepareSubmission, recordFormResponse } from "../../server/modules/submissions/submissions.server.js";
import { addField, counts, ensureForms, uploadedFile } from "./forms-support.js";
import { createIsolatedServices } from "../support/services.js";
import { worded } from "../support/messages.js";

let services: Services;
let isolated: Awaited<ReturnType<typeof createIsolatedServices>> | undefined;
const ids: Record<string, number> = {};
let jobId: number;
let closedJobId: number;

const TABLES = ["form_responses", "form_answers"];

beforeAll(async () => {
  isolated = await createIsolatedServices("submissions");
  [services] = isolated.services;
  const { db } = services;
  await ensureForms(db);
  ids.company = await addField(db, 3, "Company Name", "text", { required: true, priority: 0 });
  ids.email = await addField(db, 3, "Email", "email", { required: true, priority: 1 });
  ids.trades = await addField(db, 3, "Trades Needed", "checkbox", {
    required: true,
    options: ["Mason", "Welder", "Driver"],
    priority: 2,
  });
  ids.details = await addField(db, 3, "Details", "textarea", { priority: 3 });
  ids.letter = await addField(db, 3, "Demand Letter", "file", { required: true, priority: 4 });
  ids.workerName = await addField(db, 2, "Full Name", "text", { required: true });
  ids.job = await addField(db, 4, "Job", "text", { required: true, priority: 0 });
  ids.applicant = await addField(db, 4, "Full Name", "text", { required: true, priority: 1 });
  ids.cv = await addField(db, 4, "CV", "file", { required: true, priority: 2 });
  [{ id: jobId }] = await db("jobs").insert({ title: "Steel Fixer", city: "Al Khobar", country: "Saudi Arabia" }).returning("id");
  [{ id: closedJobId }] = await db("jobs").insert({ title: "Old Job", country: "Qatar", is_active: false }).returning("id");
});

afterAll(async () => {
  await isolated?.close();
});

function demandBody(overrides: Record<string, string | string[]> = {}) {
  const body = new URLSearchParams();
  const values: Record<string, string | string[]> = {
    [`field_${ids.company}`]: "Gulf Build Co.",
    [`field_${ids.email}`]: "hr@gulfbuild.example",
    [`field_${ids.trades}`]: ["Welder", "Mason"],
    [`field_${ids.details}`]: "40 workers for a two-year contract",
    ...overrides,
  };
  for (const [k, v] of Object.entries(values)) for (const x of Array.isArray(v) ? v : [v]) body.append(k, x);
  return body;
}

/** The steps a public form's action runs (app/utils/public-form.server.ts), without the HTTP around them. */
async function submitFormResponse(
  services: Services,
  input: { formId: number; formData: URLSearchParams; uploads: UploadedFiles; jobId?: unknown },
) {
  const prepared = await prepareSubmission(services, input);
  if (!prepared.ok) return prepared;
  const valid = validateSubmission(prepared.form.fields, input.formData, input.uploads, prepared.fixedValues);
  if (!valid.ok) {
    // each message as a visitor of the English page reads it (the schema names a message of the catalogs)
    const fieldErrors = Object.fromEntries(Object.entries(valid.fieldErrors).map(([name, m]) => [name, worded(m)]));
    return { ok: false as const, reason: "invalid" as const, fieldErrors };
  }
  return recordFormResponse(services, prepared, valid.data);
}

async function claimed(fileId: string) {
  const row = await services.db("files").where({ id: fileId }).first("claimed_at");
  return row?.claimed_at !== null && row !== undefined;
}

describe("getFormDefinition", () => {
  it("lists fields by priority and returns null for unknown forms", async () => {
    const form = await getFormDefinition(services.db, 3);
    expect(form?.fields.map((f) => f.name)).toEqual(["Company Name", "Email", "Trades Needed", "Details", "Demand Letter"]);
    expect(form?.fields[2]?.options).toEqual(["Mason", "Welder", "Driver"]);
    expect(await getFormDefinition(services.db, 9)).toBeNull();
  });
});

describe("a public submission: prepareSubmission, the form's schema, recordFormResponse", () => {
  it("stores the response, every answer with its label and type, and claims the file, atomically", async () => {
    const file = await uploadedFile(services.db, `file_${ids.letter}`, "application/pdf", "demand.pdf");
    const before = await counts(services.db, TABLES);
    const result = await submitFormResponse(services, { formId: 3, formData: demandBody(), uploads: new UploadedFiles([file]) });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const response = await services.db("form_responses").where({ id: result.responseId }).first();
    expect(response).toMatchObject({ form_id: 3, job_id: null, status: "new" });
    const answers = await services.db("form_answers").where({ response_id: result.responseId }).orderBy("position");
    expect(answers.map((a) => [a.field_id, a.field_label, a.field_type, a.value, a.file_id])).toEqual([
      [ids.company, "Company Name", "text", "Gulf Build Co.", null],
      [ids.email, "Email", "email", "hr@gulfbuild.example", null],
      [ids.trades, "Trades Needed", "checkbox", ["Mason", "Welder"], null],
      [ids.details, "Details", "textarea", "40 workers for a two-year contract", null],
      [ids.letter, "Demand Letter", "file", "demand.pdf", file.id],
    ]);
    expect(await claimed(file.id)).toBe(true);
    expect(await counts(services.db, TABLES)).toEqual({
      form_responses: before.form_responses + 1,
      form_answers: before.form_answers + 5,
    });
  });

  it("stores nothing and claims nothing when validation fails, with a message per field", async () => {
    const file = await uploadedFile(services.db, `file_${ids.letter}`);
    const before = await counts(services.db, TABLES);
    const result = await submitFormResponse(services, {
      formId: 3,
      formData: demandBody({ [`field_${ids.email}`]: "nope", [`field_${ids.trades}`]: ["Astronaut"] }),
      uploads: new UploadedFiles([file]),
    });
    expect(result).toEqual({
      ok: false,
      reason: "invalid",
      fieldErrors: {
        [`field_${ids.email}`]: "Please enter a valid email address.",
        [`field_${ids.trades}`]: "Please choose only the listed options for Trades Needed.",
      },
    });
    expect(await counts(services.db, TABLES)).toEqual(before);
    expect(await claimed(file.id)).toBe(false);
  });

  it("rolls everything back when storing fails inside the transaction", async () => {
    // a failure after the file was claimed and the response row written: the answers insert raises
    await services.db.raw(`
      CREATE FUNCTION fail_on_boom() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.value = '"boom"'::jsonb THEN RAISE EXCEPTION 'boom'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER form_answers_boom BEFORE INSERT ON form_answers FOR EACH ROW EXECUTE FUNCTION fail_on_boom();`);
    try {
      const file = await uploadedFile(services.db, `file_${ids.letter}`);
      const before = await counts(services.db, TABLES);
      await expect(
        submitFormResponse(services, {
          formId: 3,
          formData: demandBody({ [`field_${ids.details}`]: "boom" }),
          uploads: new UploadedFiles([file]),
        }),
      ).rejects.toThrow(/boom/);
      expect(await counts(services.db, TABLES)).toEqual(before);
      expect(await claimed(file.id)).toBe(false);
    } finally {
      await services.db.raw("DROP TRIGGER form_answers_boom ON form_answers; DROP FUNCTION fail_on_boom();");
    }
  });

  it("refuses when an uploaded file vanished before it could be kept", async () => {
    const file = await uploadedFile(services.db, `file_${ids.letter}`);
    await services.db("files").where({ id: file.id }).delete();
    const before = await counts(services.db, TABLES);
    const result = await submitFormResponse(services, { formId: 3, formData: demandBody(), uploads: new UploadedFiles([file]) });
    expect(result).toEqual({ ok: false, reason: "file_unavailable" });
    expect(await counts(services.db, TABLES)).toEqual(before);
  });

  it("refuses form 2 (worker registration is the paid flow) and stores nothing", async () => {
    const before = await counts(services.db, TABLES);
    const result = await submitFormResponse(services, {
      formId: 2,
      formData: new URLSearchParams({ [`field_${ids.workerName}`]: "Rahim" }),
      uploads: new UploadedFiles(),
    });
    expect(result).toEqual({ ok: false, reason: "worker_registration" });
    expect(await counts(services.db, TABLES)).toEqual(before);
  });

  it("refuses an unknown form", async () => {
    const result = await submitFormResponse(services, {
      formId: 7,
      formData: new URLSearchParams(),
      uploads: new UploadedFiles(),
    });
    expect(result).toEqual({ ok: false, reason: "unknown_form" });
  });

  it("records the job of an application and fills the Job field from it, ignoring the client's value", async () => {
    const cv = await uploadedFile(services.db, `file_${ids.cv}`, "application/pdf", "cv.pdf");
    const formData = new URLSearchParams({ [`field_${ids.job}`]: "CEO in Monaco", [`field_${ids.applicant}`]: "Karim Uddin" });
    const result = await submitFormResponse(services, {
      formId: 4,
      formData,
      uploads: new UploadedFiles([cv]),
      jobId: String(jobId),
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(await services.db("form_responses").where({ id: result.responseId }).first()).toMatchObject({
      form_id: 4,
      job_id: jobId,
    });
    const job = await services.db("form_answers").where({ response_id: result.responseId, field_id: ids.job }).first();
    expect(job.value).toBe("Steel Fixer in Saudi Arabia");
  });

  it("refuses an application without an open job", async () => {
    const before = await counts(services.db, TABLES);
    const formData = new URLSearchParams({ [`field_${ids.applicant}`]: "Karim Uddin" });
    for (const id of [undefined, "abc", String(closedJobId), "999999"]) {
      const cv = await uploadedFile(services.db, `file_${ids.cv}`);
      const result = await submitFormResponse(services, { formId: 4, formData, uploads: new UploadedFiles([cv]), jobId: id });
      expect(result).toEqual({ ok: false, reason: "job_closed" });
      expect(await claimed(cv.id)).toBe(false);
    }
    expect(await counts(services.db, TABLES)).toEqual(before);
  });
});
