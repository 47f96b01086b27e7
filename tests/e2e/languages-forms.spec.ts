import { expect, test } from "./test";
import type { Page, TestInfo } from "@playwright/test";
import { signIn } from "./fixtures.js";
import { fillByLabel, pdf, png } from "./forms-support.js";
import { ownPassport } from "./registration-support.js";
import { hydrated, setCountry } from "./site-support.js";

/*
 * The public forms in Bangla and Arabic (docs/translations.md): labels, the server's validation messages, the payment
 * dialogs, the receipt and the status page in the visitor's language, while the office reads the answers in English.
 */

const SHOTS = "/tmp/shots-i18nreg";

const shot = (page: Page, info: TestInfo, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()!.width}.png`, fullPage: true });

/** Unique per run and screen (desktop and phone share the e2e database). */
const uniqueName = (base: string, info: TestInfo) => `${base} ${info.project.name} ${Date.now().toString(36)}`;

test.beforeEach(async ({ context }) => {
  await setCountry(context, "bangladesh");
});

/** What form 2's labels and the page read in a language (the seeded translations and the catalogs). */
const REGISTRATION = {
  bn: {
    heading: "কর্মী নিবন্ধন",
    labels: {
      name: "পুরো নাম",
      phone: "ফোন নম্বর",
      passport: "পাসপোর্ট নম্বর",
      born: "জন্ম তারিখ",
      trade: "পেশা",
      experience: "অভিজ্ঞতা (বছর)",
      passportCopy: "পাসপোর্টের কপি",
      photo: "ছবি",
    },
    submit: "রেজিস্ট্রেশন করুন ও ৫০০ টাকা দিন",
    fee: "রেজিস্ট্রেশন ফি",
    checkFields: "চিহ্নিত ঘরগুলো দেখে আবার চেষ্টা করুন।",
    badPhone: "০১৭১২ ৩৪৫৬৭৮-এর মতো একটি বাংলাদেশি মোবাইল নম্বর লিখুন (অথবা + দিয়ে শুরু হওয়া নম্বর)।",
    badNumber: "অভিজ্ঞতা (বছর) একটি সংখ্যা হতে হবে, যেমন ৫ বা ২.৫।",
    mason: "রাজমিস্ত্রি",
    receipt: "রেজিস্ট্রেশন সম্পন্ন হয়েছে!",
    lookup: { reference: "রেজিস্ট্রেশন রেফারেন্স", phone: "ফোন নম্বর", submit: "আমার অবস্থা দেখান" },
    received: "গৃহীত",
  },
  ar: {
    heading: "تسجيل العمال",
    labels: {
      name: "الاسم الكامل",
      phone: "رقم الهاتف",
      passport: "رقم جواز السفر",
      born: "تاريخ الميلاد",
      trade: "المهنة",
      experience: "الخبرة (بالسنوات)",
      passportCopy: "صورة جواز السفر",
      photo: "صورة شخصية",
    },
    submit: "سجّل وادفع 500 تاكا",
    fee: "رسوم التسجيل",
    checkFields: "يُرجى مراجعة الحقول المحددة والمحاولة مرة أخرى.",
    badPhone: "يُرجى إدخال رقم جوال بنغلاديشي مثل 01712345678 (أو رقم يبدأ بـ +).",
    badNumber: "يجب أن يكون الخبرة (بالسنوات) رقمًا، مثل 5 أو 2.5.",
    mason: "بنّاء",
    receipt: "اكتمل التسجيل!",
    lookup: { reference: "رقم مرجع التسجيل", phone: "رقم الهاتف", submit: "اعرض حالة طلبي" },
    received: "تم الاستلام",
  },
} as const;

type Language = keyof typeof REGISTRATION;

/**
 * Opens the registration form in `locale`, sends it once with a phone number and an experience that only the server
 * refuses (its messages in that language, naming the fields by their translated labels), then corrects them and
 * goes on to the bKash sandbox: its paymentID.
 */
async function registerIn(page: Page, info: TestInfo, locale: Language, name: string): Promise<string> {
  const text = REGISTRATION[locale];
  const l = text.labels;
  await page.goto(`/${locale}/worker-registration`);
  await expect(page.getByRole("heading", { level: 1, name: text.heading })).toBeVisible();
  await expect(page.getByRole("heading", { name: text.fee })).toBeVisible();
  // the option reads in the page's language; its value is the English the office reads
  await expect(page.getByLabel(l.trade).locator("option", { hasText: text.mason })).toHaveAttribute("value", "Mason");
  await fillByLabel(page, {
    [l.name]: name,
    [l.phone]: "0123",
    // a number of this test's own: one registered before makes the page ask first (duplicate protection)
    [l.passport]: ownPassport(info, locale === "bn" ? "L10001" : "L10002"),
    [l.born]: "1994-03-12",
    [l.trade]: { option: "Mason" },
    [l.experience]: "many",
    [l.passportCopy]: pdf("passport.pdf"),
    [l.photo]: png("photo.png"),
  });
  const submit = page.getByRole("button", { name: text.submit });
  await submit.click();
  await expect(page.getByRole("alert").filter({ hasText: text.checkFields })).toBeVisible();
  await expect(page.getByText(text.badPhone)).toBeVisible();
  await expect(page.getByText(text.badNumber)).toBeVisible();
  await expect(page.getByLabel(l.name)).toHaveValue(name);
  await shot(page, info, `registration-errors-${locale}`);

  await page.getByLabel(l.phone).fill("01712345678");
  await page.getByLabel(l.experience).fill("6");
  await Promise.all([page.waitForURL(/\/bkash-sandbox\/pay\//), submit.click()]);
  return new URL(page.url()).pathname.split("/").pop()!;
}

/** Pays in the sandbox (which stays English) and lands on the receipt in `locale`: the registration's reference. */
async function payAndReadReceipt(page: Page, info: TestInfo, locale: Language): Promise<string> {
  await page.getByLabel("bKash account number").fill("01712345678");
  await page.getByLabel("PIN").fill("12121");
  await Promise.all([
    page.waitForURL(new RegExp(`/${locale}/worker-registration/receipt$`)),
    page.getByRole("button", { name: "Pay", exact: true }).click(),
  ]);
  await expect(page.getByRole("heading", { level: 1, name: REGISTRATION[locale].receipt })).toBeVisible();
  await shot(page, info, `receipt-${locale}`);
  return (await page.getByTestId("receipt-reference").innerText()).trim();
}

/** The status page in `locale`, opened with the reference and the phone number. */
async function followIn(page: Page, info: TestInfo, locale: Language, reference: string) {
  const text = REGISTRATION[locale].lookup;
  await page.goto(`/${locale}/worker-registration/track`);
  await shot(page, info, `track-form-${locale}`);
  await page.getByLabel(text.reference).fill(reference);
  await page.getByLabel(text.phone).fill("01712345678");
  await page.getByRole("button", { name: text.submit }).click();
  await expect(page.getByTestId("track-stage")).toHaveText(REGISTRATION[locale].received);
  await shot(page, info, `track-${locale}`);
}

test("in Bangla: the registration's labels and refusals, its receipt and status page, and the office reads English", async ({
  page,
}, info) => {
  const name = uniqueName("রহিম উদ্দিন", info);
  await registerIn(page, info, "bn", name);
  const reference = await payAndReadReceipt(page, info, "bn");
  await followIn(page, info, "bn", reference);

  // the answers are kept in English: the field's name and the option's value, whatever the worker read
  await signIn(page);
  await page.goto(`/admin/forms-and-reports/worker-registration?q=${encodeURIComponent(name)}`);
  const response = page.locator("[data-response-id]").filter({ hasText: name });
  await expect(response).toHaveCount(1);
  await expect(response).toContainText("Mason");
  await expect(response).toContainText("Passport Number");
  await expect(response).not.toContainText(REGISTRATION.bn.mason);
  await expect(response).not.toContainText(REGISTRATION.bn.labels.passport);
});

test("in Arabic: a cancelled payment says so in Arabic, Try Again pays, and the receipt and status page follow", async ({
  page,
}, info) => {
  await registerIn(page, info, "ar", uniqueName("Karim Arabic", info));
  await Promise.all([
    page.waitForURL((url) => url.pathname === "/ar/worker-registration"),
    page.getByRole("button", { name: "Cancel", exact: true }).click(),
  ]);
  const dialog = page.getByRole("dialog", { name: "تم إلغاء الدفع" });
  await expect(dialog).toContainText("لقد ألغيت الدفع في bKash، لذلك لم يُخصم أي مبلغ.");
  await shot(page, info, "cancelled-ar");
  await Promise.all([page.waitForURL(/\/bkash-sandbox\/pay\//), dialog.getByRole("button", { name: "حاول مرة أخرى" }).click()]);
  const reference = await payAndReadReceipt(page, info, "ar");
  await followIn(page, info, "ar", reference);
});

test("the registration page in Bangla and Arabic, before anything is sent", async ({ page }, info) => {
  for (const locale of ["bn", "ar"] as const) {
    await page.goto(`/${locale}/worker-registration`);
    await expect(page.getByRole("button", { name: REGISTRATION[locale].submit })).toBeVisible();
    await shot(page, info, `registration-${locale}`);
    await page.goto(`/${locale}/worker-registration/receipt`);
    await shot(page, info, `receipt-find-${locale}`);
  }
});

test("the contact form in Bangla: the server's refusal and the success message in Bangla", async ({ page }, info) => {
  await page.goto("/bn/contact");
  await expect(page.getByRole("heading", { name: "আমাদের বার্তা পাঠান" })).toBeVisible();
  await fillByLabel(page, {
    "পুরো নাম": "ফারহানা আক্তার",
    // passes the browser's e-mail check, not the server's
    ইমেইল: "farhana@example",
    বিষয়: `JS ${info.project.name}`,
    বার্তা: "আমার বাড়ির সংস্কারের জন্য একটি কোটেশন চাই।",
  });
  await page.getByRole("button", { name: "বার্তা পাঠান" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "আপনার বার্তা পাঠানো হয়নি" })).toContainText("চিহ্নিত ঘরগুলো ঠিক করুন।");
  await expect(page.getByText("একটি সঠিক ইমেইল ঠিকানা লিখুন।")).toBeVisible();
  await shot(page, info, "contact-errors-bn");
  await page.getByLabel("ইমেইল").fill("farhana@example.com");
  await page.getByRole("button", { name: "বার্তা পাঠান" }).click();
  await expect(page.getByRole("status").filter({ hasText: "বার্তা পাঠানো হয়েছে!" })).toBeVisible();
  await shot(page, info, "contact-sent-bn");
});

test("the contact page in Arabic: its offices' numbers read left to right, and a sent message", async ({ page }, info) => {
  await page.goto("/ar/contact");
  const offices = page.getByRole("complementary", { name: "مكاتبنا" });
  await expect(offices.getByRole("link", { name: /^واتساب/ }).first()).toHaveAttribute("href", "https://wa.me/8801711551842");
  await expect(offices.locator('a[href^="tel:"]').first()).toHaveAttribute("dir", "ltr");
  // a number inside an edited sentence is isolated too, in one piece
  await expect(page.locator('main li bdi[dir="ltr"]').filter({ hasText: /^\+880 2 5505 1842$/ })).toBeVisible();
  await shot(page, info, "contact-ar");
  await fillByLabel(page, {
    "الاسم الكامل": "Khalid Al-Harbi",
    "البريد الإلكتروني": "khalid@example.com",
    // passes the browser's check of a telephone input (none), not the server's
    الهاتف: "call me",
    الرسالة: "نحتاج عشرين عاملًا لمشروع في الرياض.",
  });
  await page.getByRole("button", { name: "أرسل الرسالة" }).click();
  await expect(page.getByText("يُرجى إدخال رقم هاتف صحيح.")).toBeVisible();
  await shot(page, info, "contact-errors-ar");
  await page.getByLabel("الهاتف").fill("+966 55 460 2217");
  await page.getByRole("button", { name: "أرسل الرسالة" }).click();
  await expect(page.getByRole("status").filter({ hasText: "تم إرسال الرسالة!" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Arabic registration form answers its refusals in Arabic", async ({ page }) => {
    await page.goto("/ar/worker-registration");
    const l = REGISTRATION.ar.labels;
    await fillByLabel(page, {
      [l.name]: "Noscript Arabic",
      [l.phone]: "0123",
      [l.passport]: "A01234567",
      [l.born]: "1994-03-12",
      [l.trade]: { option: "Mason" },
      [l.experience]: "6",
      [l.passportCopy]: pdf("passport.pdf"),
      [l.photo]: png("photo.png"),
    });
    await page.getByRole("button", { name: REGISTRATION.ar.submit }).click();
    await expect(page.getByText(REGISTRATION.ar.badPhone)).toBeVisible();
    await expect(page.getByLabel(l.name)).toHaveValue("Noscript Arabic");
  });
});

test("the quote form in Arabic: options in Arabic with English values, and Arabic validation", async ({ page, context }) => {
  await setCountry(context, "saudiarabia");
  await page.goto("/ar/quote");
  const form = page.getByRole("form", { name: "طلب عرض سعر لمقاولة من الباطن" });
  await expect(form.locator("option", { hasText: "مبنى سكني" })).toHaveAttribute("value", "Residential Building");
  await fillByLabel(form, {
    "اسم العميل": "Al Noor Contracting",
    "اسم المشروع": "Riyadh Tower",
    "نوع المشروع": { option: "Residential Building" },
    "قيمة المشروع": "-5",
    الهاتف: "+966 50 123 4567",
    "البريد الإلكتروني": "pm@alnoor.example",
    "وصف المشروع": "هيكل خرساني من عشرة طوابق.",
  });
  await form.getByRole("button", { name: "اطلب عرض سعر لمقاولة من الباطن" }).click();
  await expect(form.getByText("لا يُقبل رقم سالب في قيمة المشروع.")).toBeVisible();
  await form.getByLabel("قيمة المشروع").fill("2500000");
  await form.getByRole("button", { name: "اطلب عرض سعر لمقاولة من الباطن" }).click();
  await expect(page.getByRole("status").filter({ hasText: "تم استلام طلب عرض السعر" })).toBeVisible();
});

/**
 * Latin words these pages show on purpose in Bangla and Arabic: file types, brands, currencies, formats, and the
 * trade's own abbreviations (a BOQ is a bill of quantities).
 */
const LATIN_ON_PURPOSE = new Set([
  "PDF",
  "Word",
  "JPG",
  "PNG",
  "WebP",
  "bKash",
  "YYYY",
  "SAR",
  "BDT",
  "HVAC",
  "GMT",
  "Crestline",
  "BOQ",
]);

test("the forms' pages in Bangla and Arabic show no English beyond names and formats @desktop", async ({ page }) => {
  const paths = ["/worker-registration", "/worker-registration/receipt", "/worker-registration/track", "/contact", "/quote"];
  for (const locale of ["bn", "ar"]) {
    for (const path of paths) {
      await page.goto(`/${locale}${path}`);
      const english = await page.evaluate(
        (allowed) => {
          const found: string[] = [];
          const walker = document.createTreeWalker(document.querySelector("main")!, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const holder = node.parentElement;
            // English on purpose: content falling back to English, numbers and names set apart (a Bangla page is
            // itself dir="ltr": only an element inside the page that is set apart counts)
            if (!holder || holder.closest('[lang="en"], body [dir="ltr"], bdi, script, style')) continue;
            const text = (node.textContent ?? "").replace(/\S+@\S+/g, "");
            for (const word of text.match(/[A-Za-z]{3,}/g) ?? [])
              if (!allowed.includes(word)) found.push(`${word} in “${text.trim()}”`);
          }
          return found;
        },
        [...LATIN_ON_PURPOSE],
      );
      expect(english, `/${locale}${path}`).toEqual([]);
    }
  }
});

test("a file field is worded in the page's language and names the chosen file", async ({ page }) => {
  await page.goto("/ar/worker-registration");
  await hydrated(page);
  const input = page.getByLabel("صورة جواز السفر");
  const box = page.locator(`[id="${await input.getAttribute("id")}"] + [data-file-box]`);
  await expect(box).toHaveText("اختر ملفًالم يُختر أي ملف");
  await input.setInputFiles(pdf("passport.pdf"));
  await expect(box).toContainText("passport.pdf");
  // the field's name is its label alone, as the browser's own control has it
  await expect(page.getByRole("button", { name: "صورة جواز السفر", exact: true })).toHaveCount(1);
});
