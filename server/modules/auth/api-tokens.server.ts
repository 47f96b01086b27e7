import type { Knex } from "knex";
import { randomBytes } from "node:crypto";
import { fn, raw } from "objection";
import { ApiToken } from "../../db/models/ApiToken.js";
import { audit, type Actor } from "../audit/audit.server.js";
import { type INTEGRATION_TOKEN_DAYS } from "./admin-schema.js";
import { hashToken } from "./sessions.server.js";
import { narrowerRole, type Role } from "./roles.js";
import { toAdminUser, type AdminUser } from "./types.js";

/** A new API token: 40 lowercase hex digits (160 random bits), the key shape djoser clients expect (docs/api.md §2). */
function newApiToken(): string {
  return randomBytes(20).toString("hex");
}

/** A sign-in token for the account, valid for `ttlSeconds` (the config's API_TOKEN_TTL_HOURS); only its hash is stored. */
export async function issueApiToken(
  db: Knex | Knex.Transaction,
  adminUserId: number,
  ttlSeconds = 24 * 60 * 60,
): Promise<string> {
  const token = newApiToken();
  await ApiToken.query(db).insert({
    adminUserId,
    tokenHash: hashToken(token),
    expiresAt: raw(`now() + make_interval(secs => ?)`, [ttlSeconds]),
  });
  return token;
}

/**
 * The token of an `Authorization: Token <t>` header, or null for any other shape. New tokens are 40 hex digits;
 * integration tokens made before that (base64url) keep working until they expire.
 */
export function tokenFromAuthorization(header: string | null | undefined): string | null {
  const match = /^Token\s+([A-Za-z0-9_-]{16,128})\s*$/.exec(header ?? "");
  return match ? match[1]! : null;
}

/** A live token: its account, and which token it is (an integration token's name; null for a sign-in token). */
export interface ApiTokenLookup {
  admin: AdminUser;
  tokenId: number;
  name: string | null;
  /** The token's own role, narrower than its account's; null: the account's role. */
  role: Role | null;
}

/** The live token (unexpired, its account enabled) and its account; records when it was last used. */
export async function findApiToken(db: Knex, token: string): Promise<ApiTokenLookup | null> {
  const found = await ApiToken.query(db)
    .withGraphJoined("adminUser")
    .where("api_tokens.token_hash", hashToken(token))
    .where("api_tokens.expires_at", ">", fn.now())
    .whereNull("adminUser.disabled_at")
    .first();
  if (!found?.adminUser) return null;
  await ApiToken.query(db).findById(found.id).patch({ lastUsedAt: fn.now() });
  return { admin: toAdminUser(found.adminUser), tokenId: found.id, name: found.name, role: found.role };
}

export async function findApiTokenAdmin(db: Knex, token: string): Promise<AdminUser | null> {
  return (await findApiToken(db, token))?.admin ?? null;
}

/** Deletes a token; returns its admin's id, or null when it did not exist or had expired. */
export async function revokeApiToken(db: Knex | Knex.Transaction, token: string): Promise<number | null> {
  const [row] = await ApiToken.query(db)
    .where("token_hash", hashToken(token))
    .delete()
    .returning(["admin_user_id", "expires_at"]);
  return row && row.expiresAt > new Date() ? row.adminUserId : null;
}

/* Integration tokens (issue 12 item 3): named, with an expiry an admin chooses, shown once, stored hashed, revocable. */

/** A new token's name and lifetime (one of INTEGRATION_TOKEN_DAYS; the screen's form checks both). */
interface IntegrationTokenInput {
  name: string;
  days: (typeof INTEGRATION_TOKEN_DAYS)[number];
  /** A narrower role than the creator's; null (or omitted): the creator's role, whatever it becomes. */
  role?: Role | null;
}

/** One row of the API tokens screen (never the token itself). */
interface IntegrationToken extends Pick<ApiToken, "id" | "createdAt" | "lastUsedAt" | "expiresAt"> {
  name: string;
  /** The account the token acts as: the admin who created it. */
  createdBy: string;
  /** What it may do now: the narrower of its own role and its creator's. */
  role: Role;
  expired: boolean;
}

/** Every integration token, newest first, expired ones included (until revoked) so the screen tells why one stopped. */
export async function listIntegrationTokens(db: Knex): Promise<IntegrationToken[]> {
  const rows = await ApiToken.query(db)
    .withGraphJoined("adminUser")
    .whereNotNull("api_tokens.name")
    .orderBy("api_tokens.created_at", "desc")
    .orderBy("api_tokens.id", "desc");
  const now = Date.now();
  return rows.map((t) => ({
    id: t.id,
    name: t.name!,
    createdBy: t.adminUser?.username ?? "",
    role: narrowerRole(t.adminUser?.role ?? "editor", t.role),
    createdAt: t.createdAt,
    lastUsedAt: t.lastUsedAt,
    expiresAt: t.expiresAt,
    expired: t.expiresAt.getTime() <= now,
  }));
}

/** Creates a named token acting as the creating admin; returns the token, which is never stored and cannot be shown again. */
export async function createIntegrationToken(
  db: Knex,
  input: IntegrationTokenInput,
  actor: Actor & { adminUserId: number },
): Promise<{ id: number; token: string }> {
  const token = newApiToken();
  return db.transaction(async (trx) => {
    const { id } = await ApiToken.query(trx)
      .insert({
        adminUserId: actor.adminUserId,
        name: input.name,
        role: input.role ?? null,
        tokenHash: hashToken(token),
        expiresAt: raw(`now() + make_interval(days => ?)`, [input.days]),
      })
      .returning("id");
    await audit(trx, actor, "api_token.create", id, { name: input.name, days: input.days, role: input.role ?? "creator's" });
    return { id, token };
  });
}

/** Revokes (deletes) an integration token; false when there is no such token. */
export async function revokeIntegrationToken(db: Knex, id: number, actor: Actor): Promise<boolean> {
  return db.transaction(async (trx) => {
    const [row] = await ApiToken.query(trx).where("id", id).whereNotNull("name").delete().returning(["id", "name"]);
    if (!row) return false;
    await audit(trx, actor, "api_token.revoke", id, { name: row.name });
    return true;
  });
}
