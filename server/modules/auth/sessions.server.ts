import { createHash, randomBytes } from "node:crypto";
import type { Knex } from "knex";
import { fn, raw } from "objection";
import { Session } from "../../db/models/Session.js";
import { toAdminUser, type AdminUser } from "./types.js";

export const SESSION_COOKIE = "__session";
const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;
/** A session's expiry slides forward at most this often, so page views do not each write a row. */
const SESSION_TOUCH_SECONDS = 5 * 60;

/** 32 random bytes, base64url: what the browser (or API client) holds. */
function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Only this digest is stored, so a database leak yields no usable cookie or API token. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

interface SessionMeta {
  ip?: string | null;
  userAgent?: string | null;
}

export async function createSession(
  db: Knex | Knex.Transaction,
  adminUserId: number,
  meta: SessionMeta = {},
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const session = await Session.query(db)
    .insert({
      id: hashToken(token),
      adminUserId,
      expiresAt: raw(`now() + make_interval(secs => ?)`, [SESSION_TTL_SECONDS]),
      lastSeenAt: fn.now(),
      ip: meta.ip ?? null,
      userAgent: meta.userAgent?.slice(0, 512) ?? null,
    })
    .returning("expires_at");
  return { token, expiresAt: session.expiresAt };
}

export interface SessionLookup {
  admin: AdminUser;
  sessionId: string;
  /** After this lookup's slide, if it slid. */
  expiresAt: Date;
}

/** Finds the live session of a cookie token, sliding its 7-day expiry forward (throttled). */
export async function findSession(db: Knex, token: string): Promise<SessionLookup | null> {
  if (!token || token.length > 128) return null;
  const id = hashToken(token);
  const session = await Session.query(db)
    .withGraphJoined("adminUser")
    .where("sessions.id", id)
    .where("sessions.expires_at", ">", fn.now())
    .whereNull("adminUser.disabled_at")
    .first();
  if (!session?.adminUser) return null;
  const [touched] = await Session.query(db)
    .where("id", id)
    .where("last_seen_at", "<", raw(`now() - make_interval(secs => ?)`, [SESSION_TOUCH_SECONDS]))
    .patch({ lastSeenAt: fn.now(), expiresAt: raw(`now() + make_interval(secs => ?)`, [SESSION_TTL_SECONDS]) })
    .returning("expires_at");
  return {
    admin: toAdminUser(session.adminUser),
    sessionId: id,
    expiresAt: touched?.expiresAt ?? session.expiresAt,
  };
}

/** Deletes the session row of a token; returns its admin's id, or null when there was none. */
export async function revokeSession(db: Knex | Knex.Transaction, token: string): Promise<number | null> {
  const [session] = await Session.query(db).where("id", hashToken(token)).delete().returning("admin_user_id");
  return session?.adminUserId ?? null;
}

/** For the maintenance queue: removes sessions past their expiry. */
export async function deleteExpiredSessions(db: Knex): Promise<number> {
  return Session.query(db).where("expires_at", "<=", fn.now()).delete();
}

export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function serializeSessionCookie(token: string, secure: boolean, maxAgeSeconds = SESSION_TTL_SECONDS): string {
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure ? "; Secure" : ""}`;
}

export function clearSessionCookie(secure: boolean): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT${secure ? "; Secure" : ""}`;
}
