import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seed } from "../../server/modules/seed/index.js";
import type { Services } from "../../server/services.js";
import { startApiWithAdmin } from "../support/api-client.js";
import type { startApiServer } from "../support/api-server.js";
import { SAMPLE_PDF, samplePng } from "../support/sample-files.js";
import { startSandbox, type TestSandbox } from "./payments-support.js";

/*
 * docs/api.md §15 against a real server (PostgreSQL, Redis, S3) and the bKash sandbox: the SPA's order (create_payment →
 * temp_form_data → pay at bKash → execute_payment), exactly once, and every listed error.
 */

let api: Awaited<ReturnType<typeof startApiServer>>;
let services: Services;
let sandbox: TestSandbox;
let sandboxRedis: Redis;
let token: string;
let png: Buffer;
let client: Awaited<ReturnType<typeof startApiWithAdmin>>["client"];
type Field = { id: number; name: string };
let fields: Field[];
const fieldId = (name: string) => fields.find((f) => f.name === name)!.id;

beforeAll(async () => {
  sandboxRedis = new Redis(inject("testEnv").redisUrl, { keyPrefix: `${inject("testEnv").runId}-apisbx:` });
  sandbox = await startSandbox(sandboxRedis);
  ({ api, services, client, token } = await startApiWithAdmin(
    "api_payments",
    "10.14",
    (s) => seed(s, { demoContent: false }),
    sandbox.env,
  ));
  fields = (await (await call("/backend/api/form-fields/2/")).json()) as Field[];
  png = await samplePng();
});

afterAll(async () => {
  await api?.stop();
  await sandbox?.close();
  await sandboxRedis?.quit();
});

const call = (path: string, init?: RequestInit) => client.call(path, init);
const json = (body: unknown) => client.json("POST", body);
const post = (path: string, body: unknown) => call(`/backend/api/${path}`, json(body));

/** Form 2's answers as the SPA's multipart temp_form_data (files under file_<id>, "" beside them). */
function registration(paymentId: string, overrides: Record<string, string | null> = {}): FormData {
  const form = new FormData();
  const values: Record<string, string | null> = {
    payment_id: paymentId,
    form_id: "2",
    [`field_${fieldId("Full Name")}`]: "Rahim Uddin",
    [`field_${fieldId("Phone")}`]: "01712345678",
    [`field_${fieldId("Passport Number")}`]: "A1234567",
    [`field_${fieldId("Date of Birth")}`]: "1990-01-01",
    [`field_${fieldId("Trade")}`]: "Mason",
    [`field_${fieldId("Experience (years)")}`]: "5",
    [`field_${fieldId("Passport Copy")}`]: "",
    [`field_${fieldId("Photo")}`]: "",
    ...overrides,
  };
  for (const [key, value] of Object.entries(values)) if (value !== null) form.append(key, value);
  form.append(`file_${fieldId("Passport Copy")}`, new Blob([SAMPLE_PDF], { type: "application/pdf" }), "passport.pdf");
  form.append(`file_${fieldId("Photo")}`, new Blob([new Uint8Array(png)], { type: "image/png" }), "photo.png");
  return form;
}

async function created(body: unknown = { amount: "1.00" }) {
  const response = await post("create_payment/", body);
  expect(response.status).toBe(200);
  return (await response.json()) as { status: string; bkash_url: string; payment_id: string };
}
const keep = (paymentId: string, overrides?: Record<string, string | null>) =>
  call("/backend/api/temp_form_data/", { method: "POST", body: registration(paymentId, overrides) });
const payment = (paymentId: string) => services.db("payments").where({ provider_payment_id: paymentId }).first();
const calls = (path: string) => sandbox.calls[path] ?? 0;

describe("create_payment (docs/api.md §15)", () => {
  it("creates a pending payment at form 2's fee whatever amount the client sends", async () => {
    const body = await created({ amount: "1.00" });
    expect(body).toEqual({
      status: "success",
      bkash_url: expect.stringContaining(sandbox.baseUrl),
      payment_id: expect.any(String),
    });
    expect(await payment(body.payment_id)).toMatchObject({
      amount: "500.00",
      status: "initiated",
      pending_registration_id: null,
    });
  });

  it("takes a callback_url on this origin or an allow-listed one, and refuses others", async () => {
    expect((await post("create_payment/", { callback_url: "https://app.example/worker-registration" })).status).toBe(200);
    expect((await post("create_payment/", { callback_url: "https://crestline.example/worker-registration" })).status).toBe(200);
    for (const bad of ["https://evil.example/worker-registration", "javascript:alert(1)", 42]) {
      const response = await post("create_payment/", { callback_url: bad });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ status: "error", message: "Invalid callback_url" });
    }
  });

  it("answers 400 when no fee is set and 502 when bKash cannot be reached", async () => {
    await services.db("forms").where({ id: 2 }).update({ payment_amount: "0.00" });
    try {
      const response = await post("create_payment/", {});
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ status: "error", message: "Payment is not configured" });
    } finally {
      await services.db("forms").where({ id: 2 }).update({ payment_amount: "500.00" });
    }
    const release = sandbox.intercept("/create", async (ctx) => {
      ctx.status = 503;
      ctx.body = "unavailable";
    });
    try {
      const response = await post("create_payment/", {});
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ status: "error", message: "Payment provider unavailable" });
    } finally {
      release();
    }
  });
});

describe("temp_form_data (docs/api.md §15)", () => {
  it("keeps the SPA's multipart answers once, for a pending payment only", async () => {
    const { payment_id } = await created();
    const kept = await keep(payment_id);
    expect(kept.status).toBe(200);
    expect(await kept.json()).toEqual({ status: "success" });
    const row = await payment(payment_id);
    expect(row.pending_registration_id).not.toBeNull();
    const pending = await services.db("pending_registrations").where({ id: row.pending_registration_id }).first();
    expect(pending.file_ids).toHaveLength(2);
    const again = await keep(payment_id);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ status: "error", message: "Form data already stored for this payment" });
  });

  it("refuses missing data, unknown payments, invalid answers, bad JSON and other methods", async () => {
    const missing = await post("temp_form_data/", { payment_id: "x" });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ status: "error", message: "payment_id and form_data are required" });
    const unknown = await keep("TR0011NOPE");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ status: "error", message: "Payment not found" });
    const { payment_id } = await created();
    const invalid = await keep(payment_id, { [`field_${fieldId("Full Name")}`]: "" });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      status: "error",
      message: "Invalid form data",
      errors: { [`field_${fieldId("Full Name")}`]: ["This field is required."] },
    });
    const rawJson = await post("temp_form_data/", { payment_id, form_data: { "Full Name": "Rahim", Unknown: "ignored" } });
    expect(rawJson.status).toBe(400);
    expect(((await rawJson.json()) as { message: string }).message).toBe("Invalid form data");
    expect((await payment(payment_id)).pending_registration_id).toBeNull();
    const broken = await call("/backend/api/temp_form_data/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{nope",
    });
    expect(await broken.json()).toEqual({ status: "error", message: "Invalid JSON data" });
    const get = await call("/backend/api/temp_form_data/");
    expect(get.status).toBe(400);
    expect(await get.json()).toEqual({ status: "error", message: "Invalid request method" });
  });
});

describe("execute_payment (docs/api.md §15)", () => {
  it("answers unknown payments and payments without answers with 404, without calling bKash", async () => {
    const nope = await post("execute_payment/", { payment_id: "nope" });
    expect(nope.status).toBe(404);
    expect(await nope.json()).toEqual({ status: "error", message: "Payment not found" });
    const { payment_id } = await created();
    const executes = calls("execute");
    const noData = await post("execute_payment/", { payment_id });
    expect(noData.status).toBe(404);
    expect(await noData.json()).toEqual({ status: "error", message: "Form data not found" });
    expect(calls("execute")).toBe(executes);
  });

  it("records the paid registration once: concurrent calls and replays get the same answer, bKash executes once", async () => {
    const { payment_id, bkash_url } = await created();
    expect((await keep(payment_id)).status).toBe(200);
    await sandbox.payerAction(bkash_url, "pay");
    const executes = calls("execute");
    const answers = await Promise.all([1, 2, 3].map(() => post("execute_payment/", { payment_id })));
    const bodies = await Promise.all(answers.map((r) => r.json()));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    const first = bodies[0] as { form_response_id: number };
    expect(first).toEqual({ status: "success", message: "Payment completed successfully", form_response_id: expect.any(Number) });
    expect(bodies).toEqual([first, first, first]);
    const replay = await post("execute_payment/", { payment_id });
    expect(await replay.json()).toEqual(first);
    expect(calls("execute") - executes).toBe(1);

    const row = await payment(payment_id);
    expect(row).toMatchObject({ status: "completed", amount: "500.00" });
    expect(await services.db("form_responses").where({ payment_id: row.id })).toHaveLength(1);
    const response = await call(`/backend/api/form_responses/${first.form_response_id}/`, {
      headers: { authorization: `Token ${token}` },
    });
    const stored = (await response.json()) as { form: number; field_responses: Array<{ value: string; file: string | null }> };
    expect(stored.form).toBe(2);
    expect(stored.field_responses.map((a) => a.value)).toContain("Rahim Uddin");
    expect(stored.field_responses.filter((a) => a.file !== null)).toHaveLength(2);
    // One "New Form Submission" e-mail for the paid registration, however often it was executed.
    await expect
      .poll(async () =>
        (await services.queues.mail.getJobs(["waiting", "delayed", "active", "completed"]))
          .filter((j) => j.data.responseId === first.form_response_id)
          .map((j) => j.data.type),
      )
      .toEqual(["form-submission"]);
    const late = await keep(payment_id);
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual({ status: "error", message: "Payment is not pending" });
  });

  it("fails the payment with bKash's message when the wallet says no, recording nothing", async () => {
    const { payment_id, bkash_url } = await created();
    expect((await keep(payment_id)).status).toBe(200);
    await sandbox.payerAction(bkash_url, "pay", "01823074817");
    const response = await post("execute_payment/", { payment_id });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/Insufficient Balance/);
    const row = await payment(payment_id);
    expect(row.status).toBe("failed");
    expect(await services.db("form_responses").where({ payment_id: row.id })).toHaveLength(0);
  });

  it("keeps the payment pending with 502 while bKash cannot be reached", async () => {
    const { payment_id, bkash_url } = await created();
    expect((await keep(payment_id)).status).toBe(200);
    await sandbox.payerAction(bkash_url, "pay");
    const release = sandbox.intercept("/execute", async (ctx) => {
      ctx.status = 503;
      ctx.body = "unavailable";
    });
    const status = sandbox.intercept("/payment/status", async (ctx) => {
      ctx.status = 503;
      ctx.body = "unavailable";
    });
    try {
      const response = await post("execute_payment/", { payment_id });
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ status: "error", message: "Payment provider unavailable" });
      expect((await payment(payment_id)).status).toBe("initiated");
    } finally {
      release();
      status();
    }
    const retried = await post("execute_payment/", { payment_id });
    expect(retried.status).toBe(200);
  });
});

describe("rate limits (docs/api.md §8)", () => {
  it("allows 20 payment calls per address per hour, each route on its own, then 429 with Retry-After", async () => {
    const from = (ip: string, path: string) =>
      fetch(`${api.base}/backend/api/${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": ip },
        body: JSON.stringify({ payment_id: "nope" }),
      });
    for (let i = 0; i < 20; i++) expect((await from("10.99.0.1", "execute_payment/")).status).toBe(404);
    const limited = await from("10.99.0.1", "execute_payment/");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(10 * 60);
    expect(await limited.json()).toEqual({
      detail: expect.stringMatching(/^Request was throttled\. Expected available in \d+ seconds\.$/),
    });
    // Another address, and creating a payment, have their own allowance.
    expect((await from("10.99.0.2", "execute_payment/")).status).toBe(404);
    expect((await from("10.99.0.1", "create_payment/")).status).toBe(200);
  });
});
