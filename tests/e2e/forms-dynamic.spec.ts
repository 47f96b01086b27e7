import { expect, test } from "./test";
import { fillByLabel, pdf } from "./forms-support.js";
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

  await fillByLabel(page, {
    "Full Name": "Shahidul Islam",
    "Agency Name": "Sylhet Overseas Agency",
    Email: "shahid@sylhet-overseas.example",
    Phone: "+880 1711-223344",
  });
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
  await fillByLabel(page, { "Full Name": "A", "Agency Name": "B", Email: "a@b.example", Phone: "01711223344" });
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
  await fillByLabel(page, {
    "Company Name": "Gulf Build Co.",
    "Contact Person": "Faisal Al-Harbi",
    Email: "hr@gulfbuild.example",
    Phone: "+966 50 123 4567",
  });
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
    await fillByLabel(form, { "Full Name": "Typed Name", "Agency Name": "Typed Agency", Email: "typed@agency.example" });
    // a telephone input has no format check in the browser; the server has one
    await fillByLabel(form, { Phone: "call me", Country: { option: "Kuwait" }, "Trade License": pdf("licence.pdf") });
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
    await fillByLabel(page, {
      "Full Name": "Plain Form Agent",
      "Agency Name": "No Script Travels",
      Email: "agent@noscript.example",
      Phone: "01911223344",
    });
    await page.locator("#form").getByLabel("Country").selectOption("Oman");
    await page.getByLabel("Trade License").setInputFiles(pdf("licence.pdf"));
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Application Submitted!" })).toContainText(
      "We will review your information and contact you shortly.",
    );
  });
});
