import { z } from "zod";

/** Largest value of PostgreSQL's `integer` (the `serial` id columns). */
const MAX_INT_ID = 2_147_483_647;

/** A row id from a form field, query string or URL parameter: a positive integer within the id column's range. */
export const rowId = z.coerce.number().int().positive().max(MAX_INT_ID);

/** Several row ids (a bulk action's checkboxes), each within the id column's range. */
export function rowIds(max = 500) {
  return z.array(rowId).max(max);
}
