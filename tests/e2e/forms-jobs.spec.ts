import { expect, test } from "./test";
import { fillByLabel, pdf } from "./forms-support.js";
import { setCountry } from "./site-support.js";
import { jobPostingProblems } from "../support/job-posting.js";

test.beforeEach(async ({ context }) => {
  await setCountry(context, "bangladesh");
});

test("jobs: six per page, pager with disabled ends, JobPosting JSON-LD", async ({ page }) => {
  await page.goto("/apply-jobs-now");
  await expect(page.getByRole("heading", { level: 1, name: "International Job Opportunities" })).toBeVisible();
  const cards = page.locator("#jobs article");
  await expect(cards).toHaveCount(6);
  const pager = page.getByRole("navigation", { name: "Job pages" });
  await expect(pager.getByText("1 / 2")).toBeVisible();
  await expect(pager.getByText("Previous")).toHaveAttribute("aria-disabled", "true");

  // each card's JobPosting as the page carries it meets the schema.org JobPosting shapes search engines require
  // (title, description, datePosted, hiringOrganization, jobLocation's address) and those they recommend that a
  // seeded job has (baseSalary as a MonetaryAmount of a QuantitativeValue, employmentType); validThrough, for a job
  // with a closing date, in tests/integration/jobs.test.ts
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld).toHaveLength(6);
  const postings = ld.map((text) => JSON.parse(text) as Record<string, unknown>);
  for (const posting of postings) {
    expect(jobPostingProblems(posting), String(posting.title)).toEqual([]);
    expect(posting).toHaveProperty("baseSalary");
    expect(posting).toHaveProperty("employmentType");
  }
  const carpenter = postings.find((p) => p.title === "Shuttering Carpenter");
  expect(carpenter).toMatchObject({
    datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    hiringOrganization: { "@type": "Organization" },
    jobLocation: { "@type": "Place", address: { "@type": "PostalAddress", addressLocality: "Riyadh", addressCountry: "SA" } },
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: "SAR",
      value: { "@type": "QuantitativeValue", minValue: 1600, maxValue: 1900, unitText: "MONTH" },
    },
  });

  await pager.getByRole("link", { name: "Next" }).click();
  await expect(pager.getByText("2 / 2")).toBeVisible();
  await expect(page).toHaveURL(/page=2/);
  await expect(cards).toHaveCount(3);
  await expect(pager.getByText("Next")).toHaveAttribute("aria-disabled", "true");
  await pager.getByRole("link", { name: "Previous" }).click();
  await expect(pager.getByText("1 / 2")).toBeVisible();
});

test("jobs: a card shows salary, food, accommodation and contract; the salary and trade filters narrow the list", async ({
  page,
}, testInfo) => {
  await page.goto("/apply-jobs-now");
  const card = page.locator("#jobs article").filter({ hasText: "Shuttering Carpenter" });
  await expect(card.getByTestId("job-salary")).toHaveText("SAR 1,600 – 1,900 per month");
  await expect(card).toContainText("FoodAllowance");
  await expect(card).toContainText("AccommodationProvided");
  await expect(card).toContainText("Contract2 years");
  await page.screenshot({ path: testInfo.outputPath("jobs-list.png"), fullPage: false });
  await card.screenshot({ path: testInfo.outputPath("job-card.png") });

  await page.getByLabel("Salary").selectOption({ label: "SAR 3,000+ per month" });
  await expect(page).toHaveURL(/salary=3000/);
  const cards = page.locator("#jobs article");
  await expect(cards).toHaveCount(2);
  await page.getByLabel("Trade").selectOption("MEP");
  await expect(page).toHaveURL(/trade=MEP/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("HVAC Technician");

  // the city filter: only that city's jobs
  await page.goto("/apply-jobs-now");
  await page.getByLabel("City").selectOption("Riyadh");
  await expect(page).toHaveURL(/city=Riyadh/);
  await expect(cards.first()).toContainText("Riyadh, Saudi Arabia");
  const shown = await cards.allInnerTexts();
  expect(shown.length).toBeGreaterThan(0);
  for (const card of shown) expect(card).toContain("Riyadh, Saudi Arabia");
});

test("jobs: search by title or location, case-insensitive, kept in the URL", async ({ page }) => {
  await page.goto("/apply-jobs-now");
  const search = page.getByPlaceholder("Search for jobs by title or location...");
  await search.fill("RIYADH");
  await expect(page).toHaveURL(/q=RIYADH/);
  const cards = page.locator("#jobs article");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Riyadh");
  await search.fill("electrician");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Building Electrician");
  await search.fill("no such job anywhere");
  await expect(page.getByText("No jobs match your search.")).toBeVisible();
  // No results: no pager with two disabled buttons.
  await expect(page.getByRole("navigation", { name: "Job pages" })).toHaveCount(0);
});

test("jobs: Apply Now opens the application with the job prefilled; name, phone and passport are enough", async ({
  page,
}, testInfo) => {
  await page.goto("/apply-jobs-now?q=steel");
  const card = page.locator("#jobs article").first();
  await expect(card).toContainText("Steel Fixer");
  await card.getByRole("link", { name: /Apply Now/ }).click();
  await expect(page).toHaveURL(/apply=\d+.*#apply$/);
  const section = page.locator("#apply");
  await expect(section).toBeInViewport();
  await expect(section.getByRole("heading", { name: "Job Summary" })).toBeVisible();
  await expect(section).toContainText("SalarySAR 1,500 – 1,800 per month");
  await expect(section.getByRole("heading", { name: "Application Tips" })).toBeVisible();
  await expect(section.getByRole("heading", { name: "Application Form" })).toBeVisible();
  const job = section.getByLabel("Job");
  await expect(job).toHaveValue("Steel Fixer in Saudi Arabia");
  await expect(job).toHaveAttribute("readonly", "");

  await section.getByLabel("Full Name").fill("Karim Uddin");
  const phone = section.getByLabel("Phone");
  await expect(phone).toHaveAttribute("inputmode", "tel");
  await phone.fill("0171234567");
  await section.getByLabel("Passport Number").fill("EB1234567");
  await section.getByRole("button", { name: "Submit Application" }).click();
  await page.getByRole("dialog", { name: "Submission Failed" }).getByRole("button", { name: "OK" }).click();
  await expect(section.getByText("Please enter a Bangladeshi mobile number")).toBeVisible();
  await section.screenshot({ path: testInfo.outputPath("apply-form.png") });
  await phone.fill("01712-345678");
  await section.getByRole("button", { name: "Submit Application" }).click();

  const dialog = page.getByRole("dialog", { name: "Application Submitted!" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Your job application has been submitted successfully.");
  await expect(page.locator("#apply")).toHaveCount(0);
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/apply=/);
  await expect(page.locator("#apply")).toHaveCount(0);
});

test("jobs: a failed submission shows 'Submission Failed' and keeps the form", async ({ page }) => {
  await page.goto("/apply-jobs-now");
  await page
    .locator("#jobs article")
    .first()
    .getByRole("link", { name: /Apply Now/ })
    .click();
  const section = page.locator("#apply");
  await fillByLabel(section, {
    "Full Name": "Rahim",
    Email: "rahim@example.com",
    Phone: "01812345678",
    "Passport Number": "EB7654321",
    Experience: "Mason, 3 years.",
    CV: pdf("rahim.pdf"),
  });
  await page.route("**/apply-jobs-now.data*", (route) =>
    route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue(),
  );
  await section.getByRole("button", { name: "Submit Application" }).click();
  const dialog = page.getByRole("dialog", { name: "Submission Failed" });
  await expect(dialog).toContainText("There was an error submitting the form. Please try again.");
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(section.getByLabel("Full Name")).toHaveValue("Rahim");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("jobs: search, pager and Apply Now are plain links and forms", async ({ page }) => {
    await page.goto("/apply-jobs-now");
    await page.getByPlaceholder("Search for jobs by title or location...").fill("saudi");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/q=saudi/);
    await page.getByRole("navigation", { name: "Job pages" }).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/q=saudi.*page=2|page=2.*q=saudi/);
    await page
      .locator("#jobs article")
      .first()
      .getByRole("link", { name: /Apply Now/ })
      .click();
    await expect(page.locator("#apply").getByRole("heading", { name: "Application Form" })).toBeVisible();
  });
});
