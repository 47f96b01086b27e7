import { describe, expect, it } from "vitest";
import { writesContent } from "../../server/modules/content/writes.server.js";

/* Which statements clear the page cache on every instance (docs/decisions/0008-page-cache.md). */
describe("writesContent", () => {
  it.each([
    'insert into "gallery_items" ("image_id", "position") values ($1, $2)',
    'delete from "gallery_categories"',
    'insert into "service_slug_redirects" ("old_slug", "service_slug") values ($1, $2)',
    'update "jobs" set "title" = $1 where "id" = $2',
    'with moved as (update "portfolio_projects" set "position" = 1) select 1',
  ])("a write to a table visitors read: %s", (sql) => {
    expect(writesContent(sql)).toBe(true);
  });

  it.each([
    'select * from "gallery_items"',
    'insert into "audit_log" ("action") values ($1)',
    'update "sessions" set "last_seen_at" = now()',
  ])("not a read or a write elsewhere: %s", (sql) => {
    expect(writesContent(sql)).toBe(false);
  });
});
