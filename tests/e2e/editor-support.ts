import { expect, type Browser, type Locator, type Page } from "@playwright/test";
import { baseURL } from "../../playwright.config.js";
import { hydrated, setCountry } from "./site-support.js";

/** What the document editors' end-to-end tests share: other admins, the home editor's banner, toasts. */

/** The password of the admins the editor tests create. */
const PASSWORD = "walk-password-2026";

/** The entries of a collection editor's list (its group, by its exact name). */
export const entriesOf = (scope: Page | Locator, list: string) =>
  scope.getByRole("group", { name: list, exact: true }).locator(":scope > ol > li");

/** Adds an entry to a collection editor's list and returns it (a new entry opens by itself). */
export async function addEntry(scope: Page | Locator, list: string, button: string): Promise<Locator> {
  const entries = entriesOf(scope, list);
  const before = await entries.count();
  await scope.getByRole("group", { name: list, exact: true }).getByRole("button", { name: button, exact: true }).last().click();
  await expect(entries).toHaveCount(before + 1);
  return entries.nth(before);
}

/** A page in a browser context of its own (a visitor, or another admin): no cookies shared with `page`. */
export async function freshPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 844 } });
  await setCountry(context, "bangladesh");
  return context.newPage();
}

/** Creates the admin `username` on the Create admin screen, signed in on `page` as an admin. */
export async function createAdmin(page: Page, username: string, password = PASSWORD) {
  await page.goto("/admin/create-admin");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Create admin" }).click();
  await expect(page.getByText(`Admin account “${username}” created.`)).toBeVisible();
}

/** Signs in as an admin made by createAdmin. */
export async function signInAs(page: Page, username: string) {
  await page.goto("/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: /sign in/i }).click();
  // the password check is slow by design, slower still on a busy machine
  await expect(page).toHaveURL(/\/admin/, { timeout: 30_000 });
}

export async function openEditor(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

/** The home editor's banner section (the first "Banner (hero)" section), opened (sections start closed). */
export async function heroSection(page: Page): Promise<Locator> {
  const details = page
    .locator("li details")
    .filter({ has: page.locator("summary", { hasText: /^Banner \(hero\):/ }) })
    .first();
  if (!(await details.evaluate((el: HTMLDetailsElement) => el.open))) await details.locator("summary").click();
  await expect(details.getByLabel("Heading", { exact: true })).toBeVisible();
  return details;
}

export const toast = (page: Page, text: string | RegExp) => page.getByRole("status").filter({ hasText: text });

export async function clickAndToast(page: Page, button: string, text: string | RegExp) {
  await page.getByRole("button", { name: button, exact: true }).click();
  await expect(toast(page, text)).toBeVisible();
}

/** Removes the item named `name` from an editor's list (confirming in the dialog) and publishes. */
export async function removeAndPublish(page: Page, path: string, list: string, name: string, message: string) {
  await page.goto(path);
  await hydrated(page);
  const items = entriesOf(page, list);
  const count = await items.count();
  const item = items.filter({ has: page.locator("summary", { hasText: name }) });
  await item.locator("summary").click();
  await item.getByRole("button", { name: /^Remove (project|service card) \d+$/ }).click();
  await page
    .getByRole("alertdialog", { name: `Remove “${name}”?` })
    .getByRole("button", { name: "Remove" })
    .click();
  await expect(items).toHaveCount(count - 1);
  await publishAndWait(page, message);
  await expect(items).toHaveCount(count - 1);
}

export async function publishAndWait(page: Page, message: string) {
  await page.getByRole("button", { name: "Publish" }).click();
  // a publish writes and re-reads a whole collection: slower than a click on a busy machine
  await expect(page.getByRole("status").filter({ hasText: message })).toBeVisible({ timeout: 30_000 });
}
