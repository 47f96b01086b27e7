import { randomBytes } from "node:crypto";
import { expect, test } from "./test";
import knex from "knex";
import { pngFiles } from "./library-support.js";
import { baseURL } from "../../playwright.config.js";
import { adminUrl } from "../support/database.js";
import { signIn } from "./fixtures.js";
import { pdf } from "./forms-support.js";
import { hydrated, sendContactMessage } from "./site-support.js";

/** Unique per test and project: the two projects share one server and database. */
const tag = () => randomBytes(3).toString("hex").toUpperCase();

test.describe("admin media", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test("medical reports: a second upload for a passport keeps the first, both downloadable; a registration links to them", async ({
    page,
    request,
  }, testInfo) => {
    const passport = `E2E${tag()}${Date.now().toString(36).slice(-4).toUpperCase()}`;
    await page.goto("/admin/forms-and-reports/medical-reports");
    await hydrated(page);

    const upload = async (passportNumber: string, file: ReturnType<typeof pdf>, message: string) => {
      await page.getByLabel("Passport number", { exact: true }).fill(passportNumber);
      await page.getByLabel("Medical report file").setInputFiles(file);
      await page.getByRole("button", { name: "Upload report" }).click();
      await expect(page.getByRole("status").filter({ hasText: message })).toBeVisible();
      // a saved report clears the form for the next one
      await expect(page.getByLabel("Passport number", { exact: true })).toHaveValue("");
    };
    await upload(` ${passport.toLowerCase()} `, pdf("first-report.pdf"), "Medical report uploaded successfully.");
    await upload(passport, pdf("second-report.pdf"), "New medical report saved. The earlier reports of this passport are kept");

    await page.getByRole("searchbox", { name: "Search by passport number" }).fill(passport.toLowerCase());
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${passport.toLowerCase()}`));
    const rows = page.getByTestId("medical-report");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(passport);
    await expect(rows.first()).toContainText("second-report.pdf");
    // the first upload is kept under it, listed and downloadable
    const earlier = rows.first().getByTestId("earlier-report");
    await expect(rows.first().getByText("1 earlier report")).toBeVisible();
    await expect(earlier).toHaveCount(1);
    await expect(earlier).toContainText("first-report.pdf");
    await rows.first().screenshot({ path: `/tmp/shots-office/${testInfo.project.name}-medical-row.png` });

    // downloads are private: an attachment for the signed-in admin, the login page for anyone else
    const href = await rows
      .first()
      .getByRole("link", { name: `Download the latest report of passport ${passport}` })
      .getAttribute("href");
    const download = await page.request.get(href!);
    expect(download.status()).toBe(200);
    expect(download.headers()["content-disposition"]).toMatch(/^attachment; .*second-report\.pdf/);
    expect((await download.body()).subarray(0, 5).toString()).toBe("%PDF-");
    const anonymous = await request.get(href!, { maxRedirects: 0 });
    expect(anonymous.status()).toBe(302);
    expect(anonymous.headers()["location"]).toMatch(/^\/login/);
    const earlierHref = await earlier
      .getByRole("link", { name: /^Download the report of passport .* uploaded / })
      .getAttribute("href");
    const first = await page.request.get(earlierHref!);
    expect(first.status()).toBe(200);
    expect(first.headers()["content-disposition"]).toMatch(/^attachment; .*first-report\.pdf/);
    expect((await request.get(earlierHref!, { maxRedirects: 0 })).status()).toBe(302);

    // a worker registration that gave this passport number links to its reports
    const url = new URL(adminUrl);
    url.pathname = `/crestline_e2e_${new URL(baseURL).port}`;
    const db = knex({ client: "pg", connection: url.toString(), pool: { min: 0, max: 1 } });
    // inserted directly (a registration through the site needs a payment: payments-registration.spec.ts), removed after
    const [{ id: registration }] = await db("form_responses").insert({ form_id: 2 }).returning<Array<{ id: number }>>("id");
    try {
      // answers to the registration form's own fields (the seeded "Full Name" and "Passport Number")
      const fieldId = async (name: string) =>
        (await db("form_fields").where({ form_id: 2, name }).first<{ id: number } | undefined>())?.id ?? null;
      await db("form_answers").insert([
        {
          response_id: registration,
          field_id: await fieldId("Full Name"),
          field_label: "Full Name",
          field_type: "text",
          position: 0,
          value: JSON.stringify("Rahim Uddin"),
        },
        {
          response_id: registration,
          field_id: await fieldId("Passport Number"),
          field_label: "Passport Number",
          field_type: "text",
          position: 1,
          value: JSON.stringify(passport),
        },
      ]);
      await page.goto(`/admin/forms-and-reports/worker-registration?tab=responses&q=${passport}`);
      const link = page.getByRole("link", { name: `2 reports on file for passport ${passport}` });
      await expect(link).toBeVisible();
      await link.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/shots-office/${testInfo.project.name}-registration-reports.png` });
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/admin/forms-and-reports/medical-reports\\?q=${passport}#passport-${passport}$`));
      await expect(rows).toHaveCount(1);
      await expect(rows.first().getByTestId("earlier-report")).toContainText("first-report.pdf");
    } finally {
      await db("form_answers").where({ response_id: registration }).delete();
      await db("form_responses").where({ id: registration }).delete();
      await db.destroy();
    }

    // nothing selected, then the row selected and deleted after the confirmation: earlier reports go with it
    await page.getByRole("button", { name: "Delete selected" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "No reports selected for deletion." })).toBeVisible();
    await rows.first().getByRole("checkbox").check();
    await page.getByRole("button", { name: "Delete selected (1)" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete 1 passport's reports?" });
    await expect(dialog).toContainText("earlier ones included");
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Selected reports deleted successfully." })).toBeVisible();
    await expect(page.getByText("No matching reports")).toBeVisible();
    expect((await page.request.get(earlierHref!)).status()).toBe(404);
  });

  test("images: three uploads with progress, filter, copy link, bulk delete", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    const category = `e2e-${tag().toLowerCase()}`;
    const files = await pngFiles(["#1f4a80", "#f59e0b", "#22aa66"], "e2e-photo", { width: 700, height: 400 });
    await page.goto("/admin/image-upload");
    await hydrated(page);

    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Please select images and provide a category." }).first(),
    ).toBeVisible();

    await page.getByLabel("Image files").setInputFiles(files);
    await page.locator("#image-category").fill(category.toUpperCase());
    // each file gets its row, titled after its name; a description (or Decorative) is asked for first
    const rows = page.getByTestId("upload-row");
    await expect(rows).toHaveCount(3);
    await expect(rows.first().getByLabel("Title")).toHaveValue("e2e photo 1");
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(rows.first().getByText("Describe the image, or tick Decorative.")).toBeVisible();
    await expect(rows.first().getByLabel("Description for screen readers")).toBeFocused();
    await rows.nth(0).getByLabel("Description for screen readers").fill("Blue test card");
    await rows.nth(1).getByLabel("Title").fill(`Amber card ${category}`);
    await rows.nth(1).getByLabel("Description for screen readers").fill("Amber test card");
    await rows.nth(2).getByLabel("Decorative: no description needed").check();
    await page.screenshot({ path: `/tmp/shots-media/upload-rows-${page.viewportSize()?.width}.png`, fullPage: false });
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    // one progress bar per file (the success dialog may already cover them: Radix hides the page behind it)
    const bars = page.getByRole("progressbar", { name: /^Upload of e2e-photo-/, includeHidden: true });
    await expect(bars).toHaveCount(3);
    for (const bar of await bars.all()) await expect(bar).toHaveAttribute("aria-valuenow", "100");
    const done = page.getByRole("dialog", { name: "Upload complete" });
    await expect(done).toContainText(`3 images uploaded to “${category}”`);
    await done.getByRole("button", { name: "OK" }).click();

    // stored lowercase; the filter narrows the grid to this test's three images
    await page.locator("#category-filter").selectOption(category);
    await expect(page).toHaveURL(new RegExp(`category=${category}`));
    const tiles = page.getByTestId("image-tile");
    await expect(tiles).toHaveCount(3);
    // the images queue makes the web versions; the page refreshes itself meanwhile
    await expect(tiles.locator("img")).toHaveCount(3, { timeout: 30_000 });
    await expect(tiles.filter({ hasText: `Amber card ${category}` })).toHaveCount(1);
    // the decorative one needs no description; none of the three is marked as lacking one
    await expect(tiles.filter({ hasText: "No description" })).toHaveCount(0);

    // its page: size, and the link to copy
    await tiles.filter({ hasText: "e2e photo 1" }).getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1, name: "e2e photo 1" })).toBeVisible();
    await expect(page.getByText("700 × 400 px")).toBeVisible();
    const copy = page.getByRole("button", { name: /^Copy link/ });
    await copy.click();
    await expect(page.getByRole("button", { name: "Link copied!" })).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${baseURL}/media/images/\\d+/\\d+\\.webp$`));
    const image = await page.request.get(link);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/webp");
    // the notice lasts two seconds
    await expect(page.getByRole("button", { name: /^Copy link/ })).toBeVisible({ timeout: 4_000 });

    await page.getByRole("link", { name: "← Media library" }).click();
    await page.locator("#category-filter").selectOption(category);
    await expect(tiles).toHaveCount(3);
    await page.getByRole("checkbox", { name: "Select all images on this page" }).check();
    await page.getByRole("button", { name: "Delete selected (3)" }).click();
    await page.getByRole("alertdialog", { name: "Delete 3 images?" }).getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Selected images deleted successfully!" })).toBeVisible();
    await expect(page.getByText("No images match")).toBeVisible();
    expect((await page.request.get(link)).status()).toBe(404);
  });

  test("images: the upload count is shown whole while files upload", async ({ page }) => {
    await page.goto("/admin/image-upload");
    await hydrated(page);
    // hold the uploads so the button keeps its progress text
    await page.route("**/admin/image-upload/file", () => {});
    await page.getByLabel("Image files").setInputFiles(await pngFiles(["#1f4a80", "#f59e0b"], "held", { width: 70, height: 40 }));
    await page.locator("#image-category").fill("held");
    for (const row of await page.getByTestId("upload-row").all())
      await row.getByLabel("Decorative: no description needed").check();
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    const button = page.getByRole("button", { name: /^Uploading/ });
    // no trailing ellipsis, which read as a cut-off label, and nothing clipped at this width
    await expect(button).toHaveText("Uploading 1 of 2");
    expect(await button.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight)).toBe(true);
  });

  test("messages list shows a message sent through /contact", async ({ page, context }) => {
    const subject = `Site visit ${tag()}`;
    await sendContactMessage(page, context, {
      name: "Shirin Sultana",
      email: "shirin@example.com",
      subject,
      message: "We are building a clinic in Rajshahi and need a site engineer.",
    });

    await page.goto("/admin/messages-list");
    await hydrated(page);
    const row = page.getByTestId("message-row").filter({ hasText: subject });
    await expect(row).toHaveAttribute("data-read", "false");
    await expect(page.getByTestId("message-row").first()).toContainText(subject);
    await row.getByRole("button", { name: "View", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: subject });
    await expect(dialog).toContainText("We are building a clinic in Rajshahi and need a site engineer.");
    await expect(dialog.getByRole("link", { name: "shirin@example.com" })).toHaveAttribute("href", "mailto:shirin@example.com");
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await expect(row).toHaveAttribute("data-read", "true");

    await row.getByRole("button", { name: "Delete the message from Shirin Sultana" }).click();
    await page.getByRole("alertdialog", { name: "Delete this message?" }).getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Message deleted." })).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test("quote detail shows the supply request's trade rows", async ({ page }) => {
    const client = `Gulf Facilities ${tag()}`;
    const url = new URL(adminUrl);
    // the e2e server's database is named after its port (tests/e2e/server.ts)
    url.pathname = `/crestline_e2e_${new URL(baseURL).port}`;
    const db = knex({ client: "pg", connection: url.toString(), pool: { min: 0, max: 1 } });
    try {
      // Inserted directly: quote submissions through /quote count against the public rate limit the quote specs use.
      const [{ id }] = await db("quote_requests")
        .insert({
          kind: "supply",
          country: "saudiarabia",
          client_name: client,
          project_name: "Dammam logistics park",
          supply_for: "Indoor Labour",
          contract_period: "1 year",
          phone: "+966 55 765 4321",
          email: "ops@gulf.example",
        })
        .returning<Array<{ id: number }>>("id");
      await db("quote_trades").insert([
        { quote_request_id: id, position: 0, trade: "Masonry", qty: 12, price_per_hour: "18.50" },
        { quote_request_id: id, position: 1, trade: "Electrical", qty: 4, price_per_month: "4200.00" },
      ]);
    } finally {
      await db.destroy();
    }

    await page.goto("/admin/quotes?kind=supply");
    await page
      .getByTestId("quote-row")
      .filter({ hasText: client })
      .getByRole("link", { name: new RegExp(`^${client}`) })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: client })).toBeVisible();
    const trades = page.getByTestId("trade-row");
    await expect(trades).toHaveCount(2);
    await expect(trades.nth(0)).toContainText(/Masonry\s*12\s*SAR 18\.50/);
    await expect(trades.nth(1)).toContainText(/Electrical\s*4\s*—\s*SAR 4,200\.00/);
    // opening a new request marks it read
    await expect(page.getByRole("button", { name: "Read", pressed: true })).toBeVisible();
    await page.getByRole("button", { name: "Archived" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Marked as archived." })).toBeVisible();
  });
});
