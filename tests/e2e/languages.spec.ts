import { expect, test } from "@playwright/test";
import { publicPages } from "../../scripts/public-pages.mjs";
import { setCountry } from "./site-support.js";

/**
 * The site in Bangla and Arabic (docs/translations.md): addresses, direction, the switcher without JavaScript, and the
 * interface text coming from the catalogs.
 */

test.beforeEach(async ({ context }) => {
  await setCountry(context, "bangladesh");
});

test("every public page in Bangla and Arabic has its language, its direction and no sideways scrolling @phone", async ({
  page,
}) => {
  for (const locale of ["bn", "ar"] as const) {
    for (const path of publicPages) {
      const response = await page.goto(`/${locale}${path}`);
      expect(response?.status(), `/${locale}${path}`).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `/${locale}${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  }
});

test("an unknown language segment is a 404, in English", async ({ page }) => {
  const response = await page.goto("/fr/about");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the footer's language links keep the page and its query", async ({ page }) => {
    await page.goto("/apply-jobs-now?q=welder");
    const languages = page.getByRole("contentinfo").getByRole("navigation", { name: "Language" });
    await expect(languages.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "true");
    await languages.getByRole("link", { name: "বাংলা" }).click();
    await expect(page).toHaveURL(/\/bn\/apply-jobs-now\?q=welder$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "bn");
    await page.getByRole("contentinfo").getByRole("navigation", { name: "ভাষা" }).getByRole("link", { name: "العربية" }).click();
    await expect(page).toHaveURL(/\/ar\/apply-jobs-now\?q=welder$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", /\/apply-jobs-now$/);
  });
});

test("the layout's interface text in Bangla and Arabic is the catalog's, never English", async ({ page }) => {
  for (const locale of ["bn", "ar"]) {
    // a page of the layout's links and the error page's text (the edited content joins once it is translated)
    await page.goto(`/${locale}/this-page-does-not-exist`);
    const english = await page.evaluate(() => {
      const scopes = [...document.querySelectorAll("header nav, footer nav, main")];
      const found: string[] = [];
      for (const scope of scopes) {
        const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent?.trim() ?? "";
          const holder = node.parentElement;
          // English on purpose: content falling back to English, Latin names and numbers set apart
          // (a Bangla page is itself dir="ltr": only an element inside the page that is set apart counts)
          if (!text || holder?.closest('[lang="en"], body [dir="ltr"], bdi, [hreflang]')) continue;
          if (/[A-Za-z]{3,}/.test(text)) found.push(text);
        }
      }
      return found;
    });
    expect(english, `/${locale}`).toEqual([]);
  }
});
