import type { AdminUser as AdminUserModel } from "../../db/models/AdminUser.js";
import type { Services } from "../../services.js";

/** The part of Services the auth rules need, so tests can run them without storage or queues. */
export type AuthServices = Pick<Services, "config" | "db" | "redis"> & Partial<Pick<Services, "metrics">>;

/** The signed-in admin, as loaders, actions and the API see them (never the password hash). */
export type AdminUser = Pick<AdminUserModel, "id" | "username" | "displayName" | "role">;

export function toAdminUser(admin: AdminUser): AdminUser {
  return { id: admin.id, username: admin.username, displayName: admin.displayName, role: admin.role };
}
