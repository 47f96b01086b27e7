import { randomBytes } from "node:crypto";
import knex from "knex";

/** Server that test databases are created on; the machine's PostgreSQL unless TEST_PG_URL says otherwise. */
export const adminUrl = process.env.TEST_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** Creates an empty database with a unique name and returns its URL and a function that drops it. */
export async function createTemporaryDatabase(label = "test") {
  const name = `crestline_${label}_${randomBytes(4).toString("hex")}`;
  const admin = knex({ client: "pg", connection: adminUrl, pool: { min: 0, max: 1 } });
  try {
    await admin.raw("create database ??", [name]);
  } finally {
    await admin.destroy();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const dropper = knex({ client: "pg", connection: adminUrl, pool: { min: 0, max: 1 } });
      try {
        await dropper.raw("drop database if exists ?? with (force)", [name]);
      } finally {
        await dropper.destroy();
      }
    },
  };
}
