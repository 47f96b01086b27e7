import { expect, test } from "./test";
import { type BrowserContext, type Locator, type Page } from "@playwright/test";
import { fillByLabel, pdf, type Answer } from "./forms-support.js";
import { setCountry } from "./site-support.js";
import { PROJECT_TYPES } from "../../server/db/models/quote-enums.js";

// Every submission below counts against the quote rate limit (10 per 10 minutes per IP), across both projects.

/** The quote page as a visitor from `country` opens it. */
async function openQuote(page: Page, context: BrowserContext, country: "bangladesh" | "saudiarabia", path = "/quote") {
  await setCountry(context, country);
  await page.goto(path);
}

async function fillCommon(form: Locator, client: string) {
  await fillByLabel(form, { "Client Name": client, Phone: "+966 55 123 4567", Email: "pm@example.com" });
}

/** A sub-contract request's client and project (`more`: other answers, such as an attachment). */
async function fillSubContract(
  form: Locator,
  client: string,
  project: { name: string; type: string; value: string; description: string },
  more: Record<string, Answer> = {},
) {
  await fillCommon(form, client);
  await fillByLabel(form, {
    "Project Name": project.name,
    "Project Type": { option: project.type },
    "Project Value (SAR)": project.value,
    "Project Description": project.description,
    ...more,
  });
}

/** A supply request's client and what it is for (its trade rows are filled apart, with `fillTrade`). */
async function fillSupply(form: Locator, client: string, project: string, supplyFor: string, period: string) {
  await fillCommon(form, client);
  await fillByLabel(form, {
    "Project/Organization": project,
    "Supply For": { option: supplyFor },
    "Contract Period": { option: period },
  });
}

/** Chooses a trade row's trade and the number of workers. */
async function fillTrade(row: Locator, trade: string, qty: string) {
  await row.getByRole("combobox", { name: /^Trade/ }).selectOption(trade);
  await row.getByLabel("Qty").fill(qty);
}

test.describe("quote", () => {
  test("Bangladesh: no tabs, only the sub-contract form", async ({ page, context }) => {
    await openQuote(page, context, "bangladesh");
    await expect(page.getByRole("heading", { level: 1, name: "Request a Quote" })).toBeVisible();
    await expect(
      page.getByText(
        "Get customized pricing for your project needs. Fill out the form below and our team will contact you shortly.",
      ),
    ).toBeVisible();
    await expect(page.getByRole("tablist")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Request Sub Contract Quote" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Request Supply Quote" })).toHaveCount(0);
    // the enumerations of the quote form
    await expect(page.getByLabel("Project Type").locator("option")).toHaveText(["Select project type", ...PROJECT_TYPES]);
  });

  test("Saudi Arabia: Sub Contract and Supply tabs; trade rows add only from the last, remove while more than one", async ({
    page,
    context,
  }) => {
    await openQuote(page, context, "saudiarabia");
    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveText(["Sub Contract", "Supply"]);
    await expect(page.getByRole("tab", { name: "Sub Contract" })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("tab", { name: "Supply" }).click();
    const form = page.getByRole("form", { name: "Supply quote request" });
    await expect(form).toBeVisible();
    await expect(page.getByRole("form", { name: "Sub contract quote request" })).toBeHidden();
    await expect(form.getByLabel("Contract Period").locator("option")).toHaveText([
      "Select contract period",
      "3 months",
      "6 months",
      "1 year",
      "1 year + extension",
      "2 years",
      "Open-ended",
    ]);

    const rows = form.getByTestId("trade-row");
    await expect(rows).toHaveCount(1);
    await expect(rows.nth(0).getByRole("button", { name: "Remove trade 1" })).toBeDisabled();
    await rows.nth(0).getByRole("button", { name: "Add Trade" }).click();
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0).getByRole("button", { name: "Add Trade" })).toHaveCount(0);
    await expect(rows.nth(1).getByRole("button", { name: "Add Trade" })).toBeVisible();
    await expect(rows.nth(0).getByRole("button", { name: "Remove trade 1" })).toBeEnabled();
    await rows.nth(1).getByLabel("Qty").fill("7");
    await rows.nth(0).getByRole("button", { name: "Remove trade 1" }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.nth(0).getByLabel("Qty")).toHaveValue("7");
    await expect(rows.nth(0).getByRole("button", { name: "Remove trade 1" })).toBeDisabled();

    // switching tabs keeps what was typed
    await form.getByLabel("Client Name").fill("Kept Client");
    await page.getByRole("tab", { name: "Sub Contract" }).click();
    await page.getByRole("tab", { name: "Supply" }).click();
    await expect(form.getByLabel("Client Name")).toHaveValue("Kept Client");

    // by keyboard: the arrows move along the tabs and pick the one they reach; Tab goes into its panel
    const subContract = page.getByRole("tab", { name: "Sub Contract" });
    const supply = page.getByRole("tab", { name: "Supply" });
    await supply.focus();
    await page.keyboard.press("ArrowRight");
    await expect(subContract).toBeFocused();
    await expect(subContract).toHaveAttribute("aria-selected", "true");
    await expect(supply).toHaveAttribute("tabindex", "-1");
    await expect(page.getByRole("tabpanel", { name: "Sub Contract" })).toBeVisible();
    await expect(form).toBeHidden();
    await page.keyboard.press("End");
    await expect(supply).toBeFocused();
    await expect(page.getByRole("tabpanel", { name: "Supply" })).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("tabpanel", { name: "Supply" })).toBeFocused();
    await expect(form.getByLabel("Client Name")).toHaveValue("Kept Client");
  });

  test("sub-contract request with an attachment: Processing..., then a success box; a new request starts empty", async ({
    page,
    context,
  }) => {
    await openQuote(page, context, "saudiarabia");
    const form = page.getByRole("form", { name: "Sub contract quote request" });
    await fillSubContract(
      form,
      "Al Noor Contracting",
      {
        name: "Riyadh Tower B",
        type: "Commercial Building",
        value: "2500000",
        description: "Blockwork and plaster for 12 floors.",
      },
      { "Attachment (optional)": pdf("tower-b-boq.pdf") },
    );
    await expect(form.getByText("Document ready")).toBeVisible();
    await expect(form.getByText("tower-b-boq.pdf · 1 KB")).toBeVisible();

    // hold the request until the sending state has been seen (a fixed delay raced a busy browser)
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/quote.data*", async (route) => {
      await held;
      await route.continue();
    });
    await form.getByRole("button", { name: "Request Sub Contract Quote" }).click();
    await expect(page.getByRole("button", { name: "Processing..." })).toBeDisabled();
    release();
    await expect(page.getByText("Quote request received")).toBeVisible();
    await expect(page.getByRole("form", { name: "Sub contract quote request" })).toHaveCount(0);

    await page.getByRole("link", { name: "Request another quote" }).click();
    await expect(page.getByRole("form", { name: "Sub contract quote request" }).getByLabel("Client Name")).toHaveValue("");
  });

  test("supply request with two trades succeeds", async ({ page, context }) => {
    await openQuote(page, context, "saudiarabia", "/quote?mode=supply");
    const form = page.getByRole("form", { name: "Supply quote request" });
    await fillSupply(form, "Desert Facilities", "King Road Mall", "Cleaning Services", "1 year");
    const rows = form.getByTestId("trade-row");
    await fillTrade(rows.nth(0), "Masonry", "12");
    await rows.nth(0).getByLabel("Price/Hour").fill("18.5");
    await rows.nth(0).getByRole("button", { name: "Add Trade" }).click();
    await fillTrade(rows.nth(1), "Electrical", "4");
    await form.getByRole("button", { name: "Request Supply Quote" }).click();
    await expect(page.getByText("Quote request received")).toBeVisible();
    // the other form is untouched
    await page.getByRole("tab", { name: "Sub Contract" }).click();
    await expect(page.getByRole("button", { name: "Request Sub Contract Quote" })).toBeVisible();
  });

  test("a failed request shows the network error's own message and keeps the form filled", async ({ page, context }) => {
    await openQuote(page, context, "bangladesh");
    const form = page.getByRole("form", { name: "Sub contract quote request" });
    await fillSubContract(form, "Offline Client", {
      name: "Gulshan Villa",
      type: "Residential Building",
      value: "100000",
      description: "Two-storey villa.",
    });
    await page.route("**/quote.data*", (route) =>
      route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue(),
    );
    await form.getByRole("button", { name: "Request Sub Contract Quote" }).click();
    await expect(form.getByRole("alert")).toContainText(/failed to fetch/i);
    await expect(form.getByLabel("Client Name")).toHaveValue("Offline Client");
    await expect(form.getByRole("button", { name: "Request Sub Contract Quote" })).toBeEnabled();
  });
});

test.describe("quote without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("tabs are links; trade rows are added and removed by the server; the request is stored", async ({ page, context }) => {
    await openQuote(page, context, "saudiarabia");
    await page.getByRole("tab", { name: "Supply" }).click();
    await expect(page).toHaveURL(/mode=supply/);
    const form = page.getByRole("form", { name: "Supply quote request" });
    await fillSupply(form, "No Script Co", "Plain HTML Plaza", "Security Services", "6 months");
    const rows = form.getByTestId("trade-row");
    await fillTrade(rows.nth(0), "Painting", "3");

    await rows.nth(0).getByRole("button", { name: "Add Trade" }).click();
    await expect(rows).toHaveCount(2);
    await expect(form.getByLabel("Client Name")).toHaveValue("No Script Co");
    await expect(rows.nth(0).getByLabel("Qty")).toHaveValue("3");
    await fillTrade(rows.nth(1), "HVAC", "2");
    await rows.nth(0).getByRole("button", { name: "Remove trade 1" }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.nth(0).getByRole("combobox", { name: /^Trade/ })).toHaveValue("HVAC");
    await expect(rows.nth(0).getByRole("button", { name: "Remove trade 1" })).toBeDisabled();

    await form.getByRole("button", { name: "Request Supply Quote" }).click();
    await expect(page.getByText("Quote request received")).toBeVisible();
  });
});
