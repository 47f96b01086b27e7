import type { Knex } from "knex";
import { createAdmin } from "../../server/modules/auth/admins.server.js";
import type { Role } from "../../server/modules/auth/roles.js";
import type { AdminUser } from "../../server/modules/auth/types.js";
import { accepted } from "./outcome.js";

/** A new admin account (an owner unless `role` says otherwise) for a test's set-up (a refusal fails the set-up). */
export async function newAdmin(db: Knex, username: string, password: string, role: Role = "owner"): Promise<AdminUser> {
  return accepted(await createAdmin(db, username, password, role)).admin;
}
