import { expect, test } from "./test";
import { pdf } from "./forms-support.js";
import { setCountry } from "./site-support.js";

test.beforeEach(async ({ context }) => {
  await setCountry(context, "bangladesh");
});

test("agent registration: application with a trade licence, success dialog, OK reloads an empty form", async ({ page }) => {
  await page.goto("/agent-registration");
  await expect(page.getByRole("heading", { level: 1, name: "Agent Registration Portal" })).toBeVisible();
  await expect(page.getByText("Competitive Commissions")).toBeVisible();
  await expect(page.getByText("National Reach")).toBeVisible();
  await expect(page.getByText("Dedicated Support")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Agent Application" })).toBeVisible();

  // required fields: red asterisk with an accessible "required"
  await expect(page.locator("label", { hasText: "Full Name" })).toContainText("(required)");
  await expect(page.locator("#form").getByLabel("Country").locator("option").first()).toHaveText("Select Country");
  await expect(page.getByLabel("Phone")).toHaveAttribute("type", "tel");
  await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");

  // browser validation stops an empty submission
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(await page.getByLabel("Full Name").evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);

  await page.getByLabel("Full Name").fill("Shahidul Islam");
  await page.getByLabel("Agency Name").fill("Sylhet Overseas Agency");
  await page.getByLabel("Email").fill("shahid@sylhet-overseas.example");
  await page.getByLabel("Phone").fill("+880 1711-223344");
  await page.locator("#form").getByLabel("Country").selectOption("Bangladesh");
  await page.getByLabel("Years of Experience").fill("8");
  await page.getByLabel("Trade License").setInputFiles(pdf("trade-licence.pdf"));
  await expect(page.getByText("Document ready")).toBeVisible();
  await page.getByRole("button", { name: "Submit Application" }).click();

  const dialog = page.getByRole("dialog", { name: "Application Submitted!" });
  await expect(dialog).toContainText("We will review your information and contact you shortly.");
  await Promise.all([page.waitForEvent("load"), dialog.getByRole("button", { name: "OK" }).click()]);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByLabel("Full Name")).toHaveValue("");
});

test("agent registration: a failed submission shows 'Submission Error'", async ({ page }) => {
  await page.goto("/agent-registration");
  await page.getByLabel("Full Name").fill("A");
  await page.getByLabel("Agency Name").fill("B");
  await page.getByLabel("Email").fill("a@b.example");
  await page.getByLabel("Phone").fill("01711223344");
  await page.locator("#form").getByLabel("Country").selectOption("Qatar");
  await page.getByLabel("Trade License").setInputFiles(pdf("licence.pdf"));
  await page.route("**/agent-registration.data*", (route) =>
    route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue(),
  );
  await page.getByRole("button", { name: "Submit Application" }).click();
  const dialog = page.getByRole("dialog", { name: "Submission Error" });
  await expect(dialog).toContainText("Please check your details and try again.");
});

test("demand submission: trades as checkboxes, success dialog", async ({ page }) => {
  await page.goto("/demand-submission");
  await expect(page.getByText(/submit their demands for workers/)).toBeVisible();
  await page.getByLabel("Company Name").fill("Gulf Build Co.");
  await page.getByLabel("Contact Person").fill("Faisal Al-Harbi");
  await page.getByLabel("Email").fill("hr@gulfbuild.example");
  await page.getByLabel("Phone").fill("+966 50 123 4567");
  await page.locator("#form").getByLabel("Country").selectOption("Saudi Arabia");
  await page.getByRole("checkbox", { name: "Mason" }).check();
  await page.getByRole("checkbox", { name: "Welder" }).check();
  await page.getByLabel("Number of Workers").fill("40");
  await page.getByLabel("Details").fill("Two-year contract in Jubail, accommodation provided.");
  const files = page.locator('input[type="file"]');
  for (let i = 0; i < (await files.count()); i++) await files.nth(i).setInputFiles(pdf(`demand-${i}.pdf`));
  await page.getByRole("button", { name: "Submit Demand" }).click();
  await expect(page.getByRole("dialog", { name: "Demand Submitted!" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server re-renders refused input with errors next to the fields and the typed values kept", async ({ page }) => {
    await page.goto("/agent-registration");
    const form = page.locator("#form");
    await form.getByLabel("Full Name").fill("Typed Name");
    await form.getByLabel("Agency Name").fill("Typed Agency");
    await form.getByLabel("Email").fill("typed@agency.example");
    // a telephone input has no format check in the browser; the server has one
    await form.getByLabel("Phone").fill("call me");
    await form.getByLabel("Country").selectOption("Kuwait");
    await form.getByLabel("Trade License").setInputFiles(pdf("licence.pdf"));
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(form.getByRole("alert")).toContainText("Submission Error");
    await expect(form.getByRole("alert")).toContainText("Please check your details and try again.");
    const phone = form.getByLabel("Phone");
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText("Please enter a valid phone number.")).toBeVisible();
    await expect(phone).toHaveValue("call me");
    await expect(form.getByLabel("Full Name")).toHaveValue("Typed Name");
    await expect(form.getByLabel("Country")).toHaveValue("Kuwait");
    await expect(form.getByText("Please choose the file again.")).toBeVisible();
  });

  test("agent registration posts as a plain form and shows the answer in the page", async ({ page }) => {
    await page.goto("/agent-registration");
    await page.getByLabel("Full Name").fill("Plain Form Agent");
    await page.getByLabel("Agency Name").fill("No Script Travels");
    await page.getByLabel("Email").fill("agent@noscript.example");
    await page.getByLabel("Phone").fill("01911223344");
    await page.locator("#form").getByLabel("Country").selectOption("Oman");
    await page.getByLabel("Trade License").setInputFiles(pdf("licence.pdf"));
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Application Submitted!" })).toContainText(
      "We will review your information and contact you shortly.",
    );
  });
});
