import { createHash } from "node:crypto";
import helmet from "helmet";
import type { Context, Middleware } from "koa";

interface SecurityOptions {
  dev: boolean;
  /** Served over HTTPS (PUBLIC_URL): enables HSTS and upgrade-insecure-requests. */
  https: boolean;
  /** Extra origins the browser may be sent to by a form POST (e.g. the payment provider's checkout page). */
  formActionOrigins?: string[];
}

/** What helmet puts in the policy where a document's script hashes go. */
const SCRIPTS_SLOT = "'sha256-0'";

const SCRIPT_OPEN = /<script\b([^>]*)>/g;
/** Inline scripts the browser does not run (structured data): the policy need not name them. */
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i;

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts of an HTML document: the SHA-256 of each script's text,
 * which in a UTF-8 document is the bytes between its start and end tags. Scripts with `src` are allowed by
 * `'self'`.
 */
export function inlineScriptHashes(html: Buffer): string[] {
  // latin1: one character per byte, so positions in the text are positions in the bytes
  const text = html.toString("latin1");
  const hashes = new Set<string>();
  for (const open of text.matchAll(SCRIPT_OPEN)) {
    const attributes = open[1]!;
    if (/\ssrc\s*=/i.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    const from = open.index + open[0].length;
    const to = text.indexOf("</script", from);
    if (to === -1) break;
    hashes.add(`'sha256-${createHash("sha256").update(html.subarray(from, to)).digest("base64")}'`);
  }
  return [...hashes];
}

/** The response's body when it is an HTML document whole in memory (Remix's documents are: ./remix.ts). */
function documentOf(ctx: Context): Buffer | null {
  if (!ctx.response.is("html") || ctx.response.get("Content-Encoding")) return null;
  const body: unknown = ctx.body;
  if (typeof body === "string") return Buffer.from(body);
  return Buffer.isBuffer(body) ? body : null;
}

/**
 * Strict security headers. Scripts run only from this site, and an HTML document's inline scripts (Remix's page
 * data and start-up, the scroll restoration, the theme mark) only by their hashes, named in the policy of the
 * response that carries them (docs/decisions/0008-page-cache.md): no per-response nonce, so a page the cache keeps
 * is the same bytes, with the same policy, for every visitor.
 *
 * Helmet makes the policy once, with a stand-in where the hashes go.
 */
export function securityHeaders({ dev, https, formActionOrigins = [] }: SecurityOptions): Middleware {
  const apply = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'", SCRIPTS_SLOT, ...(dev ? ["'unsafe-eval'"] : [])],
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
  let template = "";
  const policy = (scripts: string[]) => template.replace(` ${SCRIPTS_SLOT}`, scripts.map((s) => ` ${s}`).join(""));
  return async (ctx, next) => {
    await new Promise<void>((resolve, reject) => apply(ctx.req, ctx.res, (err?: unknown) => (err ? reject(err) : resolve())));
    const made = ctx.res.getHeader("Content-Security-Policy");
    if (typeof made === "string") template = made;
    // anything but a document: no inline script at all
    ctx.set("Content-Security-Policy", policy([]));
    ctx.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
    await next();
    const document = ctx.respond === false ? null : documentOf(ctx);
    if (document) ctx.set("Content-Security-Policy", policy(inlineScriptHashes(document)));
  };
}
