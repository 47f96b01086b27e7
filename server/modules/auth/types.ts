import type { Services } from "../../services.js";

/** The part of Services the auth rules need, so tests can run them without storage or queues. */
export type AuthServices = Pick<Services, "config" | "db" | "redis">;

export interface AdminUser {
  id: number;
  username: string;
  displayName: string | null;
}

export interface AdminUserRow {
  id: number;
  username: string;
  password_hash: string;
  display_name: string | null;
  created_at: Date;
  updated_at: Date;
  last_login_at: Date | null;
}

export function toAdminUser(row: Pick<AdminUserRow, "id" | "username" | "display_name">): AdminUser {
  return { id: row.id, username: row.username, displayName: row.display_name };
}
