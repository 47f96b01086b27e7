import type { RelationMappings } from "objection";
import { BaseModel } from "./base.js";
import { AdminUser } from "./AdminUser.js";

export class AuditLogEntry extends BaseModel {
  static tableName = "audit_log";
  static jsonAttributes = ["details"];

  declare id: number;
  declare adminUserId: number | null;
  declare action: string;
  declare entity: string;
  declare entityId: string | null;
  declare details: Record<string, unknown>;
  declare ip: string | null;
  declare createdAt: Date;

  declare adminUser?: AdminUser | null;

  static get relationMappings(): RelationMappings {
    return {
      adminUser: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: AdminUser,
        join: { from: "audit_log.admin_user_id", to: "admin_users.id" },
      },
    };
  }
}
