import { BaseModel } from "./base.js";

/** A content page: an ordered list of typed sections (server/modules/content/sections.ts validates them). */
export class Page extends BaseModel {
  static tableName = "pages";
  static jsonAttributes = ["sections"];

  declare id: number;
  declare slug: string;
  declare title: string;
  declare description: string;
  declare sections: unknown[];
  declare createdAt: Date;
  declare updatedAt: Date;
}
