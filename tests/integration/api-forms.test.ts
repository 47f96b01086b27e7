import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seed } from "../../server/modules/seed/index.js";
import { startApiServer } from "../support/api-server.js";

/* API.md §2.4 forms and fields against a real server (PostgreSQL, Redis, S3), forms seeded as on first start. */

let api: Awaited<ReturnType<typeof startApiServer>>;
let base: string;
let ipCounter = 0;
const nextIp = () => `10.9.0.${++ipCounter}`;

beforeAll(async () => {
  api = await startApiServer("api_forms", (s) => seed(s, { demoContent: false }));
  ({ base } = api);
});

afterAll(async () => {
  await api.stop();
});

const call = (path: string, init: RequestInit = {}) =>
  fetch(`${base}${path}`, {
    redirect: "manual",
    ...init,
    headers: { "x-forwarded-for": nextIp(), ...(init.headers as Record<string, string>) },
  });
describe("forms (API.md §2.4)", () => {
  it("301s the slash-less form and answers GET forms/2/ in the contract's shape", async () => {
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
