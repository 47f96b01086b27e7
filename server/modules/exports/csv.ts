import { stringify } from "csv-stringify/sync";

/*
 * The CSV conventions of every export (docs/product.md, "Exports"): UTF-8 with a BOM (Excel then reads Bangla and
 * Arabic correctly), CRLF line ends (RFC 4180), fields quoted when they hold a comma, quote or line break, and no
 * formulas: a cell starting with = + - @ tab or CR is prefixed with a single quote so spreadsheets show it as text.
 */

export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8";

/** csv-stringify's options for the conventions above (a lone LF or CR would otherwise be left unquoted). */
export const CSV_OPTIONS = { bom: true, record_delimiter: "\r\n", quoted_match: /[\r\n]/ } as const;

const FORMULA_START = /^[=+\-@\t\r]/;

/** Makes a cell safe for spreadsheets: a leading = + - @ tab or CR turns the cell into a formula there. */
export function neutralizeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** A small CSV document, whole (the streaming export of form responses writes the same format). */
export function csvDocument(rows: readonly (readonly string[])[]): string {
  return stringify(
    rows.map((row) => row.map(neutralizeCell)),
    CSV_OPTIONS,
  );
}
