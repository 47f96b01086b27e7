import type { AnyQueryBuilder } from "objection";

/** Escapes LIKE/ILIKE wildcards so a visitor's search term matches literally (PostgreSQL's default escape is `\`). */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** How many words of a search an admin list matches; the rest are left out. */
const MAX_SEARCH_WORDS = 5;

/**
 * An admin list's search: every word of `q` (at most five) must match one of `columns`, in any case, its wildcards
 * literally. Nothing when `q` is empty.
 */
export function whereEveryWord(qb: AnyQueryBuilder, q: string, columns: readonly string[]): void {
  for (const word of q.split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS)) {
    const pattern = `%${escapeLike(word)}%`;
    qb.where((w) => columns.forEach((column) => w.orWhereILike(column, pattern)));
  }
}
