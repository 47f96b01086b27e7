/** Escapes LIKE/ILIKE wildcards so a visitor's search term matches literally (PostgreSQL's default escape is `\`). */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}
