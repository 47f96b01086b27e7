import { expect, test } from "./test";
import { type Locator, type Page } from "@playwright/test";
import { fillByLabel, pdf, png } from "./forms-support.js";
import { setCountry } from "./site-support.js";

// A refused file is told next to its field, never as a failed payment: checked in the browser before sending
// (same allow-list and limit as the upload module), and by the upload module itself when the browser's check is
// passed (a file whose name and type look right but whose bytes are not a document), with and without JavaScript.

const notADocument = (name: string) => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.from("just some text, no PDF inside"),
});
const photo = png("photo.png");
const textFile = { name: "passport.txt", mimeType: "text/plain", buffer: Buffer.from("my passport number") };

test.beforeEach(async ({ context }) => {
  await setCountry(context, "bangladesh");
});

async function fillRegistration(page: Page, name: string) {
  await page.goto("/worker-registration");
  await fillByLabel(page, {
    "Full Name": name,
    Phone: "01712345678",
    "Passport Number": "B07654321",
    "Date of Birth": "1991-07-02",
    Trade: { option: "Mason" },
    "Experience (years)": "4",
    Photo: photo,
  });
}

/** The error line of a file input (FileInput renders it as `<input id>-error`); waits for it like any locator. */
async function errorOf(scope: Page | Locator, label: string) {
  const id = await scope.getByLabel(label).getAttribute("id");
  return scope.locator(`[id="${id}-error"]`);
}

test("a file of the wrong type is refused in the browser, next to its field, and nothing is sent", async ({ page }) => {
  await fillRegistration(page, "Browser Check");
  await page.getByLabel("Passport Copy").setInputFiles(textFile);
  await expect(await errorOf(page, "Passport Copy")).toContainText("“passport.txt” is not a type of file this form accepts.");
  await expect(page.getByText("Document ready")).toHaveCount(0);

  let posted = false;
  page.on("request", (request) => {
    if (request.method() === "POST") posted = true;
  });
  await page.getByRole("button", { name: /Register & Pay/ }).click();
  // the browser's own validation stops the submission at the refused file
  await expect(page.getByLabel("Passport Copy")).toBeFocused();
  expect(posted).toBe(false);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("a file the upload module refuses comes back next to its field, not as a failed payment", async ({ page }) => {
  await fillRegistration(page, "Server Check");
  await page.getByLabel("Passport Copy").setInputFiles(notADocument("passport.pdf"));
  await expect(page.getByText("Document ready")).toBeVisible();
  await page.getByRole("button", { name: /Register & Pay/ }).click();

  await expect(await errorOf(page, "Passport Copy")).toContainText("This type of file is not accepted here.");
  await expect(page.getByText("A file could not be accepted. Please choose another one where marked.")).toBeVisible();
  await expect(page.getByText("Payment Failed")).toHaveCount(0);
  await expect(page).toHaveURL(/\/worker-registration$/);
  await expect(page.getByLabel("Full Name")).toHaveValue("Server Check");
  // the refused file is no longer "ready"; choosing a real document sets the message aside
  await expect(page.getByText("Document ready")).toHaveCount(0);
  await page.getByLabel("Passport Copy").setInputFiles(pdf("passport.pdf"));
  await expect(await errorOf(page, "Passport Copy")).toHaveCount(0);
  await expect(page.getByText("Document ready")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the upload module's refusal is shown next to the field and the answers are kept", async ({ page }) => {
    await fillRegistration(page, "No Script");
    await page.getByLabel("Passport Copy").setInputFiles(notADocument("passport.pdf"));
    await page.getByRole("button", { name: /Register & Pay/ }).click();
    await page.waitForLoadState("load");

    await expect(await errorOf(page, "Passport Copy")).toContainText("This type of file is not accepted here.");
    await expect(page.getByText("Payment Failed")).toHaveCount(0);
    await expect(page.getByLabel("Full Name")).toHaveValue("No Script");
    await expect(page.getByLabel("Passport Number")).toHaveValue("B07654321");
  });

  test("the quote form tells a refused attachment next to it", async ({ page }) => {
    await page.goto("/quote");
    const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Request Sub Contract Quote" }) });
    await fillByLabel(form, {
      "Client Name": "Refused Attachment Ltd",
      Phone: "+966 55 123 4567",
      Email: "pm@example.com",
      "Project Name": "Riyadh Tower C",
      "Project Type": { option: "Commercial Building" },
      "Project Value (SAR)": "1200000",
      "Project Description": "Blockwork for six floors.",
    });
    await form.getByLabel(/Attachment/).setInputFiles(notADocument("drawings.pdf"));
    await form.getByRole("button", { name: "Request Sub Contract Quote" }).click();
    await page.waitForLoadState("load");
    const again = page.locator("form").filter({ has: page.getByRole("button", { name: "Request Sub Contract Quote" }) });
    await expect(await errorOf(again, "Attachment (optional)")).toContainText("This type of file is not accepted here.");
    await expect(again.getByLabel("Client Name")).toHaveValue("Refused Attachment Ltd");
  });
});
