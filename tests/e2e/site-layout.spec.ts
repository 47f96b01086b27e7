import { expect, test } from "./test";
import { headerNav, hydrated, isPhone, setCountry } from "./site-support.js";

test.describe("country overlay", () => {
  test("asks on the first visit and stays until a country is picked; Saudi Arabia adds the Manpower link", async ({
    page,
  }, testInfo) => {
    await page.goto("/about");
    const overlay = page.getByRole("dialog", { name: "Where would you like to explore?" });
    await expect(overlay).toBeVisible();
    await expect(overlay).toContainText("Select your country to get personalized services");
    await expect(overlay).toContainText("You can change your country later from the navigation menu.");
    await expect(overlay.getByRole("button", { name: /Bangladesh.*Construction Services/ })).toBeVisible();
    await expect(overlay.getByRole("button", { name: /Saudi Arabia.*Construction Services/ })).toBeVisible();

    // Still there after navigating without a choice.
    await page.goto("/service");
    await expect(overlay).toBeVisible();

    await overlay.getByRole("button", { name: /Saudi Arabia/ }).click();
    await expect(page).toHaveURL(/\/service$/);
    await expect(overlay).toHaveCount(0);
    // mirrored into browser storage (on submit, or by the layout once the reloaded page hydrates)
    await expect.poll(() => page.evaluate(() => localStorage.getItem("selectedCountry"))).toBe("saudiarabia");

    const nav = await headerNav(page, testInfo);
    const manpower = nav.getByRole("link", { name: "Manpower Supply" });
    await expect(manpower).toHaveAttribute("href", "/man-power");
    await manpower.click();
    await expect(page).toHaveURL(/\/man-power$/);
    await expect(page.getByRole("heading", { level: 1, name: "Our Manpower Solutions" })).toBeVisible();

    // The choice is remembered: no overlay on the next visit.
    await page.goto("/");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("Bangladesh shows no Manpower Supply link", async ({ page }, testInfo) => {
    await page.goto("/");
    await page
      .getByRole("dialog", { name: "Where would you like to explore?" })
      .getByRole("button", { name: /Bangladesh/ })
      .click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const nav = await headerNav(page, testInfo);
    for (const name of ["Home", "Jobs abroad", "Register", "About", "Services", "Projects", "Contact"])
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Jobs abroad" })).toHaveAttribute("href", "/apply-jobs-now");
    await expect(nav.getByRole("link", { name: "Register", exact: true })).toHaveAttribute("href", "/worker-registration");
    await expect(nav.getByRole("link", { name: "Services", exact: true })).toHaveAttribute("href", "/service");
    await expect(nav.getByRole("link", { name: "Projects", exact: true })).toHaveAttribute("href", "/project");
    await expect(nav.getByRole("link", { name: "Manpower Supply" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Get a Quote" }).first()).toHaveAttribute("href", "/quote");
  });
});

test.describe("with a country chosen", () => {
  test("Switch Country dialog: Close keeps the country, choosing one reloads with it", async ({ page, context }, testInfo) => {
    await setCountry(context, "bangladesh");
    await page.goto("/project?type=commercial");
    await hydrated(page);
    if (isPhone(testInfo)) await page.getByLabel("Menu").click();
    await page
      .getByRole("link", { name: /Switch Country/ })
      .filter({ visible: true })
      .click();

    const dialog = page.getByRole("dialog", { name: "Switch Country" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: /Bangladesh.*Construction Services/ })).toBeVisible();
    await expect(dialog.getByRole("button", { name: /Saudi Arabia.*Construction Services/ })).toBeVisible();
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await expect(dialog).toHaveCount(0);

    if (isPhone(testInfo) && !(await page.locator("header details").evaluate((el: HTMLDetailsElement) => el.open))) {
      await page.getByLabel("Menu").click();
    }
    await page
      .getByRole("link", { name: /Switch Country/ })
      .filter({ visible: true })
      .click();
    await Promise.all([page.waitForEvent("load"), dialog.getByRole("button", { name: /Saudi Arabia/ }).click()]);
    await expect(page).toHaveURL(/\/project\?type=commercial$/);
    expect((await context.cookies()).find((c) => c.name === "country")?.value).toBe("saudiarabia");
    const nav = await headerNav(page, testInfo);
    await expect(nav.getByRole("link", { name: "Manpower Supply" })).toBeVisible();
  });

  test("the dialog traps focus and closes with Escape", { tag: "@desktop" }, async ({ page, context }) => {
    // keyboard behaviour is the same on phones
    await setCountry(context, "bangladesh");
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("link", { name: /Switch Country/ }).click();
    const dialog = page.getByRole("dialog", { name: "Switch Country" });
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  });

  test("the header turns compact after 20 px of scroll", async ({ page, context }) => {
    await setCountry(context, "bangladesh");
    await page.goto("/about");
    await hydrated(page);
    const header = page.locator("header").first();
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });

  test("the mobile menu opens and closes when a link is followed", { tag: "@phone" }, async ({ page, context }) => {
    // the collapsible menu is for small screens
    await setCountry(context, "saudiarabia");
    await page.goto("/");
    await hydrated(page);
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobileNav).toBeHidden();
    await page.getByLabel("Menu").click();
    await expect(mobileNav).toBeVisible();
    await mobileNav.getByRole("link", { name: "Projects" }).click();
    await expect(page).toHaveURL(/\/project$/);
    await expect(page.getByRole("heading", { level: 1, name: "Featured Projects" })).toBeVisible();
    await expect(mobileNav).toBeHidden();
  });

  test("footer: logo, description, social links, office cards and copyright", async ({ page, context }) => {
    await setCountry(context, "bangladesh");
    await page.goto("/");
    const footer = page.locator("footer");
    await expect(footer.getByRole("heading", { name: "Our Office Locations" })).toBeVisible();
    await expect(footer.getByText("Bangladesh", { exact: true })).toBeVisible();
    await expect(footer.getByText("Saudi Arabia", { exact: true })).toBeVisible();
    await expect(footer.getByRole("link", { name: "facebook" })).toHaveAttribute("href", /facebook\.com/);
    await expect(footer.getByRole("link", { name: "linkedin" })).toBeVisible();
    // YouTube has its icon too (other platforms without one are shown as text)
    const youtube = footer.getByRole("link", { name: /youtube/i });
    await expect(youtube.locator("svg")).toBeVisible();
    await expect(youtube).toHaveText("");
    await expect(footer).toContainText("All rights reserved.");
    // workers write by WhatsApp or IMO: chat and call links, each a 44 px touch target
    const whatsapp = footer.getByRole("link", { name: /^WhatsApp/ }).first();
    await expect(whatsapp).toHaveAttribute("href", "https://wa.me/8801711551842");
    await expect(footer.getByRole("link", { name: /^IMO/ })).toHaveAttribute("href", "tel:+8801711551842");
    if (page.viewportSize()!.width < 1024) {
      for (const link of [whatsapp, footer.locator('a[href^="tel:"]').first()])
        expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    const logo = footer.getByRole("img").first();
    await logo.scrollIntoViewIfNeeded();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });
});

for (const country of ["bangladesh", "saudiarabia"] as const) {
  test(`a worker reaches the jobs list in one tap from the home page's first screen (${country})`, async ({ page, context }) => {
    await setCountry(context, country);
    await page.goto("/");
    const wayIn = page.getByRole("navigation", { name: "Work abroad" });
    await expect(wayIn.getByRole("link", { name: "Register" })).toBeInViewport();
    const jobs = wayIn.getByRole("link", { name: "Jobs abroad" });
    await expect(jobs).toBeInViewport();
    await jobs.click();
    await expect(page.getByRole("heading", { level: 1, name: "International Job Opportunities" })).toBeVisible();
    await expect(page.locator("#jobs article").first()).toBeVisible();
  });
}

test("/manpower redirects to /man-power", async ({ request }) => {
  const response = await request.get("/manpower", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toMatch(/\/man-power$/);
});

test("/jobs redirects to the jobs page, its search kept", async ({ request }) => {
  const response = await request.get("/jobs?q=mason", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toMatch(/\/apply-jobs-now\?q=mason$/);
});

test("an unknown address shows a friendly 404 inside the layout", async ({ page, context }) => {
  await setCountry(context, "bangladesh");
  const response = await page.goto("/this-page-does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.locator("header")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Our Office Locations" })).toBeVisible();
  await page.getByRole("link", { name: "Back to the home page" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("robots.txt and sitemap.xml", async ({ request, baseURL }) => {
  const robots = await request.get("/robots.txt");
  expect(await robots.text()).toContain("Disallow: /admin");
  expect(await robots.text()).toContain("Disallow: /login");
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of ["/", "/service", "/project", "/man-power", "/services/general-construction", "/apply-jobs-now?apply="]) {
    expect(sitemap).toContain(`<loc>${baseURL}${path}`);
  }
});

test("pages carry a title, description, canonical link and Open Graph tags", async ({ page, context, baseURL }) => {
  await setCountry(context, "bangladesh");
  await page.goto("/contact-us");
  await expect(page).toHaveTitle(/Crestline/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/contact`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{20,}/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Crestline/);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${baseURL}/contact`);
  await page.goto("/home");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/`);
});
