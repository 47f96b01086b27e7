import { randomBytes } from "node:crypto";
import Router from "@koa/router";
import type { Context } from "koa";
import type { Redis } from "ioredis";
import { z } from "zod";
import type { Logger } from "../logger.js";
import { SANDBOX_CREDENTIALS } from "../modules/payments/bkash-client.server.js";

/**
 * A local stand-in for bKash's tokenized checkout API and its payment page, for development and
 * tests. Mounted at /bkash-sandbox outside production only (the configuration refuses production
 * without real BKASH_* values). Same endpoints, headers, validation and status codes as bKash;
 * state lives in Redis under the services' key prefix.
 *
 * Payment page (`bkashURL` = /bkash-sandbox/pay/<paymentID>), for testers:
 *   - any wallet 01XXXXXXXXX (11 digits) with PIN 12121 → Pay authorises; `execute` then completes it;
 *   - wallet 01823074817 (bKash's own sandbox number for this case) → Pay authorises, but `execute`
 *     fails with 2023 "Insufficient Balance"; the other test wallets of REFUSING_WALLETS fail `execute` with
 *     the other refusals a payer can meet (wrong PIN, verification time expired, maintenance);
 *   - Fail → callback with status=failure; Cancel → callback with status=cancel.
 * Credentials: app key/secret and username/password are SANDBOX_CREDENTIALS.
 */

const SANDBOX_PIN = "12121";
export const INSUFFICIENT_BALANCE_WALLET = "01823074817";

/** Test wallets whose payment is authorised but whose `execute` bKash refuses, with bKash's code and message. */
export const REFUSING_WALLETS: Readonly<Record<string, { statusCode: string; statusMessage: string }>> = {
  [INSUFFICIENT_BALANCE_WALLET]: { statusCode: "2023", statusMessage: "Insufficient Balance" },
  "01823074818": { statusCode: "2015", statusMessage: "Wrong PIN count exceeded" },
  "01823074819": { statusCode: "2018", statusMessage: "OTP verification time expired" },
  "01823074820": { statusCode: "503", statusMessage: "System is undergoing maintenance. Please try again later" },
};

const TOKEN_TTL_SECONDS = 3600;
const REFRESH_TTL_SECONDS = 28 * 24 * 3600;
const PAYMENT_TTL_SECONDS = 7 * 24 * 3600;
const MAX_BODY_BYTES = 16 * 1024;

type SandboxStatus = "Initiated" | "Completed" | "Failed" | "Cancelled";

interface SandboxPayment {
  paymentID: string;
  amount: string;
  currency: string;
  intent: string;
  mode: string;
  payerReference: string;
  callbackURL: string;
  merchantInvoiceNumber: string;
  createTime: string;
  transactionStatus: SandboxStatus;
  /** Wallet that authorised the payment on the payment page (Pay). */
  authorizedWallet?: string;
  executeCalled?: boolean;
  trxID?: string;
  executeTime?: string;
}

class SandboxRefusal extends Error {
  constructor(
    readonly statusCode: string,
    readonly statusMessage: string,
  ) {
    super(statusMessage);
  }
}

class GatewayRefusal extends Error {
  constructor(
    readonly httpStatus: number,
    message: string,
  ) {
    super(message);
  }
}

// Compare-and-set of a payment's JSON, so concurrent execute calls cannot both pass the "once" check.
const CAS = `if redis.call("get", KEYS[1]) == ARGV[1] then redis.call("set", KEYS[1], ARGV[2], "KEEPTTL") return 1 else return 0 end`;

const createBody = z.object({
  mode: z.string(),
  payerReference: z.string(),
  callbackURL: z.string(),
  amount: z.string(),
  currency: z.string(),
  intent: z.string(),
  merchantInvoiceNumber: z.string(),
});

/** bKash's time format: 2025-12-09T16:12:43:828 GMT+0600 (Dhaka time). */
function bkashTime(date = new Date()): string {
  const d = new Date(date.getTime() + 6 * 3600_000);
  const pad = (n: number, w = 2) => String(n).padStart(w, "0");
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}:${pad(d.getUTCMilliseconds(), 3)} GMT+0600`;
}

function randomCode(length: number): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  return [...randomBytes(length)].map((b) => alphabet[b % alphabet.length]).join("");
}

async function readBody(ctx: Context): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new SandboxRefusal("2025", "Invalid request body");
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

async function readJson(ctx: Context): Promise<Record<string, unknown>> {
  const text = await readBody(ctx);
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // falls through to the refusal below
  }
  throw new SandboxRefusal("2025", "Invalid request body");
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

function callbackTarget(payment: SandboxPayment, status: "success" | "failure" | "cancel"): string {
  const url = new URL(payment.callbackURL);
  url.searchParams.set("paymentID", payment.paymentID);
  url.searchParams.set("status", status);
  return url.toString();
}

export function createBkashSandbox(services: { redis: Redis; logger: Logger }): Router {
  const { redis, logger } = services;
  const router = new Router({ prefix: "/bkash-sandbox" });
  const paymentKey = (id: string) => `bkash-sandbox:payment:${id}`;

  async function loadPayment(id: string): Promise<{ raw: string; payment: SandboxPayment } | null> {
    if (!/^[A-Za-z0-9]{1,64}$/.test(id)) return null;
    const raw = await redis.get(paymentKey(id));
    return raw ? { raw, payment: JSON.parse(raw) as SandboxPayment } : null;
  }

  /** Applies `change` atomically; returns the stored payment, or null when `change` declined (returned null). */
  async function update(id: string, change: (p: SandboxPayment) => SandboxPayment | null): Promise<SandboxPayment | null> {
    for (;;) {
      const current = await loadPayment(id);
      if (!current) throw new SandboxRefusal("2002", "Invalid Payment ID");
      const next = change(current.payment);
      if (!next) return null;
      if (await redis.eval(CAS, 1, paymentKey(id), current.raw, JSON.stringify(next))) return next;
    }
  }

  async function issueToken(): Promise<Record<string, unknown>> {
    const idToken = `sbx.${Date.now() + TOKEN_TTL_SECONDS * 1000}.${randomBytes(24).toString("hex")}`;
    const refreshToken = `sbr.${randomBytes(24).toString("hex")}`;
    await redis.set(`bkash-sandbox:token:${idToken}`, "1", "EX", TOKEN_TTL_SECONDS);
    await redis.set(`bkash-sandbox:refresh:${refreshToken}`, "1", "EX", REFRESH_TTL_SECONDS);
    return {
      statusCode: "0000",
      statusMessage: "Successful",
      id_token: idToken,
      token_type: "Bearer",
      expires_in: TOKEN_TTL_SECONDS,
      refresh_token: refreshToken,
    };
  }

  function checkCredentials(ctx: Context, body: Record<string, unknown>) {
    if (ctx.get("username") !== SANDBOX_CREDENTIALS.username) throw new SandboxRefusal("9999", "Username does not exist");
    if (ctx.get("password") !== SANDBOX_CREDENTIALS.password)
      throw new SandboxRefusal("9999", "Invalid username and password combination");
    if (body.app_key !== SANDBOX_CREDENTIALS.appKey || body.app_secret !== SANDBOX_CREDENTIALS.appSecret) {
      throw new SandboxRefusal("2001", "Invalid App Key");
    }
  }

  async function checkToken(ctx: Context) {
    const token = ctx.get("authorization");
    if (!token) throw new GatewayRefusal(401, "Unauthorized");
    if (!(await redis.exists(`bkash-sandbox:token:${token}`))) {
      const expiresAt = Number(/^sbx\.(\d+)\./.exec(token)?.[1]);
      throw new GatewayRefusal(401, expiresAt && expiresAt < Date.now() ? "The incoming token has expired" : "Unauthorized");
    }
    if (ctx.get("x-app-key") !== SANDBOX_CREDENTIALS.appKey) throw new SandboxRefusal("2001", "Invalid App Key");
  }

  /** JSON endpoints answer HTTP 200 with statusCode/statusMessage, like bKash; gateway refusals are 401. */
  function api(handler: (ctx: Context, body: Record<string, unknown>) => Promise<Record<string, unknown>>) {
    return async (ctx: Context) => {
      try {
        const body = await readJson(ctx);
        const answer = await handler(ctx, body);
        ctx.body = answer;
        ctx.status = 200;
      } catch (err) {
        if (err instanceof GatewayRefusal) {
          ctx.body = { message: err.message };
          ctx.status = err.httpStatus;
        } else if (err instanceof SandboxRefusal) {
          ctx.body = { statusCode: err.statusCode, statusMessage: err.statusMessage };
          ctx.status = 200;
        } else {
          throw err;
        }
      }
    };
  }

  function paymentIdOf(body: Record<string, unknown>): string {
    if (typeof body.paymentID !== "string" || body.paymentID === "") throw new SandboxRefusal("2065", "Mandatory field missing");
    return body.paymentID;
  }

  function statusView(p: SandboxPayment) {
    return {
      paymentID: p.paymentID,
      mode: p.mode,
      paymentCreateTime: p.createTime,
      ...(p.executeTime ? { paymentExecuteTime: p.executeTime } : {}),
      amount: p.amount,
      currency: p.currency,
      intent: p.intent,
      merchantInvoice: p.merchantInvoiceNumber,
      ...(p.trxID ? { trxID: p.trxID } : {}),
      transactionStatus: p.transactionStatus,
      verificationStatus: p.transactionStatus === "Completed" ? "Complete" : "Incomplete",
      payerReference: p.payerReference,
      ...(p.authorizedWallet ? { customerMsisdn: p.authorizedWallet } : {}),
      statusCode: "0000",
      statusMessage: "Successful",
    };
  }

  router.post(
    "/tokenized/checkout/token/grant",
    api(async (ctx, body) => {
      checkCredentials(ctx, body);
      return issueToken();
    }),
  );

  router.post(
    "/tokenized/checkout/token/refresh",
    api(async (ctx, body) => {
      checkCredentials(ctx, body);
      if (typeof body.refresh_token !== "string" || !(await redis.exists(`bkash-sandbox:refresh:${body.refresh_token}`))) {
        throw new SandboxRefusal("9999", "Invalid refresh token");
      }
      return issueToken();
    }),
  );

  router.post(
    "/tokenized/checkout/create",
    api(async (ctx, body) => {
      await checkToken(ctx);
      const parsed = createBody.safeParse(body);
      if (!parsed.success) throw new SandboxRefusal("2065", "Mandatory field missing");
      const input = parsed.data;
      if (input.mode !== "0011") throw new SandboxRefusal("2063", "Mode is not valid as per request data");
      if (!/^\d{1,8}\.\d{2}$/.test(input.amount) || Number(input.amount) <= 0) throw new SandboxRefusal("2006", "Invalid Amount");
      if (input.currency !== "BDT") throw new SandboxRefusal("2007", "Invalid Currency");
      if (input.intent !== "sale") throw new SandboxRefusal("2008", "Invalid Intent");
      if (input.payerReference.length > 255) throw new SandboxRefusal("2048", "Invalid Payer Reference");
      if (!/^https?:\/\//.test(input.callbackURL) || !URL.canParse(input.callbackURL))
        throw new SandboxRefusal("2049", "Invalid Merchant Callback URL");
      if (!/^[A-Za-z0-9_-]{1,255}$/.test(input.merchantInvoiceNumber))
        throw new SandboxRefusal("2031", "Invalid merchant invoice number");
      const claimed = await redis.set(
        `bkash-sandbox:invoice:${input.merchantInvoiceNumber}`,
        "1",
        "EX",
        PAYMENT_TTL_SECONDS,
        "NX",
      );
      if (!claimed) throw new SandboxRefusal("2029", "Duplicate for all transactions");

      const payment: SandboxPayment = {
        paymentID: `TR0011${randomCode(20)}`,
        amount: input.amount,
        currency: input.currency,
        intent: input.intent,
        mode: input.mode,
        payerReference: input.payerReference,
        callbackURL: input.callbackURL,
        merchantInvoiceNumber: input.merchantInvoiceNumber,
        createTime: bkashTime(),
        transactionStatus: "Initiated",
      };
      await redis.set(paymentKey(payment.paymentID), JSON.stringify(payment), "EX", PAYMENT_TTL_SECONDS);
      const bkashURL = `${ctx.protocol}://${ctx.host}/bkash-sandbox/pay/${payment.paymentID}`;
      return {
        paymentID: payment.paymentID,
        bkashURL,
        callbackURL: payment.callbackURL,
        successCallbackURL: callbackTarget(payment, "success"),
        failureCallbackURL: callbackTarget(payment, "failure"),
        cancelledCallbackURL: callbackTarget(payment, "cancel"),
        amount: payment.amount,
        intent: payment.intent,
        currency: payment.currency,
        paymentCreateTime: payment.createTime,
        transactionStatus: payment.transactionStatus,
        merchantInvoiceNumber: payment.merchantInvoiceNumber,
        statusCode: "0000",
        statusMessage: "Successful",
      };
    }),
  );

  router.post(
    "/tokenized/checkout/execute",
    api(async (ctx, body) => {
      await checkToken(ctx);
      const id = paymentIdOf(body);
      let refusal: SandboxRefusal | undefined;
      const executed = await update(id, (p) => {
        if (p.transactionStatus === "Completed") refusal = new SandboxRefusal("2062", "The payment has already been completed");
        else if (p.executeCalled) refusal = new SandboxRefusal("2117", "Payment execution already been called before");
        else if (p.transactionStatus !== "Initiated" || !p.authorizedWallet)
          refusal = new SandboxRefusal("2056", "Invalid Payment State");
        else if (REFUSING_WALLETS[p.authorizedWallet]) {
          const { statusCode, statusMessage } = REFUSING_WALLETS[p.authorizedWallet]!;
          refusal = new SandboxRefusal(statusCode, statusMessage);
          return { ...p, executeCalled: true, transactionStatus: "Failed" };
        } else {
          refusal = undefined;
          return { ...p, executeCalled: true, transactionStatus: "Completed", trxID: randomCode(10), executeTime: bkashTime() };
        }
        return null;
      });
      if (refusal) throw refusal;
      const p = executed!;
      logger.info({ paymentID: p.paymentID, trxID: p.trxID }, "bkash sandbox: payment executed");
      return {
        paymentID: p.paymentID,
        customerMsisdn: p.authorizedWallet,
        payerReference: p.payerReference,
        paymentExecuteTime: p.executeTime,
        trxID: p.trxID,
        transactionStatus: p.transactionStatus,
        amount: p.amount,
        currency: p.currency,
        intent: p.intent,
        merchantInvoiceNumber: p.merchantInvoiceNumber,
        statusCode: "0000",
        statusMessage: "Successful",
      };
    }),
  );

  router.post(
    "/tokenized/checkout/payment/status",
    api(async (ctx, body) => {
      await checkToken(ctx);
      const found = await loadPayment(paymentIdOf(body));
      if (!found) throw new SandboxRefusal("2002", "Invalid Payment ID");
      return statusView(found.payment);
    }),
  );

  function page(ctx: Context, status: number, title: string, content: string) {
    ctx.type = "text/html; charset=utf-8";
    ctx.set("Cache-Control", "no-store");
    ctx.body = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · bKash sandbox</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;background:#f4f4f5;color:#18181b}
main{max-width:26rem;margin:3rem auto;background:#fff;border-radius:.75rem;box-shadow:0 1px 4px #0002;overflow:hidden}
header{background:#e2136e;color:#fff;padding:1rem 1.25rem}header h1{margin:0;font-size:1.25rem}header p{margin:.25rem 0 0;font-size:.85rem}
section{padding:1.25rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1rem}dt{color:#52525b}dd{margin:0;font-weight:600}
label{display:block;margin:.75rem 0 .25rem;font-weight:600}input{box-sizing:border-box;width:100%;padding:.6rem;border:1px solid #a1a1aa;border-radius:.4rem;font-size:1rem}
.actions{display:flex;gap:.5rem;margin-top:1.25rem}button{flex:1;padding:.7rem;border:0;border-radius:.4rem;font-size:1rem;cursor:pointer}
.pay{background:#e2136e;color:#fff}.fail{background:#71717a;color:#fff}.cancel{background:#e4e4e7;color:#18181b}
.error{background:#fee2e2;color:#991b1b;padding:.6rem;border-radius:.4rem}.hint{font-size:.8rem;color:#52525b;margin-top:1rem}
</style></head>
<body><main><header><h1>bKash sandbox</h1><p>Test payment page: no real money moves here.</p></header><section>${content}</section></main></body></html>`;
    ctx.status = status;
  }

  function payForm(ctx: Context, p: SandboxPayment, error?: string, wallet = "") {
    page(
      ctx,
      error ? 422 : 200,
      "Pay",
      `<dl><dt>Merchant</dt><dd>Crestline Builders &amp; Manpower</dd><dt>Invoice</dt><dd>${escapeHtml(p.merchantInvoiceNumber)}</dd>
<dt>Amount</dt><dd>${escapeHtml(p.amount)} ${escapeHtml(p.currency)}</dd></dl>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ""}
<form method="post" action="/bkash-sandbox/pay/${escapeHtml(p.paymentID)}">
<label for="wallet">bKash account number</label>
<input id="wallet" name="wallet" inputmode="numeric" autocomplete="off" placeholder="01XXXXXXXXX" value="${escapeHtml(wallet)}" required>
<label for="pin">PIN</label>
<input id="pin" name="pin" type="password" inputmode="numeric" autocomplete="off" required>
<div class="actions">
<button class="pay" name="action" value="pay">Pay</button>
<button class="fail" name="action" value="fail" formnovalidate>Fail</button>
<button class="cancel" name="action" value="cancel" formnovalidate>Cancel</button>
</div></form>
<p class="hint">Any wallet 01XXXXXXXXX with PIN ${SANDBOX_PIN} pays. These wallets are authorised but fail when the merchant executes the payment: ${Object.entries(
        REFUSING_WALLETS,
      )
        .map(([wallet, r]) => `${wallet} “${escapeHtml(r.statusMessage)}” (${r.statusCode})`)
        .join("; ")}.</p>`,
    );
  }

  function closedPage(ctx: Context, p: SandboxPayment) {
    page(
      ctx,
      409,
      "Payment closed",
      `<p class="error" role="alert">This payment is no longer open (${escapeHtml(p.transactionStatus)}).</p>`,
    );
  }

  router.get("/pay/:paymentID", async (ctx) => {
    const found = await loadPayment(ctx.params.paymentID!);
    if (!found) return page(ctx, 404, "Not found", `<p class="error" role="alert">Invalid Payment ID</p>`);
    if (found.payment.transactionStatus !== "Initiated" || found.payment.authorizedWallet) return closedPage(ctx, found.payment);
    payForm(ctx, found.payment);
  });

  router.post("/pay/:paymentID", async (ctx) => {
    const found = await loadPayment(ctx.params.paymentID!);
    if (!found) return page(ctx, 404, "Not found", `<p class="error" role="alert">Invalid Payment ID</p>`);
    const form = new URLSearchParams(await readBody(ctx).catch(() => ""));
    const action = form.get("action");
    const wallet = (form.get("wallet") ?? "").trim();
    if (action === "pay") {
      if (!/^01[3-9]\d{8}$/.test(wallet))
        return payForm(ctx, found.payment, "Enter an 11-digit bKash account number starting with 01.", wallet);
      if (form.get("pin") !== SANDBOX_PIN) return payForm(ctx, found.payment, "Wrong PIN.", wallet);
    } else if (action !== "fail" && action !== "cancel") {
      return payForm(ctx, found.payment, "Choose Pay, Fail or Cancel.", wallet);
    }
    const next = await update(found.payment.paymentID, (p) => {
      if (p.transactionStatus !== "Initiated" || p.authorizedWallet) return null;
      if (action === "pay") return { ...p, authorizedWallet: wallet };
      return { ...p, transactionStatus: action === "fail" ? "Failed" : "Cancelled" };
    });
    if (!next) return closedPage(ctx, found.payment);
    logger.info({ paymentID: next.paymentID, action }, "bkash sandbox: payer action");
    ctx.redirect(callbackTarget(next, action === "pay" ? "success" : action === "fail" ? "failure" : "cancel"));
    ctx.status = 303;
  });

  return router;
}
