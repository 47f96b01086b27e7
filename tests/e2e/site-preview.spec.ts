import { expect, test } from "./test";
import { signIn } from "./fixtures";
import { headerNav } from "./site-support.js";

test("an admin's preview opens on the page, its bar above the header, with the country chosen in the bar", async ({
  page,
  context,
}, testInfo) => {
  await signIn(page);
  // this browser never chose a country: a visitor would get the overlay, the preview does not
  expect((await context.cookies()).find((c) => c.name === "country")).toBeUndefined();
  await page.goto("/about?preview=draft");
  await expect(page.getByRole("dialog", { name: "Where would you like to explore?" })).toHaveCount(0);
  const bar = page.getByTestId("preview-bar");
  await expect(bar.getByRole("status")).toHaveText(
    "Preview of the saved draft — visitors do not see this until it is published.",
  );

  // the bar pushes the header down instead of covering it, and the header's links take clicks
  const header = page.locator("header").first();
  const barBox = (await bar.boundingBox())!;
  const headerBox = (await header.boundingBox())!;
  expect(headerBox.y).toBeGreaterThanOrEqual(barBox.y + barBox.height - 1);
  const nav = await headerNav(page, testInfo);
  await nav.getByRole("link", { name: "Services", exact: true }).click();
  await expect(page).toHaveURL(/\/service$/);

  // the country is chosen in the bar, and the preview stays a preview
  await page.goto("/about?preview=draft");
  await Promise.all([page.waitForURL(/\/about\?preview=draft$/), bar.getByLabel("Country").selectOption("saudiarabia")]);
  await expect(bar.getByLabel("Country")).toHaveValue("saudiarabia");
  expect((await context.cookies()).find((c) => c.name === "country")?.value).toBe("saudiarabia");
  await expect((await headerNav(page, testInfo)).getByRole("link", { name: "Manpower Supply" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
