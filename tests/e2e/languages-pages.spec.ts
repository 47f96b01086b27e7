import type { Page } from "@playwright/test";
import { E2E_ADMIN } from "./fixtures.js";
import { setCountry } from "./site-support.js";
import { expect, test } from "./test";

/**
 * The jobs, services, projects, manpower and gallery pages in Bangla and Arabic (docs/translations.md): their fixed
 * text from the catalogs, English content marked `lang="en"` where its translation is missing, the language switcher's
 * names drawable everywhere, and nothing wider than a phone.
 */

const PAGES = [
  "/",
  "/service",
  "/services",
  "/services/general-construction",
  "/project",
  "/man-power",
  "/gallery",
  "/apply-jobs-now",
];

test.beforeEach(async ({ context }) => {
  await setCountry(context, "saudiarabia");
});

/**
 * Text in Latin letters that is neither marked English (`lang="en"`, a `dir="ltr"` or `<bdi>` island: content
 * without a translation, names typed in English) nor a currency code: fixed English the catalogs should have given.
 */
function unmarkedEnglish(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.querySelector("main")!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // acronyms (SAR, BDT, VRF, BMET) are written in Latin letters in every language
      const text = node.textContent?.replace(/\b[A-Z]{2,}\b/g, "").trim() ?? "";
      const holder = node.parentElement;
      if (!text || holder?.closest('[lang="en"], [dir="ltr"], bdi, script, style, [hidden]')) continue;
      if (/[A-Za-z]{3,}/.test(text)) found.push(text);
    }
    return found;
  });
}

test("the jobs page in Bangla: search, filters, the jobs' terms, counts and hints in Bangla", async ({ page }) => {
  await page.goto("/bn/apply-jobs-now");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("বিদেশে চাকরির সুযোগ");
  const search = page.getByRole("search");
  await expect(search.getByRole("searchbox", { name: "চাকরি খুঁজুন" })).toBeVisible();
  await expect(search.getByRole("button", { name: "খুঁজুন" })).toBeVisible();
  await expect(search.getByLabel("পেশা")).toContainText("সব পেশা");
  await expect(search.getByLabel("শহর")).toContainText("সব শহর");
  await expect(search.getByLabel("বেতন")).toContainText("মাসে কমপক্ষে ১,০০০ রিয়াল");

  await expect(page.getByRole("heading", { name: "খালি পদ" })).toBeVisible();
  await expect(page.locator("#jobs").getByText(/^[০-৯]+টি চাকরি$/)).toBeVisible();
  const card = page.locator("#jobs article").first();
  await expect(card.getByTestId("job-salary")).toContainText(/SAR [০-৯,]+ – [০-৯,]+ প্রতি মাসে/);
  await expect(card.locator("dt")).toHaveText(["খাবার", "থাকার ব্যবস্থা", "চুক্তির মেয়াদ"]);
  await expect(card.locator("dd").last()).toHaveText(/^[০-৯]+ (বছর|মাস)$/);
  await expect(card.getByRole("link", { name: /^এখনই আবেদন করুন: / })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "চাকরির তালিকার পাতা" })).toContainText("পরেরটি");
  expect(await unmarkedEnglish(page)).toEqual([]);

  // the application beside the list: its summary, tips and form in Bangla
  await card.getByRole("link", { name: /^এখনই আবেদন করুন: / }).click();
  const apply = page.locator("#apply");
  await expect(apply.getByRole("heading", { name: "চাকরির সারসংক্ষেপ" })).toBeVisible();
  await expect(apply.getByText("আবেদনের শেষ তারিখ").or(apply.getByText("প্রকাশের তারিখ")).first()).toBeVisible();
  await expect(apply.getByRole("heading", { name: "আবেদনের পরামর্শ" })).toBeVisible();
  await expect(apply.getByRole("button", { name: "আবেদন জমা দিন" })).toBeVisible();

  // a search that finds nothing says so, with the way back
  await page.goto("/bn/apply-jobs-now?q=zzzqqq");
  await expect(page.getByText("আপনার খোঁজের সঙ্গে মেলে এমন কোনো চাকরি পাওয়া যায়নি।")).toBeVisible();
  await expect(page.getByRole("link", { name: "সব চাকরি দেখুন" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "“zzzqqq” খুঁজে পাওয়া চাকরি" })).toBeVisible();
});

test("the jobs page in Arabic: the counts take Arabic's plural, the pager reads right to left", async ({ page }) => {
  await page.goto("/ar/apply-jobs-now");
  await expect(page.locator("#jobs").getByText(/^(\d+ وظائف|\d+ وظيفة|وظيفتان|وظيفة واحدة)$/)).toBeVisible();
  await expect(page.getByRole("navigation", { name: "صفحات الوظائف" })).toContainText(/1 من \d+/);
  await expect(page.locator("#jobs article").first().getByTestId("job-salary")).toContainText("شهريًا");
});

test('an English-only service card shows its English on /bn/service, marked lang="en", beside the Bangla text', async ({
  page,
  request,
}) => {
  const login = await request.post("/backend/auth/token/login", { data: E2E_ADMIN });
  expect(login.ok()).toBe(true);
  const { auth_token: token } = (await login.json()) as { auth_token: string };
  const title = `English Only Package ${Date.now()}`;
  const created = await request.post("/backend/api/service/service-card/", {
    headers: { Authorization: `Token ${token}` },
    data: { type: "commercial", title, shortDescription: "Written in English only.", keyFeatures: ["Only English"] },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  for (const locale of ["bn", "ar"]) {
    await page.goto(`/${locale}/service`);
    const card = page.getByTestId("service-card").filter({ hasText: title });
    await expect(card.getByRole("heading", { name: title })).toHaveAttribute("lang", "en");
    await expect(card.getByText("Written in English only.")).toHaveAttribute("lang", "en");
    await expect(card.getByText("Only English")).toHaveAttribute("lang", "en");
    // the fixed words around it are the page's, and not marked English
    const type = card.getByText(locale === "bn" ? "বাণিজ্যিক" : "تجاري");
    await expect(type).toBeVisible();
    expect(await type.getAttribute("lang")).toBeNull();
  }
  await page.goto("/service");
  await expect(page.getByTestId("service-card").filter({ hasText: title }).getByRole("heading")).not.toHaveAttribute("lang", /./);
  // the other specs see the services as seeded
  const removed = await request.delete(`/backend/api/service/service-card/${id}/`, {
    headers: { Authorization: `Token ${token}` },
  });
  expect(removed.ok()).toBe(true);
});

test("the pages in Bangla and Arabic show no fixed English text", async ({ page }) => {
  for (const locale of ["bn", "ar"]) {
    for (const path of PAGES.filter((p) => p !== "/")) {
      await page.goto(`/${locale}${path}`);
      expect(await unmarkedEnglish(page), `/${locale}${path}`).toEqual([]);
    }
  }
});

test("no page scrolls sideways at 390 px in Bangla and Arabic @phone", async ({ page }) => {
  for (const locale of ["bn", "ar"]) {
    for (const path of [...PAGES, "/apply-jobs-now?page=2", "/man-power?view=all", "/project?type=residential"]) {
      const response = await page.goto(`/${locale}${path}`);
      expect(response?.status(), `/${locale}${path}`).toBe(200);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `/${locale}${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  }
});

test("the language switcher's names are drawn from their own small faces on an English page @desktop", async ({ page }) => {
  await page.goto("/");
  const switcher = page.getByRole("banner").getByRole("navigation", { name: "Language" });
  await expect(switcher.getByRole("link", { name: "বাংলা" })).toHaveCSS("font-family", /^"Language Names"/);
  // both faces load (no boxes), and no page font of Bangla or Arabic does
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].filter((f) => f.status === "loaded").map((f) => f.family.replace(/"/g, ""));
      }),
    )
    .toEqual(["Language Names", "Language Names"]);
});

test("the desktop header keeps the logo's size in Arabic and Bangla @desktop", async ({ page }) => {
  await page.goto("/");
  const logo = page.getByRole("banner").getByRole("link").first().locator("img");
  const english = (await logo.boundingBox())!.width;
  for (const locale of ["bn", "ar"]) {
    await page.goto(`/${locale}/`);
    const box = (await page.getByRole("banner").getByRole("link").first().locator("img").boundingBox())!;
    expect(box.width, locale).toBe(english);
    await expect(page.getByRole("banner").getByRole("navigation").first()).toBeVisible();
  }
});
