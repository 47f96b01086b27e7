import { z } from "zod";

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();
const optionalUrl = optionalString.pipe(z.url().optional());
const bool = z.enum(["true", "false", "1", "0", "yes", "no"]).transform((v) => v === "true" || v === "1" || v === "yes");
/** A comma-separated list (empty for none), each item checked by `item`. */
const commaList = <T extends z.ZodType<unknown, string>>(item: T, fallback = "") =>
  z
    .string()
    .default(fallback)
    .transform((v) =>
      v
        .split(",")
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item));
const megabytes = (fallback: number) => z.coerce.number().int().min(1).max(64).default(fallback);

/** Every environment variable the product reads. `.env.example` documents each one. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    EMBEDDED_SERVICES: bool.optional(),
    HOST: z.string().min(1).default("127.0.0.1"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: optionalUrl,
    TRUST_PROXY: bool.default(false),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    DATA_DIR: z.string().min(1).default(".data"),

    DATABASE_URL: optionalUrl,
    REDIS_URL: optionalUrl,
    REDIS_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,32}$/, "letters, digits, _ or - only")
      .optional(),
    S3_ENDPOINT: optionalUrl,
    S3_ACCESS_KEY: optionalString,
    S3_SECRET_KEY: optionalString,
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_PUBLIC_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{2,62}$/, "must be a valid bucket name")
      .default("site-public"),
    S3_PRIVATE_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{2,62}$/, "must be a valid bucket name")
      .default("site-private"),

    COOKIE_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),

    SEED_DEMO_CONTENT: bool.default(true),
    /** The office's time zone (IANA name): the times of every CSV export. */
    OFFICE_TIME_ZONE: z
      .string()
      .default("Asia/Dhaka")
      .refine((zone) => isTimeZone(zone), "must be an IANA time zone such as Asia/Dhaka"),
    ADMIN_USERNAME: optionalString,
    ADMIN_PASSWORD: optionalString.pipe(z.string().min(10, "must be at least 10 characters").optional()),

    UPLOAD_MAX_IMAGE_MB: megabytes(15),
    UPLOAD_MAX_DOCUMENT_MB: megabytes(25),
    IMAGE_MAX_PIXELS: z.coerce.number().int().min(1_000_000).default(50_000_000),
    /** Origins allowed to call the REST API from a browser (comma-separated; `*` for any, without credentials). */
    API_CORS_ORIGINS: commaList(z.union([z.literal("*"), z.url().transform((o) => o.replace(/\/$/, ""))])),
    SUBMISSION_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
    /**
     * Worker registrations (form 2, with their Try Again) one client IP may start per 10 minutes. Higher than the
     * other forms' allowance on purpose: an agent's office registers a group from one connection, and mobile operators
     * put many honest phones behind one address (carrier NAT). 60 is one every ten seconds for ten minutes, more than
     * a person can fill in, while each attempt still costs a bKash payment of its own, which bKash itself throttles.
     */
    REGISTRATION_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(60),
    /** Payments (create_payment/, execute_payment/) one client IP may start or settle per hour (docs/api.md §8). */
    PAYMENT_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
    /** How long a token from POST /backend/auth/token/login works (docs/api.md §2). */
    API_TOKEN_TTL_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 365)
      .default(24),
    /** Who gets the notification e-mails (a new form submission), comma-separated; empty: none are sent. */
    MAIL_TO: commaList(z.email()),
    MAIL_FROM: optionalString.pipe(z.email().optional()),
    /** The SMTP server that sends them (`smtp://user:pass@host:587`, `smtps://…:465`); unset: written to the log. */
    SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional()),
    WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(60_000).default(8000),
    // Prometheus metrics (server/metrics): a listener of their own (off unless METRICS_PORT is set) and/or a token for /metrics
    METRICS_PORT: optionalString.pipe(z.coerce.number<string | undefined>().int().min(1).max(65535).optional()),
    METRICS_HOST: z.string().min(1).default("127.0.0.1"),
    METRICS_TOKEN: optionalString.pipe(z.string().min(16, "must be at least 16 characters").optional()),
    PENDING_REGISTRATION_TTL_MINUTES: z.coerce
      .number()
      .int()
      .min(5)
      .max(24 * 60)
      .default(60),

    BKASH_BASE_URL: optionalUrl,
    BKASH_APP_KEY: optionalString,
    BKASH_APP_SECRET: optionalString,
    BKASH_USERNAME: optionalString,
    BKASH_PASSWORD: optionalString,
    BKASH_CHECKOUT_ORIGINS: commaList(z.url(), "https://payment.bkash.com,https://sandbox.payment.bkash.com"),
  })
  .superRefine(
    (env, ctx) => {
      const s3 = [env.S3_ENDPOINT, env.S3_ACCESS_KEY, env.S3_SECRET_KEY];
      if (s3.some(Boolean) && !s3.every(Boolean)) {
        ctx.addIssue({
          code: "custom",
          path: ["S3_ENDPOINT"],
          message: "S3_ENDPOINT, S3_ACCESS_KEY and S3_SECRET_KEY must be set together",
        });
      }
      const bkash = [env.BKASH_BASE_URL, env.BKASH_APP_KEY, env.BKASH_APP_SECRET, env.BKASH_USERNAME, env.BKASH_PASSWORD];
      if (bkash.some(Boolean) && !bkash.every(Boolean)) {
        ctx.addIssue({ code: "custom", path: ["BKASH_BASE_URL"], message: "all five BKASH_* variables must be set together" });
      }
      if (env.NODE_ENV === "production" && !embeddedServices(env)) {
        for (const key of ["DATABASE_URL", "REDIS_URL", "S3_ENDPOINT", "PUBLIC_URL", "COOKIE_SECRET"] as const) {
          if (!env[key]) {
            ctx.addIssue({
              code: "custom",
              path: [key],
              message: "is required when NODE_ENV=production (or set EMBEDDED_SERVICES=true for the zero-config services)",
            });
          }
        }
        if (env.MAIL_TO.length > 0 && !env.SMTP_URL) {
          ctx.addIssue({
            code: "custom",
            path: ["SMTP_URL"],
            message: "is required when MAIL_TO is set and NODE_ENV=production (notification e-mails must be sent)",
          });
        }
        if (!bkash.every(Boolean)) {
          ctx.addIssue({
            code: "custom",
            path: ["BKASH_BASE_URL"],
            message: "the bKash sandbox is never used in production: set all BKASH_* variables",
          });
        }
      }
      // Run even when single fields failed, so every problem is reported in one go.
    },
    { when: () => true },
  );

type Env = z.infer<typeof envSchema>;

/**
 * Whether unset services fall back to the embedded zero-config ones (PostgreSQL, Redis, s3rver, the
 * bKash sandbox). Default: everywhere except NODE_ENV=production; `npm start` runs production with
 * EMBEDDED_SERVICES=true ("embedded production": production behaviour towards visitors, services
 * on this machine). A deployment leaves it unset and configures every service.
 */
function embeddedServices(env: Pick<Env, "NODE_ENV" | "EMBEDDED_SERVICES">): boolean {
  return env.EMBEDDED_SERVICES ?? env.NODE_ENV !== "production";
}

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: Env) {
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === "production",
    /** Unset services use the embedded defaults (see embeddedServices). */
    embedded: embeddedServices(env),
    /** Cookies carry `Secure` when the site is served over HTTPS. */
    secureCookies: publicUrl.startsWith("https:"),
    host: env.HOST,
    port: env.PORT,
    publicUrl,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    /**
     * Prefix of Redis keys and queues. Unset with the embedded services, main.ts replaces the default by
     * one kept in DATA_DIR (server/embedded/redis.ts), so installations sharing a Redis never share jobs.
     */
    redisPrefix: env.REDIS_PREFIX ?? "crestline",
    redisPrefixExplicit: env.REDIS_PREFIX !== undefined,
    s3: {
      endpoint: env.S3_ENDPOINT,
      accessKey: env.S3_ACCESS_KEY,
      secretKey: env.S3_SECRET_KEY,
      region: env.S3_REGION,
      publicBucket: env.S3_PUBLIC_BUCKET,
      privateBucket: env.S3_PRIVATE_BUCKET,
    },
    /**
     * Signs cookies (the flash messages of app/utils/toast.server.ts, server/http/cookies.ts). Unset with
     * the embedded services, main.ts uses one kept in DATA_DIR; a fixed value in tests.
     */
    cookieSecret: env.COOKIE_SECRET ?? "development-only cookie secret, never used in production",
    cookieSecretExplicit: env.COOKIE_SECRET !== undefined,
    seedDemoContent: env.SEED_DEMO_CONTENT,
    officeTimeZone: env.OFFICE_TIME_ZONE,
    admin: { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD },
    uploads: {
      maxImageBytes: env.UPLOAD_MAX_IMAGE_MB * 1024 * 1024,
      maxDocumentBytes: env.UPLOAD_MAX_DOCUMENT_MB * 1024 * 1024,
    },
    api: { corsOrigins: env.API_CORS_ORIGINS, tokenTtlSeconds: env.API_TOKEN_TTL_HOURS * 60 * 60 },
    images: { maxPixels: env.IMAGE_MAX_PIXELS, variantWidths: [320, 640, 960, 1280] as const },
    worker: { concurrency: env.WORKER_CONCURRENCY },
    /** Notification e-mails (server/modules/notifications). */
    mail: { to: env.MAIL_TO, from: env.MAIL_FROM ?? `no-reply@${new URL(publicUrl).hostname}`, smtpUrl: env.SMTP_URL },
    /** Public submissions one client IP may make to one form within the window. */
    submissions: { perWindow: env.SUBMISSION_RATE_LIMIT, windowSeconds: 10 * 60 },
    /** Worker registrations (form 2) one client IP may start within the window (see REGISTRATION_RATE_LIMIT). */
    registrations: { perWindow: env.REGISTRATION_RATE_LIMIT, windowSeconds: 10 * 60 },
    /** Payments one client IP may create or execute through the REST API within the window. */
    payments: { perWindow: env.PAYMENT_RATE_LIMIT, windowSeconds: 60 * 60 },
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    metrics: { port: env.METRICS_PORT, host: env.METRICS_HOST, token: env.METRICS_TOKEN },
    pendingRegistrationTtlMinutes: env.PENDING_REGISTRATION_TTL_MINUTES,
    bkash: env.BKASH_BASE_URL
      ? {
          baseUrl: env.BKASH_BASE_URL,
          appKey: env.BKASH_APP_KEY!,
          appSecret: env.BKASH_APP_SECRET!,
          username: env.BKASH_USERNAME!,
          password: env.BKASH_PASSWORD!,
          checkoutOrigins: env.BKASH_CHECKOUT_ORIGINS,
        }
      : undefined,
  };
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
}

/** Parses the environment once; throws ConfigError with one readable line per problem. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join(".") || "environment"}: ${i.message}`));
  }
  return toConfig(parsed.data);
}
