import type { Knex } from "knex";
import { fn, raw } from "objection";
import { ApiToken } from "../../db/models/ApiToken.js";
import { hashToken, newToken } from "./sessions.server.js";
import { toAdminUser, type AdminUser } from "./types.js";

export const API_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

export async function issueApiToken(db: Knex | Knex.Transaction, adminUserId: number): Promise<string> {
  const token = newToken();
  await ApiToken.query(db).insert({
    adminUserId,
    tokenHash: hashToken(token),
    expiresAt: raw(`now() + make_interval(secs => ?)`, [API_TOKEN_TTL_SECONDS]),
  });
  return token;
}

/** The token of an `Authorization: Token <t>` header, or null for any other shape. */
export function tokenFromAuthorization(header: string | null | undefined): string | null {
  const match = /^Token\s+([A-Za-z0-9_-]{16,128})\s*$/.exec(header ?? "");
  return match ? match[1]! : null;
}

export async function findApiTokenAdmin(db: Knex, token: string): Promise<AdminUser | null> {
  const found = await ApiToken.query(db)
    .withGraphJoined("adminUser")
    .where("api_tokens.token_hash", hashToken(token))
    .where("api_tokens.expires_at", ">", fn.now())
    .whereNull("adminUser.disabled_at")
    .first();
  if (!found?.adminUser) return null;
  await ApiToken.query(db).findById(found.id).patch({ lastUsedAt: fn.now() });
  return toAdminUser(found.adminUser);
}

/** Deletes a token; returns its admin's id, or null when it did not exist or had expired. */
export async function revokeApiToken(db: Knex | Knex.Transaction, token: string): Promise<number | null> {
  const [row] = await ApiToken.query(db)
    .where("token_hash", hashToken(token))
    .delete()
    .returning(["admin_user_id", "expires_at"]);
  return row && row.expiresAt > new Date() ? row.adminUserId : null;
}
