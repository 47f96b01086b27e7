import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { loadConfig } from "../../server/config/index.js";
import {
  BkashError,
  BkashUnavailableError,
  createBkashClient,
  type BkashClientOptions,
} from "../../server/modules/payments/bkash-client.server.js";
import { INSUFFICIENT_BALANCE_WALLET } from "../../server/dev/bkash-sandbox.js";
import { startSandbox, type TestSandbox } from "./payments-support.js";

const logger = pino({ level: "silent" });
let redis: Redis;
let sandbox: TestSandbox;
let invoiceCounter = 0;
const invoice = () => `T${randomBytes(4).toString("hex")}${++invoiceCounter}`;

// KEYS ignores ioredis' keyPrefix: patterns and results carry it.
const prefix = () => `${inject("testEnv").runId}-bkash:`;

beforeAll(async () => {
  redis = new Redis(inject("testEnv").redisUrl, { keyPrefix: prefix(), maxRetriesPerRequest: 2 });
  sandbox = await startSandbox(redis);
});

afterAll(async () => {
  await sandbox.close();
  const keys = await redis.keys(`${prefix()}*`);
  if (keys.length) await redis.del(...keys.map((k) => k.slice(prefix().length)));
  await redis.quit();
});

function client(options?: BkashClientOptions) {
  const config = loadConfig({ NODE_ENV: "test", ...sandbox.env });
  return createBkashClient({ config, redis, logger }, options);
}

const create = (c = client(), amount = "500.00") =>
  c.createPayment({
    amount,
    payerReference: "01712345678",
    callbackURL: "http://localhost:3000/worker-registration",
    merchantInvoiceNumber: invoice(),
  });

async function rawCall(path: string, body: unknown, headers: Record<string, string>) {
  const response = await fetch(`${sandbox.baseUrl}/tokenized/checkout/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("bKash client against the sandbox", () => {
  it("grants the token once for many payments across several clients (shared Redis cache + lock)", async () => {
    const grantsBefore = sandbox.calls["token/grant"] ?? 0;
    const clients = [client(), client(), client()];
    const created = await Promise.all(Array.from({ length: 24 }, (_, i) => create(clients[i % 3])));
    expect(new Set(created.map((p) => p.paymentID)).size).toBe(24);
    expect((sandbox.calls["token/grant"] ?? 0) - grantsBefore).toBe(1);
    expect(created[0]).toMatchObject({ transactionStatus: "Initiated", amount: "500.00", currency: "BDT" });
    expect(created[0]!.bkashURL).toMatch(/\/bkash-sandbox\/pay\/TR0011/);
  });

  it("refreshes a token near its expiry instead of granting a new one", async () => {
    const c = client();
    await c.token();
    const grants = sandbox.calls["token/grant"] ?? 0;
    const refreshes = sandbox.calls["token/refresh"] ?? 0;
    const eager = client({ refreshMarginMs: 3_600_000 });
    await create(eager);
    expect(sandbox.calls["token/refresh"]).toBe(refreshes + 1);
    expect(sandbox.calls["token/grant"] ?? 0).toBe(grants);
  });

  it("drops a token the gateway rejects and retries once with a new one", async () => {
    const c = client();
    await c.token();
    const [key] = await redis.keys(`${prefix()}bkash:token:*`);
    const bare = key!.slice(prefix().length);
    const stale = JSON.parse((await redis.get(bare))!) as { idToken: string };
    await redis.set(bare, JSON.stringify({ ...stale, idToken: `sbx.${Date.now() - 1000}.expired` }), "PX", 60_000);
    const grants = sandbox.calls["token/grant"] ?? 0;
    await expect(create(c)).resolves.toMatchObject({ transactionStatus: "Initiated" });
    expect(sandbox.calls["token/grant"]).toBe(grants + 1);
  });

  it("validates like bKash: headers, token, mode, amount, currency, intent, unique invoice", async () => {
    const c = client();
    const token = await c.token();
    const auth = { authorization: token, "x-app-key": "sandbox-app-key" };
    const good = {
      mode: "0011",
      payerReference: "x",
      callbackURL: "http://localhost/cb",
      amount: "10.00",
      currency: "BDT",
      intent: "sale",
      merchantInvoiceNumber: invoice(),
    };
    expect((await rawCall("create", good, {})).status).toBe(401);
    expect(
      (await rawCall("create", good, { authorization: `sbx.${Date.now() - 5}.old`, "x-app-key": "sandbox-app-key" })).body,
    ).toEqual({ message: "The incoming token has expired" });
    expect((await rawCall("create", good, { authorization: token, "x-app-key": "wrong" })).body).toMatchObject({
      statusCode: "2001",
    });
    expect((await rawCall("create", { ...good, mode: "0001" }, auth)).body).toMatchObject({ statusCode: "2063" });
    expect((await rawCall("create", { ...good, amount: "10" }, auth)).body).toMatchObject({ statusCode: "2006" });
    expect((await rawCall("create", { ...good, amount: "0.00" }, auth)).body).toMatchObject({ statusCode: "2006" });
    expect((await rawCall("create", { ...good, currency: "USD" }, auth)).body).toMatchObject({ statusCode: "2007" });
    expect((await rawCall("create", { ...good, intent: "authorization" }, auth)).body).toMatchObject({ statusCode: "2008" });
    expect((await rawCall("create", { ...good, merchantInvoiceNumber: undefined }, auth)).body).toMatchObject({
      statusCode: "2065",
    });
    expect((await rawCall("create", good, auth)).body).toMatchObject({ statusCode: "0000", transactionStatus: "Initiated" });
    expect((await rawCall("create", good, auth)).body).toMatchObject({ statusCode: "2029" });
    expect(
      (
        await rawCall(
          "token/grant",
          { app_key: "sandbox-app-key", app_secret: "sandbox-app-secret" },
          { username: "nobody", password: "x" },
        )
      ).body,
    ).toMatchObject({ statusCode: "9999" });

    const error = await c
      .createPayment({ amount: "10", payerReference: "x", callbackURL: "http://localhost/cb", merchantInvoiceNumber: invoice() })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BkashError);
    expect(error).toMatchObject({ code: "2006", kind: "invalid_request" });
    const duplicate = await c
      .createPayment({
        amount: "10.00",
        payerReference: "x",
        callbackURL: "http://localhost/cb",
        merchantInvoiceNumber: good.merchantInvoiceNumber,
      })
      .catch((e: unknown) => e);
    expect(duplicate).toMatchObject({ code: "2029", kind: "duplicate_invoice" });
  });

  it("executes a paymentID once: unpaid → 2056, paid → Completed, again → 2062; insufficient balance → 2023 then 2117", async () => {
    const c = client();
    const payment = await create(c);
    await expect(c.executePayment(payment.paymentID)).rejects.toMatchObject({ code: "2056", kind: "invalid_payment_state" });
    const callback = await sandbox.payerAction(payment.bkashURL, "pay", "01812345678");
    expect(callback.searchParams.get("paymentID")).toBe(payment.paymentID);
    expect(callback.searchParams.get("status")).toBe("success");
    expect(`${callback.origin}${callback.pathname}`).toBe("http://localhost:3000/worker-registration");
    const executed = await c.executePayment(payment.paymentID);
    expect(executed).toMatchObject({
      transactionStatus: "Completed",
      amount: "500.00",
      currency: "BDT",
      customerMsisdn: "01812345678",
    });
    expect(executed.trxID).toMatch(/^[A-Z0-9]{10}$/);
    await expect(c.executePayment(payment.paymentID)).rejects.toMatchObject({ code: "2062", kind: "already_completed" });
    await expect(c.queryPayment(payment.paymentID)).resolves.toMatchObject({
      transactionStatus: "Completed",
      trxID: executed.trxID,
      amount: "500.00",
    });

    const poor = await create(c);
    await sandbox.payerAction(poor.bkashURL, "pay", INSUFFICIENT_BALANCE_WALLET);
    await expect(c.executePayment(poor.paymentID)).rejects.toMatchObject({ code: "2023", kind: "insufficient_balance" });
    await expect(c.executePayment(poor.paymentID)).rejects.toMatchObject({ code: "2117", kind: "execution_already_completed" });
    await expect(c.queryPayment(poor.paymentID)).resolves.toMatchObject({ transactionStatus: "Failed" });
    await expect(c.queryPayment("TR0011NOSUCHPAYMENT")).rejects.toMatchObject({ code: "2002", kind: "invalid_payment_id" });
  });

  it("answers concurrent executes of one paymentID with exactly one Completed", async () => {
    const c = client();
    const payment = await create(c);
    await sandbox.payerAction(payment.bkashURL, "pay");
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => c.executePayment(payment.paymentID)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results) if (r.status === "rejected") expect((r.reason as BkashError).code).toMatch(/^(2062|2117)$/);
  });

  it("gives up after the timeout with BkashUnavailableError('timeout')", async () => {
    const c = client({ timeoutMs: 300 });
    const payment = await create(c);
    // bKash stays silent until the client has given up (a fixed 800 ms delay raced a busy machine)
    let answer = () => {};
    const gaveUp = new Promise<void>((resolve) => (answer = resolve));
    const release = sandbox.intercept("/payment/status", async (_ctx, next) => {
      await gaveUp;
      await next();
    });
    try {
      const error = await c.queryPayment(payment.paymentID).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BkashUnavailableError);
      expect(error).toMatchObject({ reason: "timeout" });
    } finally {
      answer();
      release();
    }
  });

  it("serves a script-free payment page; Fail and Cancel redirect to the callback and close the payment", async () => {
    const c = client();
    const payment = await create(c);
    const page = await fetch(payment.bkashURL);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain("500.00");
    expect(html).toMatch(/value="pay"[\s\S]*value="fail"[\s\S]*value="cancel"/);
    const wrongPin = await fetch(payment.bkashURL, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "wallet=01712345678&pin=0000&action=pay",
    });
    expect(wrongPin.status).toBe(422);
    expect(await wrongPin.text()).toContain("Wrong PIN.");
    const cancelled = await sandbox.payerAction(payment.bkashURL, "cancel");
    expect(cancelled.searchParams.get("status")).toBe("cancel");
    expect((await fetch(payment.bkashURL)).status).toBe(409);
    await expect(c.queryPayment(payment.paymentID)).resolves.toMatchObject({ transactionStatus: "Cancelled" });
    await expect(c.executePayment(payment.paymentID)).rejects.toMatchObject({ code: "2056" });

    const failing = await create(c);
    expect((await sandbox.payerAction(failing.bkashURL, "fail")).searchParams.get("status")).toBe("failure");
    await expect(c.queryPayment(failing.paymentID)).resolves.toMatchObject({ transactionStatus: "Failed" });
  });
});
