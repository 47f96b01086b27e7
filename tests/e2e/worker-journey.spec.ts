import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import { signIn } from "./fixtures.js";
import { fillAndSend, ownPassport, payAtSandbox, registerAndPay, resetRateLimit } from "./registration-support.js";
import { setCountry } from "./site-support.js";

// After paying: the status page shows what the office sets (issue 32, item 5), and a second registration under the
// same passport number is asked about before paying and flagged to the office (item 7). At 390 and 1280 px (the
// phone and desktop projects).

const SHOTS = "/tmp/shots-worker";

test.beforeEach(async ({ context }) => {
  await setCountry(context, "bangladesh");
  // these lookups and registrations come on top of the other specs' (every browser of the suite shares one address)
  await resetRateLimit("receipt-lookup");
  await resetRateLimit("form-2");
});

/** The office's card of one registration in the worker registration's responses, found by the worker's name. */
async function officeCard(page: Page, name: string) {
  await page.goto(`/admin/forms-and-reports/worker-registration?tab=responses&q=${encodeURIComponent(name)}`);
  const card = page.locator("li[data-response-id]").filter({ has: page.getByRole("heading", { name, exact: true }) });
  await expect(card).toHaveCount(1);
  return card;
}

/** Looks a registration up on the status page; gives the answer's HTTP status. */
async function track(page: Page, reference: string, phone: string, path = "/worker-registration/track") {
  await page.goto(path);
  await page.getByLabel(/Registration reference|রেজিস্ট্রেশন রেফারেন্স|رقم مرجع التسجيل/).fill(reference);
  await page.getByLabel(/Phone number|ফোন নম্বর|رقم الهاتف/).fill(phone);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.includes("/track")),
    page.locator("form button[type=submit]").click(),
  ]);
  return response.status();
}

test("the worker follows the stage and the note the office sets; a wrong pair says what an unknown reference says", async ({
  page,
  browser,
}, testInfo) => {
  const width = page.viewportSize()!.width;
  const name = `Track Worker ${testInfo.project.name}`;
  const reference = await registerAndPay(page, {
    name,
    phone: "01911000111",
    passport: ownPassport(testInfo, "T0000001"),
  });

  // the office moves the registration to Medical with a note for the worker
  await signIn(page);
  const card = await officeCard(page, name);
  await card.getByLabel("Stage (the worker sees it)").selectOption({ label: "Medical" });
  await card.getByLabel("Note for the worker").fill("Medical test on 3 December at the Dhaka office. Bring your passport.");
  await card.getByRole("button", { name: "Save stage" }).click();
  await expect(page.getByText("Stage saved. The worker sees it on the status page.")).toBeVisible();

  // the worker, in a browser of their own, with the reference as they read it out and the phone however typed
  const worker = await browser.newPage({ baseURL: new URL(page.url()).origin, viewport: page.viewportSize()! });
  await setCountry(worker.context(), "bangladesh");
  expect(await track(worker, reference.toLowerCase(), "+880 1911-000111")).toBe(200);
  await expect(worker.getByTestId("track-reference")).toHaveText(reference);
  await expect(worker.getByTestId("track-stage")).toHaveText("Medical");
  await expect(worker.getByText("Your medical test is the next step.")).toBeVisible();
  await expect(worker.getByTestId("track-note")).toHaveText(
    "Medical test on 3 December at the Dhaka office. Bring your passport.",
  );
  await expect(worker.getByRole("listitem").filter({ hasText: "Medical" })).toHaveAttribute("aria-current", "step");
  // nothing else of the registration: no name, no phone, no passport number
  const shown = await worker.locator("main").innerText();
  for (const personal of [name, "01911000111", "1911000111", ownPassport(testInfo, "T0000001")])
    expect(shown).not.toContain(personal);
  await worker.screenshot({ path: `${SHOTS}/track-stage-${width}.png`, fullPage: true });

  // in Bangla and Arabic, the same stage and the office's note as written
  for (const lang of ["bn", "ar"]) {
    expect(await track(worker, reference, "01911000111", `/${lang}/worker-registration/track`)).toBe(200);
    await expect(worker.getByTestId("track-stage")).toHaveText(lang === "bn" ? "মেডিকেল" : "الفحص الطبي");
    await expect(worker.getByTestId("track-note")).toContainText("Medical test on 3 December");
    await worker.screenshot({ path: `${SHOTS}/track-stage-${lang}-${width}.png`, fullPage: true });
  }

  // a wrong phone number for a real reference answers exactly as a reference nobody has
  expect(await track(worker, reference, "01911000112")).toBe(404);
  const wrongPair = await worker.getByRole("alert").innerText();
  await expect(worker.getByTestId("track-stage")).toHaveCount(0);
  await worker.screenshot({ path: `${SHOTS}/track-wrong-pair-${width}.png`, fullPage: true });
  const unknown = reference === "CR-22222" ? "CR-33333" : "CR-22222";
  expect(await track(worker, unknown, "01911000111")).toBe(404);
  expect(await worker.getByRole("alert").innerText()).toBe(wrongPair);
  expect(wrongPair).toContain("We found no paid registration with this reference and phone number.");
  await worker.close();
});

test("a second registration under a passport number is asked about before paying, and flagged to the office with a link to the first", async ({
  page,
  browser,
}, testInfo) => {
  const width = page.viewportSize()!.width;
  const passport = ownPassport(testInfo, "X7001234");
  const firstName = `First Passport ${testInfo.project.name}`;
  const againName = `Again Passport ${testInfo.project.name}`;
  const firstReference = await registerAndPay(page, { name: firstName, phone: "01712345678", passport });

  // the same number typed another way: the page asks before bKash opens, and says nothing about the registration
  await fillAndSend(page, {
    name: againName,
    phone: "01812345678",
    passport: ` ${passport.toLowerCase().replace(/(\d{3})/, "$1 ")}`,
  });
  const notice = page.getByTestId("duplicate-passport");
  await expect(notice).toContainText("This passport number is already registered");
  await expect(notice).not.toContainText(firstName);
  await expect(notice).not.toContainText(firstReference);
  await expect(page).toHaveURL(/\/worker-registration$/);
  await expect(notice.getByRole("link", { name: "Follow my application" })).toHaveAttribute("href", "/worker-registration/track");
  const confirm = notice.getByRole("checkbox", { name: /register again with this passport number/ });
  await expect(confirm).toBeFocused();
  await expect(confirm).toBeInViewport();
  await expect(page.getByLabel("Full Name")).toHaveValue(againName);
  await page.screenshot({ path: `${SHOTS}/duplicate-notice-${width}.png` });

  // without the box ticked, nothing is sent; ticked, bKash opens and the registration is paid
  let posted = false;
  page.on("request", (request) => {
    if (request.method() === "POST") posted = true;
  });
  await page.getByRole("button", { name: "Register & Pay 500 BDT" }).click();
  expect(posted).toBe(false);
  await confirm.check();
  await Promise.all([
    page.waitForURL(/\/bkash-sandbox\/pay\//),
    page.getByRole("button", { name: "Register & Pay 500 BDT" }).click(),
  ]);
  const againReference = await payAtSandbox(page);
  expect(againReference).not.toBe(firstReference);

  // the office sees the second as a possible duplicate, with a link to the first
  await signIn(page);
  const again = await officeCard(page, againName);
  await expect(again.getByText("Possible duplicate", { exact: true })).toBeVisible();
  const link = again.getByRole("link", { name: new RegExp(`^Registration #\\d+ \\(${firstReference}\\)$`) });
  await expect(link).toBeVisible();
  await again.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/duplicate-office-${width}.png` });
  await link.click();
  await expect(page.getByText("Showing one registration only.")).toBeVisible();
  const first = page.locator("li[data-response-id]");
  await expect(first).toHaveCount(1);
  await expect(first.getByRole("heading", { name: firstName })).toBeVisible();
  await expect(first.getByText("Possible duplicate", { exact: true })).toHaveCount(0);
  await expect(first).toContainText("Registered again later under the same passport number");
  await expect(first.getByRole("link", { name: new RegExp(`\\(${againReference}\\)$`) })).toBeVisible();

  // the office's list of possible duplicates holds the second; marked "Not a duplicate", it leaves that list, its
  // flag goes (the link to the first stays), and the audit log says who checked it
  await officeCard(page, againName);
  await page
    .getByRole("navigation", { name: "Flags" })
    .getByRole("link", { name: /^Possible duplicates \(\d+\)$/ })
    .click();
  await expect(page).toHaveURL(/flag=possible-duplicate/);
  const flagged = page
    .locator("li[data-response-id]")
    .filter({ has: page.getByRole("heading", { name: againName, exact: true }) });
  await expect(flagged).toHaveCount(1);
  const againId = await flagged.getAttribute("data-response-id");
  await flagged.getByRole("button", { name: "Not a duplicate" }).click();
  await expect(page.getByText("Marked as not a duplicate.")).toBeVisible();
  await expect(flagged).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/duplicate-checked-list-${width}.png` });
  const checked = await officeCard(page, againName);
  await expect(checked.getByText("Possible duplicate", { exact: true })).toHaveCount(0);
  await expect(checked).toContainText("Checked: not a duplicate");
  await expect(checked.getByRole("link", { name: new RegExp(`\\(${firstReference}\\)$`) })).toBeVisible();
  await expect(checked.getByRole("button", { name: "Flag again" })).toBeVisible();
  await checked.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/duplicate-checked-${width}.png` });
  await page.goto("/admin/audit");
  await expect(page.getByText(`marked registration #${againId} as not a duplicate`)).toBeVisible();

  // without JavaScript the question is the same plain form: the box goes with the answers
  const plain = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: new URL(page.url()).origin,
    viewport: page.viewportSize()!,
  });
  await setCountry(plain, "bangladesh");
  const noScript = await plain.newPage();
  await fillAndSend(noScript, { name: `${againName} plain`, phone: "01812345678", passport });
  await expect(noScript.getByTestId("duplicate-passport")).toContainText("This passport number is already registered");
  await expect(noScript.getByLabel("Full Name")).toHaveValue(`${againName} plain`);
  await noScript.getByRole("checkbox", { name: /register again with this passport number/ }).check();
  await Promise.all([
    noScript.waitForURL(/\/bkash-sandbox\/pay\//),
    noScript.getByRole("button", { name: "Register & Pay 500 BDT" }).click(),
  ]);
  await plain.close();
});

test("the question before paying reads naturally in Bangla and Arabic", async ({ page }, testInfo) => {
  const width = page.viewportSize()!.width;
  const passport = ownPassport(testInfo, "L5550001");
  await registerAndPay(page, { name: `Lang Passport ${testInfo.project.name}`, phone: "01712345678", passport });
  // the form's own labels come in the page's language once the form is translated, in English until then
  const words = {
    bn: { name: /Full Name|পুরো নাম/, phone: /Phone|ফোন নম্বর/, passport: /Passport Number|পাসপোর্ট নম্বর/ },
    ar: { name: /Full Name|الاسم الكامل/, phone: /Phone|رقم الهاتف/, passport: /Passport Number|رقم جواز السفر/ },
  };
  const titles = { bn: "এই পাসপোর্ট নম্বরে আগেই রেজিস্ট্রেশন হয়েছে", ar: "رقم جواز السفر هذا مسجَّل من قبل" };
  for (const [lang, word] of Object.entries(words) as Array<[keyof typeof words, (typeof words)["bn"]]>) {
    await page.goto(`/${lang}/worker-registration`);
    const form = page.locator("form").filter({ has: page.getByLabel(word.passport) });
    await form.getByLabel(word.name).fill(`Lang Passport ${testInfo.project.name}`);
    await form.getByLabel(word.phone).fill("01712345678");
    await form.getByLabel(word.passport).fill(passport);
    await form.locator("button[type=submit]").click();
    const notice = page.getByTestId("duplicate-passport");
    await expect(notice).toContainText(titles[lang]);
    await expect(notice.getByRole("link")).toHaveAttribute("href", `/${lang}/worker-registration/track`);
    await page.screenshot({ path: `${SHOTS}/duplicate-notice-${lang}-${width}.png` });
  }
});
