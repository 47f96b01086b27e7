import type { RelationMappings } from "objection";
import { BaseModel } from "./base.js";
import { AdminUser } from "./AdminUser.js";

export class Session extends BaseModel {
  static tableName = "sessions";

  /** sha256 hex of the cookie token; the token itself is never stored. */
  declare id: string;
  declare adminUserId: number;
  declare createdAt: Date;
  declare expiresAt: Date;
  declare lastSeenAt: Date;
  declare ip: string | null;
  declare userAgent: string | null;

  declare adminUser?: AdminUser;

  static get relationMappings(): RelationMappings {
    return {
      adminUser: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: AdminUser,
        join: { from: "sessions.admin_user_id", to: "admin_users.id" },
      },
    };
  }
}
