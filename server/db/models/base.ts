import { Model, snakeCaseMappers, type ColumnNameMappers, type Pojo } from "objection";
import type { z } from "zod";

/**
 * The base of every model. A model is the one declaration of its table's row (docs/decisions/0006-data-layer.md):
 *
 *   export const jobRow = z.object({ id: z.number().int(), title: z.string(), ... });   // camelCase, one key per column
 *   export interface Job extends z.infer<typeof jobRow> {}                               // the row's TypeScript type
 *   export class Job extends BaseModel { static tableName = "jobs"; static row = jobRow; ...relations }
 *
 * `row` lists exactly the table's columns (tests/integration/models-schema.test.ts compares it, names and
 * nullability, with information_schema of the migrated database). Relations stay `declare`d on the class.
 *
 * Columns are snake_case in PostgreSQL and camelCase on models (snakeCaseMappers); inside model query
 * builders (`where`, `orderBy`, joins) name columns in snake_case.
 * `jsonAttributes` must list each jsonb property (camelCase) so objection stringifies it on write;
 * without it a JS array would reach pg as a PostgreSQL array literal.
 */
export class BaseModel extends Model {
  static columnNameMappers: ColumnNameMappers = snakeCaseMappers();
  static jsonAttributes: string[] = [];
  static useLimitInFirst = true;
  /** The row's columns as a zod object (camelCase keys); every concrete model sets it. */
  static row: z.ZodObject;

  /** pg already parses json/jsonb; objection's re-parse would turn a stored string answer like "42" into a number. */
  $parseDatabaseJson(json: Pojo): Pojo {
    return (this.constructor as typeof BaseModel).columnNameMappers.parse(json);
  }
}
