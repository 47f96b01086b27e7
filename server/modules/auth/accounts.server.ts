import type { Knex } from "knex";
import { fn, UniqueViolationError } from "objection";
import { AdminUser as AdminUserModel } from "../../db/models/AdminUser.js";
import { ApiToken } from "../../db/models/ApiToken.js";
import { Session } from "../../db/models/Session.js";
import { audit, type Actor } from "../audit/audit.server.js";
import { hashPassword, verifyPassword } from "./password.server.js";
import { createLoginThrottle } from "./rate-limit.server.js";
import type { Role } from "./roles.js";
import type { AuthServices } from "./types.js";

/**
 * The Admins screen's rules (docs/product.md, "Admin accounts"):
 * - an admin can disable, enable or remove another admin, never themself;
 * - the last active admin can be neither disabled nor removed, so the site always has someone to run it;
 * - the last active owner can be neither disabled, removed nor made an editor, so someone can always manage accounts;
 * - only owners change roles (admin-access.ts), never their own; a new role takes effect on the next request;
 * - disabling or removing ends the account's sessions and API tokens at once;
 * - changing one's own password needs the current one and signs out every other session of the account.
 * The checks and the change run in one transaction that locks the admin rows, so two admins disabling each
 * other at the same moment cannot leave the site with none.
 */
type AdminAccount = Pick<AdminUserModel, "id" | "username" | "displayName" | "createdAt" | "lastLoginAt" | "disabledAt" | "role">;

const ACCOUNT_COLUMNS = ["id", "username", "display_name", "created_at", "last_login_at", "disabled_at", "role"] as const;

export type AccountRefusal = "self" | "last_active" | "last_owner" | "not_found";
type AccountOutcome = { ok: true; account: AdminAccount } | { ok: false; reason: AccountRefusal };

export async function listAdmins(db: Knex): Promise<AdminAccount[]> {
  return AdminUserModel.query(db)
    .select(...ACCOUNT_COLUMNS)
    .orderBy("username");
}

/** Locks every admin row (FOR UPDATE) and finds the target among them, with the counts of active admins and owners. */
async function lockAccounts(trx: Knex.Transaction, targetId: number) {
  const all = await AdminUserModel.query(trx).select("id", "username", "disabled_at", "role").forUpdate();
  const active = all.filter((a) => a.disabledAt === null);
  const target = all.find((a) => a.id === targetId);
  return {
    target,
    activeCount: active.length,
    /** Whether taking the target away (disabled, removed, made an editor) would leave no active owner. */
    isLastOwner:
      target !== undefined &&
      target.disabledAt === null &&
      target.role === "owner" &&
      active.filter((a) => a.role === "owner").length <= 1,
  };
}

async function endAccess(trx: Knex.Transaction, adminUserId: number) {
  await Session.query(trx).where("admin_user_id", adminUserId).delete();
  await ApiToken.query(trx).where("admin_user_id", adminUserId).delete();
}

export async function setAdminDisabled(
  db: Knex,
  actor: Actor & { adminUserId: number },
  targetId: number,
  disabled: boolean,
): Promise<AccountOutcome> {
  return db.transaction(async (trx) => {
    const { target, activeCount, isLastOwner } = await lockAccounts(trx, targetId);
    if (!target) return { ok: false, reason: "not_found" };
    if (target.id === actor.adminUserId) return { ok: false, reason: "self" };
    if (disabled && target.disabledAt === null && activeCount <= 1) return { ok: false, reason: "last_active" };
    if (disabled && isLastOwner) return { ok: false, reason: "last_owner" };
    const account = await AdminUserModel.query(trx)
      .patchAndFetchById(targetId, { disabledAt: disabled ? (target.disabledAt ?? fn.now()) : null })
      .select(...ACCOUNT_COLUMNS);
    if (disabled) await endAccess(trx, targetId);
    await audit(trx, actor, disabled ? "admin_user.disable" : "admin_user.enable", targetId, { username: target.username });
    return { ok: true, account };
  });
}

export async function removeAdmin(db: Knex, actor: Actor & { adminUserId: number }, targetId: number): Promise<AccountOutcome> {
  return db.transaction(async (trx) => {
    const { target, activeCount, isLastOwner } = await lockAccounts(trx, targetId);
    if (!target) return { ok: false, reason: "not_found" };
    if (target.id === actor.adminUserId) return { ok: false, reason: "self" };
    if (target.disabledAt === null && activeCount <= 1) return { ok: false, reason: "last_active" };
    if (isLastOwner) return { ok: false, reason: "last_owner" };
    const account = await AdminUserModel.query(trx)
      .findById(targetId)
      .select(...ACCOUNT_COLUMNS);
    // Sessions and API tokens go with the row (ON DELETE CASCADE); audit entries keep the username in details.
    await AdminUserModel.query(trx).deleteById(targetId);
    await audit(trx, actor, "admin_user.remove", targetId, { username: target.username });
    return { ok: true, account: account! };
  });
}

/**
 * Makes another admin an owner or an editor. Takes effect on their next request: every request reads the account's
 * role (sessions and API tokens alike). Audited with the old and new role.
 */
export async function setAdminRole(
  db: Knex,
  actor: Actor & { adminUserId: number },
  targetId: number,
  role: Role,
): Promise<AccountOutcome> {
  return db.transaction(async (trx) => {
    const { target, isLastOwner } = await lockAccounts(trx, targetId);
    if (!target) return { ok: false, reason: "not_found" };
    if (target.id === actor.adminUserId) return { ok: false, reason: "self" };
    if (role !== "owner" && isLastOwner) return { ok: false, reason: "last_owner" };
    const account = await AdminUserModel.query(trx)
      .patchAndFetchById(targetId, { role })
      .select(...ACCOUNT_COLUMNS);
    if (target.role !== role) {
      await audit(trx, actor, "admin_user.role_change", targetId, { username: target.username, from: target.role, to: role });
    }
    return { ok: true, account };
  });
}

/** A refused current password: wrong, or too many wrong ones lately (wait `retryAfterMs`). */
export type CurrentPasswordRefusal =
  { ok: false; reason: "wrong_current" } | { ok: false; reason: "rate_limited"; retryAfterMs: number };

const MAX_PASSWORD_LENGTH = 1024;

/**
 * Checks a signed-in admin's current password (before changing their password or username, or deleting their
 * account) under the sign-in throttle (rate-limit.server.ts): the same counters as a sign-in with the account's
 * username from the caller's address, so these forms are no faster a way to guess the password than signing in.
 */
export async function checkCurrentPassword(
  services: Pick<AuthServices, "db" | "redis">,
  actor: Actor & { adminUserId: number },
  password: string,
): Promise<{ ok: true } | CurrentPasswordRefusal> {
  const account = await AdminUserModel.query(services.db).findById(actor.adminUserId).select("id", "username", "password_hash");
  if (!account) return { ok: false, reason: "wrong_current" };
  const throttle = createLoginThrottle(services.redis);
  const ip = actor.ip || "unknown";
  const attempt = await throttle.begin(account.username, ip);
  if (!attempt.allowed) return { ok: false, reason: "rate_limited", retryAfterMs: attempt.waitMs };
  if (password.length > MAX_PASSWORD_LENGTH || !(await verifyPassword(account.passwordHash, password))) {
    await throttle.failed(account.username);
    return { ok: false, reason: "wrong_current" };
  }
  await throttle.passed(account.username, ip);
  return { ok: true };
}

type PasswordChangeOutcome = { ok: true; signedOut: number } | CurrentPasswordRefusal;

/**
 * Changes the signed-in admin's own password once checkCurrentPassword accepts the current one; every other session
 * and API token of the account is signed out (the caller's own session or token, whichever it signed in with, is kept).
 */
export async function changeOwnPassword(
  services: Pick<AuthServices, "db" | "redis">,
  actor: Actor & { adminUserId: number },
  input: { sessionId?: string; apiTokenHash?: string; currentPassword: string; newPassword: string },
): Promise<PasswordChangeOutcome> {
  const { db } = services;
  const checked = await checkCurrentPassword(services, actor, input.currentPassword);
  if (!checked.ok) return checked;
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction(async (trx) => {
    await AdminUserModel.query(trx).findById(actor.adminUserId).patch({ passwordHash });
    const signedOut = await Session.query(trx)
      .where("admin_user_id", actor.adminUserId)
      .modify((q) => (input.sessionId ? q.whereNot("id", input.sessionId) : q))
      .delete();
    await ApiToken.query(trx)
      .where("admin_user_id", actor.adminUserId)
      .modify((q) => (input.apiTokenHash ? q.whereNot("token_hash", input.apiTokenHash) : q))
      .delete();
    await audit(trx, actor, "admin_user.password_change", actor.adminUserId, { other_sessions_signed_out: signedOut });
    return { ok: true, signedOut };
  });
}

type RenameOutcome =
  { ok: true; account: Pick<AdminUserModel, "id" | "username"> } | CurrentPasswordRefusal | { ok: false; reason: "taken" };

/**
 * Renames the signed-in admin's own account (`newUsername` already checked with the create-admin rules) once
 * checkCurrentPassword accepts the current password; sessions and tokens stay.
 */
export async function changeOwnUsername(
  services: Pick<AuthServices, "db" | "redis">,
  actor: Actor & { adminUserId: number },
  input: { currentPassword: string; newUsername: string },
): Promise<RenameOutcome> {
  const checked = await checkCurrentPassword(services, actor, input.currentPassword);
  if (!checked.ok) return checked;
  try {
    return await services.db.transaction(async (trx) => {
      const before = await AdminUserModel.query(trx).findById(actor.adminUserId).select("username").forUpdate();
      const account = await AdminUserModel.query(trx)
        .patchAndFetchById(actor.adminUserId, { username: input.newUsername })
        .select("id", "username");
      await audit(trx, actor, "admin_user.rename", actor.adminUserId, { from: before?.username, to: account.username });
      return { ok: true as const, account };
    });
  } catch (err) {
    if (err instanceof UniqueViolationError) return { ok: false, reason: "taken" };
    throw err;
  }
}

type DeleteOutcome =
  | { ok: true }
  | CurrentPasswordRefusal
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "last_active" }
  | { ok: false; reason: "last_owner" };

/**
 * Deletes an account (the caller's own included) once checkCurrentPassword accepts the caller's current password:
 * its sessions and API tokens end with it. The last active account cannot be deleted, so the site always has
 * someone to run it; the check and the delete hold the admin rows' lock, as the Admins screen's remove does.
 */
export async function deleteAccount(
  services: Pick<AuthServices, "db" | "redis">,
  actor: Actor & { adminUserId: number },
  targetId: number,
  currentPassword: string,
): Promise<DeleteOutcome> {
  if (!(await AdminUserModel.query(services.db).findById(targetId).select("id"))) return { ok: false, reason: "not_found" };
  const checked = await checkCurrentPassword(services, actor, currentPassword);
  if (!checked.ok) return checked;
  return services.db.transaction(async (trx) => {
    const { target, activeCount, isLastOwner } = await lockAccounts(trx, targetId);
    if (!target) return { ok: false, reason: "not_found" };
    if (target.disabledAt === null && activeCount <= 1) return { ok: false, reason: "last_active" };
    if (isLastOwner) return { ok: false, reason: "last_owner" };
    // the entry first: deleting one's own account then leaves it with no admin (ON DELETE SET NULL), the username kept
    await audit(trx, actor, "admin_user.remove", targetId, { username: target.username });
    await endAccess(trx, targetId);
    await AdminUserModel.query(trx).deleteById(targetId);
    return { ok: true };
  });
}
