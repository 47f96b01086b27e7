import { BaseModel } from "./base.js";

/** Navbar and footer content; `value` is validated by the zod schemas in server/modules/content/schemas.ts. */
export class SiteSetting extends BaseModel {
  static tableName = "site_settings";
  static idColumn = "key";
  static jsonAttributes = ["value"];

  declare key: "navbar" | "footer";
  declare value: Record<string, unknown>;
  declare updatedAt: Date;
}
