import { z } from "zod";

/** Largest value of PostgreSQL's `integer` (the `serial` id columns). */
export const MAX_INT_ID = 2_147_483_647;

/** A row id as text: a positive decimal integer written canonically (no sign, no leading zero, space or exponent). */
const CANONICAL_ID = /^[1-9][0-9]{0,15}$/;

/**
 * A row id as a number, or null: an integer already within the id column's range, or only the canonical decimal
 * text of one (`"0x1F"`, `" 1"`, `"1e3"`, `"01"`, `"1.0"` name no row, although `Number()` reads them as one).
 */
export function parseRowId(value: unknown): number | null {
  if (typeof value === "number") return Number.isInteger(value) && value > 0 && value <= MAX_INT_ID ? value : null;
  if (typeof value !== "string" || !CANONICAL_ID.test(value)) return null;
  const id = Number(value);
  return id <= MAX_INT_ID ? id : null;
}

/**
 * A row id from a form field, query string or URL parameter (always text): parseRowId's canonical form, as a number.
 * The one id check of the app, the REST API and the admin actions.
 */
export const rowId = z
  .string()
  .regex(CANONICAL_ID, "Not a row id.")
  .transform(Number)
  .pipe(z.number().int().positive().max(MAX_INT_ID));

/** A row id that arrives as a number (a JSON body, a job's payload): an integer within the id column's range. */
export const rowIdValue = z.number().int().positive().max(MAX_INT_ID);

/** Several row ids (a bulk action's checkboxes), each within the id column's range. */
export function rowIds(max = 500) {
  return z.array(rowId).max(max);
}
