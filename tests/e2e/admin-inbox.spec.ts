import { randomBytes } from "node:crypto";
import knex from "knex";
import type { Page, TestInfo } from "@playwright/test";
import { baseURL } from "../../playwright.config.js";
import { adminUrl } from "../support/database.js";
import { signIn } from "./fixtures.js";
import { isPhone, sendContactMessage } from "./site-support.js";
import { expect, test } from "./test";

/** Unique per test and project: the two projects share one server and database. */
const tag = () => randomBytes(3).toString("hex").toUpperCase();

/**
 * The unread count the sidebar shows beside `label` ("Messages, 3 unread"), 0 without a badge; on phones the sidebar
 * is inside the menu, opened and closed again.
 */
async function badge(page: Page, testInfo: TestInfo, label: "Messages" | "Quotes"): Promise<number> {
  const phone = isPhone(testInfo);
  if (phone) await page.getByRole("button", { name: "Open menu" }).click();
  const nav = page.getByRole("navigation", { name: "Admin" });
  const link = nav.getByRole("link", { name: new RegExp(`^${label}(, \\d+ unread)?$`) });
  // read at one moment: the badge may change while a poll asks again
  const [name, shown] = await link.evaluate((el) => [
    el.getAttribute("aria-label"),
    el.querySelector("[data-testid=nav-badge]")?.textContent ?? null,
  ]);
  // the number is said with the link's name: "Messages, 3 unread"
  expect(name).toBe(shown === null ? null : `${label}, ${shown} unread`);
  if (phone) await page.getByRole("button", { name: "Close" }).click();
  return shown === null ? 0 : Number(shown);
}

/** Nothing wider than the window (the lists at 390 px). */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
}

test.describe("admin inbox", () => {
  test("a message from /contact is unread with a badge, found by search, answered by its links; marking read and bulk actions update the badge", async ({
    page,
    context,
  }, testInfo) => {
    const id = tag();
    const name = `Nadia ${id}`;
    const subject = `Duplex in Sylhet ${id}`;
    await sendContactMessage(page, context, {
      name,
      email: "nadia@example.com",
      phone: "01712-345678",
      subject,
      message: "We would like a quotation for a two storey duplex.",
    });

    await signIn(page);
    await page.goto("/admin/messages-list");
    const unread = await badge(page, testInfo, "Messages");
    expect(unread).toBeGreaterThanOrEqual(1);
    // on a phone the menu button says the inbox has unread items
    if (isPhone(testInfo)) await expect(page.getByRole("button", { name: /^Open menu, \d+ unread in the inbox$/ })).toBeVisible();

    await page.getByRole("searchbox", { name: "Search" }).fill(id.toLowerCase());
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`q=${id.toLowerCase()}`));
    const rows = page.getByTestId("message-row");
    await expect(rows).toHaveCount(1);
    const row = rows.first();
    await expect(row).toContainText(subject);
    await expect(row).toHaveAttribute("data-read", "false");
    await expectNoSidewaysScroll(page);

    await expect(row.getByRole("link", { name: `Email ${name}` })).toHaveAttribute(
      "href",
      `mailto:nadia@example.com?subject=${encodeURIComponent(`Re: ${subject}`)}`,
    );
    await expect(row.getByRole("link", { name: `Call ${name}` })).toHaveAttribute("href", "tel:01712345678");
    await expect(row.getByRole("link", { name: `WhatsApp ${name}` })).toHaveAttribute("href", "https://wa.me/8801712345678");

    await row.getByRole("button", { name: "Mark as read" }).click();
    await expect(row).toHaveAttribute("data-read", "true");
    await expect.poll(() => badge(page, testInfo, "Messages")).toBe(unread - 1);

    // bulk: mark unread again, then delete with the confirmation
    await row.getByRole("checkbox", { name: `Select the message from ${name}` }).check();
    await page.getByRole("button", { name: "Mark unread" }).click();
    await expect(page.getByRole("status").filter({ hasText: "1 message marked as unread." })).toBeVisible();
    await expect(row).toHaveAttribute("data-read", "false");
    expect(await badge(page, testInfo, "Messages")).toBe(unread);

    await row.getByRole("checkbox", { name: `Select the message from ${name}` }).check();
    await page.getByRole("button", { name: "Delete selected (1)" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete 1 message?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Message deleted." })).toBeVisible();
    await expect(rows).toHaveCount(0);
    expect(await badge(page, testInfo, "Messages")).toBe(unread - 1);
  });

  test("a new quote request counts as unread; search, reply links, bulk status and opening it mark it read", async ({
    page,
  }, testInfo) => {
    const id = tag();
    const client = `Gulf Facilities ${id}`;
    const url = new URL(adminUrl);
    // the e2e server's database is named after its port (tests/e2e/server.ts)
    url.pathname = `/crestline_e2e_${new URL(baseURL).port}`;
    const db = knex({ client: "pg", connection: url.toString(), pool: { min: 0, max: 1 } });
    try {
      // Inserted directly: quote submissions through /quote count against the public rate limit the quote specs use.
      await db("quote_requests").insert(
        ["Dammam logistics park", "Jubail camp"].map((project) => ({
          kind: "supply",
          country: "saudiarabia",
          client_name: client,
          project_name: project,
          supply_for: "Indoor Labour",
          contract_period: "1 year",
          phone: "+966 55 765 4321",
          email: "ops@gulf.example",
        })),
      );
    } finally {
      await db.destroy();
    }

    await signIn(page);
    await page.goto(`/admin/quotes?q=${id}`);
    const unread = await badge(page, testInfo, "Quotes");
    expect(unread).toBeGreaterThanOrEqual(2);
    const rows = page.getByTestId("quote-row");
    await expect(rows).toHaveCount(2);
    await expectNoSidewaysScroll(page);
    const jubail = rows.filter({ hasText: "Jubail camp" });
    await expect(jubail.getByRole("link", { name: `Email ${client}` })).toHaveAttribute(
      "href",
      `mailto:ops@gulf.example?subject=${encodeURIComponent("Re: Quote request for Jubail camp")}`,
    );
    await expect(jubail.getByRole("link", { name: `Call ${client}` })).toHaveAttribute("href", "tel:+966557654321");
    await expect(jubail.getByRole("link", { name: `WhatsApp ${client}` })).toHaveAttribute("href", "https://wa.me/966557654321");

    // the status links filter the search; "New" are the unread ones
    await page
      .getByRole("navigation", { name: "Filter quote requests by status" })
      .getByRole("link", { name: "New (2)" })
      .click();
    await expect(page).toHaveURL(/status=new/);
    await expect(rows).toHaveCount(2);

    await jubail.getByRole("checkbox").check();
    await page.getByLabel("Status for the selected requests").selectOption("archived");
    await page.getByRole("button", { name: "Set status" }).click();
    await expect(page.getByRole("status").filter({ hasText: "1 quote request marked as archived." })).toBeVisible();
    await expect(rows).toHaveCount(1);
    expect(await badge(page, testInfo, "Quotes")).toBe(unread - 1);

    // opening the other one marks it read, and the badge follows
    await rows
      .first()
      .getByRole("link", { name: new RegExp(`^${client}`) })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: client })).toBeVisible();
    await expect(page.getByRole("button", { name: "Read", pressed: true })).toBeVisible();
    await expect(page.getByRole("link", { name: `WhatsApp ${client}` })).toHaveAttribute("href", "https://wa.me/966557654321");
    await expect.poll(() => badge(page, testInfo, "Quotes")).toBe(unread - 2);
  });
});
