import knex, { type Knex } from "knex";
import { Model } from "objection";
import pg from "pg";

/*
 * Column naming: tables and columns are snake_case. Objection models map them to camelCase properties
 * through `columnNameMappers = snakeCaseMappers()` on BaseModel (server/db/models/base.ts). The knex
 * instance itself has NO mappers, so plain `db("files")` queries read and write snake_case, and inside
 * model query builders (`where`, `orderBy`, relation joins) you also name columns in snake_case.
 *
 * Type parsing (per pool, not global): int8 (bigint, count(*)) → number; date → 'YYYY-MM-DD' string
 * (no timezone shift); numeric stays a string so money keeps its exact two decimals.
 */
const INT8_OID = 20;
const DATE_OID = 1082;

const types = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    if (oid === INT8_OID) return (value: string) => Number(value);
    if (oid === DATE_OID) return (value: string) => value;
    return pg.types.getTypeParser(oid, format);
  },
};

export function createDb(databaseUrl: string): Knex {
  const db = knex({
    client: "pg",
    connection: { connectionString: databaseUrl, types, application_name: "crestline" } as Knex.PgConnectionConfig,
    pool: { min: 0, max: 10, idleTimeoutMillis: 30_000 },
    acquireConnectionTimeout: 10_000,
  });
  Model.knex(db);
  return db;
}
