import type { Knex } from "knex";
import * as m0001 from "./0001_initial.js";
import * as m0002 from "./0002_payments.js";

/**
 * Every migration, in order. Imported statically (not read from the directory) so the bundled
 * production build carries them. Names are recorded in knex_migrations: never rename one.
 */
export const migrations: ReadonlyArray<{ name: string; migration: Knex.Migration }> = [
  { name: "0001_initial", migration: m0001 },
  { name: "0002_payments", migration: m0002 },
];
