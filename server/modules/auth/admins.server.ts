import type { Knex } from "knex";
import { UniqueViolationError } from "objection";
import { AdminUser as AdminUserModel } from "../../db/models/AdminUser.js";
import { audit, type Actor } from "../audit/audit.server.js";
import { createAdminSchema } from "./admin-schema.js";
import { refusable, Refusal, type Refused } from "../outcome.js";
import { hashPassword } from "./password.server.js";
import type { Role } from "./roles.js";
import { toAdminUser, type AdminUser } from "./types.js";

/** Why an account was not created: a username or password outside the account rules, or a username in use. */
export type CreateAdminRefusal = "invalid_username" | "invalid_password" | "taken";
export type CreateAdminOutcome = { ok: true; admin: AdminUser } | Refused<CreateAdminRefusal>;

/**
 * Creates an admin account: checks the account rules (admin-schema.ts) again, stores the username lowercase and the
 * password as argon2id. Callers that show the rules' own messages parse with the schema first.
 * `role`: the screens and the API always say which; the admin:create command and the first account are owners.
 */
export async function createAdmin(
  db: Knex | Knex.Transaction,
  username: string,
  password: string,
  role: Role = "owner",
): Promise<CreateAdminOutcome> {
  const parsed = createAdminSchema.safeParse({ username, password });
  if (!parsed.success) {
    const invalidPassword = parsed.error.issues.every((issue) => issue.path[0] === "password");
    return { ok: false, reason: invalidPassword ? "invalid_password" : "invalid_username" };
  }
  const passwordHash = await hashPassword(parsed.data.password);
  try {
    // a savepoint inside a caller's transaction, so a taken username leaves that transaction usable
    const row = await db.transaction(async (trx) =>
      AdminUserModel.query(trx).insert({ username: parsed.data.username, passwordHash, role }),
    );
    return { ok: true, admin: toAdminUser(row) };
  } catch (err) {
    if (err instanceof UniqueViolationError) return { ok: false, reason: "taken" };
    throw err;
  }
}

/** createAdmin and its audit entry in one transaction: what the create-admin page, the API and admin:create do. */
export async function createAdminAudited(
  db: Knex,
  input: { username: string; password: string; role?: Role },
  actor: Actor,
  details: Record<string, unknown> = {},
): Promise<CreateAdminOutcome> {
  return refusable<CreateAdminRefusal, { admin: AdminUser }>(() =>
    db.transaction(async (trx) => {
      const created = await createAdmin(trx, input.username, input.password, input.role);
      if (!created.ok) throw new Refusal(created.reason);
      await audit(trx, actor, "admin_user.create", created.admin.id, {
        username: created.admin.username,
        role: created.admin.role,
        ...details,
      });
      return { admin: created.admin };
    }),
  );
}

/** The account behind a username (any case), with its password hash, for the sign-in check. */
export async function findAdminByUsername(db: Knex, username: string): Promise<AdminUserModel | undefined> {
  return AdminUserModel.query(db).where("username", username.trim().toLowerCase()).whereNull("disabled_at").first();
}

export async function findAdminById(db: Knex, id: number): Promise<AdminUser | null> {
  const row = await AdminUserModel.query(db).findById(id);
  return row ? toAdminUser(row) : null;
}
