import { expect, test } from "./test";
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

test("audit log details read as text at desktop widths", { tag: "@desktop" }, async ({ page }) => {
  // the table layout is checked at 1280 and 1440
  await signIn(page);
  // A change with details: a new admin account (its username is recorded).
  await page.goto("/admin/create-admin");
  const username = `audit-${Date.now().toString(36)}`;
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill("a-long-password-2026");
  await page.getByLabel("Confirm password").fill("a-long-password-2026");
  await page.getByRole("button", { name: "Create admin" }).click();
  await expect(page.getByText(`Admin account “${username}” created.`)).toBeVisible();
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/admin/audit");
    const details = page.getByRole("columnheader", { name: "Details" });
    expect((await details.boundingBox())!.width).toBeGreaterThanOrEqual(240);
    // No value is broken one character per line: a value takes at most one line per 20 characters.
    const crammed = await page.locator("table dd").evaluateAll((els) =>
      els
        .map((el) => {
          const lines = Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight));
          return { text: el.textContent ?? "", lines };
        })
        .filter(({ text, lines }) => lines > Math.max(1, Math.ceil(text.length / 20))),
    );
    expect(crammed).toEqual([]);
  }
});
