import type { Knex } from "knex";
import { z } from "zod";
import { hashPassword } from "./password.server.js";
import { toAdminUser, type AdminUser } from "./types.js";

export const usernameSchema = z
  .string({ error: "Username is required." })
  .trim()
  .toLowerCase()
  .min(3, "Username must be 3 to 32 characters.")
  .max(32, "Username must be 3 to 32 characters.")
  .regex(/^[a-z0-9._-]+$/, "Username may contain only letters, digits, dots, underscores and hyphens.");

export const newPasswordSchema = z
  .string({ error: "Password is required." })
  .min(10, "Password must be at least 10 characters.")
  .max(256, "Password must be at most 256 characters.");

export const createAdminSchema = z.object({ username: usernameSchema, password: newPasswordSchema });

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
