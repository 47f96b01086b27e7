import { expect, test } from "./test";
import { hydrated, setCountry } from "./site-support.js";

test.beforeEach(async ({ context }) => {
  await setCountry(context, "saudiarabia");
});

test("every content route renders inside the layout with its heading", async ({ page }) => {
  const routes: [string, string | RegExp][] = [
    ["/", /We build in Bangladesh/],
    ["/home", /We build in Bangladesh/],
    ["/about", /Builders first/],
    ["/service", /Everything a building needs/],
    ["/services", "All services"],
    ["/services/general-construction", "General Construction"],
    ["/project", "Featured Projects"],
    ["/man-power", "Our Manpower Solutions"],
    ["/gallery", /Life on our sites/],
    ["/training", /Training that gets you hired/],
    ["/contact", /Talk to an engineer/],
    ["/contact-us", /Talk to an engineer/],
  ];
  for (const [path, heading] of routes) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(heading);
    await expect(page.locator("h1"), path).toHaveCount(1);
    await expect(page.getByRole("heading", { name: "Our Office Locations" }), path).toBeAttached();
  }
});

test("images are responsive webp with their size set", async ({ page }) => {
  await page.goto("/project");
  const img = page.getByTestId("project-card").first().locator("img");
  await expect(img).toHaveAttribute("srcset", /\/media\/\S+\.webp 320w, .+ 640w, .+ 1280w/);
  await expect(img).toHaveAttribute("width", /\d+/);
  await expect(img).toHaveAttribute("height", /\d+/);
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
});

test("services: detailed list on top, cards with three features and a price or 'Get a Quote', 'Get a Free Quote' to /quote", async ({
  page,
}) => {
  await page.goto("/service");
  await expect(page.getByRole("heading", { level: 3, name: "General Construction" })).toBeVisible();
  const cards = page.getByTestId("service-card");
  await expect(cards).toHaveCount(6);
  for (const card of await cards.all()) {
    await expect(card.locator("ul li")).toHaveCount(3);
    await expect(card).toContainText(/From BDT [\d,]+|Get a Quote/);
  }
  await expect(cards.filter({ hasText: "Residential Construction" })).toContainText("From BDT 4,500,000");
  await expect(cards.filter({ hasText: "Overseas Manpower Supply" }).getByRole("link", { name: "Get a Quote" })).toHaveAttribute(
    "href",
    "/quote",
  );
  // one quote path: every quote call to action leads to the quotation form
  for (const quote of await page.getByRole("link", { name: /quote/i }).all())
    await expect(quote).toHaveAttribute("href", "/quote");

  await cards
    .filter({ hasText: "Foundations & Piling" })
    .getByRole("link", { name: /Details/ })
    .click();
  await expect(page).toHaveURL(/\/services\/foundations-piling$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Foundations & Piling");
  await expect(page.getByText("Pile integrity testing")).toBeVisible();
});

test("a package page: no raw category key, 'Get a Quote' is a link to /quote, no same-named page among the others", async ({
  page,
}) => {
  await page.goto("/services/overseas-manpower-package");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Overseas Manpower Supply");
  await expect(page.getByText(/^other$/i)).toHaveCount(0);
  await expect(page.locator("aside").getByRole("link", { name: "Get a Quote" })).toHaveAttribute("href", "/quote");
  const others = page.getByRole("navigation", { name: "Other services" });
  await expect(others.getByRole("link").first()).toBeVisible();
  await expect(others.getByRole("link", { name: "Overseas Manpower Supply" })).toHaveCount(0);
});

test("project and service photos keep their top in view (crop from the bottom)", async ({ page }) => {
  await page.goto("/project");
  const card = page.getByTestId("project-card").first().locator("img");
  expect(await card.evaluate((el) => getComputedStyle(el).objectPosition)).toBe("50% 0%");
  await page.goto("/services/general-construction");
  const photo = page.locator("main img").last();
  expect(await photo.evaluate((el) => getComputedStyle(el).objectPosition)).toBe("50% 0%");
  await page.goto("/service");
  const serviceCard = page.getByTestId("service-card").first().locator("img");
  expect(await serviceCard.evaluate((el) => getComputedStyle(el).objectPosition)).toBe("50% 0%");
});

test("an unknown service slug is a 404", async ({ page }) => {
  const response = await page.goto("/services/no-such-service");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
});

test("portfolio: filters work as links, descriptions are cut to 100 characters, the preview opens and closes", async ({
  page,
}) => {
  await page.goto("/project");
  const filters = page.getByRole("navigation", { name: "Filter projects by type" });
  for (const name of ["All", "Residential", "Commercial", "Renovation"])
    await expect(filters.getByRole("link", { name })).toBeVisible();
  const cards = page.getByTestId("project-card");
  await expect(cards).toHaveCount(8);
  for (const text of await page.getByTestId("project-description").allTextContents())
    expect(text.length).toBeLessThanOrEqual(103);

  await filters.getByRole("link", { name: "Renovation" }).click();
  await expect(page).toHaveURL(/type=renovation/);
  await expect(filters.getByRole("link", { name: "Renovation" })).toHaveAttribute("aria-current", "page");
  await expect(cards).toHaveCount(2);
  for (const card of await cards.all()) await expect(card).toContainText(/renovation/i);

  await hydrated(page);
  await cards
    .filter({ hasText: "Heritage Hotel Refurbishment" })
    .getByRole("button", { name: /View Details/ })
    .click();
  const preview = page.getByRole("dialog", { name: "Heritage Hotel Refurbishment" });
  await expect(preview).toBeVisible();
  await expect(preview).toContainText("Buriganga Hospitality Ltd.");
  await expect(preview.getByRole("link", { name: "Start Your Project" })).toHaveAttribute("href", "/contact");
  await preview.getByRole("button", { name: "Close Preview" }).click();
  await expect(preview).toHaveCount(0);

  await filters.getByRole("link", { name: "All" }).click();
  await expect(cards).toHaveCount(8);
});

test("manpower: tabs, featured card and five more, detail modal, View All", async ({ page }) => {
  await page.goto("/man-power");
  await expect(page.getByText(/skilled, trade-tested workforce for construction projects in Saudi Arabia/)).toBeVisible();
  const tabs = page.getByRole("navigation", { name: "Project status" });
  await expect(tabs.getByRole("link", { name: "On Going Projects" })).toHaveAttribute("aria-current", "page");
  const featured = page.getByTestId("manpower-featured");
  await expect(featured).toContainText("Al Rimal Waterfront District");
  await expect(page.getByTestId("manpower-card")).toHaveCount(5);

  await hydrated(page);
  await featured.getByRole("button", { name: "View Full Details" }).click();
  let modal = page.getByRole("dialog", { name: /Al Rimal Waterfront District/ });
  for (const label of [
    "Project Owner",
    "Contractor",
    "Location",
    "Project Value",
    "Status",
    "Scope of Work",
    "Workers Supplied",
    "Project Duration",
    "Start Date",
  ]) {
    await expect(modal.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(modal).toContainText("In Progress");
  await expect(modal).toContainText("SR 10.2 Billion");
  await expect(modal).toContainText("1 March 2023");
  await expect(modal.getByText("Completion Date", { exact: true })).toHaveCount(0);
  await modal.getByRole("button", { name: "Close", exact: true }).click();
  await expect(modal).toHaveCount(0);

  await tabs.getByRole("link", { name: "Completed Projects" }).click();
  await expect(page).toHaveURL(/status=completed/);
  await expect(tabs.getByRole("link", { name: "Completed Projects" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("manpower-card")).toHaveCount(5);
  await page
    .getByTestId("manpower-card")
    .first()
    .getByRole("button", { name: /View Details/ })
    .click();
  modal = page.getByRole("dialog");
  await expect(modal).toContainText("Completed");
  await expect(modal.getByText("Completion Date", { exact: true })).toBeVisible();
  await expect(modal.getByText("Start Date", { exact: true })).toHaveCount(0);
  // the corner close control
  await modal.getByRole("button", { name: "Close dialog" }).click();
  await expect(modal).toHaveCount(0);

  await page.getByRole("link", { name: "View All Projects" }).click();
  await expect(page).toHaveURL(/view=all/);
  await expect(page.getByTestId("manpower-featured")).toHaveCount(0);
  await expect(page.getByTestId("manpower-card")).toHaveCount(12);
});

test("gallery: category chips filter, the lightbox steps with the arrow keys and closes with Escape", async ({ page }) => {
  await page.goto("/gallery");
  const chips = page.getByRole("navigation", { name: "Filter by category" });
  await expect(chips.getByRole("link", { name: /^All/ })).toHaveAttribute("aria-current", "page");
  // the seeded gallery's chip of the library category "gallery" (tests/e2e/admin-gallery.spec.ts adds no chip)
  await chips.getByRole("link", { name: /^On site/ }).click();
  await expect(page).toHaveURL(/category=gallery/);
  const thumbs = page.getByRole("link", { name: /^Open image/ });
  await expect(thumbs).toHaveCount(6);

  await hydrated(page);
  await thumbs.first().click();
  const lightbox = page.getByRole("dialog");
  await expect(lightbox).toContainText("Image 1 of 6");
  await page.keyboard.press("ArrowRight");
  await expect(lightbox).toContainText("Image 2 of 6");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(lightbox).toContainText("Image 6 of 6");
  await lightbox.getByRole("button", { name: /Next/ }).click();
  await expect(lightbox).toContainText("Image 1 of 6");
  const img = lightbox.locator("img");
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  await page.keyboard.press("Escape");
  await expect(lightbox).toHaveCount(0);
});

test("training and about come from their content sections", async ({ page }) => {
  await page.goto("/training");
  await expect(page.getByRole("heading", { name: "Trade programmes" })).toBeVisible();
  await expect(page.getByText("Electrical Installation")).toBeVisible();
  await page.getByText("Who can join a course?").click();
  await expect(page.getByText(/Any worker registered with Crestline/)).toBeVisible();
  await page.goto("/about");
  await expect(page.getByRole("heading", { name: "Leadership" })).toBeVisible();
  await expect(page.getByText("Engr. Rafiqul Hasan")).toBeVisible();
});
