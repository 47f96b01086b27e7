import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Knex } from "knex";
import { snakeCaseMappers } from "objection";
import { inject } from "vitest";
import { createDb } from "../../server/db/knex.js";
import * as models from "../../server/db/models/index.js";
import { BaseModel } from "../../server/db/models/base.js";

/**
 * Every model's `row` (its one declaration of the table's columns) must match the migrated database:
 * the same column names and the same nullability. A migration that adds a column without the model
 * (or a model field the table lacks) fails here.
 */
const mappers = snakeCaseMappers();
const toColumn = (property: string) => Object.keys(mappers.format({ [property]: null }))[0];
const modelClasses = Object.values(models).filter(
  (value): value is typeof BaseModel => typeof value === "function" && value.prototype instanceof BaseModel,
);

let db: Knex;
let columns: Map<string, Map<string, boolean>>;

beforeAll(async () => {
  db = createDb(inject("testEnv").databaseUrl);
  const rows = await db("information_schema.columns")
    .where("table_schema", "public")
    .select<Array<{ table_name: string; column_name: string; is_nullable: "YES" | "NO" }>>(
      "table_name",
      "column_name",
      "is_nullable",
    );
  columns = new Map();
  for (const r of rows) {
    if (!columns.has(r.table_name)) columns.set(r.table_name, new Map());
    columns.get(r.table_name)!.set(r.column_name, r.is_nullable === "YES");
  }
});

afterAll(async () => {
  await db.destroy();
});

describe("models match the migrated schema", () => {
  it("finds the models", () => {
    expect(modelClasses.length).toBeGreaterThan(20);
  });

  for (const model of modelClasses) {
    it(`${model.name} declares exactly the columns of ${model.tableName}`, () => {
      const table = columns.get(model.tableName);
      expect(table, `table ${model.tableName} exists`).toBeDefined();
      expect(model.row, `${model.name}.row is declared`).toBeDefined();
      const declared = Object.fromEntries(
        Object.entries(model.row.shape).map(([property, schema]) => [toColumn(property), schema.safeParse(null).success]),
      );
      const actual = Object.fromEntries(table!);
      expect(declared).toEqual(actual);
    });
  }
});
