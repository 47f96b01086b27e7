import { BaseModel } from "./base.js";

/** Small key/value bookkeeping (e.g. the applied seed version). */
export class Meta extends BaseModel {
  static tableName = "meta";
  static idColumn = "key";
  static jsonAttributes = ["value"];

  declare key: string;
  declare value: unknown;
  declare updatedAt: Date;
}
