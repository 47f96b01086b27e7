import type { Knex } from "knex";
import { hashToken, newToken } from "./sessions.server.js";
import { toAdminUser, type AdminUser } from "./types.js";

export const API_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

export async function issueApiToken(db: Knex | Knex.Transaction, adminUserId: number): Promise<string> {
  const token = newToken();
  await db("api_tokens").insert({
    admin_user_id: adminUserId,
    token_hash: hashToken(token),
    expires_at: db.raw(`now() + make_interval(secs => ?)`, [API_TOKEN_TTL_SECONDS]),
  });
  return token;
}

/** The token of an `Authorization: Token <t>` header, or null for any other shape. */
export function tokenFromAuthorization(header: string | null | undefined): string | null {
  const match = /^Token\s+([A-Za-z0-9_-]{16,128})\s*$/.exec(header ?? "");
  return match ? match[1]! : null;
}

export async function findApiTokenAdmin(db: Knex, token: string): Promise<AdminUser | null> {
  const row = await db("api_tokens as t")
    .join("admin_users as u", "u.id", "t.admin_user_id")
    .where("t.token_hash", hashToken(token))
    .andWhere("t.expires_at", ">", db.fn.now())
    .first<{ token_id: number; id: number; username: string; display_name: string | null } | undefined>(
      "t.id as token_id",
      "u.id",
      "u.username",
      "u.display_name",
    );
  if (!row) return null;
  await db("api_tokens").where("id", row.token_id).update({ last_used_at: db.fn.now() });
  return toAdminUser(row);
}

/** Deletes a token; returns its admin's id, or null when it did not exist or had expired. */
export async function revokeApiToken(db: Knex | Knex.Transaction, token: string): Promise<number | null> {
  const [row] = await db("api_tokens")
    .where("token_hash", hashToken(token))
    .delete()
    .returning<{ admin_user_id: number; expires_at: Date }[]>(["admin_user_id", "expires_at"]);
  return row && row.expires_at > new Date() ? row.admin_user_id : null;
}
