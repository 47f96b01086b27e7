import { data, redirect } from "@remix-run/node";
import { fn } from "objection";
import { AdminUser as AdminUserModel } from "../../db/models/AdminUser.js";
import { accessRuleFor } from "./admin-access.js";
import { roleAllows, type Role } from "./roles.js";
import { recordAudit } from "../audit/audit.server.js";
import { findAdminByUsername } from "./admins.server.js";
import { isSameSiteRequest, sourceOfRequest } from "./origin.js";
import { verifyPassword } from "./password.server.js";
import { createLoginThrottle, rememberFailedAttempts } from "./rate-limit.server.js";
import {
  clearSessionCookie,
  createSession,
  findSession,
  hashToken,
  readCookie,
  revokeSession,
  serializeSessionCookie,
  SESSION_COOKIE,
  type SessionLookup,
} from "./sessions.server.js";
import { toAdminUser, type AdminUser, type AuthServices } from "./types.js";

/** What auth needs from a Remix load context (AppLoadContext fits). */
interface AuthContext {
  services: AuthServices;
  clientIp?: string;
}

type LoginResult =
  | { ok: true; admin: AdminUser; /** wrong passwords for this username since its previous sign-in */ failedAttempts: number }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "rate_limited"; retryAfterMs: number };

const MAX_PASSWORD_LENGTH = 1024;

/**
 * Checks a username and password under the Redis rate limits (rate-limit.server.ts: 5 failures per
 * 15 minutes per username+IP, 20 per IP, a much higher ceiling per username for unknown addresses).
 * On success stamps last_login_at and reports the wrong passwords since the previous sign-in.
 */
export async function verifyLogin(
  services: AuthServices,
  username: string,
  password: string,
  opts: { ip: string },
): Promise<LoginResult> {
  const throttle = createLoginThrottle(services.redis);
  const ip = opts.ip || "unknown";
  const attempt = await throttle.begin(username, ip);
  if (!attempt.allowed) {
    services.metrics?.loginFailures.inc({ reason: "rate_limited" });
    return { ok: false, reason: "rate_limited", retryAfterMs: attempt.waitMs };
  }

  const user = username.length <= 64 ? await findAdminByUsername(services.db, username) : undefined;
  const valid = password.length <= MAX_PASSWORD_LENGTH && (await verifyPassword(user?.passwordHash, password));
  if (!user || !valid) {
    services.metrics?.loginFailures.inc({ reason: "invalid" });
    if (user) await throttle.failed(username);
    return { ok: false, reason: "invalid" };
  }

  const failedAttempts = await throttle.succeeded(username, ip);
  await AdminUserModel.query(services.db).findById(user.id).patch({ lastLoginAt: fn.now() });
  return { ok: true, admin: toAdminUser(user), failedAttempts };
}

type SignInResult = Exclude<LoginResult, { ok: true }> | { ok: true; admin: AdminUser; setCookie: string };

/** Browser sign-in: verifies, opens a session row and returns the Set-Cookie value for it. */
export async function signIn(
  services: AuthServices,
  input: { username: string; password: string; ip: string; userAgent?: string | null },
): Promise<SignInResult> {
  const result = await verifyLogin(services, input.username, input.password, { ip: input.ip });
  if (!result.ok) return result;
  const token = await services.db.transaction(async (trx) => {
    const session = await createSession(trx, result.admin.id, { ip: input.ip, userAgent: input.userAgent });
    await recordAudit(trx, {
      adminUserId: result.admin.id,
      action: "auth.login",
      entity: "admin_user",
      entityId: result.admin.id,
      details: { via: "session" },
      ip: input.ip,
    });
    return session.token;
  });
  await rememberFailedAttempts(services.redis, hashToken(token), result.failedAttempts);
  return { ok: true, admin: result.admin, setCookie: serializeSessionCookie(token, services.config.secureCookies) };
}

/** Revokes the request's session (if any) and returns the Set-Cookie value that clears the cookie. */
export async function signOut(request: Request, context: AuthContext): Promise<string> {
  const { db, config } = context.services;
  const token = readCookie(request, SESSION_COOKIE);
  if (token) {
    await db.transaction(async (trx) => {
      const adminUserId = await revokeSession(trx, token);
      if (adminUserId !== null) {
        await recordAudit(trx, {
          adminUserId,
          action: "auth.logout",
          entity: "admin_user",
          entityId: adminUserId,
          details: { via: "session" },
          ip: context.clientIp ?? null,
        });
      }
    });
  }
  return clearSessionCookie(config.secureCookies);
}

export async function getAdminFromRequest(request: Request, context: AuthContext): Promise<SessionLookup | null> {
  const token = readCookie(request, SESSION_COOKIE);
  return token ? findSession(context.services.db, token) : null;
}

/**
 * Why a guard of this module refused a request with 403, the body it throws (`{ reason }`); the route or error
 * boundary that shows it words it (app/utils/refusals.ts).
 */
export type GuardRefusal = "cross_site" | "role";

function refuseRequest(reason: GuardRefusal): never {
  throw data({ reason }, { status: 403 });
}

/** Refuses (403, reason `cross_site`) a cross-site mutation; a no-op for GET/HEAD. */
export function requireSameOrigin(request: Request, context: AuthContext): void {
  if (!isSameSiteRequest(sourceOfRequest(request), context.services.config.publicUrl, { requireSource: true })) {
    refuseRequest("cross_site");
  }
}

/** `/login?redirectTo=<this page>`: where an anonymous visitor of an admin page is sent. */
function loginPathFor(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("index");
  url.searchParams.delete("_data");
  return `/login?${new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` })}`;
}

/**
 * The role rule (admin-access.ts) of the request's page, and of its action's `intent`: a 403 (reason `role`) when the admin's role
 * falls short, or when the page lists its intents and this one is not among them. The intent is read from a copy of
 * the form body (urlencoded, or the text fields the upload module left of a multipart one), so the route reads it too.
 */
async function assertRoleAllows(request: Request, role: Role): Promise<void> {
  const found = accessRuleFor(new URL(request.url).pathname);
  if (!found) return;
  const { rule } = found;
  if (!roleAllows(role, rule.role)) refuseRequest("role");
  if (!rule.intents || request.method === "GET" || request.method === "HEAD") return;
  const type = request.headers.get("content-type") ?? "";
  const form = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)
    ? await request.clone().formData()
    : null;
  const intent = form?.get("intent");
  // no intent: the page's own role, already checked (the route's schema decides what a post without one means)
  if (typeof intent !== "string") return;
  const required = (rule.intents as Readonly<Record<string, Role>>)[intent];
  // an intent the page does not list has no rule: refused
  if (required === undefined || !roleAllows(role, required)) refuseRequest("role");
}

interface AdminAuth {
  admin: AdminUser;
  sessionId: string;
  /** Set-Cookie value that keeps the browser cookie's lifetime in step with the session's sliding expiry. */
  setCookie: string;
}

/**
 * Guard of every /admin loader and action: mutations must come from this site (403 otherwise),
 * anonymous visitors are redirected to the login page with a way back, and the admin's role must allow the page
 * and the action's intent (admin-access.ts; 403 otherwise). The admin layout's loader, which runs for every page,
 * passes `{ layout: true }`: it only needs a signed-in admin, so a refused page still shows inside the admin shell.
 */
export async function requireAdmin(
  request: Request,
  context: AuthContext,
  options: { layout?: boolean } = {},
): Promise<AdminAuth> {
  requireSameOrigin(request, context);
  const token = readCookie(request, SESSION_COOKIE);
  const session = token ? await findSession(context.services.db, token) : null;
  if (!token || !session) throw redirect(loginPathFor(request));
  if (!options.layout) await assertRoleAllows(request, session.admin.role);
  const maxAge = Math.max(0, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000));
  return {
    admin: session.admin,
    sessionId: session.sessionId,
    setCookie: serializeSessionCookie(token, context.services.config.secureCookies, maxAge),
  };
}
