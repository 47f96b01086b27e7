import { BaseModel } from "./base.js";

export class ContactMessage extends BaseModel {
  static tableName = "contact_messages";

  declare id: number;
  declare name: string;
  declare email: string;
  declare phone: string | null;
  declare subject: string | null;
  declare message: string;
  declare readAt: Date | null;
  declare createdAt: Date;
}
