import { Model, snakeCaseMappers, type ColumnNameMappers, type Pojo } from "objection";

/**
 * Every model maps snake_case columns to camelCase properties (see server/db/knex.ts).
 * `jsonAttributes` must list each jsonb property (camelCase) so objection stringifies it on write;
 * without it a JS array would reach pg as a PostgreSQL array literal.
 */
export class BaseModel extends Model {
  static columnNameMappers: ColumnNameMappers = snakeCaseMappers();
  static jsonAttributes: string[] = [];
  static useLimitInFirst = true;

  /** pg already parses json/jsonb; objection's re-parse would turn a stored string answer like "42" into a number. */
  $parseDatabaseJson(json: Pojo): Pojo {
    return (this.constructor as typeof BaseModel).columnNameMappers.parse(json);
  }
}
