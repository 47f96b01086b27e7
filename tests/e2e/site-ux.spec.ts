import { expect, test } from "./test";
import { headerNav, hydrated, setCountry } from "./site-support.js";

test.beforeEach(async ({ context }) => {
  await setCountry(context, "bangladesh");
});

test("the first screen is never blank: sections in view show on load, with and without scripts", async ({ page }) => {
  await page.goto("/about");
  await hydrated(page);
  // Every animated element that starts inside the viewport is fully shown without any scroll.
  const hidden = await page.evaluate(
    () =>
      [...document.querySelectorAll("[data-animate]")]
        .filter((el) => el.getBoundingClientRect().top < window.innerHeight)
        .filter((el) => Number(getComputedStyle(el).opacity) < 1).length,
  );
  expect(hidden).toBe(0);
  const inView = await page.evaluate(
    () =>
      [...document.querySelectorAll("[data-animate]")].filter((el) => el.getBoundingClientRect().top < window.innerHeight).length,
  );
  expect(inView).toBeGreaterThan(0);
  // Elements further down wait, faded, and fade in once scrolled to.
  const last = page.locator("[data-animate]").last();
  await expect(last).toHaveClass(/pending/);
  expect(await last.evaluate((el) => el.getBoundingClientRect().top > window.innerHeight)).toBe(true);
  await last.scrollIntoViewIfNeeded();
  await expect(last).toHaveClass(/visible/);
  await expect.poll(() => last.evaluate((el) => Number(getComputedStyle(el).opacity))).toBe(1);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("every animated section is visible", async ({ page }) => {
    await page.goto("/about");
    const faded = await page.evaluate(
      () => [...document.querySelectorAll("[data-animate]")].filter((el) => Number(getComputedStyle(el).opacity) < 1).length,
    );
    expect(faded).toBe(0);
  });
});

test("browser validation scrolls the first invalid field clear of the fixed header", async ({ page }) => {
  await page.goto("/contact");
  await hydrated(page);
  const header = await page.locator("header").boundingBox();
  // Scroll the form's first field off the top, then submit the empty form: the browser scrolls back to it.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole("button", { name: /send/i }).click();
  const field = page.locator("form :invalid").first();
  await expect.poll(async () => (await field.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(header!.height);
});

test("Services is highlighted on /service, /services and a service's own page", async ({ page }, testInfo) => {
  for (const path of ["/service", "/services"]) {
    await page.goto(path);
    const nav = await headerNav(page, testInfo);
    await expect(nav.getByRole("link", { name: "Services" })).toHaveClass(/text-accent-300/);
    await expect(nav.getByRole("link", { name: "About" })).not.toHaveClass(/text-accent-300/);
  }
  await page.goto("/services");
  const first = page.locator("a[href^='/services/']").first();
  await page.goto((await first.getAttribute("href"))!);
  const nav = await headerNav(page, testInfo);
  await expect(nav.getByRole("link", { name: "Services" })).toHaveClass(/text-accent-300/);
  // One quote path: every quote call to action leads to the quotation form.
  await expect(page.getByRole("link", { name: "Get a Free Quote" }).first()).toHaveAttribute("href", "/quote");
  await expect(page.getByRole("link", { name: "Detailed quotation form" })).toHaveAttribute("href", "/quote");
});

test("the project preview names the type as visitors read it", async ({ page }) => {
  await page.goto("/project");
  await hydrated(page);
  await page
    .getByRole("button", { name: /view details|preview/i })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/· (Residential|Commercial|Renovation)/);
});

test("the footer's copyright shows the current year", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("footer")).toContainText(`© ${new Date().getFullYear()}`);
  await expect(page.locator("footer")).not.toContainText("{year}");
});

test("filter chips wrap: every chip is inside the screen at 390 px", { tag: "@phone" }, async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, name] of [
    ["/project", "Filter projects by type"],
    ["/gallery", "Filter by category"],
  ]) {
    await page.goto(path);
    const chips = page.getByRole("navigation", { name }).getByRole("link");
    expect(await chips.count(), path).toBeGreaterThan(2);
    const outside = await chips.evaluateAll((links) =>
      links
        .filter((el) => {
          const box = el.getBoundingClientRect();
          return box.left < 0 || box.right > window.innerWidth;
        })
        .map((el) => el.textContent),
    );
    expect(outside, path).toEqual([]);
  }
});

test("the jobs search placeholder fits its box at 390 px", { tag: "@phone" }, async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/apply-jobs-now");
  const search = page.getByRole("searchbox", { name: "Search jobs" });
  const fit = await search.evaluate((el: HTMLInputElement) => {
    const style = getComputedStyle(el, "::placeholder");
    const context = document.createElement("canvas").getContext("2d")!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const inner = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { text: context.measureText(el.placeholder).width, inner };
  });
  expect(fit.text).toBeGreaterThan(0);
  expect(fit.text).toBeLessThanOrEqual(fit.inner);
});

test("footer and contact-page links are 44 px touch targets at 390 px", { tag: "@phone" }, async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/contact");
  const targets = [
    page.getByRole("navigation", { name: "Explore" }).getByRole("link"),
    page.locator("footer address a"),
    page.getByRole("complementary", { name: "Our offices" }).locator("address a"),
    page.getByRole("link", { name: /Call now|Write to us/ }),
  ];
  for (const links of targets) {
    expect(await links.count()).toBeGreaterThan(0);
    const short = await links.evaluateAll((all) =>
      all
        .filter((el) => el.getBoundingClientRect().height < 44)
        .map((el) => `${el.textContent}: ${el.getBoundingClientRect().height}`),
    );
    expect(short).toEqual([]);
  }
});

test("the contact page's email card puts each address on its own line, inside the card", async ({ page }) => {
  await page.goto("/contact");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: "Email" }) });
  const body = card.locator("p");
  const lines = (await body.innerText()).split("\n").map((line) => line.trim());
  expect(lines).toContain("projects@crestlinebuilders.com.bd");
  expect(lines).toContain("careers@crestlinebuilders.com.bd");
  expect(await body.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
});

test.describe("mobile menu", () => {
  test(
    "has a backdrop, closes on Escape and on a tap outside, and locks the page behind",
    { tag: "@phone" },
    async ({ page }) => {
      // the menu exists on phones
      await page.goto("/about");
      await hydrated(page);
      const menu = page.locator("header details");
      const toggle = page.getByLabel("Menu");
      await toggle.click();
      await expect(menu).toHaveAttribute("open", "");
      await expect(page.getByTestId("menu-backdrop")).toBeVisible();
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");

      await page.keyboard.press("Escape");
      await expect(menu).not.toHaveAttribute("open", "");
      await expect(toggle).toBeFocused();
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");

      await toggle.click();
      await expect(menu).toHaveAttribute("open", "");
      // Tab stays inside the open menu.
      for (let i = 0; i < 12; i++) await page.keyboard.press("Tab");
      expect(await page.evaluate(() => !!document.activeElement?.closest("header details"))).toBe(true);

      await page.mouse.click(200, 780);
      await expect(menu).not.toHaveAttribute("open", "");
    },
  );
});
