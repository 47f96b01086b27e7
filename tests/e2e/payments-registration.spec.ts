import { expect, test } from "./test";
import { type Page } from "@playwright/test";
import { signIn } from "./fixtures.js";
import { fillByLabel, pdf, png } from "./forms-support.js";
import { ownPassport, resetRateLimit } from "./registration-support.js";
import { setCountry } from "./site-support.js";

// Worker registration paid through the built-in bKash sandbox (its payment page is server-rendered
// at /bkash-sandbox/pay/<paymentID>). Form 2's seeded fields and fee (500 BDT) are used.

test.beforeEach(async ({ context }) => {
  await setCountry(context, "bangladesh");
});

/**
 * Fills form 2 and submits it; resolves on the bKash sandbox page and returns the paymentID, or (`throttled`) stays on
 * the page and returns "". Each registration has a passport number of its own (one registered before is asked about).
 */
async function submitRegistration(page: Page, name: string, { throttled = false } = {}): Promise<string> {
  const passport = ownPassport(test.info(), `A0${name.replace(/\W/g, "").toUpperCase().slice(0, 7)}`);
  await page.goto("/worker-registration");
  await expect(page.getByRole("heading", { level: 1, name: "Worker Registration" })).toBeVisible();
  for (const benefit of ["Verified Employers", "No Hidden Fees", "Visa Assistance"])
    await expect(page.getByText(benefit, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Registration Fee" })).toBeVisible();
  await expect(page.getByText("500 BDT", { exact: true })).toBeVisible();
  await expect(page.getByText("Accepted payment method")).toBeVisible();

  await fillByLabel(page, {
    "Full Name": name,
    Phone: "01712345678",
    "Passport Number": passport,
    "Date of Birth": "1994-03-12",
    Trade: { option: "Mason" },
    "Experience (years)": "6",
    "Passport Copy": pdf("passport.pdf"),
    Photo: png("photo.png"),
  });

  const submit = page.getByRole("button", { name: "Register & Pay 500 BDT" });
  if (throttled) {
    await Promise.all([page.waitForResponse((r) => r.request().method() === "POST" && r.status() === 429), submit.click()]);
    return "";
  }
  await Promise.all([page.waitForURL(/\/bkash-sandbox\/pay\//), submit.click()]);
  await expect(page.getByText("500.00 BDT")).toBeVisible();
  return new URL(page.url()).pathname.split("/").pop()!;
}

async function payerAction(page: Page, action: "Pay" | "Fail" | "Cancel", wallet = "01712345678") {
  if (action === "Pay") {
    await page.getByLabel("bKash account number").fill(wallet);
    await page.getByLabel("PIN").fill("12121");
  }
  // back on the registration page, or (a completed payment, in the browser that paid) on to its receipt
  await Promise.all([
    page.waitForURL((url) => url.pathname.startsWith("/worker-registration")),
    page.getByRole("button", { name: action, exact: true }).click(),
  ]);
}

async function paymentRow(page: Page, paymentID: string, status: string) {
  await page.goto(`/admin/payments?status=${status}`);
  return page.locator(`tr[data-payment-id="${paymentID}"]`);
}

test("a registration paid through the sandbox page ends on a receipt the payer can open again, and shows in the admin", async ({
  page,
  browser,
}) => {
  const paymentID = await submitRegistration(page, "Rahim Uddin");
  await payerAction(page, "Pay");

  await expect(page).toHaveURL(/\/worker-registration\/receipt$/);
  await expect(page.getByRole("heading", { level: 1, name: "Registration Complete!" })).toBeVisible();
  const reference = (await page.getByTestId("receipt-reference").innerText()).trim();
  expect(reference).toMatch(/^CR-[2-9A-HJ-NP-Z]{5}$/);
  await expect(page.getByText("BDT 500.00")).toBeVisible();
  await expect(page.getByText(/\(Dhaka time\)$/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Print or save as PDF" })).toBeVisible();
  const width = page.viewportSize()!.width;
  await page.screenshot({ path: `/tmp/worker-shots/receipt-${width}.png`, fullPage: true });
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("header")).toBeHidden();
  await page.screenshot({ path: `/tmp/worker-shots/receipt-print-${width}.png`, fullPage: true });
  await page.emulateMedia({ media: "screen" });
  // a reload (or a later visit) of this browser shows the same receipt
  await page.reload();
  await expect(page.getByTestId("receipt-reference")).toHaveText(reference);

  // another browser: the reference and the phone number open it; a wrong pair says nothing more
  const other = await browser.newPage({ baseURL: new URL(page.url()).origin });
  await setCountry(other.context(), "bangladesh");
  await other.goto("/worker-registration/receipt");
  await other.getByLabel("Registration reference").fill(reference.toLowerCase());
  await other.getByLabel("Phone number").fill("01812345678");
  await other.getByRole("button", { name: "Show my receipt" }).click();
  await expect(other.getByText("We found no paid registration with this reference and phone number.")).toBeVisible();
  await other.getByLabel("Phone number").fill("+880 1712-345678");
  await other.getByRole("button", { name: "Show my receipt" }).click();
  await expect(other.getByTestId("receipt-reference")).toHaveText(reference);
  await other.close();

  await signIn(page);
  const row = await paymentRow(page, paymentID, "completed");
  await expect(row).toContainText("Completed");
  await expect(row).toContainText("500.00 BDT");
  await expect(row.getByRole("link", { name: /^Registration #\d+$/ })).toBeVisible();
  // the trxID, with the payer's wallet on the line below it
  expect((await row.locator("td").nth(3).innerText()).split("\n")[0]).toMatch(/^[A-Z0-9]{10}$/);
  // the table reads well: the whole payment id is shown (it wraps inside its cell so the table fits the screen),
  // and one dash stands for "nothing" throughout
  await expect(row.getByText(paymentID, { exact: true })).toBeVisible();
  expect(await page.locator("table").innerText()).not.toContain("–");
});

test("after a cancelled payment, Try Again goes straight back to bKash with the same answers, and pays once", async ({
  page,
}) => {
  const firstID = await submitRegistration(page, "Karim Retry");
  await payerAction(page, "Cancel");

  const dialog = page.getByRole("dialog", { name: "Payment cancelled" });
  await expect(dialog).toContainText("You cancelled the payment at bKash, so nothing was charged.");
  await expect(dialog).not.toContainText("issue processing your payment");
  await page.screenshot({ path: `/tmp/worker-shots/cancelled-${page.viewportSize()!.width}.png` });
  await Promise.all([page.waitForURL(/\/bkash-sandbox\/pay\//), dialog.getByRole("button", { name: "Try Again" }).click()]);
  // nothing to fill in again: a new payment for the answers and files already sent
  await expect(page.getByText("500.00 BDT")).toBeVisible();
  const secondID = new URL(page.url()).pathname.split("/").pop()!;
  expect(secondID).not.toBe(firstID);
  await payerAction(page, "Pay");
  await expect(page.getByRole("heading", { level: 1, name: "Registration Complete!" })).toBeVisible();

  await signIn(page);
  const cancelled = await paymentRow(page, firstID, "cancelled");
  await expect(cancelled).toContainText("Cancelled");
  await expect(cancelled.getByRole("link", { name: /Registration/ })).toHaveCount(0);
  const completed = await paymentRow(page, secondID, "completed");
  await expect(completed.getByRole("link", { name: /^Registration #\d+$/ })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Try Again after a cancelled payment is a plain form that goes back to bKash", async ({ page }) => {
    const firstID = await submitRegistration(page, "Nurul Noscript");
    await payerAction(page, "Cancel");
    await expect(page.getByRole("alert").filter({ hasText: "Payment cancelled" })).toContainText("nothing was charged");
    await Promise.all([page.waitForURL(/\/bkash-sandbox\/pay\//), page.getByRole("button", { name: "Try Again" }).click()]);
    expect(new URL(page.url()).pathname.split("/").pop()).not.toBe(firstID);
  });
});

test("an insufficient-balance wallet says to add money to bKash, offers Try Again, and nothing is registered", async ({
  page,
}) => {
  const paymentID = await submitRegistration(page, "Jamal Poor");
  await payerAction(page, "Pay", "01823074817");

  const dialog = page.getByRole("dialog", { name: "Not enough balance" });
  await expect(dialog).toContainText("Please add money to your bKash and try again.");
  await expect(dialog.getByRole("button", { name: "Try Again" })).toBeVisible();
  await page.screenshot({ path: `/tmp/worker-shots/insufficient-${page.viewportSize()!.width}.png` });
  await dialog.getByRole("button", { name: "Fill in the form again" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Register & Pay 500 BDT" })).toBeVisible();

  await signIn(page);
  const row = await paymentRow(page, paymentID, "failed");
  await expect(row).toContainText("Insufficient Balance");
  await expect(row.getByRole("link", { name: /Registration/ })).toHaveCount(0);
});

test("a wrong PIN, a timed-out verification and bKash's maintenance each get their own message, with Try Again", async ({
  page,
}) => {
  await resetRateLimit("form-2");
  // the sandbox's test wallets that bKash authorises and then refuses (server/dev/bkash-sandbox.ts)
  const outcomes = [
    { name: "Pin Wallet", wallet: "01823074818", title: "Wrong PIN or verification code", text: "did not accept the PIN" },
    { name: "Time Wallet", wallet: "01823074819", title: "Payment timed out", text: "was not finished at bKash in time" },
    { name: "Down Wallet", wallet: "01823074820", title: "bKash is not available", text: "try again in a few minutes" },
  ];
  for (const outcome of outcomes) {
    await submitRegistration(page, outcome.name);
    await payerAction(page, "Pay", outcome.wallet);
    const dialog = page.getByRole("dialog", { name: outcome.title });
    await expect(dialog).toContainText(outcome.text);
    await expect(dialog).toContainText("nothing was charged");
    await expect(dialog).not.toContainText("Payment Failed");
    await expect(dialog.getByRole("button", { name: "Try Again" })).toBeVisible();
    await page.screenshot({
      path: `/tmp/worker-shots/${outcome.name.split(" ")[0]!.toLowerCase()}-${page.viewportSize()!.width}.png`,
    });
  }
});

test.describe("the rate limit", () => {
  test.afterEach(() => resetRateLimit("form-2"));

  test("the registration after the allowance says to wait, with no payment wording and no Try Again", async ({ page }) => {
    await resetRateLimit("form-2");
    // the server under test allows 40 per 10 minutes (tests/e2e/server.ts); spend them
    for (let i = 0; i < 40; i++) {
      const response = await page.request.post("/worker-registration", { multipart: { intent: "register" } });
      expect(response.status()).toBeLessThan(429);
    }
    await expect(submitRegistration(page, "Salma Group", { throttled: true })).resolves.toBe("");
    const notice = page.getByRole("alert").filter({ hasText: "Too many registrations from this connection" });
    await expect(notice).toHaveText(/Please wait 10 minutes before registering again\./);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByText(/Payment Failed|processing your payment/)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Try Again" })).toHaveCount(0);
    // the answers are kept, and the form cannot be sent again before the wait is over
    await expect(page.getByLabel("Full Name")).toHaveValue("Salma Group");
    await expect(page.getByRole("button", { name: "Register & Pay 500 BDT" })).toBeDisabled();
    await page.screenshot({ path: `/tmp/worker-shots/rate-limit-${page.viewportSize()!.width}.png`, fullPage: false });
  });
});
