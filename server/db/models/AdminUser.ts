import type { RelationMappings } from "objection";
import { BaseModel } from "./base.js";
import { Session } from "./Session.js";
import { ApiToken } from "./ApiToken.js";

export class AdminUser extends BaseModel {
  static tableName = "admin_users";

  declare id: number;
  /** Always lowercase (database check). */
  declare username: string;
  declare passwordHash: string;
  declare displayName: string | null;
  declare createdAt: Date;
  declare updatedAt: Date;
  declare lastLoginAt: Date | null;

  declare sessions?: Session[];
  declare apiTokens?: ApiToken[];

  static get relationMappings(): RelationMappings {
    return {
      sessions: {
        relation: BaseModel.HasManyRelation,
        modelClass: Session,
        join: { from: "admin_users.id", to: "sessions.admin_user_id" },
      },
      apiTokens: {
        relation: BaseModel.HasManyRelation,
        modelClass: ApiToken,
        join: { from: "admin_users.id", to: "api_tokens.admin_user_id" },
      },
    };
  }
}
