import { findRegistration, receiptByPaymentID, receiptByReference } from "../../server/modules/payments/receipt.server.js";
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import type { ActionFunctionArgs } from "@remix-run/node";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Services } from "../../server/services.js";
import { listPayments, paymentFilterSchema } from "../../server/modules/payments/admin.server.js";
import {
  executePayment,
  executePaymentNow,
  expirePendingRegistrations,
  getPaymentFailure,
  getRegistrationState,
  handleCallback,
  reconcilePayments,
} from "../../server/modules/payments/registration.server.js";
import { siteCookies } from "../../server/http/cookies.js";
import { UploadedFiles } from "../../server/modules/files/stored-file.js";
import { action as workerRegistration } from "../../app/routes/_site.($lang).worker-registration.js";
import { action as trackAction } from "../../app/routes/_site.($lang).worker-registration_.track.js";
import { setStage } from "../../server/modules/submissions/admin.server.js";
import type { FormReply } from "../../app/components/forms/result.js";
import { createPaymentServices, startSandbox, type ChildEnv, type TestSandbox } from "./payments-support.js";
import { startPaymentsWorker } from "../support/payments-worker.js";
import { waitFor } from "../support/wait.js";
import { storeUpload } from "./library-support.js";

let sandbox: TestSandbox;
let sandboxRedis: Redis;
let services: Services;
let childEnv: ChildEnv;
let ipCounter = 0;
const fields: Record<string, number> = {};

beforeAll(async () => {
  sandboxRedis = new Redis(inject("testEnv").redisUrl, { keyPrefix: `${inject("testEnv").runId}-sbx:` });
  sandbox = await startSandbox(sandboxRedis);
  ({ services, child: childEnv } = await createPaymentServices(sandbox));
  const add = async (name: string, field_type: string, required: boolean, options: string[] = []) => {
    const [row] = await services
      .db("form_fields")
      .insert({ form_id: 2, name, field_type, required, options: JSON.stringify(options), priority: Object.keys(fields).length })
      .returning<Array<{ id: number }>>("id");
    fields[name] = row!.id;
  };
  await add("Full Name", "text", true);
  await add("Phone", "phone", true);
  await add("Trade", "select", true, ["Mason", "Electrician"]);
  await add("Skills", "checkbox", false, ["Welding", "Tiling"]);
  await add("Passport Copy", "file", true);
});

afterAll(async () => {
  await services?.close();
  await sandbox?.close();
  const prefix = `${inject("testEnv").runId}-sbx:`;
  const keys = await sandboxRedis.keys(`${prefix}*`);
  if (keys.length) await sandboxRedis.del(...keys.map((k) => k.slice(prefix.length)));
  await sandboxRedis.quit();
});

/** A file as the upload module leaves it: object in the private bucket, unclaimed row. */
const upload = (field: string) =>
  storeUpload(services, {
    bytes: Buffer.from("%PDF-1.4 passport copy"),
    contentType: "application/pdf",
    originalName: "passport.pdf",
    field,
    kind: "document",
  });

interface RouteAnswer {
  status: number;
  /** a redirect's target (bKash's page, or the page itself after a refused Try Again) */
  location?: string | null;
  /** the signed cookie naming the payment, as the browser sends it back */
  cookie?: string;
  /** the cookie's own path, which decides the pages the browser sends it to */
  cookiePath?: string;
  body?: { reply: FormReply; waitSeconds?: number; bkashUnavailable?: boolean };
  headers?: Headers;
}

/** A POST to /worker-registration through the route's action (Conform's parse, the guard, the module), from `ip`. */
async function post(
  body: URLSearchParams,
  {
    ip = `198.51.100.${++ipCounter}`,
    uploads = new UploadedFiles(),
    cookie,
    lang,
  }: { ip?: string; uploads?: UploadedFiles; cookie?: string; lang?: "bn" | "ar" } = {},
): Promise<RouteAnswer> {
  const request = new Request(`http://localhost:3999${lang ? `/${lang}` : ""}/worker-registration`, {
    method: "POST",
    body,
    headers: cookie ? { cookie } : {},
  });
  const context = { services, cspNonce: "n", requestId: "r", clientIp: ip, uploads };
  const result = await workerRegistration({ request, context, params: lang ? { lang } : {} } as unknown as ActionFunctionArgs);
  if (result instanceof Response) {
    const setCookie = result.headers.get("set-cookie");
    const cookie = setCookie?.split(";")[0];
    const cookiePath = setCookie ? /;\s*Path=([^;]*)/i.exec(setCookie)?.[1] : undefined;
    return { status: result.status, location: result.headers.get("location"), cookie, cookiePath };
  }
  const { data, init } = result as unknown as { data: RouteAnswer["body"]; init: ResponseInit | null };
  return { status: init?.status ?? 200, body: data, headers: new Headers(init?.headers) };
}

function answers(overrides: Record<string, string> = {}) {
  const formData = new URLSearchParams({
    [`field_${fields["Full Name"]}`]: "Rahim Uddin",
    [`field_${fields.Phone}`]: "01712345678",
    [`field_${fields.Trade}`]: "Mason",
    ...overrides,
  });
  formData.append(`field_${fields.Skills}`, "Tiling");
  return formData;
}

async function register(overrides: Record<string, string> = {}, ip?: string) {
  const file = await upload(`file_${fields["Passport Copy"]}`);
  const result = await post(answers(overrides), { uploads: new UploadedFiles([file]), ip });
  return { result, file };
}

async function registered() {
  const { result, file } = await register();
  if (result.status !== 303 || !result.location) throw new Error(`registration refused: ${JSON.stringify(result.body)}`);
  const bkashURL = result.location;
  return { paymentID: new URL(bkashURL).pathname.split("/").pop()!, bkashURL, cookie: result.cookie!, file };
}

/** "Try Again" from the browser whose cookie names `paymentID`. */
async function retry(paymentID: string | undefined, ip?: string) {
  const cookie = paymentID
    ? (await siteCookies(services.config).registrationPayment.serialize(paymentID)).split(";")[0]
    : undefined;
  return post(new URLSearchParams({ intent: "retry" }), { cookie, ip });
}

const paymentOf = (answer: RouteAnswer) => new URL(answer.location!).pathname.split("/").pop()!;

const callbackParams = (url: URL) => ({ paymentID: url.searchParams.get("paymentID"), status: url.searchParams.get("status") });

async function payment(paymentID: string) {
  return services.db("payments").where("provider_payment_id", paymentID).first();
}

async function responsesFor(paymentID: string) {
  return services
    .db("form_responses as r")
    .join("payments as p", "p.id", "r.payment_id")
    .where("p.provider_payment_id", paymentID)
    .select("r.*");
}

/**
 * An in-process payments worker. Its stalled-job check runs as often as the SIGKILL test's child
 * workers' (BullMQ skips a check while the previous worker's interval has not elapsed).
 */
async function withWorker<T>(fn: () => Promise<T>): Promise<T> {
  const worker = await startPaymentsWorker(services);
  try {
    return await fn();
  } finally {
    await worker.close();
  }
}

const calls = (path: string) => sandbox.calls[path] ?? 0;

async function sandboxPayment(paymentID: string) {
  return JSON.parse((await sandboxRedis.get(`bkash-sandbox:payment:${paymentID}`))!) as {
    transactionStatus: string;
    amount: string;
  };
}

describe("starting a registration", () => {
  it("refuses invalid answers with Conform's reply (field errors, typed values kept) and stores nothing", async () => {
    const before = await services.db("payments").count<Array<{ count: number }>>({ count: "*" });
    const { result, file } = await register({ [`field_${fields.Trade}`]: "Astronaut" });
    expect(result.status).toBe(400);
    expect(result.body?.reply.status).toBe("error");
    expect(result.body?.reply.error?.[`field_${fields.Trade}`]?.[0]).toBeTruthy();
    expect(result.body?.reply.initialValue).toMatchObject({ [`field_${fields["Full Name"]}`]: "Rahim Uddin" });
    expect(result.body?.bkashUnavailable).toBeUndefined();
    expect(await services.db("payments").count<Array<{ count: number }>>({ count: "*" })).toEqual(before);
    expect((await services.db("files").where("id", file.id).first()).claimed_at).toBeNull();
  });

  it("stores the answers, claims the files and creates the payment with the server's amount and callback URL", async () => {
    const { paymentID, bkashURL, file } = await registered();
    expect(bkashURL).toBe(`${sandbox.baseUrl}/pay/${paymentID}`);
    const row = await payment(paymentID);
    expect(row).toMatchObject({ status: "initiated", amount: "750.00", currency: "BDT", trx_id: null, execute_started_at: null });
    const pending = await services.db("pending_registrations").where("id", row.pending_registration_id).first();
    expect(pending.file_ids).toEqual([file.id]);
    expect(pending.answers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field_label: "Full Name", value: "Rahim Uddin" }),
        expect.objectContaining({ field_label: "Skills", value: ["Tiling"] }),
        expect.objectContaining({ field_label: "Passport Copy", file_id: file.id }),
      ]),
    );
    expect(pending.expires_at.getTime()).toBeGreaterThan(Date.now() + 55 * 60_000);
    expect((await services.db("files").where("id", file.id).first()).claimed_at).not.toBeNull();
    const atBkash = await sandboxPayment(paymentID);
    expect(atBkash).toMatchObject({ amount: "750.00", transactionStatus: "Initiated" });
    const callback = await sandbox.payerAction(bkashURL, "cancel");
    expect(`${callback.origin}${callback.pathname}`).toBe("http://localhost:3999/worker-registration");
  });

  it("a registration from the Bangla page comes back to it, where the paying browser still sends its payment cookie", async () => {
    const file = await upload(`file_${fields["Passport Copy"]}`);
    const result = await post(answers(), { uploads: new UploadedFiles([file]), lang: "bn" });
    expect(result.status).toBe(303);
    const callback = await sandbox.payerAction(result.location!, "cancel");
    expect(`${callback.origin}${callback.pathname}`).toBe("http://localhost:3999/bn/worker-registration");
    // a browser sends a cookie to the pages under its path only (RFC 6265, 5.1.4): without it the Bangla payer's
    // cancel would be ignored and the receipt would not open
    const cookiePath = result.cookiePath!;
    expect(callback.pathname === cookiePath || callback.pathname.startsWith(cookiePath.replace(/\/?$/, "/"))).toBe(true);
  });
});

describe("bKash failing to open the payment", () => {
  it("answers 502 marked bkashUnavailable (not a refused form), keeps the typed answers and closes the payment", async () => {
    const release = sandbox.intercept("/create", async (ctx) => {
      ctx.status = 503;
      ctx.body = { message: "Service Unavailable" };
    });
    try {
      const { result, file } = await register();
      expect(result.status).toBe(502);
      expect(result.body?.bkashUnavailable).toBe(true);
      expect(result.body?.reply.initialValue).toMatchObject({ [`field_${fields["Full Name"]}`]: "Rahim Uddin" });
      // the first try's answers go with the closed payment: the file is unclaimed again
      expect((await services.db("files").where("id", file.id).first())?.claimed_at ?? null).toBeNull();
    } finally {
      release();
    }
  });
});

describe("the rate limit of worker registrations (issue 29)", () => {
  it("lets one address start 60 registrations in 10 minutes (an agent's office, a carrier's NAT), then says to wait, with no payment wording", async () => {
    const ip = "203.0.113.77";
    const paymentsBefore = await services.db("payments").count<Array<{ count: number }>>({ count: "*" });
    // 60 attempts, valid or not (each may have uploaded files): none refused; the other forms' 10 would stop the 11th
    for (let i = 0; i < 60; i++) {
      const answer = await post(answers({ [`field_${fields.Trade}`]: "Astronaut" }), { ip });
      expect(answer.status, `attempt ${i + 1}`).toBe(400);
    }
    const refused = await post(answers(), { ip });
    expect(refused.status).toBe(429);
    const message = refused.body?.reply.error?.[""]?.[0];
    expect(message).toBe("Too many registrations from this connection. Please wait 10 minutes before registering again.");
    expect(message).not.toMatch(/pay|try again/i);
    expect(refused.body?.bkashUnavailable).toBeUndefined();
    expect(refused.body?.waitSeconds).toBeGreaterThan(590);
    expect(Number(refused.headers?.get("retry-after"))).toBe(refused.body?.waitSeconds);
    // the typed answers come back with the refusal
    expect(refused.body?.reply.initialValue).toMatchObject({ [`field_${fields["Full Name"]}`]: "Rahim Uddin" });
    // Try Again from the same address counts in the same allowance; nothing was sent to bKash
    expect((await retry("TR0011NOTAPAYMENT", ip)).status).toBe(429);
    expect(await services.db("payments").count<Array<{ count: number }>>({ count: "*" })).toEqual(paymentsBefore);
    // another address is not affected
    expect((await register({}, "203.0.113.78")).result.status).toBe(303);
  });
});

describe("the callback and the execute job", () => {
  it("a callback replayed 5 times concurrently yields one execute and one response", async () => {
    const { paymentID, bkashURL, file } = await registered();
    const callback = await sandbox.payerAction(bkashURL, "pay", "01811111111");
    const executesBefore = calls("execute");
    const states = await Promise.all(Array.from({ length: 5 }, () => handleCallback(services, callbackParams(callback))));
    expect(states).toEqual(Array(5).fill("processing"));
    const jobs = (await services.queues.payments.getJobs(["waiting", "delayed", "active", "completed", "failed"])).filter(
      (j) => j.id === `execute-${paymentID}`,
    );
    expect(jobs).toHaveLength(1);

    await withWorker(() =>
      waitFor("the payment to be completed", async () => (await getRegistrationState(services.db, paymentID)) === "completed"),
    );
    const again = await Promise.all(Array.from({ length: 5 }, () => handleCallback(services, callbackParams(callback))));
    expect(again).toEqual(Array(5).fill("completed"));

    expect(calls("execute") - executesBefore).toBe(1);
    const responses = await responsesFor(paymentID);
    expect(responses).toHaveLength(1);
    expect(responses[0]).toMatchObject({ form_id: 2 });
    const answers = await services.db("form_answers").where("response_id", responses[0].id).orderBy("position");
    expect(answers.map((a) => [a.field_label, a.value, a.file_id])).toEqual([
      ["Full Name", "Rahim Uddin", null],
      ["Phone", "+8801712345678", null],
      ["Trade", "Mason", null],
      ["Skills", ["Tiling"], null],
      ["Passport Copy", "passport.pdf", file.id],
    ]);
    const row = await payment(paymentID);
    expect(row).toMatchObject({ status: "completed", customer_msisdn: "01811111111", pending_registration_id: null });
    expect(row.trx_id).toMatch(/^[A-Z0-9]{10}$/);
    expect(row.completed_at).not.toBeNull();
    // the registration reference: short, without 0/O/1/I, on the payment (unique index payments_reference_key)
    expect(row.reference).toMatch(/^CR-[2-9A-HJ-NP-Z]{5}$/);
    const receipt = { reference: row.reference, amount: row.amount, currency: "BDT", trxId: row.trx_id };
    expect(await receiptByPaymentID(services.db, paymentID)).toMatchObject(receipt);
    expect(await receiptByReference(services.db, row.reference)).toMatchObject(receipt);
    // the reference and the phone number, however typed (or the bKash wallet), open the receipt; a wrong pair nothing
    for (const phone of ["01712345678", "+880 1712-345678", "০১৭১২৩৪৫৬৭৮", "01811111111"]) {
      expect((await findRegistration(services.db, row.reference.toLowerCase(), phone))?.receipt).toMatchObject(receipt);
    }
    expect(await findRegistration(services.db, row.reference, "01912345678")).toBeNull();
    expect(await findRegistration(services.db, "CR-22222", "01712345678")).toBeNull();
    expect(await findRegistration(services.db, "nonsense", "01712345678")).toBeNull();
    expect(
      await services
        .db("payments")
        .where("id", row.id)
        .update({ reference: "CR-0O1I5" })
        .catch((e: { code: string }) => e.code),
    ).toBe("23514");
    expect(await services.db("pending_registrations").where("file_ids", "@>", [file.id])).toHaveLength(0);
    expect((await services.db("files").where("id", file.id).first()).claimed_at).not.toBeNull();
    expect(await services.storage.stat("private", file.key)).not.toBeNull();
  });

  it("the status page shows the stage and public note the office sets, by reference and phone, rate-limited", async () => {
    const { bkashURL, paymentID } = await registered();
    await handleCallback(services, callbackParams(await sandbox.payerAction(bkashURL, "pay", "01811111111")));
    await executePayment(services, paymentID);
    const row = await payment(paymentID);
    const [response] = await responsesFor(paymentID);
    const track = async (reference: string, phone: string, ip: string, lang?: string) => {
      const request = new Request("http://localhost:3999/worker-registration/track", {
        method: "POST",
        body: new URLSearchParams({ reference, phone }),
      });
      const context = { services, cspNonce: "n", requestId: "r", clientIp: ip, uploads: new UploadedFiles() };
      const result = (await trackAction({ request, context, params: { lang } } as unknown as ActionFunctionArgs)) as unknown;
      if (result && typeof result === "object" && "init" in result) {
        const { data, init } = result as { data: FormReply; init: ResponseInit | null };
        return { status: init?.status ?? 200, error: data.error?.[""]?.[0], body: JSON.stringify(data) };
      }
      return { status: 200, tracked: (result as { tracked: unknown }).tracked, body: JSON.stringify(result) };
    };
    const ip = "192.0.2.200";
    expect((await track(row.reference, "01712345678", ip)).tracked).toEqual({
      reference: row.reference,
      stage: "received",
      note: "",
    });
    const actor = { adminUserId: null, ip: "192.0.2.9" };
    expect(
      await setStage(services.db, 2, { responseId: response.id, stage: "medical", publicNote: "Medical test on Monday." }, actor),
    ).toEqual({ ok: true });
    // another form's response cannot be given a stage
    expect(await setStage(services.db, 4, { responseId: response.id, stage: "visa", publicNote: "" }, actor)).toEqual({
      ok: false,
      reason: "missing",
    });
    const audited = await services.db("audit_log").where({ action: "form_response.stage", entity_id: String(response.id) });
    expect(audited.map((a) => a.details)).toEqual([
      { formId: 2, stage: { before: "received", after: "medical" }, publicNote: "Medical test on Monday." },
    ]);
    const shown = await track(row.reference.toLowerCase(), "+880 1712-345678", ip);
    expect(shown.tracked).toEqual({ reference: row.reference, stage: "medical", note: "Medical test on Monday." });
    // nothing else of the registration: no name, no phone, no amount, no transaction id
    for (const secret of ["Rahim", "01712345678", "1712345678", row.trx_id, row.amount]) expect(shown.body).not.toContain(secret);
    // a wrong pair says the same whether the reference exists or not, in the page's language
    const wrongPhone = await track(row.reference, "01912345678", ip);
    const noSuchReference = await track("CR-22222", "01712345678", ip);
    expect(wrongPhone).toMatchObject({ status: 404 });
    expect(noSuchReference.error).toBe(wrongPhone.error);
    expect((await track("CR-22222", "01712345678", ip, "bn")).error).toBe(
      "এই রেফারেন্স ও ফোন নম্বরে কোনো পরিশোধিত রেজিস্ট্রেশন পাওয়া যায়নি। দুটোই আবার মিলিয়ে দেখুন।",
    );
    // ten lookups per address in 15 minutes, shared with the receipt: the eleventh is refused even with the right pair
    for (let i = 0; i < 5; i++) await track("CR-22222", "01712345678", ip);
    const limited = await track(row.reference, "01712345678", ip);
    expect(limited).toMatchObject({ status: 429 });
    expect(limited.error).toMatch(/^Too many attempts/);
    expect((await track(row.reference, "01712345678", "192.0.2.201")).tracked).toMatchObject({ stage: "medical" });
  });

  it("a forged status=success for an unknown paymentID records nothing", async () => {
    const responses = await services.db("form_responses").count<Array<{ count: number }>>({ count: "*" });
    expect(await handleCallback(services, { paymentID: "TR0011FORGEDPAYMENT000", status: "success" })).toBe("failed");
    expect(await handleCallback(services, { paymentID: "<script>", status: "success" })).toBe("failed");
    expect(await services.queues.payments.getJob("execute-TR0011FORGEDPAYMENT000")).toBeUndefined();
    expect(await executePayment(services, "TR0011FORGEDPAYMENT000")).toBe("unknown");
    expect(await services.db("form_responses").count<Array<{ count: number }>>({ count: "*" })).toEqual(responses);
  });

  it("an execute before the payer authorises (forged status=success, then the REST API's execute) leaves the payment pending; the payer's own authorisation completes it once (issue 29)", async () => {
    const { paymentID, bkashURL } = await registered();
    const executesBefore = calls("execute");
    // a stranger who knows the paymentID: status=success before the payer has entered the PIN …
    expect(await handleCallback(services, { paymentID, status: "success" })).toBe("processing");
    await withWorker(() => waitFor("another execute call", async () => calls("execute") > executesBefore));
    await waitFor(
      "an execute attempt",
      async () => (await services.queues.payments.getJob(`execute-${paymentID}`))?.attemptsMade,
    );
    // … and the REST API's execute_payment/: bKash refuses with 2056 each time, nothing is closed or recorded
    expect(await executePaymentNow(services, paymentID)).toMatchObject({ ok: false });
    expect(await payment(paymentID)).toMatchObject({ status: "initiated", trx_id: null });
    expect(await getRegistrationState(services.db, paymentID)).toBe("processing");
    expect(await responsesFor(paymentID)).toHaveLength(0);
    expect((await sandboxPayment(paymentID)).transactionStatus).toBe("Initiated");

    // the real payer authorises: bKash's callback completes the payment, exactly once
    const callback = await sandbox.payerAction(bkashURL, "pay", "01811111112");
    expect(await handleCallback(services, callbackParams(callback), { fromPayerBrowser: true })).toBe("processing");
    await withWorker(() =>
      waitFor("the payment to be completed", async () => (await getRegistrationState(services.db, paymentID)) === "completed"),
    );
    expect(await responsesFor(paymentID)).toHaveLength(1);
    expect(await payment(paymentID)).toMatchObject({ status: "completed", customer_msisdn: "01811111112" });
    expect((await sandboxPayment(paymentID)).transactionStatus).toBe("Completed");
    expect(await executePaymentNow(services, paymentID)).toMatchObject({ ok: true });
    expect(await responsesFor(paymentID)).toHaveLength(1);
  });

  it("a payer who cancels after an early execute gets the payment closed from bKash's own status", async () => {
    const { paymentID, bkashURL } = await registered();
    expect(await executePaymentNow(services, paymentID)).toMatchObject({ ok: false });
    expect((await payment(paymentID)).execute_started_at).not.toBeNull();
    const callback = await sandbox.payerAction(bkashURL, "cancel");
    await handleCallback(services, callbackParams(callback), { fromPayerBrowser: true });
    await withWorker(() =>
      waitFor("the payment to be failed", async () => (await getRegistrationState(services.db, paymentID)) === "failed"),
    );
    expect(await payment(paymentID)).toMatchObject({ status: "cancelled" });
    expect(await responsesFor(paymentID)).toHaveLength(0);
  });

  it("an amount mismatch records nothing and marks the payment failed with the reason", async () => {
    const { paymentID, bkashURL } = await registered();
    // bKash reports a different amount than the one the server created the payment with
    const key = `bkash-sandbox:payment:${paymentID}`;
    await sandboxRedis.set(key, JSON.stringify({ ...(await sandboxPayment(paymentID)), amount: "1.00" }), "KEEPTTL");
    const callback = await sandbox.payerAction(bkashURL, "pay");
    expect(await handleCallback(services, callbackParams(callback))).toBe("processing");
    await withWorker(() =>
      waitFor("the payment to be failed", async () => (await getRegistrationState(services.db, paymentID)) === "failed"),
    );
    expect(await responsesFor(paymentID)).toHaveLength(0);
    const row = await payment(paymentID);
    expect(row.status).toBe("failed");
    expect(row.failure_reason).toMatch(/^Amount mismatch: expected 750.00 BDT, bKash reports 1.00 BDT/);
    // the payer paid something: no Try Again, the office checks it
    expect(await getPaymentFailure(services.db, paymentID)).toBe("needs_review");
    expect(row.trx_id).toMatch(/^[A-Z0-9]{10}$/);
  });

  it("an execute that gives no answer in time is settled from payment/status, without a second execute", async () => {
    const { paymentID, bkashURL } = await registered();
    await sandbox.payerAction(bkashURL, "pay");
    // bKash executes, but its gateway answers 504 (as after its own timeout)
    const release = sandbox.intercept("/execute", async (ctx, next) => {
      await next();
      ctx.body = { message: "Endpoint request timed out" };
      ctx.status = 504;
    });
    const executes = calls("execute");
    const statuses = calls("payment/status");
    try {
      expect(await executePayment(services, paymentID)).toBe("completed");
    } finally {
      release();
    }
    expect(calls("execute") - executes).toBe(1);
    expect(calls("payment/status") - statuses).toBe(1);
    expect(await responsesFor(paymentID)).toHaveLength(1);
  });

  it("insufficient balance (2023) fails the payment and records nothing", async () => {
    const { paymentID, bkashURL } = await registered();
    const callback = await sandbox.payerAction(bkashURL, "pay", "01823074817");
    await handleCallback(services, callbackParams(callback));
    await withWorker(() =>
      waitFor("the payment to be failed", async () => (await getRegistrationState(services.db, paymentID)) === "failed"),
    );
    expect(await responsesFor(paymentID)).toHaveLength(0);
    expect((await payment(paymentID)).failure_reason).toBe("bKash: bKash 2023: Insufficient Balance");
    expect(await getPaymentFailure(services.db, paymentID)).toBe("insufficient_balance");
  });

  it("says why each payment did not complete, from bKash's outcome (issue 32)", async () => {
    const refusedAt = async (wallet: string) => {
      const { paymentID, bkashURL } = await registered();
      await handleCallback(services, callbackParams(await sandbox.payerAction(bkashURL, "pay", wallet)));
      expect(await executePayment(services, paymentID)).toBe("failed");
      return getPaymentFailure(services.db, paymentID);
    };
    expect(await refusedAt("01823074818")).toBe("wrong_pin_or_otp");
    expect(await refusedAt("01823074819")).toBe("timed_out");
    expect(await refusedAt("01823074820")).toBe("bkash_unavailable");

    const closedBy = async (action: "cancel" | "fail") => {
      const { paymentID, bkashURL } = await registered();
      await handleCallback(services, callbackParams(await sandbox.payerAction(bkashURL, action)), { fromPayerBrowser: true });
      return getPaymentFailure(services.db, paymentID);
    };
    expect(await closedBy("cancel")).toBe("cancelled");
    expect(await closedBy("fail")).toBe("declined");

    // open, completed or unknown payments have no failure
    const open = await registered();
    expect(await getPaymentFailure(services.db, open.paymentID)).toBeNull();
    await handleCallback(services, callbackParams(await sandbox.payerAction(open.bkashURL, "pay")));
    expect(await executePayment(services, open.paymentID)).toBe("completed");
    expect(await getPaymentFailure(services.db, open.paymentID)).toBeNull();
    expect(await getPaymentFailure(services.db, "TR0011UNKNOWN")).toBeNull();
  });

  it("cancel and failure callbacks close the payment (only from initiated) and keep its data for a retry until it expires", async () => {
    const { paymentID, bkashURL, file } = await registered();
    const callback = await sandbox.payerAction(bkashURL, "cancel");
    const pendingId = (await payment(paymentID)).pending_registration_id;
    expect(await handleCallback(services, callbackParams(callback), { fromPayerBrowser: true })).toBe("failed");
    expect(await payment(paymentID)).toMatchObject({ status: "cancelled", pending_registration_id: pendingId });
    expect(await services.db("pending_registrations").where("id", pendingId).first()).toBeDefined();
    expect(await services.storage.stat("private", file.key)).not.toBeNull();
    // once expired, the expiry job removes the answers and the files
    await services
      .db("pending_registrations")
      .where("id", pendingId)
      .update({ expires_at: new Date(Date.now() - 1000) });
    await expirePendingRegistrations(services);
    expect(await services.db("pending_registrations").where("id", pendingId).first()).toBeUndefined();
    expect(await services.db("files").where("id", file.id).first()).toBeUndefined();
    expect(await services.storage.stat("private", file.key)).toBeNull();
    // a late success for the same payment changes nothing
    expect(await handleCallback(services, { paymentID, status: "success" })).toBe("failed");

    const failing = await registered();
    await sandbox.payerAction(failing.bkashURL, "fail");
    expect(await handleCallback(services, { paymentID: failing.paymentID, status: "failure" }, { fromPayerBrowser: true })).toBe(
      "failed",
    );
    expect((await payment(failing.paymentID)).status).toBe("failed");
  });

  it("Try Again pays for the same answers and files once more, only for the payer's own closed payment", async () => {
    const busy = { status: 303, location: "/worker-registration?retry=busy" };
    const expired = { status: 303, location: "/worker-registration?retry=expired" };
    const first = await registered();
    // nothing to retry while the payment is open, or for a payment nobody names
    expect(await retry(first.paymentID)).toMatchObject(busy);
    expect(await retry(undefined)).toMatchObject(expired);
    expect(await retry("not-a-payment")).toMatchObject(expired);

    const cancelled = await sandbox.payerAction(first.bkashURL, "cancel");
    await handleCallback(services, callbackParams(cancelled), { fromPayerBrowser: true });
    const retried = await retry(first.paymentID);
    expect(retried.location).toMatch(new RegExp(`^${sandbox.baseUrl}/pay/`));
    const again = { paymentID: paymentOf(retried), bkashURL: retried.location! };
    expect(again.paymentID).not.toBe(first.paymentID);
    const [before, after] = [await payment(first.paymentID), await payment(again.paymentID)];
    expect(after).toMatchObject({
      status: "initiated",
      amount: before.amount,
      pending_registration_id: before.pending_registration_id,
    });
    // a second Try Again while the new payment is open is refused: one open payment per set of answers
    expect(await retry(first.paymentID)).toMatchObject(busy);

    const paid = await sandbox.payerAction(again.bkashURL, "pay");
    expect(await handleCallback(services, callbackParams(paid), { fromPayerBrowser: true })).toBe("processing");
    await withWorker(() =>
      waitFor(
        "the retried payment to be completed",
        async () => (await getRegistrationState(services.db, again.paymentID)) === "completed",
      ),
    );
    const responses = await responsesFor(again.paymentID);
    expect(responses).toHaveLength(1);
    expect(await responsesFor(first.paymentID)).toHaveLength(0);
    const answers = await services.db("form_answers").where("response_id", responses[0].id);
    expect(answers.map((a: { file_id: string | null }) => a.file_id)).toContain(first.file.id);
    // the answers are registered now: nothing is left to retry
    expect(await retry(first.paymentID)).toMatchObject(expired);
  });

  it("Try Again after the answers expired is refused and creates no payment", async () => {
    const { paymentID, bkashURL } = await registered();
    const cancelled = await sandbox.payerAction(bkashURL, "cancel");
    await handleCallback(services, callbackParams(cancelled), { fromPayerBrowser: true });
    const pendingId = (await payment(paymentID)).pending_registration_id;
    await services
      .db("pending_registrations")
      .where("id", pendingId)
      .update({ expires_at: new Date(Date.now() - 1000) });
    const count = async () => Number((await services.db("payments").count<Array<{ n: string }>>({ n: "*" }).first())!.n);
    const before = await count();
    expect(await retry(paymentID)).toMatchObject({ status: 303, location: "/worker-registration?retry=expired" });
    expect(await count()).toBe(before);
  });

  it("a forged cancel or failure callback from another browser changes nothing (issue 10)", async () => {
    const { paymentID, bkashURL, file } = await registered();
    for (const status of ["cancel", "failure"]) {
      expect(await handleCallback(services, { paymentID, status })).toBe("processing");
    }
    expect(await payment(paymentID)).toMatchObject({ status: "initiated" });
    expect(await services.db("files").where("id", file.id).first()).toBeDefined();
    // the real payer still pays and is registered
    const callback = await sandbox.payerAction(bkashURL, "pay");
    expect(await handleCallback(services, callbackParams(callback), { fromPayerBrowser: true })).toBe("processing");
    await withWorker(() =>
      waitFor("the payment to be completed", async () => (await getRegistrationState(services.db, paymentID)) === "completed"),
    );
    expect(await responsesFor(paymentID)).toHaveLength(1);
  });

  const startChild = async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "tests/integration/payments-worker.child.ts"], {
      env: { ...process.env, PAYMENTS_CHILD_ENV: JSON.stringify(childEnv) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("ready") && resolve());
      child.once("exit", (code) => reject(new Error(`worker exited (${code}): ${stderr}`)));
    });
    return child;
  };

  it.each([
    { moment: "after bKash completed the payment", bkashGotIt: true },
    { moment: "before bKash received the execute call", bkashGotIt: false },
  ])(
    "a worker killed (SIGKILL) $moment is retried and still yields exactly one response",
    async ({ bkashGotIt }) => {
      const { paymentID, bkashURL } = await registered();
      const callback = await sandbox.payerAction(bkashURL, "pay");
      const statusBefore = calls("payment/status");

      let victim: ChildProcess | undefined;
      const release = sandbox.intercept("/execute", async (_ctx, next) => {
        if (bkashGotIt) await next();
        victim?.kill("SIGKILL");
        await once(victim!, "exit");
      });
      try {
        victim = await startChild();
        expect(await handleCallback(services, callbackParams(callback))).toBe("processing");
        await waitFor("the killed worker to exit", async () => victim!.exitCode !== null || victim!.signalCode !== null);
      } finally {
        release();
      }
      expect(victim.signalCode).toBe("SIGKILL");
      expect((await sandboxPayment(paymentID)).transactionStatus).toBe(bkashGotIt ? "Completed" : "Initiated");
      expect(await payment(paymentID)).toMatchObject({ status: "initiated" });
      expect((await payment(paymentID)).execute_started_at).not.toBeNull();
      expect(await responsesFor(paymentID)).toHaveLength(0);

      const executesBefore = calls("execute");
      const second = await startChild();
      try {
        await waitFor(
          "the payment to be completed",
          async () => (await getRegistrationState(services.db, paymentID)) === "completed",
        );
      } finally {
        second.kill("SIGTERM");
        await once(second, "exit");
      }
      expect(await responsesFor(paymentID)).toHaveLength(1);
      // the retry asks payment/status first, and executes only what bKash has not executed
      expect(calls("payment/status") - statusBefore).toBeGreaterThanOrEqual(1);
      expect(calls("execute") - executesBefore).toBe(bkashGotIt ? 0 : 1);
      expect(await executePayment(services, paymentID)).toBe("completed");
      expect(await responsesFor(paymentID)).toHaveLength(1);
    },
    60_000,
  );
});

describe("reconciliation and expiry", () => {
  const age = (paymentID: string, minutes: number) =>
    services
      .db("payments")
      .where("provider_payment_id", paymentID)
      .update({ created_at: services.db.raw("now() - make_interval(mins => ?)", [minutes]) });

  it("settles payments whose callback never came: paid → registered, unpaid → expired, cancelled → cancelled; two reconcilers never share a payment", async () => {
    const paid = await registered();
    await sandbox.payerAction(paid.bkashURL, "pay");
    const abandoned = await registered();
    const cancelled = await registered();
    await sandbox.payerAction(cancelled.bkashURL, "cancel");
    const young = await registered();
    for (const p of [paid, abandoned, cancelled]) await age(p.paymentID, 11);
    const [noAnswer] = await services
      .db("payments")
      .insert({
        merchant_invoice_number: `LOST${randomBytes(4).toString("hex")}`,
        amount: "750.00",
        created_at: services.db.raw("now() - interval '11 minutes'"),
      })
      .returning("id");

    // each reconciler claims its own payments: taking one twice would make the sum exceed 4
    const [a, b] = await Promise.all([reconcilePayments(services), reconcilePayments(services)]);
    expect(a.checked + b.checked).toBe(4);

    expect((await payment(paid.paymentID)).status).toBe("completed");
    expect(await responsesFor(paid.paymentID)).toHaveLength(1);
    expect((await payment(abandoned.paymentID)).status).toBe("expired");
    expect(await getPaymentFailure(services.db, abandoned.paymentID)).toBe("timed_out");
    expect((await payment(cancelled.paymentID)).status).toBe("cancelled");
    expect((await payment(young.paymentID)).status).toBe("initiated");
    expect((await services.db("payments").where("id", noAnswer.id).first()).status).toBe("expired");
    for (const p of [abandoned, cancelled]) expect(await responsesFor(p.paymentID)).toHaveLength(0);

    expect((await reconcilePayments(services)).checked).toBe(0);
  });

  it("the expiry job deletes stale pending data and its files, and keeps data a payment may still need", async () => {
    const stale = await registered();
    await sandbox.payerAction(stale.bkashURL, "fail");
    await age(stale.paymentID, 11);
    await reconcilePayments(services);
    expect((await payment(stale.paymentID)).status).toBe("failed");
    const open = await registered();
    const fresh = await registered();
    await services.db("payments").where("provider_payment_id", fresh.paymentID).update({ status: "expired" });
    const pendingOf = async (paymentID: string) => (await payment(paymentID)).pending_registration_id as string;
    const [stalePending, openPending, freshPending] = [
      await pendingOf(stale.paymentID),
      await pendingOf(open.paymentID),
      await pendingOf(fresh.paymentID),
    ];
    await services
      .db("pending_registrations")
      .whereIn("id", [stalePending, openPending])
      .update({ expires_at: services.db.raw("now() - interval '1 minute'") });

    expect(await expirePendingRegistrations(services)).toBeGreaterThanOrEqual(1);
    expect(await services.db("pending_registrations").where("id", stalePending).first()).toBeUndefined();
    expect(await services.db("files").where("id", stale.file.id).first()).toBeUndefined();
    expect(await services.storage.stat("private", stale.file.key)).toBeNull();
    expect((await payment(stale.paymentID)).pending_registration_id).toBeNull();
    // still initiated (it may be paid): kept until reconciled; not expired yet: kept
    expect(await services.db("pending_registrations").where("id", openPending).first()).toBeDefined();
    expect(await services.db("pending_registrations").where("id", freshPending).first()).toBeDefined();
    expect(await services.storage.stat("private", open.file.key)).not.toBeNull();
    expect(await expirePendingRegistrations(services)).toBe(0);
  });

  it("the token is granted once for all the payments of this file", async () => {
    await Promise.all(Array.from({ length: 10 }, () => registered()));
    expect(calls("create")).toBeGreaterThan(20);
    expect(calls("token/grant")).toBe(1);
    expect(calls("token/refresh")).toBe(0);
  });
});

describe("admin read models", () => {
  it("lists payments by status with their registration", async () => {
    const completed = await listPayments(services.db, paymentFilterSchema.parse({ status: "completed" }), "Asia/Dhaka");
    expect(completed.items.length).toBeGreaterThanOrEqual(3);
    expect(completed.items.every((p) => p.status === "completed" && p.responseId !== null && p.trxId)).toBe(true);
    expect(completed.counts.completed).toBe(completed.total);
    const all = await listPayments(services.db, paymentFilterSchema.parse({ status: "bogus", page: "x" }), "Asia/Dhaka");
    expect(all.page).toBe(1);
    expect(all.total).toBe(Object.values(all.counts).reduce((a, b) => a + b, 0));
    expect(all.items.map((p) => p.createdAt)).toEqual([...all.items.map((p) => p.createdAt)].sort().reverse());
  });
});
