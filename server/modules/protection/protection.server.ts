import { RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import type { Services } from "../../services.js";
import { HONEYPOT_FIELD } from "./honeypot.js";

export { HONEYPOT_FIELD };

type GuardResult =
  | { ok: true }
  /** honeypot: the hidden field was filled, as only a program does. */
  | { ok: false; reason: "honeypot" }
  /** rate_limited: the allowance is spent; retryAfterMs is the limiter's own time until this address may try again. */
  | { ok: false; reason: "rate_limited"; retryAfterMs: number };

interface GuardInput {
  /** The submitted text fields (where the honeypot is). */
  formData: FormData | URLSearchParams;
  ip: string;
  /** Names what is being submitted ("quote", "form-1", "contact"…): each bucket is counted on its own. */
  bucket: string;
  /** Another allowance than the submissions' (SUBMISSION_RATE_LIMIT per 10 minutes), e.g. the payments'. */
  limit?: { perWindow: number; windowSeconds: number };
}

const BUCKET = /^[a-z0-9][a-z0-9-]{0,39}$/;

/**
 * First check of every public submission: a filled honeypot is refused, then the attempt is counted
 * against the client IP's allowance for the bucket (every attempt counts, valid or not, since each one
 * may already have uploaded files). Call it before validating or storing anything.
 */
export async function guardPublicSubmission(
  services: Pick<Services, "redis" | "logger" | "config">,
  { formData, ip, bucket, limit = services.config.submissions }: GuardInput,
): Promise<GuardResult> {
  if (!BUCKET.test(bucket)) throw new Error(`invalid rate-limit bucket "${bucket}"`);

  const trap = formData.get(HONEYPOT_FIELD);
  if (typeof trap === "string" && trap.trim() !== "") {
    return { ok: false, reason: "honeypot" };
  }

  const limiter = new RateLimiterRedis({
    storeClient: services.redis,
    keyPrefix: `submit:${bucket}`,
    points: limit.perWindow,
    duration: limit.windowSeconds,
  });
  try {
    await limiter.consume(ip || "unknown", 1);
    return { ok: true };
  } catch (err) {
    if (err instanceof RateLimiterRes) {
      return { ok: false, reason: "rate_limited", retryAfterMs: err.msBeforeNext };
    }
    // Redis unreachable: the honeypot still applies; refusing every visitor's form would be worse than a missed count.
    services.logger.warn({ err, bucket }, "submission rate limit unavailable");
    return { ok: true };
  }
}
