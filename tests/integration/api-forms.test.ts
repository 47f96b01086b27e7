import { describe, expect, it } from "vitest";
import { getFormDefinition } from "../../server/modules/forms/forms.server.js";
import { registrationFee } from "../../server/modules/payments/registration.server.js";
import { seed } from "../../server/modules/seed/index.js";
import { auditEntry, expectAnswer, useApiWithAdmin } from "../support/api-client.js";
import { SAMPLE_PDF } from "../support/sample-files.js";
import { insertCompletedPayment } from "../support/completed-payment.js";

/* docs/api.md §13 forms and fields against a real server (PostgreSQL, Redis, S3), forms seeded as on first start. */

const env = useApiWithAdmin("api_forms", "10.9", (s) => seed(s, { demoContent: false }));

const call = (path: string, init?: RequestInit) => env.client.call(path, init);
const send = (method: string, body: unknown, auth = true) =>
  env.client.json(method, body, auth ? env.client.auth(env.token) : {});
type Field = {
  id: number;
  name: string;
  field_type: string;
  required: boolean;
  options: string[] | null;
  priority: number;
  form: number;
};
const fieldsOf = async (formId: number) => (await (await call(`/backend/api/form-fields/${formId}/`)).json()) as Field[];
describe("forms (docs/api.md §13)", () => {
  it("301s the slash-less form and answers GET forms/2/ in its documented shape", async () => {
    const redirect = await call("/backend/api/forms/2");
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get("location")).toBe("/backend/api/forms/2/");
    const response = await call("/backend/api/forms/2/");
    expect(response.status).toBe(200);
    const form = (await response.json()) as Record<string, unknown> & { fields: Array<Record<string, unknown>> };
    expect(form).toMatchObject({
      id: 2,
      description: null,
      form_type: "worker_registration",
      payment_amount: expect.stringMatching(/^\d+\.\d{2}$/),
    });
    expect(Object.keys(form)).toEqual(["id", "fields", "name", "description", "form_type", "payment_amount"]);
    expect(form.fields.length).toBeGreaterThan(0);
    for (const field of form.fields) {
      expect(Object.keys(field)).toEqual([
        "id",
        "is_job_field",
        "name",
        "field_type",
        "required",
        "options",
        "priority",
        "file",
        "form",
      ]);
      expect(field.form).toBe(2);
    }
    const priorities = form.fields.map((f) => [f.priority, f.id] as [number, number]);
    expect(priorities).toEqual([...priorities].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
  });

  it("lists forms 1-4 by id, agrees with the fields route, and answers 404s in their shapes", async () => {
    const forms = (await (await call("/backend/api/forms/")).json()) as Array<{
      id: number;
      form_type: string;
      fields: unknown[];
    }>;
    expect(forms.map((f) => [f.id, f.form_type])).toEqual([
      [1, "agent_registration"],
      [2, "worker_registration"],
      [3, "demand_submission"],
      [4, "apply_now"],
    ]);
    const fields = await (await call("/backend/api/forms/1/fields/")).json();
    expect(fields).toEqual(forms[0]!.fields);
    const absent = await call("/backend/api/forms/99/");
    expect(absent.status).toBe(404);
    expect(await absent.json()).toEqual({ detail: "No Form matches the given query." });
    const notInt = await call("/backend/api/forms/abc/");
    expect(notInt.status).toBe(404);
    expect(await notInt.json()).toEqual({ detail: "Not found." });
  });

  it("lists the API base's routes as absolute URLs", async () => {
    expect(await (await call("/backend/api/")).json()).toEqual({
      forms: "https://crestline.example/backend/api/forms/",
      form_responses: "https://crestline.example/backend/api/form_responses/",
    });
  });
});

describe("form writes (docs/api.md §13)", () => {
  it("PATCH forms/2/ sets the fee the worker registration charges, with the token's admin in the audit log", async () => {
    const anonymous = await call("/backend/api/forms/2/", send("PATCH", { payment_amount: "600.00" }, false));
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ detail: "Authentication credentials were not provided." });
    const response = await call("/backend/api/forms/2/", send("PATCH", { payment_amount: "600.00" }));
    expect(response.status).toBe(200);
    expect(((await response.json()) as { payment_amount: string }).payment_amount).toBe("600.00");
    expect(await registrationFee(env.services.db)).toBe("600.00");
    const audit = await env.services
      .db("audit_log")
      .where({ action: "form.payment_amount.update" })
      .orderBy("id", "desc")
      .first();
    expect(audit).toMatchObject({ admin_user_id: env.adminId, details: { before: "500.00", after: "600.00", via: "api_token" } });
    const number = await call("/backend/api/forms/2/", send("PATCH", { payment_amount: 750 }));
    expect(((await number.json()) as { payment_amount: string }).payment_amount).toBe("750.00");
  });

  it("refuses bad decimals, nested fields, a changed type and unknown forms, changing nothing", async () => {
    const cases: Array<[unknown, Record<string, string[]>]> = [
      [{ payment_amount: "12.345" }, { payment_amount: ["Ensure that there are no more than 2 decimal places."] }],
      [{ payment_amount: "abc" }, { payment_amount: ["A valid number is required."] }],
      [{ payment_amount: -5 }, { payment_amount: ["Ensure this value is greater than or equal to 0."] }],
      [{ fields: [{ name: "x" }] }, { fields: ["Nested writes are not supported. Use form-fields/{form_id}/."] }],
      [{ form_type: "apply_now" }, { form_type: ["The type of a form cannot change."] }],
      [{ form_type: "party" }, { form_type: ['"party" is not a valid choice.'] }],
    ];
    const before = await (await call("/backend/api/forms/2/")).json();
    for (const [body, errors] of cases) {
      const response = await call("/backend/api/forms/2/", send("PATCH", body));
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toEqual(errors);
    }
    expect(await (await call("/backend/api/forms/2/")).json()).toEqual(before);
    const feeElsewhere = await call("/backend/api/forms/1/", send("PATCH", { payment_amount: "100.00" }));
    expect(feeElsewhere.status).toBe(400);
    const absent = await call("/backend/api/forms/99/", send("PATCH", { name: "x" }));
    expect(absent.status).toBe(404);
    expect(await absent.json()).toEqual({ detail: "No Form matches the given query." });
  });

  it("PUT takes the whole form with `fields` present and empty", async () => {
    const form = (await (await call("/backend/api/forms/3/")).json()) as Record<string, unknown>;
    const missing = await call("/backend/api/forms/3/", send("PUT", { name: "Demands" }));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ form_type: ["This field is required."], fields: ["This field is required."] });
    const nested = await call("/backend/api/forms/3/", send("PUT", form));
    expect(nested.status).toBe(400);
    expect(await nested.json()).toEqual({ fields: ["Nested writes are not supported. Use form-fields/{form_id}/."] });
    const put = await call("/backend/api/forms/3/", send("PUT", { ...form, name: "Workforce Demands", fields: [] }));
    expect(put.status).toBe(200);
    expect(await put.json()).toEqual({ ...form, name: "Workforce Demands" });
    expect((await getFormDefinition(env.services.db, 3))?.title).toBe("Workforce Demands");
  });

  it("keeps a form's description through PUT and PATCH (str or null), and PATCH without it leaves it", async () => {
    const form = (await (await call("/backend/api/forms/4/")).json()) as Record<string, unknown>;
    expect(form.description).toBeNull();
    const put = await call(
      "/backend/api/forms/4/",
      send("PUT", { ...form, description: "Apply for one of our jobs.", fields: [] }),
    );
    expect(((await put.json()) as { description: string }).description).toBe("Apply for one of our jobs.");
    const patched = await call("/backend/api/forms/4/", send("PATCH", { name: "Apply Now" }));
    expect(((await patched.json()) as { description: string }).description).toBe("Apply for one of our jobs.");
    expect(
      ((await (await call("/backend/api/forms/")).json()) as Array<{ id: number; description: string }>)[3]!.description,
    ).toBe("Apply for one of our jobs.");
    const audit = await auditEntry(env.services, "form.description.update", "4");
    expect(audit.details).toMatchObject({ before: null, after: "Apply for one of our jobs.", via: "api_token" });
    const tooLong = await call("/backend/api/forms/4/", send("PATCH", { description: "x".repeat(10_001) }));
    expect(await tooLong.json()).toEqual({ description: ["Ensure this field has no more than 10000 characters."] });
    const cleared = await call("/backend/api/forms/4/", send("PATCH", { description: null }));
    expect(((await cleared.json()) as { description: null }).description).toBeNull();
  });
});

describe("form fields (docs/api.md §13)", () => {
  it("lists a form's fields as forms/{id}/fields/ does, and none for an unknown form", async () => {
    expect(await fieldsOf(1)).toEqual(await (await call("/backend/api/forms/1/fields/")).json());
    expect(await fieldsOf(99)).toEqual([]);
    const [first] = await fieldsOf(1);
    expect(await (await call(`/backend/api/form-fields/1/${first!.id}/`)).json()).toEqual(first);
    const elsewhere = await call(`/backend/api/form-fields/3/${first!.id}/`);
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.json()).toEqual({ detail: "No FormField matches the given query." });
  });

  it("creates a field in the URL's form, last unless a priority is given; the site's form has it", async () => {
    const anonymous = await call(
      "/backend/api/form-fields/1/",
      send("POST", { name: "Passport", field_type: "text", form: 1 }, false),
    );
    expect(anonymous.status).toBe(401);
    const count = (await fieldsOf(1)).length;
    const created = await call("/backend/api/form-fields/1/", send("POST", { name: "Passport", field_type: "text", form: 1 }));
    expect(created.status).toBe(201);
    const field = (await created.json()) as Field;
    expect(field).toMatchObject({
      name: "Passport",
      field_type: "text",
      required: true,
      options: null,
      priority: count,
      form: 1,
    });
    expect((await getFormDefinition(env.services.db, 1))?.fields.map((f) => f.id)).toContain(field.id);
    const choice = await call(
      "/backend/api/form-fields/1/",
      send("POST", { name: "Trade", field_type: "select", form: 1, options: ["Mason", "Welder"], required: false, priority: 0 }),
    );
    expect(choice.status).toBe(201);
    expect(await choice.json()).toMatchObject({ options: ["Mason", "Welder"], required: false, priority: 0 });
    const audit = await auditEntry(env.services, "form_field.create", field.id);
    expect(audit).toMatchObject({ admin_user_id: env.adminId, details: { via: "api_token" } });
  });

  it("refuses a missing or unknown `form`, an unknown URL form, a bad type and a choice field without options", async () => {
    const cases: Array<[string, unknown, number, unknown]> = [
      ["/backend/api/form-fields/1/", { name: "X", field_type: "text" }, 400, { form: ["This field is required."] }],
      [
        "/backend/api/form-fields/1/",
        { name: "X", field_type: "text", form: 9 },
        400,
        { form: ['Invalid pk "9" - object does not exist.'] },
      ],
      [
        "/backend/api/form-fields/1/",
        { name: "X", field_type: "bogus", form: 1 },
        400,
        { field_type: ['"bogus" is not a valid choice.'] },
      ],
      ["/backend/api/form-fields/1/", { name: "", field_type: "text", form: 1 }, 400, { name: ["This field may not be blank."] }],
      [
        "/backend/api/form-fields/1/",
        { name: "X", field_type: "radio", form: 1 },
        400,
        { options: ["A select, radio or checkbox field needs at least one option."] },
      ],
      [
        "/backend/api/form-fields/99/",
        { name: "X", field_type: "text", form: 1 },
        404,
        { detail: "No Form matches the given query." },
      ],
    ];
    const before = await fieldsOf(1);
    for (const [path, body, status, answer] of cases) {
      const response = await call(path, send("POST", body));
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(await response.json()).toEqual(answer);
    }
    expect(await fieldsOf(1)).toEqual(before);
  });

  it("edits, reorders by priority, moves and deletes a field", async () => {
    const created = (await (
      await call("/backend/api/form-fields/1/", send("POST", { name: "Visa", field_type: "text", form: 1 }))
    ).json()) as Field;
    const path = `/backend/api/form-fields/1/${created.id}/`;
    const patched = await call(path, send("PATCH", { priority: 0, required: false }));
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ id: created.id, priority: 0, required: false, name: "Visa" });
    const order = (await fieldsOf(1)).map((f) => [f.priority, f.id] as [number, number]);
    expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    const put = await call(path, send("PUT", { name: "Visa type", field_type: "radio", form: 1, options: ["Work", "Visit"] }));
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ name: "Visa type", field_type: "radio", options: ["Work", "Visit"] });
    const incomplete = await call(path, send("PUT", { field_type: "text", form: 1 }));
    expect(incomplete.status).toBe(400);
    expect(await incomplete.json()).toEqual({ name: ["This field is required."] });

    const moved = await call(path, send("PATCH", { form: 3 }));
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ id: created.id, form: 3 });
    expect((await call(path)).status).toBe(404);
    expect((await call(`/backend/api/form-fields/3/${created.id}/`)).status).toBe(200);

    const removed = await call(`/backend/api/form-fields/3/${created.id}/`, {
      method: "DELETE",
      headers: { authorization: `Token ${env.token}` },
    });
    expect(removed.status).toBe(204);
    const again = await call(`/backend/api/form-fields/3/${created.id}/`, {
      method: "DELETE",
      headers: { authorization: `Token ${env.token}` },
    });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ detail: "No FormField matches the given query." });
    expect((await fieldsOf(3)).map((f) => f.priority)).toEqual((await fieldsOf(3)).map((_, i) => i));
  });
});

describe("deleting and creating forms (docs/api.md §13)", () => {
  it("DELETE removes the form with its fields and responses, keeps its payments unlinked; POST creates it again", async () => {
    const { db } = env.services;
    const paymentId = await insertCompletedPayment(db, { amount: "500.00", trxId: "TRXAPI1" });
    const [responseRow] = await db("form_responses").insert({ form_id: 2, payment_id: paymentId }).returning("id");
    const anonymous = await call("/backend/api/forms/2/", { method: "DELETE" });
    expect(anonymous.status).toBe(401);
    const removed = await call("/backend/api/forms/2/", { method: "DELETE", headers: { authorization: `Token ${env.token}` } });
    expect(removed.status).toBe(204);
    expect((await call("/backend/api/forms/2/")).status).toBe(404);
    expect(await fieldsOf(2)).toEqual([]);
    expect(await db("form_responses").where({ id: responseRow.id }).first()).toBeUndefined();
    expect(await db("payments").where({ id: paymentId }).first()).toMatchObject({ status: "completed" });
    const audit = await db("audit_log").where({ action: "form.delete", entity_id: "2" }).first();
    expect(audit).toMatchObject({ admin_user_id: env.adminId, details: { via: "api_token" } });
    const again = await call("/backend/api/forms/2/", { method: "DELETE", headers: { authorization: `Token ${env.token}` } });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ detail: "No Form matches the given query." });

    const body = {
      name: "Worker Registration",
      description: null,
      form_type: "worker_registration",
      payment_amount: "500.00",
      fields: [],
    };
    const created = await call("/backend/api/forms/", send("POST", body));
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ id: 2, ...body });
    const duplicate = await call("/backend/api/forms/", send("POST", body));
    expect(duplicate.status).toBe(400);
    expect(await duplicate.json()).toEqual({ form_type: ["A form of this type already exists."] });
    const nested = await call("/backend/api/forms/", send("POST", { ...body, fields: [{ name: "x" }] }));
    expect(await nested.json()).toEqual({ fields: ["Nested writes are not supported. Use form-fields/{form_id}/."] });
  });
});

describe("form field files (docs/api.md §13, docs/decisions/0014)", () => {
  const FILE_URL = /^\/media\/form-field-files\/[0-9a-f-]{36}\.pdf$/;
  const pdf = { field: "file", filename: "template.pdf", contentType: "application/pdf", data: SAMPLE_PDF };
  const stored = async (url: string) => env.services.storage.stat("public", url.replace(/^\/media\//, ""));

  it("attaches a multipart document to a new field, given back root-relative everywhere the field is", async () => {
    const created = (await expectAnswer(
      await call(
        "/backend/api/form-fields/1/",
        env.client.multipart(
          "POST",
          [
            ["name", "Signed template"],
            ["field_type", "file"],
            ["form", "1"],
          ],
          [pdf],
          env.client.auth(env.token),
        ),
      ),
      201,
    )) as Field & { file: string };
    expect(created.file).toMatch(FILE_URL);
    expect(await stored(created.file)).toMatchObject({ contentType: "application/pdf", size: SAMPLE_PDF.length });
    const row = await env.services
      .db("files")
      .where({ object_key: created.file.replace(/^\/media\//, "") })
      .first();
    expect(row).toMatchObject({ bucket: "public", original_name: "template.pdf" });
    expect(row.claimed_at).not.toBeNull();
    const form = (await (await call("/backend/api/forms/1/")).json()) as { fields: Array<{ id: number; file: string | null }> };
    expect(form.fields.find((f) => f.id === created.id)!.file).toBe(created.file);
    expect((await fieldsOf(1)).find((f) => f.id === created.id)).toEqual(created);
    expect(await (await call(`/backend/api/forms/1/fields/`)).json()).toEqual(form.fields);

    // PATCH with a new file replaces it (the old object goes); null removes it; no file keeps it.
    const replaced = (await expectAnswer(
      await call(
        `/backend/api/form-fields/1/${created.id}/`,
        env.client.multipart("PATCH", [], [pdf], env.client.auth(env.token)),
      ),
      200,
    )) as { file: string };
    expect(replaced.file).toMatch(FILE_URL);
    expect(replaced.file).not.toBe(created.file);
    expect(await stored(created.file)).toBeNull();
    const kept = (await expectAnswer(
      await call(`/backend/api/form-fields/1/${created.id}/`, send("PATCH", { priority: 0 })),
      200,
    )) as {
      file: string;
    };
    expect(kept.file).toBe(replaced.file);
    const removed = (await expectAnswer(
      await call(`/backend/api/form-fields/1/${created.id}/`, send("PATCH", { file: null })),
      200,
    )) as {
      file: null;
    };
    expect(removed.file).toBeNull();
    expect(await stored(replaced.file)).toBeNull();
    const audit = await env.services
      .db("audit_log")
      .where({ action: "form_field.file", entity_id: String(created.id) })
      .orderBy("id");
    expect(audit).toHaveLength(3);
    expect(audit[0].details).toMatchObject({ via: "api_token" });
  });

  it("refuses what the Document policy refuses, storing nothing; deleting the field releases its file", async () => {
    const fieldsBefore = await fieldsOf(3);
    const html = await call(
      "/backend/api/form-fields/3/",
      env.client.multipart(
        "POST",
        [
          ["name", "Bad"],
          ["field_type", "file"],
          ["form", "3"],
        ],
        [
          {
            field: "file",
            filename: "x.html",
            contentType: "text/html",
            data: Buffer.from("<html><script>alert(1)</script></html>"),
          },
        ],
        env.client.auth(env.token),
      ),
    );
    expect(await expectAnswer(html, 400)).toEqual({ file: ["Unsupported file type. Allowed: PDF, DOC, DOCX, JPG, PNG."] });
    expect(await fieldsOf(3)).toEqual(fieldsBefore);
    const anonymous = await call(
      "/backend/api/form-fields/3/",
      env.client.multipart(
        "POST",
        [
          ["name", "x"],
          ["field_type", "file"],
          ["form", "3"],
        ],
        [pdf],
      ),
    );
    expect(anonymous.status).toBe(401);

    const created = (await expectAnswer(
      await call(
        "/backend/api/form-fields/3/",
        env.client.multipart(
          "POST",
          [
            ["name", "Brief"],
            ["field_type", "file"],
            ["form", "3"],
          ],
          [pdf],
          env.client.auth(env.token),
        ),
      ),
      201,
    )) as { id: number; file: string };
    const key = created.file.replace(/^\/media\//, "");
    const removed = await call(`/backend/api/form-fields/3/${created.id}/`, {
      method: "DELETE",
      headers: env.client.auth(env.token),
    });
    expect(removed.status).toBe(204);
    // Released for the orphan sweep, which removes object and row.
    expect((await env.services.db("files").where({ object_key: key }).first()).claimed_at).toBeNull();
  });
});
