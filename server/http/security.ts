import { randomBytes } from "node:crypto";
import helmet from "helmet";
import type { Middleware } from "koa";

interface SecurityOptions {
  dev: boolean;
  /** Served over HTTPS (PUBLIC_URL): enables HSTS and upgrade-insecure-requests. */
  https: boolean;
  /** Extra origins the browser may be sent to by a form POST (e.g. the payment provider's checkout page). */
  formActionOrigins?: string[];
}

/** What helmet puts in the policy where each response's nonce goes. */
const NONCE_SLOT = "'nonce-0'";

const NONCE_BYTES = 16;

/** Nonces cut from random bytes drawn 4 KiB at a time: one call to the CSPRNG per 256 responses. */
function nonceSource(): () => string {
  let pool = Buffer.alloc(0);
  let at = 0;
  return () => {
    if (at + NONCE_BYTES > pool.length) {
      pool = randomBytes(256 * NONCE_BYTES);
      at = 0;
    }
    at += NONCE_BYTES;
    return pool.toString("base64", at - NONCE_BYTES, at);
  };
}

/**
 * Strict security headers with a per-response nonce. The nonce is stored on `ctx.state.cspNonce`
 * and handed to Remix, which stamps it on every inline script it renders.
 *
 * Helmet makes the policy once, with a stand-in where the nonce goes; each response gets the policy with its own
 * nonce put in (helmet re-validated the whole policy on every response when the nonce was a function).
 */
export function securityHeaders({ dev, https, formActionOrigins = [] }: SecurityOptions): Middleware {
  const newNonce = nonceSource();
  const apply = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'", NONCE_SLOT, ...(dev ? ["'unsafe-eval'"] : [])],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:"],
        "font-src": ["'self'", "data:"],
        "connect-src": ["'self'", ...(dev ? ["ws:", "wss:"] : [])],
        "form-action": ["'self'", ...formActionOrigins],
        "frame-ancestors": ["'none'"],
        "base-uri": ["'self'"],
        "object-src": ["'none'"],
        ...(https ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  return async (ctx, next) => {
    const cspNonce = newNonce();
    ctx.state.cspNonce = cspNonce;
    await new Promise<void>((resolve, reject) => apply(ctx.req, ctx.res, (err?: unknown) => (err ? reject(err) : resolve())));
    const policy = ctx.res.getHeader("Content-Security-Policy");
    if (typeof policy === "string") ctx.set("Content-Security-Policy", policy.replace(NONCE_SLOT, `'nonce-${cspNonce}'`));
    ctx.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
    await next();
  };
}
