import type { Knex } from "knex";
import { createAdminSchema } from "./admin-schema.js";
import { hashPassword } from "./password.server.js";
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
 */
export async function createAdmin(db: Knex | Knex.Transaction, username: string, password: string): Promise<AdminUser> {
  const parsed = createAdminSchema.safeParse({ username, password });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new AdminInputError(issue.path[0] === "password" ? "password" : "username", issue.message);
  }
  const passwordHash = await hashPassword(parsed.data.password);
  const [row] = await db("admin_users")
    .insert({ username: parsed.data.username, password_hash: passwordHash })
    .onConflict("username")
    .ignore()
    .returning(["id", "username", "display_name"]);
  if (!row) throw new AdminInputError("username", "That username is already taken.");
  return toAdminUser(row);
}

export async function findAdminByUsername(db: Knex, username: string) {
  return db("admin_users")
    .where({ username: username.trim().toLowerCase() })
    .first<{ id: number; username: string; display_name: string | null; password_hash: string } | undefined>(
      "id",
      "username",
      "display_name",
      "password_hash",
    );
}
