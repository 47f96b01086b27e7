import type { ReactNode } from "react";
import { card, cx } from "~/components/ui/styles";

export const tableHead =
  "bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase dark:bg-slate-800/60 dark:text-slate-300";

/** A column heading: its text, or its content (a screen-reader-only name) with its own cell classes. */
export type Column = string | { label: ReactNode; className: string };

/** The heading row of an admin table; `cell` is the classes of a plain column's cell. */
export function TableHead({ columns, cell = "px-4 py-3" }: { columns: readonly Column[]; cell?: string }) {
  return (
    <thead className={tableHead}>
      <tr>
        {columns.map((column, i) =>
          typeof column === "string" ? (
            <th key={column} scope="col" className={cell}>
              {column}
            </th>
          ) : (
            <th key={i} scope="col" className={column.className}>
              {column.label}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}

/** A scrollable admin table with a screen-reader caption and plain column headings; `children` are its rows. */
export function DataTable({ caption, columns, children }: { caption: ReactNode; columns: string[]; children: ReactNode }) {
  return (
    <div className={cx(card, "overflow-x-auto")}>
      <table className="min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-800">
        <caption className="sr-only">{caption}</caption>
        <TableHead columns={columns} />
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">{children}</tbody>
      </table>
    </div>
  );
}
