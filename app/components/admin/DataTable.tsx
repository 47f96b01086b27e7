import type { ReactNode } from "react";
import { card, cx } from "~/components/ui/styles";

export const tableHead =
  "bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase dark:bg-slate-800/60 dark:text-slate-300";

/** A scrollable admin table with a screen-reader caption and plain column headings; `children` are its rows. */
export function DataTable({ caption, columns, children }: { caption: ReactNode; columns: string[]; children: ReactNode }) {
  return (
    <div className={cx(card, "overflow-x-auto")}>
      <table className="min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-800">
        <caption className="sr-only">{caption}</caption>
        <thead className={tableHead}>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">{children}</tbody>
      </table>
    </div>
  );
}
