import { createHash, randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import { z } from "zod";
import type { Config } from "../../config/index.js";
import type { Logger } from "../../logger.js";

/**
 * Client of bKash's tokenized checkout API (v1.2.0-beta): token grant/refresh, create, execute and
 * payment/status. Every call is a JSON POST with a 30-second timeout. A statusCode other than "0000"
 * becomes a BkashError with a typed `kind`; no usable answer (timeout, network, 5xx, unparsable
 * body) becomes a BkashUnavailableError, meaning "the outcome is unknown".
 */

/** Fixed credentials of the built-in sandbox (server/dev/bkash-sandbox.ts), used when BKASH_* is unset. */
export const SANDBOX_CREDENTIALS = {
  appKey: "sandbox-app-key",
  appSecret: "sandbox-app-secret",
  username: "sandbox-merchant",
  password: "sandbox-password",
} as const;

interface BkashSettings {
  /** e.g. https://tokenized.pay.bka.sh/v1.2.0-beta (the client appends /tokenized/checkout/…). */
  baseUrl: string;
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
}

function bkashSettings(config: Pick<Config, "bkash" | "publicUrl">): BkashSettings {
  return config.bkash ?? { baseUrl: `${config.publicUrl}/bkash-sandbox`, ...SANDBOX_CREDENTIALS };
}

type BkashErrorKind =
  | "insufficient_balance"
  | "duplicate_invoice"
  | "invalid_payment_state"
  | "already_completed"
  | "execution_already_completed"
  | "invalid_payment_id"
  | "invalid_request"
  | "unauthorized"
  | "declined";

const KIND_BY_CODE: Record<string, BkashErrorKind> = {
  "2002": "invalid_payment_id",
  "2023": "insufficient_balance",
  "2029": "duplicate_invoice",
  "2056": "invalid_payment_state",
  "2062": "already_completed",
  "2117": "execution_already_completed",
  "401": "unauthorized",
  "403": "unauthorized",
  "2001": "unauthorized",
  "2006": "invalid_request",
  "2007": "invalid_request",
  "2008": "invalid_request",
  "2025": "invalid_request",
  "2031": "invalid_request",
  "2048": "invalid_request",
  "2049": "invalid_request",
  "2063": "invalid_request",
  "2065": "invalid_request",
};

/** bKash answered, and refused: `code` is its statusCode, `message` its statusMessage. */
export class BkashError extends Error {
  readonly kind: BkashErrorKind;
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`bKash ${code}: ${message}`);
    this.name = "BkashError";
    this.kind = KIND_BY_CODE[code] ?? "declined";
  }
}

/** No usable answer in time: the call may or may not have taken effect at bKash. */
export class BkashUnavailableError extends Error {
  constructor(
    readonly reason: "timeout" | "network" | "http" | "bad_response" | "token_busy",
    detail: string,
  ) {
    super(`bKash unavailable (${reason}): ${detail}`);
    this.name = "BkashUnavailableError";
  }
}

// bKash sends amounts as strings and, depending on the call, numbers as strings too.
const money = z.union([z.string(), z.number()]).transform(String);

const tokenSchema = z.object({
  id_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.coerce.number().int().positive(),
});

const createSchema = z.object({
  paymentID: z.string().min(1),
  bkashURL: z.url(),
  transactionStatus: z.string(),
  amount: money,
  currency: z.string(),
  merchantInvoiceNumber: z.string(),
});

const executeSchema = z.object({
  paymentID: z.string().min(1),
  transactionStatus: z.string(),
  trxID: z.string().optional(),
  amount: money,
  currency: z.string(),
  customerMsisdn: z.string().optional(),
  paymentExecuteTime: z.string().optional(),
  merchantInvoiceNumber: z.string().optional(),
});

// the status call names it merchantInvoice, create and execute merchantInvoiceNumber
const querySchema = executeSchema.omit({ merchantInvoiceNumber: true }).extend({ merchantInvoice: z.string().optional() });

const statusSchema = z.object({
  statusCode: z.string().optional(),
  statusMessage: z.string().optional(),
  errorCode: z.string().optional(),
  errorMessage: z.string().optional(),
  message: z.string().optional(),
});

export type CreatedPayment = z.infer<typeof createSchema>;
export type ExecutedPayment = z.infer<typeof executeSchema>;
export type PaymentStatusAnswer = z.infer<typeof querySchema>;

export interface CreatePaymentInput {
  /** Two decimals, e.g. "500.00". */
  amount: string;
  payerReference: string;
  callbackURL: string;
  merchantInvoiceNumber: string;
}

export interface BkashClient {
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  executePayment(paymentID: string): Promise<ExecutedPayment>;
  queryPayment(paymentID: string): Promise<PaymentStatusAnswer>;
  /** The current id_token, granted or refreshed only when the shared cache has none fresh enough. */
  token(): Promise<string>;
}

export interface BkashClientOptions {
  /** bKash asks for a 30-second timeout on every call. */
  timeoutMs?: number;
  /** Renew the token this long before it expires (3600 s lifetime → one refresh per ~55 minutes). */
  refreshMarginMs?: number;
}

interface CachedToken {
  idToken: string;
  refreshToken: string;
  expiresAt: number;
}

const RELEASE_LOCK = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) else return 0 end`;

export function createBkashClient(
  services: { config: Pick<Config, "bkash" | "publicUrl">; redis: Redis; logger: Logger },
  options: BkashClientOptions = {},
): BkashClient {
  const settings = bkashSettings(services.config);
  const { redis, logger } = services;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const refreshMarginMs = options.refreshMarginMs ?? 5 * 60_000;
  const lockMs = timeoutMs + 5_000;
  const base = `${settings.baseUrl.replace(/\/$/, "")}/tokenized/checkout`;
  // One cache entry per merchant account, so switching between the sandbox and bKash never reuses a token.
  const account = createHash("sha256")
    .update(`${settings.baseUrl}|${settings.appKey}|${settings.username}`)
    .digest("hex")
    .slice(0, 16);
  const tokenKey = `bkash:token:${account}`;
  const lockKey = `${tokenKey}:lock`;

  async function post(path: string, body: unknown, headers: Record<string, string>): Promise<{ status: number; json: unknown }> {
    let response: Response;
    let text: string;
    try {
      const signal = AbortSignal.timeout(timeoutMs);
      response = await fetch(`${base}/${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json", ...headers },
        body: JSON.stringify(body),
        signal,
      });
      text = await response.text();
    } catch (err) {
      const name = (err as Error).name;
      if (name === "TimeoutError" || name === "AbortError")
        throw new BkashUnavailableError("timeout", `${path} gave no answer within ${timeoutMs} ms`);
      throw new BkashUnavailableError("network", `${path}: ${(err as Error).message}`);
    }
    logger.debug({ path, status: response.status }, "bkash call");
    if (response.status >= 500) throw new BkashUnavailableError("http", `${path} answered HTTP ${response.status}`);
    try {
      return { status: response.status, json: JSON.parse(text) };
    } catch {
      throw new BkashUnavailableError("bad_response", `${path} answered HTTP ${response.status} with a body that is not JSON`);
    }
  }

  /** Throws BkashError for any refusal, then validates the success shape. */
  function read<T>(path: string, answer: { status: number; json: unknown }, schema: z.ZodType<T>): T {
    const head = statusSchema.safeParse(answer.json);
    if (answer.status === 401 || answer.status === 403) {
      throw new BkashError(String(answer.status), (head.success && head.data.message) || "Unauthorized");
    }
    if (head.success) {
      const code = head.data.statusCode ?? head.data.errorCode;
      if (code !== undefined && code !== "0000") {
        throw new BkashError(code, head.data.statusMessage ?? head.data.errorMessage ?? "Unknown error");
      }
    }
    if (answer.status >= 400) throw new BkashUnavailableError("http", `${path} answered HTTP ${answer.status}`);
    const parsed = schema.safeParse(answer.json);
    if (!parsed.success)
      throw new BkashUnavailableError(
        "bad_response",
        `${path}: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`,
      );
    return parsed.data;
  }

  async function obtain(refreshToken: string | undefined): Promise<CachedToken> {
    const credentials = { username: settings.username, password: settings.password };
    const keys = { app_key: settings.appKey, app_secret: settings.appSecret };
    let token: z.infer<typeof tokenSchema> | undefined;
    if (refreshToken) {
      try {
        token = read(
          "token/refresh",
          await post("token/refresh", { ...keys, refresh_token: refreshToken }, credentials),
          tokenSchema,
        );
        logger.info("bkash token refreshed");
      } catch (err) {
        if (!(err instanceof BkashError)) throw err;
        logger.warn({ code: err.code }, "bkash token refresh refused; granting a new token");
      }
    }
    if (!token) {
      token = read("token/grant", await post("token/grant", keys, credentials), tokenSchema);
      logger.info("bkash token granted");
    }
    return { idToken: token.id_token, refreshToken: token.refresh_token, expiresAt: Date.now() + token.expires_in * 1000 };
  }

  async function cached(): Promise<CachedToken | null> {
    const raw = await redis.get(tokenKey);
    return raw ? (JSON.parse(raw) as CachedToken) : null;
  }

  async function token(): Promise<string> {
    const deadline = Date.now() + lockMs;
    for (;;) {
      const current = await cached();
      if (current && current.expiresAt - Date.now() > refreshMarginMs) return current.idToken;
      const lockId = randomUUID();
      if (await redis.set(lockKey, lockId, "PX", lockMs, "NX")) {
        try {
          const again = await cached();
          if (again && again.expiresAt - Date.now() > refreshMarginMs) return again.idToken;
          const usable = again && again.expiresAt - Date.now() > 10_000 ? again : null;
          const fresh = await obtain(usable?.refreshToken);
          await redis.set(tokenKey, JSON.stringify(fresh), "PX", Math.max(1000, fresh.expiresAt - Date.now()));
          return fresh.idToken;
        } finally {
          await redis.eval(RELEASE_LOCK, 1, lockKey, lockId);
        }
      }
      // Another process is renewing: a token that is still valid serves meanwhile.
      if (current && current.expiresAt - Date.now() > 10_000) return current.idToken;
      if (Date.now() > deadline)
        throw new BkashUnavailableError("token_busy", "timed out waiting for another process to renew the bKash token");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function forget(idToken: string) {
    const current = await cached();
    if (current?.idToken === idToken) await redis.del(tokenKey);
  }

  /** An authorised call; a token the gateway rejects is dropped and the call made once more with a new one. */
  async function call<T>(path: string, body: unknown, schema: z.ZodType<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const idToken = await token();
      try {
        return read(path, await post(path, body, { authorization: idToken, "x-app-key": settings.appKey }), schema);
      } catch (err) {
        // A 401/403 comes from the gateway before the call is processed, so repeating it is safe.
        if (err instanceof BkashError && err.kind === "unauthorized" && attempt === 1) {
          await forget(idToken);
          continue;
        }
        throw err;
      }
    }
  }

  return {
    token,
    createPayment: (input) => call("create", { mode: "0011", currency: "BDT", intent: "sale", ...input }, createSchema),
    executePayment: (paymentID) => call("execute", { paymentID }, executeSchema),
    queryPayment: (paymentID) => call("payment/status", { paymentID }, querySchema),
  };
}

/** "500.00" → 50000. Throws on anything that is not a non-negative amount with at most two decimals. */
export function toPoisha(amount: string): number {
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new Error(`Not an amount: ${amount}`);
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** 50000 → "500.00" */
export function formatPoisha(poisha: number): string {
  return `${Math.floor(poisha / 100)}.${String(poisha % 100).padStart(2, "0")}`;
}
