import { expect, test } from "./test";
import { fillContactForm, hydrated, setCountry } from "./site-support.js";

test.beforeEach(async ({ context }) => {
  await setCountry(context, "bangladesh");
});

test("contact form (JavaScript): required fields, then a sent message", async ({ page }, testInfo) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { name: "Send us a message" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Our offices" })).toBeVisible();
  await hydrated(page);

  await page.getByRole("button", { name: "Send Message" }).click();
  expect(await page.getByLabel("Full name").evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);

  await fillContactForm(page, {
    name: "Rahim Uddin",
    email: "rahim@example.com",
    subject: `JS ${testInfo.project.name}`,
    message: "I need a quotation for a duplex in Sylhet.",
  });
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Message sent!" })).toBeVisible();
  await expect(page).toHaveURL(/\/contact$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("contact form posts, shows the server's validation message with the text kept, then succeeds", async ({
    page,
  }, testInfo) => {
    await page.goto("/contact-us");
    // 'farhana@example' passes the browser's email check but not the server's.
    await fillContactForm(page, {
      name: "Farhana Akter",
      email: "farhana@example",
      subject: `No JS ${testInfo.project.name}`,
      message: "Please send me your renovation brochure.",
    });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert")).toContainText("Please correct the highlighted fields.");
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(page.getByLabel("Message")).toHaveValue("Please send me your renovation brochure.");

    await page.getByLabel("Email").fill("farhana@example.com");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message sent!")).toBeVisible();
  });

  test("the overlay and country switch work as plain forms and links", async ({ page, context }) => {
    await context.clearCookies();
    await page.goto("/project");
    const overlay = page.getByRole("dialog", { name: "Where would you like to explore?" });
    await overlay.getByRole("button", { name: /Saudi Arabia/ }).click();
    await expect(overlay).toHaveCount(0);
    await expect(page).toHaveURL(/\/project$/);
    // (the desktop and the mobile menu each carry the link; the hidden one is not in the accessibility tree)
    await expect(page.locator('header a[href="/man-power"]')).toHaveCount(2);

    // 'Switch Country' without JavaScript opens the chooser as a page overlay, which can be closed.
    await page.goto("/project?change-country");
    await expect(overlay).toBeVisible();
    await overlay.getByRole("link", { name: "Close" }).click();
    await expect(overlay).toHaveCount(0);
    await page.goto("/project?change-country");
    await overlay.getByRole("button", { name: /Bangladesh/ }).click();
    await expect(page).toHaveURL(/\/project$/);
    await expect(page.locator('header a[href="/man-power"]')).toHaveCount(0);
  });

  test("portfolio filters and manpower tabs are links", async ({ page }) => {
    await page.goto("/project");
    await page.getByRole("link", { name: "Commercial" }).click();
    await expect(page.getByTestId("project-card")).toHaveCount(3);
    await page.goto("/man-power");
    await page.getByRole("link", { name: "Completed Projects" }).click();
    await expect(page.getByTestId("manpower-featured")).toContainText("Riyadh Metro Line Stations");
    await page.getByRole("link", { name: "View All Projects" }).click();
    await expect(page.getByTestId("manpower-card")).toHaveCount(12);
  });
});
