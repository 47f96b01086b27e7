import { raw, type Model, type QueryBuilder } from "objection";
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
  /** Set when counting stopped early (`countUpTo`): more than `total` rows match, and pages go on past `pageCount`. */
  more?: true;
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
 *
 * `countUpTo`: count at most this many rows past the start of the requested page instead of all of them. A broad
 * search over a big table then costs the same as a narrow one (the count stops early); the page says `more` when
 * the count was cut short, and its `total` and `pageCount` are lower bounds.
 */
export async function paginate<M extends Model>(
  query: QueryBuilder<M, M[]>,
  requestedPage: number,
  pageSize: number,
  { countUpTo }: { countUpTo?: number } = {},
): Promise<Page<M>> {
  const wanted = Math.max(1, Math.floor(requestedPage) || 1);
  if (countUpTo === undefined) {
    let { results, total } = await query.clone().page(wanted - 1, pageSize);
    const pageCount = pageCountOf(total, pageSize);
    const page = Math.min(wanted, pageCount);
    if (page !== wanted) ({ results, total } = await query.clone().page(page - 1, pageSize));
    return { items: results, total, page, pageCount, pageSize };
  }
  const bound = (wanted - 1) * pageSize + countUpTo;
  const pageOf = (page: number) =>
    query
      .clone()
      .offset((page - 1) * pageSize)
      .limit(pageSize);
  const [counted, wantedItems] = await Promise.all([countAtMost(query, bound + 1), pageOf(wanted)]);
  const more = counted > bound;
  const total = more ? bound : counted;
  const pageCount = pageCountOf(total, pageSize);
  const page = Math.min(wanted, pageCount);
  const items = page === wanted ? wantedItems : await pageOf(page);
  return { items, total, page, pageCount, pageSize, ...(more ? { more: true as const } : {}) };
}

/** How many rows `query` matches, counting no further than `limit` (PostgreSQL stops scanning there). */
async function countAtMost<M extends Model>(query: QueryBuilder<M, M[]>, limit: number): Promise<number> {
  const matches = query.clone().clearSelect().clearOrder().select(raw("1")).limit(limit).toKnexQuery();
  const row = (await query.knex().count({ n: "*" }).from(matches.as("matches")).first()) as { n: string | number };
  return Number(row.n);
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
