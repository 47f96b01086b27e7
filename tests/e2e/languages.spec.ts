import { expect, test } from "@playwright/test";
import { publicPages } from "../../scripts/public-pages.mjs";
import { hydrated, setCountry } from "./site-support.js";

/**
 * The site in Bangla and Arabic (docs/translations.md): addresses, direction, the switcher without JavaScript, and the
 * interface text coming from the catalogs.
 */

test.beforeEach(async ({ context }) => {
  await setCountry(context, "bangladesh");
});

/** Pages beyond the menus': a service, a job's application, the worker's receipt and status pages, the 404 page. */
const MORE_PAGES = [
  ["/service", 200],
  ["/services/overseas-manpower-supply", 200],
  ["/apply-jobs-now?apply=1", 200],
  ["/worker-registration/track", 200],
  ["/worker-registration/receipt", 200],
  ["/no-such-page", 404],
] as const;

test("every public page in Bangla and Arabic has its language, its direction and no sideways scrolling @phone", async ({
  page,
}) => {
  for (const locale of ["bn", "ar"] as const) {
    for (const [path, status] of [...publicPages.map((p) => [p, 200] as const), ...MORE_PAGES]) {
      const response = await page.goto(`/${locale}${path}`);
      expect(response?.status(), `/${locale}${path}`).toBe(status);
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

test("a page's title ends in the company's name in the page's language", async ({ page }) => {
  for (const [path, name] of [
    ["/bn/worker-registration/track", "ক্রেস্টলাইন বিল্ডার্স অ্যান্ড ম্যানপাওয়ার"],
    ["/ar/worker-registration/track", "كريستلاين للمقاولات والقوى العاملة"],
    ["/ar/no-such-page", "كريستلاين للمقاولات والقوى العاملة"],
  ]) {
    await page.goto(path!);
    await expect(page).toHaveTitle(new RegExp(` \\| ${name}$`));
    expect(await page.title(), path).not.toMatch(/Crestline/);
  }
  await page.goto("/worker-registration/track");
  await expect(page).toHaveTitle(/ \| Crestline Builders & Manpower$/);
});

test("a link to another kind of page brings that page's messages along (the catalog is sent per page) @desktop", async ({
  page,
}) => {
  await page.goto("/bn/");
  await hydrated(page);
  // the same document throughout: the router navigates, the browser does not load a new page
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole("banner").getByRole("link", { name: "দর জানতে চান" }).first().click();
  await expect(page).toHaveURL(/\/bn\/quote$/);
  await expect(page.getByLabel("ক্লায়েন্টের নাম")).toBeVisible();
  await expect(page.locator("main")).not.toContainText("quote.");
  await page.getByRole("banner").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/bn\/?$/);
  await expect(page.locator("main")).not.toContainText("home.");
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
});

test.describe("a visitor whose browser prefers Bangla, on an English page", () => {
  test.use({ locale: "bn-BD" });

  test("is offered Bangla, in letters drawn by the Bangla font rather than as boxes", async ({ page }) => {
    await page.goto("/about");
    const offer = page.getByRole("complementary", { name: "বাংলা" });
    await expect(offer.getByRole("link", { name: "বাংলায় পড়ুন" })).toHaveAttribute("href", /\/bn\/about$/);
    await expect
      .poll(() =>
        page.evaluate(async () => {
          await document.fonts.ready;
          return [...document.fonts].filter((f) => f.status === "loaded").map((f) => f.family.replace(/"/g, ""));
        }),
      )
      .toContain("Noto Sans Bengali");
  });
});
