import {
  Model,
  snakeCaseMappers,
  type ColumnNameMappers,
  type ModelClassSpecifier,
  type Modifier,
  type Pojo,
  type QueryBuilder,
  type RelationMapping,
  type RelationType,
} from "objection";
import type { z } from "zod";

/**
 * The base of every model. A model is the one declaration of its table's row (docs/decisions/0006-data-layer.md):
 *
 *   export const jobRow = z.object({ id: z.number().int(), title: z.string(), ... });   // camelCase, one key per column
 *   export interface Job extends z.infer<typeof jobRow> {}                               // the row's TypeScript type
 *   export class Job extends table("jobs", jobRow) { ...relations }                    // table() below
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

interface TableOptions {
  /** The primary key when it is not `id`. */
  idColumn?: string;
  /** The jsonb properties (camelCase): see `jsonAttributes` above. */
  jsonAttributes?: string[];
}

/** The base class of the model of `tableName`, whose row `row` declares: `class Job extends table("jobs", jobRow) {}`. */
export function table<Row extends z.ZodObject>(tableName: string, row: Row, options: TableOptions = {}) {
  return class extends BaseModel {
    static tableName = tableName;
    static idColumn = options.idColumn ?? "id";
    static row = row;
    static jsonAttributes = options.jsonAttributes ?? [];
  };
}

/** Optional parts of a relation beyond its join, e.g. the order of a has-many list. */
interface RelationOptions {
  modify?: Modifier<QueryBuilder<Model>>;
}

function relation(kind: RelationType, modelClass: ModelClassSpecifier, from: string, to: string, options: RelationOptions = {}) {
  return { relation: kind, modelClass, join: { from, to }, ...options } as RelationMapping<Model>;
}

/** This row points at one row of `modelClass`: `from` is this table's foreign key ("table.column"), `to` the key it names. */
export const belongsToOne = (modelClass: ModelClassSpecifier, from: string, to: string, options?: RelationOptions) =>
  relation(Model.BelongsToOneRelation, modelClass, from, to, options);

/** Rows of `modelClass` point at this row: `from` is this table's key, `to` their foreign key ("table.column"). */
export const hasMany = (modelClass: ModelClassSpecifier, from: string, to: string, options?: RelationOptions) =>
  relation(Model.HasManyRelation, modelClass, from, to, options);

/** As hasMany, when at most one row of `modelClass` points at this row. */
export const hasOne = (modelClass: ModelClassSpecifier, from: string, to: string, options?: RelationOptions) =>
  relation(Model.HasOneRelation, modelClass, from, to, options);
