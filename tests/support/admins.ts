import type { Knex } from "knex";
import { createAdmin } from "../../server/modules/auth/admins.server.js";
import type { AdminUser } from "../../server/modules/auth/types.js";
import { accepted } from "./outcome.js";

/** A new admin account for a test's set-up (a refusal of createAdmin fails the set-up). */
export async function newAdmin(db: Knex, username: string, password: string): Promise<AdminUser> {
  return accepted(await createAdmin(db, username, password)).admin;
}
