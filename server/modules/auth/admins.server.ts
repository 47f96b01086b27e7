import type { Knex } from "knex";
import { UniqueViolationError } from "objection";
import { AdminUser as AdminUserModel } from "../../db/models/AdminUser.js";
import { audit, type Actor } from "../audit/audit.server.js";
import { createAdminSchema } from "./admin-schema.js";
import { hashPassword } from "./password.server.js";
import type { Role } from "./roles.js";
import { toAdminUser, type AdminUser } from "./types.js";

export class AdminInputError extends Error {
  constructor(
    readonly field: "username" | "password",
    message: string,
  ) {
    super(message);
    this.name = "AdminInputError";
  }
}

/**
 * Creates an admin account. Validates with the same rules as the create-admin form (throws
 * AdminInputError naming the field), stores the username lowercase and the password as argon2id.
 * `role`: the screens and the API always say which; the admin:create command and the first account are owners.
 */
export async function createAdmin(
  db: Knex | Knex.Transaction,
  username: string,
  password: string,
  role: Role = "owner",
): Promise<AdminUser> {
  const parsed = createAdminSchema.safeParse({ username, password });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new AdminInputError(issue.path[0] === "password" ? "password" : "username", issue.message);
  }
  const passwordHash = await hashPassword(parsed.data.password);
  try {
    return toAdminUser(await AdminUserModel.query(db).insert({ username: parsed.data.username, passwordHash, role }));
  } catch (err) {
    if (err instanceof UniqueViolationError) throw new AdminInputError("username", "That username is already taken.");
    throw err;
  }
}

/** createAdmin and its audit entry in one transaction: what the create-admin page and the admin:create command do. */
export async function createAdminAudited(
  db: Knex,
  input: { username: string; password: string; role?: Role },
  actor: Actor,
  details: Record<string, unknown> = {},
): Promise<AdminUser> {
  return db.transaction(async (trx) => {
    const account = await createAdmin(trx, input.username, input.password, input.role);
    await audit(trx, actor, "admin_user.create", account.id, { username: account.username, role: account.role, ...details });
    return account;
  });
}

/** The account behind a username (any case), with its password hash, for the sign-in check. */
export async function findAdminByUsername(db: Knex, username: string): Promise<AdminUserModel | undefined> {
  return AdminUserModel.query(db).where("username", username.trim().toLowerCase()).whereNull("disabled_at").first();
}

export async function findAdminById(db: Knex, id: number): Promise<AdminUser | null> {
  const row = await AdminUserModel.query(db).findById(id);
  return row ? toAdminUser(row) : null;
}
