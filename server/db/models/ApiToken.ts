import type { RelationMappings } from "objection";
import { BaseModel } from "./base.js";
import { AdminUser } from "./AdminUser.js";

export class ApiToken extends BaseModel {
  static tableName = "api_tokens";

  declare id: number;
  declare adminUserId: number;
  declare tokenHash: string;
  declare createdAt: Date;
  declare lastUsedAt: Date | null;
  declare expiresAt: Date;

  declare adminUser?: AdminUser;

  static get relationMappings(): RelationMappings {
    return {
      adminUser: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: AdminUser,
        join: { from: "api_tokens.admin_user_id", to: "admin_users.id" },
      },
    };
  }
}
