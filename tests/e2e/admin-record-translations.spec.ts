import { mkdirSync } from "node:fs";
import { expect, test } from "./test";
import type { Locator, Page } from "@playwright/test";
import { signIn } from "./fixtures.js";
import { toast } from "./editor-support.js";
import { adminPost, AGENT_ADMIN, fillNewJob, JOBS_ADMIN, uniqueId } from "./forms-support.js";
import { setCountry } from "./site-support.js";

/*
 * A job's and a form field's Bangla, edited by the office in the jobs tab and the field builder (issue 31): saved
 * with the job and the field, shown on /bn/ while / keeps the English; the texts still missing are marked and lead
 * to their boxes.
 */

const SHOTS = "/work/notes/shots/i18n";

/** A screenshot of one part of the page, named by the screen's width. */
const shot = (page: Page, part: Locator, name: string) =>
  part.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()!.width}.png` });

const languageSwitch = (page: Page) => page.getByRole("navigation", { name: "Language of the texts you edit" });

test.beforeEach(async ({ context }) => {
  mkdirSync(SHOTS, { recursive: true });
  await setCountry(context, "bangladesh");
});

test("a job's Bangla title: edited beside the English, shown on /bn/ while / keeps the English", async ({ page }, info) => {
  const uid = uniqueId(info.project.name);
  const title = `Shuttering Carpenter ${uid}`;
  const bangla = `শাটারিং কাঠমিস্ত্রি ${uid}`;
  let jobId: string | null = null;
  await signIn(page);
  try {
    const editor = await fillNewJob(page, { title, country: "Saudi Arabia", requirements: "Two years of formwork." });
    await expect(editor.locator("#i18n-bn-title"), "the Bangla box stays closed in English").toBeHidden();
    await languageSwitch(page)
      .getByRole("link", { name: /^বাংলা/ })
      .click();
    await expect(page).toHaveURL(/tab=jobs&lang=bn$/);
    await editor.locator("#i18n-bn-title").fill(bangla);
    // the requirements have no Bangla yet: the box says the site shows the English
    await expect(editor.getByText("Not translated yet: the Bangla site shows the English text here.")).toHaveCount(1);
    await shot(page, editor, "job-editor-bn");
    await editor.getByRole("button", { name: "Create job" }).click();
    await expect(toast(page, "Job created successfully!")).toBeVisible();
    const card = page.locator("[data-job-id]", { hasText: title });
    jobId = await card.getAttribute("data-job-id");
    await expect(card.getByRole("link", { name: "Bangla: 1 missing" })).toBeVisible();
    await expect(card.getByRole("link", { name: "Arabic: 2 missing" })).toBeVisible();

    // the Bangla jobs page and the job's own address show the Bangla title, the untranslated requirements in English
    await page.goto(`/bn/apply-jobs-now?q=${uid}`);
    const publicCard = page.locator("#jobs article");
    await expect(publicCard).toHaveCount(1);
    await expect(publicCard.getByRole("heading", { level: 3 })).toHaveText(bangla);
    await expect(publicCard.getByRole("heading", { level: 3 })).not.toHaveAttribute("lang", "en");
    await page.goto(`/bn/apply-jobs-now?apply=${jobId}#apply`);
    await expect(page.locator("#apply-title")).toHaveText(bangla);
    await expect(page.locator("#apply ul[lang=en]").filter({ hasText: "Two years of formwork." })).toBeVisible();
    await shot(page, page.locator("#apply"), "job-page-bn");
    await page.goto(`/apply-jobs-now?q=${uid}`);
    await expect(page.locator("#jobs article").getByRole("heading", { level: 3 })).toHaveText(title);

    // Arabic: the missing texts link to their boxes, open in Arabic
    await page.goto(`${JOBS_ADMIN}?tab=jobs`);
    await card.getByRole("link", { name: "Arabic: 2 missing" }).click();
    await expect(page).toHaveURL(new RegExp(`job=${jobId}&lang=ar$`));
    const arabic = page.getByRole("region", { name: `Edit “${title}”` }).locator("#i18n-ar-title");
    await expect(arabic).toBeVisible();
    await expect(arabic).toHaveAttribute("dir", "rtl");

    // the translation status page lists the job's missing Arabic, each linked to its box
    await page.goto("/admin/translations");
    const jobs = page.getByTestId("status-ar-jobs");
    await jobs.getByText(/^Show the \d+ missing texts?$/).click();
    const missing = jobs.getByRole("link", { name: `${title} › Requirements` });
    await expect(missing).toHaveAttribute("href", `${JOBS_ADMIN}?tab=jobs&job=${jobId}&lang=ar#i18n-ar-requirements`);
    await shot(page, jobs, "status-jobs-ar");
    await missing.click();
    await expect(page.locator("#i18n-ar-requirements")).toBeFocused();
  } finally {
    if (jobId) await adminPost(page, `${JOBS_ADMIN}?tab=jobs`, { intent: "delete-job", jobId });
  }
});

test("a form field's Bangla label: marked missing, translated in the field builder, shown on /bn/ only", async ({
  page,
}, info) => {
  const uid = uniqueId(info.project.name);
  const name = `Office District ${uid}`;
  const bangla = `অফিসের জেলা ${uid}`;
  let fieldId: string | null = null;
  await signIn(page);
  try {
    await page.goto(`${AGENT_ADMIN}?tab=fields`);
    const add = page.getByRole("region", { name: "Add a field" });
    await add.getByLabel(/Field name/).fill(name);
    await add.getByRole("button", { name: "Add field" }).click();
    await expect(toast(page, "Field added successfully!")).toBeVisible();
    const row = page.locator("[data-field-row]", { hasText: name });
    fieldId = await row.getAttribute("data-field-row");

    // the new English-only field is marked missing; its link opens its editor in Bangla at the label's box
    await row.getByRole("link", { name: "Bangla: 1 missing" }).click();
    await expect(page).toHaveURL(new RegExp(`edit=${fieldId}&lang=bn$`));
    const edit = page.getByRole("region", { name: `Edit “${name}”` });
    const box = edit.locator("#i18n-bn-name");
    await expect(box).toBeVisible();
    await box.fill(bangla);
    await shot(page, edit, "field-editor-bn");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expect(toast(page, "Field updated successfully!")).toBeVisible();
    await expect(page.locator("[data-field-row]", { hasText: name }).getByText("Bangla translated")).toBeVisible();
    // the live preview reads the form in the language edited
    const preview = page.getByRole("complementary", { name: "Live preview" });
    await expect(preview.getByLabel(bangla)).toBeVisible();
    await expect(preview.getByRole("link", { name: /Open \/bn\/agent-registration/ })).toBeVisible();
    await shot(page, preview, "field-preview-bn");

    await page.goto("/bn/agent-registration");
    await expect(page.locator("#form").getByLabel(bangla)).toBeVisible();
    await shot(page, page.locator("#form"), "form-page-bn");
    await page.goto("/agent-registration");
    await expect(page.locator("#form").getByLabel(name)).toBeVisible();
    await expect(page.locator("#form").getByText(bangla)).toHaveCount(0);
    // Arabic: the label falls back to the English, marked so screen readers switch voice
    await page.goto("/ar/agent-registration");
    await expect(page.locator("#form").locator("span[lang=en]", { hasText: name })).toBeVisible();
  } finally {
    if (fieldId) await adminPost(page, `${AGENT_ADMIN}?tab=fields`, { intent: "delete-field", fieldId });
  }
});
