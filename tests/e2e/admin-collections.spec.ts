import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import knex from "knex";
import sharp from "sharp";
import { baseURL } from "../../playwright.config.js";
import { adminUrl } from "../support/database.js";
import { signIn } from "./fixtures.js";
import { hydrated, setCountry } from "./site-support.js";

/**
 * The collection editors: an admin adds a project with a main picture and two gallery pictures, a service card
 * and a completed manpower project, publishes each, and a visitor sees them on /project, /service (and the new
 * service's own page) and /man-power. Both projects share one server and database: names carry a tag of their own
 * and counts are read, never assumed.
 */
const shots = "/tmp/shots-collections";

const colors = ["#2c6e49", "#8c5e2a", "#3a506b"];

/** Uploads three pictures to the library under a category of its own; returns their ids once their web versions are ready. */
async function uploadPictures(page: Page, category: string): Promise<string[]> {
  const files = await Promise.all(
    colors.map(async (background, i) => ({
      name: `e2e-collection-${i}.png`,
      mimeType: "image/png",
      buffer: await sharp({ create: { width: 800, height: 500, channels: 3, background } })
        .png()
        .toBuffer(),
    })),
  );
  await page.goto("/admin/image-upload");
  await hydrated(page);
  await page.getByLabel("Image files").setInputFiles(files);
  await page.locator("#image-category").fill(category);
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await page.getByRole("dialog", { name: "Upload complete" }).getByRole("button", { name: "OK" }).click();
  await page.locator("#category-filter").selectOption(category);
  await expect(page.getByTestId("image-row").filter({ visible: true }).filter({ hasText: "Ready" })).toHaveCount(3, {
    timeout: 30_000,
  });
  const url = new URL(adminUrl);
  // the e2e server's database is named after its port (tests/e2e/server.ts)
  url.pathname = `/crestline_e2e_${new URL(baseURL).port}`;
  const db = knex({ client: "pg", connection: url.toString(), pool: { min: 0, max: 1 } });
  const rows = await db("images")
    .where({ category })
    .orderBy("id")
    .select<{ id: number }[]>("id")
    .finally(() => db.destroy());
  return rows.map((r) => String(r.id));
}

/** The top-level items of an editor's list (not the items of lists inside them). */
const itemsOf = (list: Locator) => list.locator(":scope > ol > li");

async function pickImage(item: Locator, label: string, category: string, imageId: string) {
  await item.getByRole("searchbox", { name: `Search images for ${label.toLowerCase()}` }).fill(category);
  await item.getByLabel(label, { exact: true }).selectOption(imageId);
}

async function publishAndWait(page: Page, message: string) {
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: message })).toBeVisible();
}

test("collections: a project with pictures, a service card and a manpower project, published and seen by visitors", async ({
  page,
  context,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  mkdirSync(shots, { recursive: true });
  const width = testInfo.project.name === "phone" ? 390 : 1280;
  const tag = randomBytes(3).toString("hex");
  const category = `e2e-col-${tag}`;
  await setCountry(context, "saudiarabia");
  await signIn(page);
  const [mainId, firstId, secondId] = await uploadPictures(page, category);

  // ── a project with a main picture and two gallery pictures ──
  const projectName = `Harbour Offices ${tag}`;
  await page.goto("/admin/projects");
  await hydrated(page);
  await page.screenshot({ path: `${shots}/admin-projects-${width}.png`, fullPage: false });
  const projects = page.getByRole("group", { name: "Projects (in this order)" });
  const before = await itemsOf(projects).count();
  await projects.getByRole("button", { name: "Add project", exact: true }).click();
  await expect(itemsOf(projects)).toHaveCount(before + 1);
  const added = itemsOf(projects).nth(before);
  await expect(added.getByLabel("Shown on the site")).toBeChecked();
  await added.getByLabel("Project name").fill(projectName);
  await added.getByLabel("Kind of project").selectOption("commercial");
  await added.getByLabel("Location").fill("Chattogram");
  await pickImage(added, "Main picture", category, mainId!);
  await added.getByLabel("Main picture description (for screen readers)").fill("Glass office block by the harbour");
  const gallery = added.getByRole("group", { name: "More pictures (the project's gallery, in this order)" });
  for (const [i, id] of [firstId!, secondId!].entries()) {
    await gallery.getByRole("button", { name: "Add picture" }).click();
    await pickImage(itemsOf(gallery).nth(i), "Picture", category, id);
  }
  // alt text is required for each picked picture unless it is marked decorative
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(itemsOf(gallery).nth(0).getByText("Describe the image, or tick Decorative.")).toBeVisible();
  await itemsOf(gallery).nth(0).getByLabel("Image description (for screen readers)").fill("Open-plan floor");
  await itemsOf(gallery).nth(1).getByLabel("Decorative: no description needed").check();
  await added.locator("summary").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/admin-projects-added-${width}.png`, fullPage: false });
  await publishAndWait(page, "The project list is published: visitors see it now.");

  // published: the project is folded under its name like the others; Remove asks first, Cancel keeps it
  const count = await itemsOf(projects).count();
  const mine = itemsOf(projects).nth(count - 1);
  await expect(mine.locator("summary")).toHaveText(`Project ${count}: ${projectName}`);
  await mine.locator("summary").click();
  await page.getByRole("button", { name: `Remove project ${count}`, exact: true }).click();
  const confirm = page.getByRole("alertdialog", { name: `Remove “${projectName}”?` });
  await expect(confirm).toBeVisible();
  await page.screenshot({ path: `${shots}/admin-projects-remove-${width}.png`, fullPage: false });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(itemsOf(projects)).toHaveCount(count);
  // published again: the project keeps its row (the visitor below finds exactly one card)
  await publishAndWait(page, "The project list is published: visitors see it now.");
  await expect(itemsOf(projects).filter({ hasText: projectName })).toHaveCount(1);

  // ── a service card (its address made from its name) ──
  const cardName = `Warehouse Package ${tag}`;
  await page.goto("/admin/services");
  await hydrated(page);
  await page.screenshot({ path: `${shots}/admin-services-${width}.png`, fullPage: false });
  const cards = page.getByRole("group", { name: "Service cards (the priced packages below the list, in this order)" });
  const cardCount = await itemsOf(cards).count();
  await cards.getByRole("button", { name: "Add service card", exact: true }).click();
  const card = itemsOf(cards).nth(cardCount);
  await card.getByLabel("Package name").fill(cardName);
  await card.getByLabel("Kind of work").selectOption("commercial");
  await card.getByLabel("Short description").fill("A steel-frame warehouse, foundations to roof.");
  await card.getByLabel("Starting price in SAR (leave empty to show “Get a Quote”)").fill("250000");
  await publishAndWait(page, "The services list is published: visitors see it now.");
  await expect(
    itemsOf(cards)
      .nth(cardCount)
      .getByLabel(/^Web address/),
  ).toHaveValue(`warehouse-package-${tag}`);

  // ── a completed manpower project ──
  const manpowerName = `Dammam Refinery ${tag}`;
  await page.goto("/admin/man-power");
  await hydrated(page);
  await page.screenshot({ path: `${shots}/admin-man-power-${width}.png`, fullPage: false });
  const manpower = page.getByRole("group", { name: "Projects (in this order)" });
  const manpowerCount = await itemsOf(manpower).count();
  await manpower.getByRole("button", { name: "Add project", exact: true }).click();
  const job = itemsOf(manpower).nth(manpowerCount);
  await job.getByLabel("Project name").fill(manpowerName);
  await job.getByLabel("Status").selectOption("completed");
  await job.getByLabel("Workers supplied").fill("350");
  // a completed project needs its completion date: told next to the field
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(job.getByText("A completed project needs its completion date.")).toBeVisible();
  await job.getByLabel("Completion date").fill("2025-03-31");
  await publishAndWait(page, "The manpower project list is published: visitors see it now.");

  // ── what a visitor sees ──
  const visitor = await browser.newContext({ baseURL, viewport: { width, height: 844 } });
  await setCountry(visitor, "saudiarabia");
  const site = await visitor.newPage();

  await site.goto("/project");
  const projectCard = site.getByTestId("project-card").filter({ hasText: projectName });
  await expect(projectCard).toBeVisible();
  await expect(projectCard.locator(`img[src*="/media/images/${mainId}/"]`)).toHaveCount(1);
  await projectCard.getByRole("button", { name: `View Details of ${projectName}` }).click();
  const pictures = site.getByRole("list", { name: "Project gallery" });
  await expect(pictures.locator("img")).toHaveCount(2);
  await expect(pictures.locator(`img[src*="/media/images/${firstId}/"]`)).toHaveAttribute("alt", "Open-plan floor");
  await expect(pictures.locator(`img[src*="/media/images/${secondId}/"]`)).toHaveAttribute("alt", "");
  await site.screenshot({ path: `${shots}/project-${width}.png`, fullPage: false });
  await site.keyboard.press("Escape");

  await site.goto("/service");
  await expect(site.getByRole("heading", { name: cardName })).toBeVisible();
  await site.goto(`/services/warehouse-package-${tag}`);
  await expect(site.getByRole("heading", { level: 1, name: cardName })).toBeVisible();

  await site.goto("/man-power?view=all");
  await expect(site.getByRole("heading", { name: manpowerName })).toBeVisible();
  await site.getByRole("button", { name: `View Details of ${manpowerName}` }).click();
  await expect(site.getByRole("dialog")).toContainText("350");
  await site.screenshot({ path: `${shots}/man-power-${width}.png`, fullPage: false });
  await visitor.close();
});
