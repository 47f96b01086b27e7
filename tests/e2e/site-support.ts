import { expect, type BrowserContext, type Page, type TestInfo } from "@playwright/test";
import { baseURL } from "../../playwright.config.js";

export type Country = "bangladesh" | "saudiarabia";

/** Saves a country as the overlay would, so a test starts on the page itself. */
export async function setCountry(context: BrowserContext, country: Country) {
  await context.addCookies([{ name: "country", value: country, url: baseURL }]);
}

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === "phone";

/** The header's navigation for this screen size, opening the mobile menu first on phones. */
export async function headerNav(page: Page, testInfo: TestInfo) {
  if (isPhone(testInfo)) {
    const menu = page.locator("header details");
    if (!(await menu.evaluate((el: HTMLDetailsElement) => el.open))) await page.getByLabel("Menu").click();
    return page.getByRole("navigation", { name: "Mobile" });
  }
  return page.getByRole("navigation", { name: "Main" });
}

/**
 * Waits until the page has hydrated (the root layout marks <html> with data-hydrated). Before that, links and forms
 * work as plain HTML, which the no-JavaScript tests cover on their own.
 */
export async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

export interface ContactFields {
  name: string;
  email: string;
  /** "+880 1711 223344" unless told. */
  phone?: string;
  subject?: string;
  message: string;
}

/** Fills the /contact form as a visitor does. */
export async function fillContactForm(page: Page, fields: ContactFields) {
  await page.getByLabel("Full name").fill(fields.name);
  await page.getByLabel("Email").fill(fields.email);
  await page.getByLabel("Phone").fill(fields.phone ?? "+880 1711 223344");
  if (fields.subject) await page.getByLabel("Subject").fill(fields.subject);
  await page.getByLabel("Message").fill(fields.message);
}

/** Sends a message through /contact as a visitor from Bangladesh, and waits for the confirmation. */
export async function sendContactMessage(page: Page, context: BrowserContext, fields: ContactFields) {
  await setCountry(context, "bangladesh");
  await page.goto("/contact");
  await hydrated(page);
  await fillContactForm(page, fields);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Message sent!" })).toBeVisible();
}
