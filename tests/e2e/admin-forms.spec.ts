import { readFile } from "node:fs/promises";
import { expect, test } from "./test";
import { type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { baseURL } from "../../playwright.config.js";
import { signIn } from "./fixtures.js";
import { AGENT_ADMIN, fillNewJob, JOBS_ADMIN, pdf, uniqueId } from "./forms-support.js";
import { setCountry } from "./site-support.js";

/** A toast: role=status for successes, role=alert for failures. */
function toast(page: Page, message: string) {
  return page.locator('[role="status"], [role="alert"]').filter({ hasText: message });
}

async function fieldRowId(page: Page, name: string): Promise<string> {
  const id = await page.locator("[data-field-row]", { hasText: name }).first().getAttribute("data-field-row");
  expect(id).toBeTruthy();
  return id!;
}

async function fieldNames(page: Page): Promise<string[]> {
  return page.locator("[data-field-row] [data-field-name]").allTextContents();
}

/** Deletes what a failed run may have left behind, through the same admin action the page uses. */
async function adminPost(page: Page, path: string, form: Record<string, string>) {
  await page.request.post(path, { form, headers: { origin: baseURL } }).catch(() => undefined);
}

/** The agent registration's seeded answers (the trade licence apart), as an agent from Dhaka gives them. */
async function fillAgentAnswers(form: Locator, uid: string) {
  await form.getByLabel("Full Name").fill(`Agent ${uid}`);
  await form.getByLabel("Agency Name").fill('Dhaka, "Best" Agency');
  await form.getByLabel("Email").fill(`agent-${uid.toLowerCase()}@example.com`);
  await form.getByLabel("Phone").fill("+880 1711-223344");
  await form.getByLabel("Country").selectOption("Bangladesh");
  await form.getByLabel("Years of Experience").fill("=1+1");
}

test.beforeEach(async ({ context }) => {
  await setCountry(context, "bangladesh");
});

test("form fields, a public submission, its private file, reorder, delete and the exact CSV export", async ({ page }, info) => {
  const uid = uniqueId(info.project.name);
  const region = `Region ${uid}`;
  const notes = `Notes ${uid}`;
  const created: string[] = [];
  await signIn(page);
  try {
    await page.goto(`${AGENT_ADMIN}?tab=fields`);
    const add = page.getByRole("region", { name: "Add a field" });

    // the product's validation messages
    await add.getByRole("button", { name: "Add field" }).click();
    await expect(toast(page, "Field name is required.")).toBeVisible();
    await add.getByLabel(/Field name/).fill(region);
    await add.getByLabel("Type of answer").selectOption("select");
    await add.getByRole("button", { name: "Add field" }).click();
    await expect(toast(page, "Please provide at least one option for select/radio/checkbox fields.")).toBeVisible();

    // the live preview follows what is typed
    await add.getByLabel(/Options/).fill("North\nSouth, East");
    const preview = page.getByRole("complementary", { name: "Live preview" });
    await expect(preview.getByLabel(region)).toBeVisible();
    await add.getByRole("button", { name: "Add field" }).click();
    await expect(toast(page, "Field added successfully!")).toBeVisible();
    // the newer outcome of the same form replaces the older errors instead of standing beside them
    await expect(toast(page, "Field name is required.")).toHaveCount(0);
    await expect(toast(page, "Please provide at least one option for select/radio/checkbox fields.")).toHaveCount(0);
    created.push(await fieldRowId(page, region));
    await expect(add.getByLabel(/Field name/)).toHaveValue("");

    await add.getByLabel(/Field name/).fill(notes);
    await add.getByLabel("Type of answer").selectOption("textarea");
    await add.getByRole("button", { name: "Add field" }).click();
    await expect(toast(page, "Field added successfully!").last()).toBeVisible();
    await expect(page.locator("[data-field-row]", { hasText: notes })).toBeVisible();
    created.push(await fieldRowId(page, notes));

    // the new select is on the public form with its options
    await page.goto("/agent-registration");
    const form = page.locator("#form");
    await expect(form.getByLabel(region).locator("option")).toHaveText([`Select ${region}`, "North", "South, East"]);
    await fillAgentAnswers(form, uid);
    await form.getByLabel(region).selectOption("South, East");
    await form.getByLabel(notes).fill("Line one\nঢাকা");
    const licence = pdf(`licence-${uid}.pdf`);
    await form.getByLabel("Trade License").setInputFiles(licence);
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByRole("dialog", { name: "Application Submitted!" })).toBeVisible();

    // listed first, with the file downloadable by the signed-in admin only
    await page.goto(AGENT_ADMIN);
    const first = page.locator("[data-response-id]").first();
    await expect(first).toContainText(`Agent ${uid}`);
    // named by who sent it (the "Full Name" answer), not by its database id
    await expect(first.getByRole("heading", { level: 3 })).toHaveText(`Agent ${uid}`);
    await expect(first).toContainText("South, East");
    const fileLink = first.getByRole("link", { name: new RegExp(`licence-${uid}\\.pdf`) });
    const [download] = await Promise.all([page.waitForEvent("download"), fileLink.click()]);
    expect(download.suggestedFilename()).toBe(`licence-${uid}.pdf`);
    expect(await readFile((await download.path())!)).toEqual(licence.buffer);
    const anonymous = await page.context().browser()!.newContext();
    const refused = await anonymous.request.get(`${baseURL}${await fileLink.getAttribute("href")}`, { maxRedirects: 0 });
    expect(refused.status()).toBe(302);
    expect(refused.headers().location).toMatch(/^\/login/);
    await anonymous.close();

    // reorder: Notes up twice with the buttons, Region above Trade License by dragging its handle,
    // then down and up again with the keyboard on the handle
    await page.goto(`${AGENT_ADMIN}?tab=fields`);
    await page.getByRole("button", { name: `Move ${notes} up` }).click();
    await page.getByRole("button", { name: `Move ${notes} up` }).click();
    await expect(toast(page, "Field order saved.").first()).toBeVisible();
    expect((await fieldNames(page)).slice(-4)).toEqual(["Years of Experience", notes, "Trade License", region]);
    const handle = page.getByRole("button", { name: new RegExp(`^Reorder ${region}`) });
    const from = (await handle.boundingBox())!;
    const to = (await page.locator("[data-field-row]", { hasText: "Trade License" }).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 10 });
    await page.mouse.up();
    expect((await fieldNames(page)).slice(-2)).toEqual([region, "Trade License"]);
    await expect(page.getByText("Saving order…")).toBeHidden();
    await handle.focus();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByText(new RegExp(`${region} moved to position (\\d+) of \\1\\.`))).toBeAttached();
    await expect(handle).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(page.getByText(new RegExp(`${region} moved to position \\d+ of \\d+\\.`))).toBeAttached();
    await expect(page.getByText("Saving order…")).toBeHidden();
    await page.reload();
    const order = await fieldNames(page);
    expect(order.slice(-4)).toEqual(["Years of Experience", notes, region, "Trade License"]);
    await expect(page.getByRole("button", { name: `Move ${order[0]} up` })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Move Trade License down" })).toBeDisabled();

    // delete the select: its answer keeps its label
    await page.getByRole("button", { name: `Delete ${region}` }).click();
    const confirm = page.getByRole("alertdialog", { name: `Delete the field “${region}”?` });
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    await confirm.getByRole("button", { name: "Delete field" }).click();
    await expect(toast(page, "Field deleted successfully!")).toBeVisible();
    await expect(page.locator("[data-field-row]", { hasText: region })).toHaveCount(0);
    created.shift();
    await page.goto(`${AGENT_ADMIN}?tab=responses&q=${uid}`);
    const answer = page
      .locator("[data-response-id]")
      .first()
      .locator("dl > div", { has: page.locator("dt", { hasText: region }) });
    await expect(answer.locator("dt")).toContainText("deleted field");
    await expect(answer.locator("dd")).toHaveText("South, East");

    // export the responses matching the search: exact header and row. The tabs load pages, so the arrows only
    // move focus and Enter opens the tab
    const responsesTab = page.getByRole("tab", { name: /^Responses/ });
    await expect(responsesTab).toHaveAttribute("aria-selected", "true");
    await responsesTab.focus();
    await page.keyboard.press("End");
    const exportTab = page.getByRole("tab", { name: "Export" });
    await expect(exportTab).toBeFocused();
    await expect(exportTab).toHaveAttribute("aria-selected", "false");
    await expect(page).toHaveURL(/tab=responses/);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/tab=export$/);
    await expect(exportTab).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Export" })).toBeVisible();
    const exports = page.locator("[data-export-id]");
    const earlier = await exports.evaluateAll((items) => items.map((item) => item.getAttribute("data-export-id")));
    await page.getByLabel(/Only those whose answers contain/).fill(uid);
    await page.getByRole("button", { name: "Export CSV" }).click();
    await expect(toast(page, "Export started. The download appears here when it is ready.")).toBeVisible();
    const newest = exports.first();
    await expect(async () => expect(earlier).not.toContain(await newest.getAttribute("data-export-id"))).toPass();
    await expect(newest).toHaveAttribute("data-export-status", "done", { timeout: 20_000 });
    const ready = newest.getByRole("link", { name: "Download CSV" });
    const [csvDownload] = await Promise.all([page.waitForEvent("download"), ready.click()]);
    // what and when: the form and the office's day
    expect(csvDownload.suggestedFilename()).toMatch(/^agent-registrations-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await csvDownload.path())!);
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = csv.subarray(3).toString("utf8");
    // ISO 8601 in the office's time zone, with its offset
    const submittedAt = /\r\n(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+06:00),/.exec(text)?.[1];
    expect(submittedAt).toBeTruthy();
    // browsers send a textarea's line breaks as CRLF: inside quotes they are part of the value
    expect(text).toBe(
      `Submitted At,Full Name,Agency Name,Email,Phone,Country,Years of Experience,${notes},Trade License,${region} (deleted)\r\n` +
        `${submittedAt},Agent ${uid},"Dhaka, ""Best"" Agency",agent-${uid.toLowerCase()}@example.com,'+8801711223344,` +
        `Bangladesh,'=1+1,"Line one\r\nঢাকা",licence-${uid}.pdf,"South, East"\r\n`,
    );
  } finally {
    for (const fieldId of created) await adminPost(page, `${AGENT_ADMIN}?tab=fields`, { intent: "delete-field", fieldId });
  }
});

test("Number and Date fields: a numeric keypad and a date input with its format, checked by the server, listed as typed", async ({
  page,
}, info) => {
  const uid = uniqueId(info.project.name);
  const workers = `Workers needed ${uid}`;
  const start = `Start date ${uid}`;
  const created: string[] = [];
  await signIn(page);
  try {
    await page.goto(`${AGENT_ADMIN}?tab=fields`);
    const add = page.getByRole("region", { name: "Add a field" });
    for (const [name, type] of [
      [workers, "Number"],
      [start, "Date"],
    ] as const) {
      await add.getByLabel(/Field name/).fill(name);
      await add.getByLabel("Type of answer").selectOption({ label: type });
      await add.getByRole("button", { name: "Add field" }).click();
      await expect(page.locator("[data-field-row]", { hasText: name })).toBeVisible();
      created.push(await fieldRowId(page, name));
    }

    await page.goto("/agent-registration");
    const form = page.locator("#form");
    const number = form.getByLabel(workers);
    await expect(number).toHaveAttribute("inputmode", "decimal");
    const date = form.getByLabel(start);
    await expect(date).toHaveAttribute("type", "date");
    await expect(date).toHaveAccessibleDescription("Format: YYYY-MM-DD, e.g. 1995-03-21");
    await fillAgentAnswers(form, uid);
    await form.getByLabel("Trade License").setInputFiles(pdf(`licence-${uid}.pdf`));
    await number.fill("twelve");
    await date.fill("2027-01-15");
    await page.getByRole("button", { name: "Submit Application" }).click();
    await page.getByRole("dialog", { name: "Submission Error" }).getByRole("button", { name: "OK" }).click();
    await expect(form.getByText(`${workers} must be a number, such as 5 or 2.5.`)).toBeVisible();
    await number.fill("1 200");
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByRole("dialog", { name: "Application Submitted!" })).toBeVisible();

    await page.goto(`${AGENT_ADMIN}?tab=responses&q=${uid}`);
    const response = page.locator("[data-response-id]").first();
    const answer = (label: string) => response.locator("dl > div", { has: page.locator("dt", { hasText: label }) }).locator("dd");
    await expect(answer(workers)).toHaveText("1200");
    await expect(answer(start)).toHaveText("2027-01-15");
  } finally {
    for (const fieldId of created) await adminPost(page, `${AGENT_ADMIN}?tab=fields`, { intent: "delete-field", fieldId });
  }
});

test("jobs: create with a poster, edit and delete, seen on /apply-jobs-now", async ({ page }, info) => {
  const uid = uniqueId(info.project.name);
  const title = `Tile Setter ${uid}`;
  let jobId: string | null = null;
  await signIn(page);
  try {
    const editor = await fillNewJob(page, {
      title,
      city: "Dammam",
      country: "Saudi Arabia",
      industry: "Construction",
      requirements: "Two years of tiling.\nOwn tools not needed.",
    });
    const poster = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#1f4a80" } })
      .png()
      .toBuffer();
    await editor.getByLabel(/Poster image/).setInputFiles({ name: "poster.png", mimeType: "image/png", buffer: poster });
    await editor.getByRole("button", { name: "Create job" }).click();
    await expect(toast(page, "Job created successfully!")).toBeVisible();
    const card = page.locator("[data-job-id]", { hasText: title });
    await expect(card).toBeVisible();
    jobId = await card.getAttribute("data-job-id");
    await expect(editor.getByLabel(/Job title/)).toHaveValue("");

    // the images queue turns the poster into webp variants
    await expect(async () => {
      await page.reload();
      await expect(card.locator("img")).toHaveAttribute("src", /\.webp$/, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });

    await page.goto(`/apply-jobs-now?q=${uid}`);
    const publicCard = page.locator("#jobs article");
    await expect(publicCard).toHaveCount(1);
    await expect(publicCard).toContainText(title);
    await expect(publicCard).toContainText("Dammam");
    await expect(publicCard.locator("img")).toHaveAttribute("src", /\.webp$/);

    await page.goto(`${JOBS_ADMIN}?tab=jobs`);
    await card.getByRole("link", { name: `Edit ${title}` }).click();
    const edit = page.getByRole("region", { name: `Edit “${title}”` });
    await edit.getByLabel(/Job title/).fill(`${title} Senior`);
    // the structured terms: salary, food and accommodation, contract length
    await edit.getByLabel("Lowest salary").fill("1700");
    await edit.getByLabel("Highest salary").fill("2000");
    await edit.getByLabel("Currency", { exact: true }).selectOption("SAR");
    await edit.getByLabel("Paid", { exact: true }).selectOption({ label: "per month" });
    await edit.getByLabel("Food", { exact: true }).selectOption({ label: "Allowance" });
    await edit.getByLabel("Accommodation", { exact: true }).selectOption({ label: "Provided" });
    await edit.getByLabel("Contract length (months)").fill("24");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expect(toast(page, "Job updated successfully!")).toBeVisible();
    await expect(page).toHaveURL(/tab=jobs$/);
    await page.goto(`/apply-jobs-now?q=${uid}`);
    const senior = page.locator("#jobs article");
    await expect(senior).toContainText(`${title} Senior`);
    await expect(senior.getByTestId("job-salary")).toHaveText("SAR 1,700 – 2,000 per month");
    await expect(senior).toContainText("FoodAllowance");
    await expect(senior).toContainText("AccommodationProvided");
    await expect(senior).toContainText("Contract2 years");

    // past its closing date the job leaves the list, and its own address says it is closed
    await page.goto(`${JOBS_ADMIN}?tab=jobs`);
    await card.getByRole("link", { name: `Edit ${title} Senior` }).click();
    const closing = page.getByRole("region", { name: `Edit “${title} Senior”` });
    const yesterday = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    await closing.getByLabel("Closing date").fill(yesterday);
    await closing.getByRole("button", { name: "Save changes" }).click();
    await expect(toast(page, "Job updated successfully!")).toBeVisible();
    await page.goto(`/apply-jobs-now?q=${uid}`);
    await expect(page.getByText("No jobs match your search.")).toBeVisible();
    await page.goto(`/apply-jobs-now?apply=${jobId}`);
    await expect(page.getByText(`${title} Senior: this job is closed.`)).toBeVisible();
    await expect(page.locator("#apply")).toHaveCount(0);

    await page.goto(`${JOBS_ADMIN}?tab=jobs`);
    await page.getByRole("button", { name: `Delete ${title} Senior` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete job" }).click();
    await expect(toast(page, "Job deleted successfully!")).toBeVisible();
    await expect(page.locator("[data-job-id]", { hasText: title })).toHaveCount(0);
    jobId = null;
    await page.goto(`/apply-jobs-now?q=${uid}`);
    await expect(page.getByText("No jobs match your search.")).toBeVisible();
  } finally {
    if (jobId) await adminPost(page, `${JOBS_ADMIN}?tab=jobs`, { intent: "delete-job", jobId });
  }
});
