import { randomUUID } from "node:crypto";
import { auditTrail } from "../support/audit-trail.js";
import type { Readable } from "node:stream";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import type { StoredFile } from "../../server/modules/files/stored-file.js";
import { exportColumns, runExport, writeResponsesCsv } from "../../server/modules/exports/exports.server.js";
import { addField, deleteField, listFields, moveField, reorderFields } from "../../server/modules/forms/admin.server.js";
import type { Actor } from "../../server/modules/audit/audit.server.js";
import { createJob, deleteJob, listAdminJobs, updateJob } from "../../server/modules/jobs/admin.server.js";
import {
  deleteResponse,
  findResponseFile,
  listResponses,
  parseResponseFilter,
  RESPONSES_PAGE_SIZE,
  updateResponse,
} from "../../server/modules/submissions/admin.server.js";
import type { Services } from "../../server/services.js";
import { exportsProcessor } from "../../workers/exports.js";
import { action as formManagementAction } from "../../app/routes/admin.forms-and-reports.$form/action.server.js";
import { loader as formManagementLoader } from "../../app/routes/admin.forms-and-reports.$form/loader.server.js";
import { FIELD_MESSAGES } from "../../app/routes/admin.forms-and-reports.$form/messages.js";
import { fieldInputSchema, paymentAmountSchema } from "../../app/routes/admin.forms-and-reports.$form/schemas.js";
import { FORM_IDS } from "../../server/db/models/index.js";
import { formPageParams, useFormPageSession, ORIGIN, pageContext, postFormPage } from "./form-page-support.js";
import { imageJobId } from "../../server/queue/index.js";
import { accepted } from "../support/outcome.js";
import { waitFor } from "../support/wait.js";
import { TINY_PNG } from "../support/sample-files.js";
import { insertCompletedPayment } from "../support/completed-payment.js";
import { SAUDI_JOB_TERMS } from "../support/job-terms.js";

/** Adds a field that the test expects to be accepted, and gives the field. */
const addFieldOk = async (...args: Parameters<typeof addField>) => accepted(await addField(...args)).field;

let services: Services;
let actor: Actor;
let cookie: string;

useFormPageSession("admin_forms", (session) => ({ services, actor, cookie } = session));

const input = (v: Record<string, unknown>) => fieldInputSchema.parse({ required: undefined, options: "", ...v });

async function clearForm(formId: number) {
  await services.db("form_responses").where("form_id", formId).delete();
  await services.db("form_fields").where("form_id", formId).delete();
}

/** A response as the public submission stores it: answers keep label, type and position. */
async function respond(
  formId: number,
  answers: Array<{ fieldId: number | null; label: string; value: unknown; type?: string; fileId?: string }>,
  opts: { submittedAt?: Date; jobId?: number | null; status?: string } = {},
) {
  const [{ id }] = await services
    .db("form_responses")
    .insert({
      form_id: formId,
      submitted_at: opts.submittedAt ?? new Date(),
      job_id: opts.jobId ?? null,
      status: opts.status ?? "new",
    })
    .returning<Array<{ id: number }>>("id");
  if (answers.length) {
    await services.db("form_answers").insert(
      answers.map((a, position) => ({
        response_id: id,
        field_id: a.fieldId,
        field_label: a.label,
        field_type: a.type ?? "text",
        position,
        value: a.value === null ? null : JSON.stringify(a.value),
        file_id: a.fileId ?? null,
      })),
    );
  }
  return id;
}

async function storedFile(field: string, kind: "image" | "document", body: Buffer, contentType: string, name: string) {
  const key = `uploads/test/${randomUUID()}`;
  await services.storage.put("private", key, body, { size: body.length, contentType });
  const [{ id }] = await services
    .db("files")
    .insert({ bucket: "private", object_key: key, kind, content_type: contentType, size_bytes: body.length, original_name: name })
    .returning<Array<{ id: string }>>("id");
  return { id, field, key, bucket: "private", contentType, size: body.length, originalName: name, kind } satisfies StoredFile;
}

const context = (uploads: StoredFile[] = []) => pageContext(services, uploads);
const params = formPageParams;

const act = (formId: 1 | 2 | 3 | 4, fields: Record<string, string>, uploads: StoredFile[] = []) =>
  postFormPage({ services, cookie }, formId, fields, uploads);

async function load(formId: 1 | 2 | 3 | 4, query: string) {
  const request = new Request(`${ORIGIN}/admin/forms-and-reports/x?${query}`, { headers: { cookie } });
  return formManagementLoader({ request, context: context(), params: params(formId) } as unknown as LoaderFunctionArgs);
}

describe("field builder", () => {
  it("adds fields at the end, edits, deletes and renumbers 0..n-1, with an audit record each", async () => {
    await clearForm(1);
    const a = await addFieldOk(services.db, 1, input({ name: "Full Name", fieldType: "text", required: "on" }), actor);
    const b = await addFieldOk(
      services.db,
      1,
      input({ name: "City", fieldType: "select", options: "Dhaka\n\n Sylhet \nDhaka" }),
      actor,
    );
    const c = await addFieldOk(services.db, 1, input({ name: "Phone", fieldType: "phone", options: "ignored" }), actor);
    expect(b.options).toEqual(["Dhaka", "Sylhet"]);
    expect(c.options).toEqual([]);
    expect((await listFields(services.db, 1)).map((f) => [f.name, f.priority])).toEqual([
      ["Full Name", 0],
      ["City", 1],
      ["Phone", 2],
    ]);
    await deleteField(services.db, 1, a.id, actor);
    expect((await listFields(services.db, 1)).map((f) => [f.id, f.priority])).toEqual([
      [b.id, 0],
      [c.id, 1],
    ]);
    expect(await auditTrail(services.db, "form_field", a.id)).toEqual(["form_field.create", "form_field.delete"]);
  });

  it("saves a new order in one transaction and refuses a stale one without changing anything", async () => {
    await clearForm(3);
    const ids: number[] = [];
    for (const name of ["One", "Two", "Three", "Four"])
      ids.push((await addFieldOk(services.db, 3, input({ name, fieldType: "text" }), actor)).id);
    await reorderFields(services.db, 3, [ids[3]!, ids[0]!, ids[2]!, ids[1]!], actor);
    expect((await listFields(services.db, 3)).map((f) => [f.name, f.priority])).toEqual([
      ["Four", 0],
      ["One", 1],
      ["Three", 2],
      ["Two", 3],
    ]);
    expect(await reorderFields(services.db, 3, [ids[0]!, ids[1]!, ids[2]!], actor)).toEqual({ ok: false, reason: "changed" });
    expect(await reorderFields(services.db, 3, [ids[0]!, ids[0]!, ids[1]!, ids[2]!], actor)).toEqual({
      ok: false,
      reason: "changed",
    });
    expect((await listFields(services.db, 3)).map((f) => f.name)).toEqual(["Four", "One", "Three", "Two"]);

    await moveField(services.db, 3, ids[3]!, "up", actor); // already first: nothing moves
    await moveField(services.db, 3, ids[1]!, "up", actor);
    expect((await listFields(services.db, 3)).map((f) => f.name)).toEqual(["Four", "One", "Two", "Three"]);
  });

  it("renumbers concurrently saved orders without interleaving (the form row serialises them)", async () => {
    const ids = (await listFields(services.db, 3)).map((f) => f.id);
    const orders = [ids.slice().reverse(), ids.slice(1).concat(ids[0]!), ids];
    await Promise.all(orders.map((o) => reorderFields(services.db, 3, o, actor)));
    const priorities = (await listFields(services.db, 3)).map((f) => f.priority);
    expect(priorities).toEqual([0, 1, 2, 3]);
  });

  it("answers with the product's messages through the page action", async () => {
    await clearForm(1);
    const noName = await act(1, { intent: "add-field", name: "  ", fieldType: "text" });
    expect(noName).toMatchObject({ ok: false, status: 400, fieldErrors: { name: "Field name is required." } });
    expect(noName.notice).toMatchObject({ tone: "error", message: "Field name is required." });

    const noOptions = await act(1, { intent: "add-field", name: "Country", fieldType: "radio", options: "\n  \n" });
    expect(noOptions.notice.message).toBe("Please provide at least one option for select/radio/checkbox fields.");
    expect(noOptions.values).toMatchObject({ name: "Country", fieldType: "radio" });

    const added = await act(1, { intent: "add-field", name: "Country", fieldType: "radio", options: "Bangladesh\nSaudi Arabia" });
    expect(added).toMatchObject({ ok: true, status: 200, notice: { tone: "success", message: "Field added successfully!" } });

    const update = await act(1, { intent: "update-field", fieldId: String(added.targetId), name: "", fieldType: "text" });
    expect(update.notice.message).toBe("Field name is required.");
    const gone = await act(1, { intent: "update-field", fieldId: "999999", name: "X", fieldType: "text" });
    expect(gone).toMatchObject({ ok: false, status: 409 });
    const badDelete = await act(1, { intent: "delete-field", fieldId: "abc" });
    expect(badDelete.notice.message).toBe("Failed to delete the field.");
    const badOrder = await act(1, { intent: "reorder-fields", order: "1,x" });
    expect(badOrder.notice.message).toBe("Failed to update priority.");
    // an intent no rule lists is refused before the action runs (server/modules/auth/admin-access.ts)
    await expect(act(1, { intent: "drop-table" })).rejects.toMatchObject({ init: { status: 403 } });
    // jobs and the fee belong to forms 4 and 2 only
    expect((await act(1, { intent: "update-amount", amount: "10" })).notice.message).toBe("Failed to update payment amount.");
    expect((await act(1, { intent: "delete-job", jobId: "1" })).notice.message).toBe("Failed to delete the job.");
  });

  it("answers an unknown form slug with a 404, for the page and its action", async () => {
    const get = new Request(`${ORIGIN}/admin/forms-and-reports/medical-report`, { headers: { cookie } });
    const post = new Request(`${ORIGIN}/admin/forms-and-reports/4`, {
      method: "POST",
      headers: { cookie, origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "delete-field", fieldId: "1" }),
    });
    const status = (thrown: unknown) => (thrown as { init: { status: number } | null }).init?.status;
    const loaded = formManagementLoader({ request: get, context: context(), params: { form: "medical-report" } } as never);
    expect(status(await loaded.catch((e: unknown) => e))).toBe(404);
    const acted = formManagementAction({ request: post, context: context(), params: { form: "4" } } as never);
    expect(status(await acted.catch((e: unknown) => e))).toBe(404);
  });

  it("shows the fetch failure message instead of an error page when the fields cannot be read", async () => {
    // every read of form_fields fails: raw knex (`db("form_fields")`) and model queries (`queryBuilder().table(...)`)
    const lost = (table: unknown) => {
      if (table === "form_fields") throw new Error("connection lost");
    };
    const db = new Proxy(services.db, {
      apply(target, self, args: unknown[]) {
        lost(args[0]);
        return Reflect.apply(target, self, args);
      },
      get(target, property, receiver) {
        if (property !== "queryBuilder") return Reflect.get(target, property, receiver);
        return () => {
          const builder = target.queryBuilder();
          const table = builder.table.bind(builder);
          builder.table = ((name: string) => (lost(name), table(name))) as typeof builder.table;
          return builder;
        };
      },
    });
    const broken = { ...services, db };
    const request = new Request(`${ORIGIN}/admin/forms-and-reports/x?tab=fields`, { headers: { cookie } });
    const data = await formManagementLoader({
      request,
      context: { ...context(), services: broken },
      params: params(1),
    } as unknown as LoaderFunctionArgs);
    expect(data.fields).toBeNull();
    expect(data.loadError).toBe(FIELD_MESSAGES.fetchFailed);
  });
});

describe("responses", () => {
  it("lists newest first with labels of deleted fields, filters by status, searches answers and pages", async () => {
    await clearForm(3);
    const name = await addFieldOk(services.db, 3, input({ name: "Company", fieldType: "text" }), actor);
    const gone = await addFieldOk(services.db, 3, input({ name: "Fax", fieldType: "text" }), actor);
    const base = Date.UTC(2026, 0, 1);
    for (let i = 0; i < RESPONSES_PAGE_SIZE + 5; i++) {
      await respond(3, [{ fieldId: name.id, label: "Company", value: `Company ${i}` }], {
        submittedAt: new Date(base + i * 60_000),
      });
    }
    const withFax = await respond(
      3,
      [
        { fieldId: name.id, label: "Company", value: "Rahman Traders ঢাকা" },
        { fieldId: gone.id, label: "Fax", value: "+880 2 555" },
      ],
      { submittedAt: new Date(base + 999 * 60_000) },
    );
    await deleteField(services.db, 3, gone.id, actor);

    const first = await listResponses(services.db, 3, parseResponseFilter(new URLSearchParams()));
    expect(first.total).toBe(RESPONSES_PAGE_SIZE + 6);
    expect(first.pageCount).toBe(2);
    expect(first.items).toHaveLength(RESPONSES_PAGE_SIZE);
    expect(first.items[0]!.id).toBe(withFax);
    expect(first.items[0]!.answers).toEqual([
      expect.objectContaining({ fieldId: name.id, label: "Company", value: "Rahman Traders ঢাকা" }),
      expect.objectContaining({ fieldId: null, label: "Fax", value: "+880 2 555" }),
    ]);
    expect(first.items[1]!.answers[0]!.value).toBe(`Company ${RESPONSES_PAGE_SIZE + 4}`);
    const second = await listResponses(services.db, 3, parseResponseFilter(new URLSearchParams("page=2")));
    expect(second.items.map((r) => r.answers[0]!.value)).toEqual([
      "Company 5",
      "Company 4",
      "Company 3",
      "Company 2",
      "Company 1",
      "Company 0",
    ]);
    // a page past the end shows the last page
    expect((await listResponses(services.db, 3, parseResponseFilter(new URLSearchParams("page=99")))).page).toBe(2);

    const search = await listResponses(services.db, 3, parseResponseFilter(new URLSearchParams("q=ঢাকা rahman")));
    expect(search.items.map((r) => r.id)).toEqual([withFax]);
    const deletedFieldSearch = await listResponses(services.db, 3, parseResponseFilter(new URLSearchParams("q=555")));
    expect(deletedFieldSearch.total).toBe(1);
    const likeChars = await listResponses(services.db, 3, parseResponseFilter(new URLSearchParams("q=%25_")));
    expect(likeChars.total).toBe(0);

    await updateResponse(services.db, 3, { responseId: withFax, status: "shortlisted", notes: "Call on Sunday" }, actor);
    const shortlisted = await listResponses(services.db, 3, parseResponseFilter(new URLSearchParams("status=shortlisted")));
    expect(shortlisted.items).toEqual([expect.objectContaining({ id: withFax, status: "shortlisted", notes: "Call on Sunday" })]);
    expect(shortlisted.counts).toMatchObject({ new: RESPONSES_PAGE_SIZE + 5, shortlisted: 1 });
    // an unknown status is ignored rather than an error
    expect((await listResponses(services.db, 3, parseResponseFilter(new URLSearchParams("status=bogus")))).total).toBe(
      RESPONSES_PAGE_SIZE + 6,
    );
    expect(await auditTrail(services.db, "form_response", withFax)).toEqual(["form_response.update"]);
  });

  it("validates status and notes, deletes with its files released, and refuses another form's response", async () => {
    const file = await storedFile("file_1", "document", Buffer.from("%PDF-1.4 test"), "application/pdf", "CV রহিম.pdf");
    await services.db("files").where("id", file.id).update({ claimed_at: services.db.fn.now() });
    const id = await respond(3, [{ fieldId: null, label: "CV", value: "CV রহিম.pdf", type: "file", fileId: file.id }]);
    expect(await findResponseFile(services.db, file.id)).toMatchObject({
      originalName: "CV রহিম.pdf",
      contentType: "application/pdf",
    });

    const bad = await act(3, { intent: "update-response", responseId: String(id), status: "hired", notes: "" });
    expect(bad).toMatchObject({ ok: false, status: 400, notice: { message: "Please choose a status." } });
    const ok = await act(3, {
      intent: "update-response",
      responseId: String(id),
      status: "in_review",
      notes: "  Looks good \r\n",
    });
    expect(ok.ok).toBe(true);
    expect(await services.db("form_responses").where("id", id).first("status", "notes")).toEqual({
      status: "in_review",
      notes: "Looks good",
    });

    expect(await deleteResponse(services.db, 1, id, actor)).toEqual({ ok: false, reason: "missing" });
    const failed = await act(3, { intent: "delete-response", responseId: "0" });
    expect(failed.notice.message).toBe("Failed to delete the form response.");
    const deleted = await act(3, { intent: "delete-response", responseId: String(id) });
    expect(deleted).toMatchObject({ ok: true, targetId: id });
    expect(await services.db("form_responses").where("id", id).first()).toBeUndefined();
    expect(await services.db("files").where("id", file.id).first("claimed_at")).toEqual({ claimed_at: null });
    expect(await findResponseFile(services.db, file.id)).toBeNull();
    expect(await auditTrail(services.db, "form_response", id)).toEqual(["form_response.update", "form_response.delete"]);
  });
});

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe("CSV export", () => {
  it("writes the exact header and rows: quoting, Bangla, formula neutralising, N/A, deleted fields, BOM", async () => {
    await clearForm(1);
    const fullName = await addFieldOk(services.db, 1, input({ name: "Full Name", fieldType: "text" }), actor);
    const city = await addFieldOk(services.db, 1, input({ name: "City", fieldType: "text" }), actor);
    const skills = await addFieldOk(
      services.db,
      1,
      input({ name: "Skills", fieldType: "checkbox", options: "Welding\nMasonry" }),
      actor,
    );
    const cv = await addFieldOk(services.db, 1, input({ name: "CV", fieldType: "file" }), actor);
    const fax = await addFieldOk(services.db, 1, input({ name: "Fax", fieldType: "text" }), actor);
    await reorderFields(services.db, 1, [city.id, fullName.id, skills.id, cv.id, fax.id], actor);

    await respond(
      1,
      [
        { fieldId: fullName.id, label: "Full Name", value: "Rahim, Uddin" },
        { fieldId: city.id, label: "City", value: "ঢাকা" },
        { fieldId: skills.id, label: "Skills", value: ["Welding", "Masonry"], type: "checkbox" },
        { fieldId: fax.id, label: "Fax", value: '=HYPERLINK("http://x")' },
      ],
      { submittedAt: new Date("2026-03-01T08:30:05Z") },
    );
    await respond(
      1,
      [
        { fieldId: fullName.id, label: "Full Name", value: 'Karim "KK" Ahmed' },
        { fieldId: city.id, label: "City", value: "Line one\nLine two" },
        { fieldId: cv.id, label: "CV", value: "cv.pdf", type: "file" },
      ],
      { submittedAt: new Date("2026-03-02T09:00:00Z") },
    );
    await respond(
      1,
      [
        { fieldId: fullName.id, label: "Full Name", value: "+8801700000000" },
        { fieldId: city.id, label: "City", value: "@home" },
      ],
      {
        submittedAt: new Date("2026-03-03T10:00:00Z"),
        status: "rejected",
      },
    );
    await deleteField(services.db, 1, fax.id, actor);

    const key = `exports/test/${randomUUID()}.csv`;
    const result = await writeResponsesCsv(services, { formId: 1, filter: { q: "" }, key });
    expect(result.rows).toBe(3);
    const bytes = await readAll(await services.storage.get("private", key));
    expect(result.bytes).toBe(bytes.length);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString("utf8")).toBe(
      [
        "Submitted At,City,Full Name,Skills,CV,Fax (deleted)",
        "2026-03-03T16:00:00+06:00,'@home,'+8801700000000,N/A,N/A,N/A",
        '2026-03-02T15:00:00+06:00,"Line one\nLine two","Karim ""KK"" Ahmed",N/A,cv.pdf,N/A',
        `2026-03-01T14:30:05+06:00,ঢাকা,"Rahim, Uddin","Welding, Masonry",N/A,"'=HYPERLINK(""http://x"")"`,
        "",
      ].join("\r\n"),
    );

    // the filter of the page applies; deleted-field columns follow the exported responses
    const filtered = `exports/test/${randomUUID()}.csv`;
    await writeResponsesCsv(services, { formId: 1, filter: { status: "rejected", q: "" }, key: filtered });
    expect((await readAll(await services.storage.get("private", filtered))).toString("utf8")).toBe(
      "\uFEFFSubmitted At,City,Full Name,Skills,CV\r\n2026-03-03T16:00:00+06:00,'@home,'+8801700000000,N/A,N/A\r\n",
    );
    expect(await exportColumns(services.db, 1, { q: "ঢাকা" })).toContainEqual({ header: "Fax (deleted)", key: "deleted:Fax" });
  });

  it("ends a worker registration's rows with its payment (amount, trxID, status, reference), its stage and a possible duplicate", async () => {
    const form = FORM_IDS.workerRegistration;
    await clearForm(form);
    const name = await addFieldOk(services.db, form, input({ name: "Full Name", fieldType: "text" }), actor);
    const passport = await addFieldOk(services.db, form, input({ name: "Passport Number", fieldType: "text" }), actor);
    const paid = await insertCompletedPayment(services.db, {
      amount: "600.00",
      trxId: "BKZ9Y8X7",
      reference: "CR-9QW4E",
      completedAt: new Date("2026-03-04T08:01:00Z"),
    });
    const paidResponse = await respond(
      form,
      [
        { fieldId: name.id, label: "Full Name", value: "Paid Worker" },
        { fieldId: passport.id, label: "Passport Number", value: "ea 0012345" },
      ],
      { submittedAt: new Date("2026-03-04T08:00:00Z") },
    );
    await services.db("form_responses").where({ id: paidResponse }).update({ payment_id: paid, stage: "medical" });
    // the first under that passport number, and still without a reference
    const unpaid = await respond(
      form,
      [
        { fieldId: name.id, label: "Full Name", value: "Unpaid Worker" },
        { fieldId: passport.id, label: "Passport Number", value: "EA0012345" },
      ],
      { submittedAt: new Date("2026-03-03T08:00:00Z") },
    );

    const key = `exports/test/${randomUUID()}.csv`;
    await writeResponsesCsv(services, { formId: form, filter: { q: "" }, key });
    expect((await readAll(await services.storage.get("private", key))).toString("utf8")).toBe(
      [
        "\uFEFFSubmitted At,Full Name,Passport Number,Payment Amount (BDT),bKash trxID,Payment Status,Payment Reference,Stage,Possible Duplicate Of",
        `2026-03-04T14:00:00+06:00,Paid Worker,ea 0012345,600.00,BKZ9Y8X7,completed,CR-9QW4E,medical,#${unpaid}`,
        "2026-03-03T14:00:00+06:00,Unpaid Worker,EA0012345,N/A,N/A,N/A,N/A,received,N/A",
        "",
      ].join("\r\n"),
    );
    // another form has no payment columns
    expect((await exportColumns(services.db, 1, { q: "" })).map((c) => c.header)).not.toContain("Stage");
    expect((await exportColumns(services.db, 1, { q: "" })).map((c) => c.header)).not.toContain("Payment Reference");
    await clearForm(form);
  });

  it("ends a job application's rows with the terms of the job applied for, N/A once the job is gone", async () => {
    const form = FORM_IDS.jobApplication;
    await clearForm(form);
    const name = await addFieldOk(services.db, form, input({ name: "Full Name", fieldType: "text" }), actor);
    const [job] = await services
      .db("jobs")
      .insert({
        title: "Steel Fixer",
        city: "Jeddah",
        country: "Saudi Arabia",
        ...SAUDI_JOB_TERMS,
        openings: 40,
        closes_on: "2026-12-31",
        employer_city: "Jeddah",
      })
      .returning<Array<{ id: number }>>("id");
    const [gone] = await services.db("jobs").insert({ title: "Gone" }).returning<Array<{ id: number }>>("id");
    await respond(form, [{ fieldId: name.id, label: "Full Name", value: "Applicant One" }], {
      submittedAt: new Date("2026-03-04T08:00:00Z"),
      jobId: job!.id,
    });
    await respond(form, [{ fieldId: name.id, label: "Full Name", value: "Applicant Two" }], {
      submittedAt: new Date("2026-03-03T08:00:00Z"),
      jobId: gone!.id,
    });
    await services.db("jobs").where("id", gone!.id).delete();

    const key = `exports/test/${randomUUID()}.csv`;
    await writeResponsesCsv(services, { formId: form, filter: { q: "" }, key });
    expect((await readAll(await services.storage.get("private", key))).toString("utf8")).toBe(
      [
        "\uFEFFSubmitted At,Full Name,Job Title,Salary Min,Salary Max,Salary Currency,Salary Period,Food,Accommodation,Contract (months),Working Hours per Day,Openings,Closing Date,Visa Paid By,Air Ticket Paid By,Employer Country,Employer City",
        "2026-03-04T14:00:00+06:00,Applicant One,Steel Fixer,1600,1900,SAR,month,allowance,provided,24,8,40,2026-12-31,employer,worker,SA,Jeddah",
        "2026-03-03T14:00:00+06:00,Applicant Two,N/A,N/A,N/A,N/A,N/A,N/A,N/A,N/A,N/A,N/A,N/A,N/A,N/A,N/A,N/A",
        "",
      ].join("\r\n"),
    );
    await clearForm(form);
  });

  it("runs through the exports queue processor: progress, a claimed file row, downloadable, audited", async () => {
    const requested = await act(1, { intent: "export", status: "", q: "" });
    expect(requested).toMatchObject({
      ok: true,
      notice: { message: "Export started. The download appears here when it is ready." },
    });
    const row = await services.db("exports").where("form_id", 1).orderBy("created_at", "desc").first();
    expect(row).toMatchObject({ status: "queued", requested_by: actor.adminUserId });
    const job = await services.queues.exports.getJob(`export-${row.id}`);
    expect(job?.data).toEqual({ exportId: row.id, q: "" });

    const progress: number[] = [];
    const processor = exportsProcessor(services);
    await expect(
      processor({
        id: job!.id,
        data: job!.data,
        attemptsMade: 0,
        opts: { attempts: 5 },
        updateProgress: async (p: number) => void progress.push(p),
      } as never),
    ).resolves.toBe("done");
    expect(progress.at(-1)).toBe(100);
    const done = await services.db("exports").where("id", row.id).first();
    expect(done).toMatchObject({ status: "done", progress: 100, total_rows: 3 });
    const file = await services.db("files").where("id", done.file_id).first();
    expect(file).toMatchObject({ bucket: "private", original_name: "form_responses.csv", kind: "document" });
    expect(file.claimed_at).not.toBeNull();
    // a replayed job leaves a finished export alone
    expect(await runExport(services, row.id, { q: "" })).toBe("already-done");
    expect(await auditTrail(services.db, "export", row.id)).toEqual(["export.create"]);

    const page = await load(1, "tab=export");
    expect(page.exports?.[0]).toMatchObject({ id: row.id, status: "done", totalRows: 3 });
    await services.queues.exports.remove(`export-${row.id}`);
  });
});

describe("payment amount", () => {
  it("formats to two decimals before saving and forgives separators and the taka sign", () => {
    expect(paymentAmountSchema.parse("500")).toBe("500.00");
    expect(paymentAmountSchema.parse(" 1,250.5 ")).toBe("1250.50");
    expect(paymentAmountSchema.parse("৳ 99.99")).toBe("99.99");
    expect(paymentAmountSchema.parse(".5")).toBe("0.50");
    for (const bad of ["", "0", "-5", "abc", "12.345", "1e3", "123456789"])
      expect(paymentAmountSchema.safeParse(bad).success).toBe(false);
  });

  it("saves through the action with an audit record, and refuses bad input with the product's message", async () => {
    const saved = await act(2, { intent: "update-amount", amount: "650" });
    expect(saved).toMatchObject({ ok: true, values: { amount: "650.00" } });
    expect(await services.db("forms").where("id", 2).first("payment_amount")).toEqual({ payment_amount: "650.00" });
    const bad = await act(2, { intent: "update-amount", amount: "six hundred" });
    expect(bad).toMatchObject({ ok: false, status: 400, notice: { message: "Failed to update payment amount." } });
    expect(bad.fieldErrors?.amount).toMatch(/greater than 0/);
    expect(await services.db("forms").where("id", 2).first("payment_amount")).toEqual({ payment_amount: "650.00" });
    const audit = await services.db("audit_log").where("action", "form.payment_amount.update").orderBy("id", "desc").first();
    expect(audit.details).toMatchObject({ after: "650.00" });
    expect((await load(2, "tab=payment")).paymentAmount).toBe("650.00");
  });
});

describe("jobs", () => {
  it("creates with a poster queued for the images worker, edits, replaces and deletes, with messages and audit", async () => {
    const poster = await storedFile("poster", "image", TINY_PNG, "image/png", "poster.png");
    const created = await act(
      4,
      { intent: "save-job", title: " Steel Fixer ", city: "Riyadh", country: "Saudi Arabia", isActive: "on" },
      [poster],
    );
    expect(created).toMatchObject({ ok: true, notice: { message: "Job created successfully!" } });
    const jobId = created.targetId!;
    const job = await services.db("jobs").where("id", jobId).first();
    expect(job).toMatchObject({ title: "Steel Fixer", city: "Riyadh", is_active: true });
    const image = await services.db("images").where("id", job.poster_image_id).first();
    expect(image).toMatchObject({ category: "job-posters", status: "processing", file_id: poster.id });
    await waitFor("the poster's image job", () =>
      services.queues.images.getJob(imageJobId({ imageId: image.id, objectKey: poster.key })),
    );

    const [listed] = (await listAdminJobs(services.db)).filter((j) => j.id === jobId);
    expect(listed).toMatchObject({ title: "Steel Fixer", poster: { status: "processing", src: null }, applications: 0 });

    const invalid = await act(4, { intent: "save-job", jobId: String(jobId), title: "" });
    expect(invalid).toMatchObject({
      ok: false,
      notice: { message: "Failed to save the job." },
      fieldErrors: { title: "Job title is required." },
    });

    const updated = await act(4, {
      intent: "save-job",
      jobId: String(jobId),
      title: "Senior Steel Fixer",
      city: "Riyadh",
      country: "Qatar",
    });
    expect(updated).toMatchObject({ ok: true, notice: { message: "Job updated successfully!" } });
    expect(await services.db("jobs").where("id", jobId).first("title", "country", "is_active", "poster_image_id")).toEqual({
      title: "Senior Steel Fixer",
      country: "Qatar",
      is_active: false,
      poster_image_id: image.id,
    });

    const doc = await storedFile("poster", "document", Buffer.from("%PDF-1.4"), "application/pdf", "x.pdf");
    expect(await updateJob(services, jobId, { ...(await jobInputOf(jobId)), removePoster: false }, doc, actor)).toEqual({
      ok: false,
      reason: "poster-not-image",
    });
    await updateJob(services, jobId, { ...(await jobInputOf(jobId)), removePoster: true }, undefined, actor);
    expect(await services.db("jobs").where("id", jobId).first("poster_image_id")).toEqual({ poster_image_id: null });

    const applicationId = await respond(4, [{ fieldId: null, label: "Job", value: "Senior Steel Fixer in Qatar" }], { jobId });
    const page = await listResponses(services.db, 4, parseResponseFilter(new URLSearchParams()));
    expect(page.items.find((r) => r.id === applicationId)?.job).toEqual({
      id: jobId,
      title: "Senior Steel Fixer",
      city: "Riyadh",
      country: "Qatar",
    });

    expect((await act(4, { intent: "delete-job", jobId: String(jobId) })).notice.message).toBe("Job deleted successfully!");
    expect((await act(4, { intent: "delete-job", jobId: String(jobId) })).ok).toBe(false);
    expect(await deleteJob(services.db, jobId, actor)).toEqual({ ok: false, reason: "missing" });
    // the application stays, its job link cleared
    expect(await services.db("form_responses").where("id", applicationId).first("job_id")).toEqual({ job_id: null });
    expect(await auditTrail(services.db, "job", jobId)).toEqual(["job.create", "job.update", "job.update", "job.delete"]);
    await services.queues.images.remove(imageJobId({ imageId: image.id, objectKey: poster.key }));
  });

  it("acts only on an id written canonically: hex, padded, exponent, signed or zero-led forms delete nothing", async () => {
    const { id } = accepted(await createJob(services, { ...(await jobInputOfNew()), title: "Tiler" }, undefined, actor));
    for (const odd of [`0x${id.toString(16)}`, ` ${id}`, `${id} `, `${id}e0`, `0${id}`, `${id}.0`, `+${id}`, `${id * 1000}e-3`]) {
      const outcome = await act(4, { intent: "delete-job", jobId: odd });
      expect(outcome.ok, odd).toBe(false);
      expect(await services.db("jobs").where("id", id).first("id"), odd).toEqual({ id });
    }
    expect((await act(4, { intent: "delete-job", jobId: String(id) })).notice.message).toBe("Job deleted successfully!");
  });

  it("creates a job without a poster", async () => {
    const { id } = accepted(await createJob(services, { ...(await jobInputOfNew()), title: "Mason" }, undefined, actor));
    expect(await services.db("jobs").where("id", id).first("poster_image_id", "is_active")).toEqual({
      poster_image_id: null,
      is_active: false,
    });
  });
});

async function jobInputOf(jobId: number) {
  const row = await services.db("jobs").where("id", jobId).first();
  return {
    title: row.title,
    city: row.city,
    country: row.country,
    industry: row.industry,
    requirements: row.requirements,
    isActive: row.is_active,
    removePoster: false,
  };
}

async function jobInputOfNew() {
  return { title: "", city: "", country: "", industry: "", requirements: "", isActive: false, removePoster: false };
}
