import { expect, test } from "./test";
import { createAdmin } from "./editor-support.js";
import { signIn } from "./fixtures.js";

test(
  "the sidebar shows that it scrolls on a short window, and its last link is reachable",
  { tag: "@desktop" },
  async ({ page }) => {
    // the fixed sidebar is a large-screen layout
    await page.setViewportSize({ width: 1280, height: 640 });
    await signIn(page);
    const nav = page.getByRole("navigation", { name: "Admin" });
    const overflows = await nav.evaluate((el) => el.scrollHeight > el.clientHeight);
    expect(overflows).toBe(true);
    // The hidden part is signalled: the bottom edge fades while links hide below it.
    await expect(nav).toHaveAttribute("data-more-end", "true");
    expect(await nav.evaluate((el) => getComputedStyle(el).maskImage)).toContain("linear-gradient");
    const last = nav.getByRole("link").last();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport();
    await expect(nav).not.toHaveAttribute("data-more-end", "true");
  },
);

test("at 1280 × 800 every sidebar link fits or the list says it scrolls", { tag: "@desktop" }, async ({ page }) => {
  // the fixed sidebar is a large-screen layout
  await signIn(page);
  const nav = page.getByRole("navigation", { name: "Admin" });
  const overflows = await nav.evaluate((el) => el.scrollHeight > el.clientHeight);
  if (overflows) await expect(nav).toHaveAttribute("data-more-end", "true");
  else await expect(nav.getByRole("link").last()).toBeInViewport({ ratio: 1 });
});

test(
  "audit log reads as sentences without sideways scrolling at 1280 px and on a phone",
  { tag: "@desktop" },
  async ({ page }) => {
    // both widths in one run
    await signIn(page);
    // A change with details: a new admin account (its username is recorded).
    const username = `audit-${Date.now().toString(36)}`;
    await createAdmin(page, username);
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto("/admin/audit?entity=admin_user");
      const entry = page.getByRole("listitem").filter({ hasText: `created the admin account “${username}” (editor)` });
      await expect(entry).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: `test-results/screens/audit-log-${width}.png` });
    }
  },
);
