import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import helmet from "helmet";
import type { Middleware } from "koa";

interface SecurityOptions {
  dev: boolean;
  /** Served over HTTPS (PUBLIC_URL): enables HSTS and upgrade-insecure-requests. */
  https: boolean;
  /** Extra origins the browser may be sent to by a form POST (e.g. the payment provider's checkout page). */
  formActionOrigins?: string[];
}

type ResponseWithNonce = ServerResponse & { cspNonce?: string };

/**
 * Strict security headers with a per-response nonce. The nonce is stored on `ctx.state.cspNonce`
 * and handed to Remix, which stamps it on every inline script it renders.
 */
export function securityHeaders({ dev, https, formActionOrigins = [] }: SecurityOptions): Middleware {
  const nonce = (_req: IncomingMessage, res: ServerResponse) => `'nonce-${(res as ResponseWithNonce).cspNonce}'`;
  const apply = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'", nonce, ...(dev ? ["'unsafe-eval'"] : [])],
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
    const cspNonce = randomBytes(16).toString("base64");
    ctx.state.cspNonce = cspNonce;
    (ctx.res as ResponseWithNonce).cspNonce = cspNonce;
    await new Promise<void>((resolve, reject) => apply(ctx.req, ctx.res, (err?: unknown) => (err ? reject(err) : resolve())));
    ctx.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
    await next();
  };
}
