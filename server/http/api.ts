import Router from "@koa/router";
import type { Context } from "koa";
import { z } from "zod";
import { recordAudit } from "../modules/audit/audit.server.js";
import { findApiTokenAdmin, issueApiToken, revokeApiToken, tokenFromAuthorization } from "../modules/auth/api-tokens.server.js";
import { verifyLogin } from "../modules/auth/auth.server.js";
import { rateLimitMessage } from "../modules/auth/rate-limit.server.js";
import { getNavbar } from "../modules/content/settings.server.js";
import type { Services } from "../services.js";

const MAX_JSON_BYTES = 16 * 1024;

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Reads a small JSON body. Requiring the JSON content type also keeps these endpoints out of
 * reach of cross-site HTML forms, which cannot send it without a CORS preflight.
 */
async function readJson(ctx: Context): Promise<unknown> {
  if (!ctx.is("application/json")) throw new HttpError(415, "Send a JSON body (Content-Type: application/json).");
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_JSON_BYTES) throw new HttpError(413, "Request body is too large.");
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    throw new HttpError(400, "The request body is not valid JSON.");
  }
}

const loginBody = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(1024),
});

function sendError(ctx: Context, status: number, message: string, extra: Record<string, unknown> = {}) {
  ctx.body = { error: message, ...extra };
  ctx.status = status;
}

/**
 * The REST API of SPEC §7. Auth base `/backend` (token login/logout), API base `/backend/api`.
 * Tokens are random, stored as sha256, and sent back as `Authorization: Token <t>`.
 */
export function createApiRouter(services: Services): Router {
  const { db } = services;
  const router = new Router();

  router.use(async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      if (err instanceof HttpError) return sendError(ctx, err.status, err.message);
      throw err;
    }
  });

  router.post("/backend/auth/token/login", async (ctx) => {
    const parsed = loginBody.safeParse(await readJson(ctx));
    if (!parsed.success) return sendError(ctx, 400, "Username and password are required.");
    const result = await verifyLogin(services, parsed.data.username, parsed.data.password, { ip: ctx.ip });
    if (!result.ok && result.reason === "rate_limited") {
      const seconds = Math.ceil(result.retryAfterMs / 1000);
      ctx.set("Retry-After", String(seconds));
      return sendError(ctx, 429, rateLimitMessage(result.retryAfterMs), { retry_after_seconds: seconds });
    }
    if (!result.ok) return sendError(ctx, 401, "Login failed!");
    const token = await db.transaction(async (trx) => {
      const issued = await issueApiToken(trx, result.admin.id);
      await recordAudit(trx, {
        adminUserId: result.admin.id,
        action: "auth.login",
        entity: "admin_user",
        entityId: result.admin.id,
        details: { via: "api_token" },
        ip: ctx.ip,
      });
      return issued;
    });
    ctx.set("Cache-Control", "no-store");
    ctx.body = {
      auth_token: token,
      user: { id: result.admin.id, username: result.admin.username, display_name: result.admin.displayName },
    };
  });

  router.post("/backend/auth/token/logout", async (ctx) => {
    const token = tokenFromAuthorization(ctx.get("authorization"));
    const admin = token ? await findApiTokenAdmin(db, token) : null;
    if (!token || !admin) return sendError(ctx, 401, "Invalid or missing token.");
    await db.transaction(async (trx) => {
      await revokeApiToken(trx, token);
      await recordAudit(trx, {
        adminUserId: admin.id,
        action: "auth.logout",
        entity: "admin_user",
        entityId: admin.id,
        details: { via: "api_token" },
        ip: ctx.ip,
      });
    });
    ctx.body = null;
    ctx.status = 204;
  });

  // SPEC §7 public read: the client only reads `logo`, and treats anything not starting with http as missing.
  router.get("/backend/api/layout/navbar/", async (ctx) => {
    const navbar = await getNavbar(services);
    const logo = navbar.logoUrl.startsWith("/") ? `${services.config.publicUrl}${navbar.logoUrl}` : navbar.logoUrl;
    ctx.set("Cache-Control", "public, max-age=60");
    ctx.body = { logo, company_name: navbar.companyName };
  });

  return router;
}
