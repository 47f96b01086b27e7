import type { Model, QueryBuilder } from "objection";
import { z } from "zod";

/** One page of a list, as every paginated admin and public list returns it. */
export interface Page<T> {
  items: T[];
  /** Rows matching the filter, all pages together. */
  total: number;
  /** The page shown: the requested one kept within 1..pageCount. */
  page: number;
  /** At least 1, so an empty list still has "page 1 of 1". */
  pageCount: number;
  pageSize: number;
}

/** The `page` search parameter of a list URL: 1-based; anything unusable reads as the first page. */
export const pageParam = z.coerce.number().int().min(1).max(100_000).catch(1);

/** Page math in one place: how many pages `total` rows make at `pageSize` (never fewer than one). */
function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * Runs an Objection query through `.page()` and clamps the requested (1-based) page to the last one,
 * so `?page=999` shows the last page instead of an empty list. The query must carry its own ordering.
 */
export async function paginate<M extends Model>(
  query: QueryBuilder<M, M[]>,
  requestedPage: number,
  pageSize: number,
): Promise<Page<M>> {
  const wanted = Math.max(1, Math.floor(requestedPage) || 1);
  let { results, total } = await query.clone().page(wanted - 1, pageSize);
  const pageCount = pageCountOf(total, pageSize);
  const page = Math.min(wanted, pageCount);
  if (page !== wanted) ({ results, total } = await query.clone().page(page - 1, pageSize));
  return { items: results, total, page, pageCount, pageSize };
}

/** The same page with each item made into what the list shows. */
export function mapItems<T, U>(page: Page<T>, toItem: (item: T) => U): Page<U> {
  return { ...page, items: page.items.map(toItem) };
}

/**
 * One page of `query` newest first by `column`, the id breaking ties (newest first too), so that rows saved in the
 * same instant keep their order from page to page: the order of every admin list of records.
 */
export function paginateNewestFirst<M extends Model>(
  query: QueryBuilder<M, M[]>,
  column: string,
  requestedPage: number,
  pageSize: number,
): Promise<Page<M>> {
  return paginate(query.orderBy(column, "desc").orderBy("id", "desc"), requestedPage, pageSize);
}

/**
 * How many rows of `query` have each value of `column` (a filter's "New (3) · Shortlisted (1)"): every
 * value in `values` appears, 0 when no row has it. One grouped count, through the model's query.
 */
export async function countsBy<M extends Model, K extends string | number>(
  query: QueryBuilder<M, M[]>,
  column: string,
  values: readonly K[],
): Promise<Record<K, number>> {
  const rows = await query
    .clone()
    .clearSelect()
    .clearOrder()
    .select({ key: column })
    .count({ count: "*" })
    .groupBy(column)
    .castTo<Array<{ key: K; count: string | number }>>();
  const counts = Object.fromEntries(values.map((v) => [v, 0])) as Record<K, number>;
  for (const row of rows) if (values.includes(row.key)) counts[row.key] = Number(row.count);
  return counts;
}
