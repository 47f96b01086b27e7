import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { expect, test } from "./test";
import { type Locator } from "@playwright/test";
import { baseURL } from "../../playwright.config.js";
import { addEntry, entriesOf, publishAndWait, removeAndPublish } from "./editor-support.js";
import { signIn } from "./fixtures.js";
import { uploadLibraryImages } from "./library-support.js";
import { hydrated, setCountry } from "./site-support.js";

/**
 * The collection editors: an admin adds a project with a main picture and two gallery pictures, a service card
 * and a completed manpower project, publishes each, and a visitor sees them on /project, /service (and the new
 * service's own page) and /man-power. Both projects share one server and database: names carry a tag of their own
 * and counts are read, never assumed.
 */
const shots = "/tmp/shots-collections";

const colors = ["#2c6e49", "#8c5e2a", "#3a506b"];

const PROJECTS = "Projects (in this order)";
const GALLERY = "More pictures (the project's gallery, in this order)";
const CARDS = "Service cards (the priced packages below the list, in this order)";

async function pickImage(item: Locator, label: string, category: string, imageId: string) {
  await item.getByRole("button", { name: `Choose the image for “${label}”` }).click();
  const dialog = item.page().getByRole("dialog", { name: `Choose an image for “${label}”` });
  await dialog.getByRole("searchbox", { name: "Search images" }).fill(category);
  await dialog.locator(`[role=option][data-image-id="${imageId}"]`).click();
  await expect(dialog).toBeHidden();
  await expect(item.getByTestId("image-picker-current").first()).toContainText(`No. ${imageId}`);
}

test("collections: a project with pictures, a service card and a manpower project, published and seen by visitors", async ({
  page,
  context,
  browser,
}, testInfo) => {
  test.setTimeout(240_000); // three uploads, three editors, six publishes
  mkdirSync(shots, { recursive: true });
  const width = testInfo.project.name === "phone" ? 390 : 1280;
  const tag = randomBytes(3).toString("hex");
  const category = `e2e-col-${tag}`;
  await setCountry(context, "saudiarabia");
  await signIn(page);
  const [mainId, firstId, secondId] = await uploadLibraryImages(page, category, colors);

  // ── a project with a main picture and two gallery pictures ──
  const projectName = `Harbour Offices ${tag}`;
  await page.goto("/admin/projects");
  await hydrated(page);
  await page.screenshot({ path: `${shots}/admin-projects-${width}.png`, fullPage: false });
  const added = await addEntry(page, PROJECTS, "Add project");
  const projects = entriesOf(page, PROJECTS);
  await expect(added.getByLabel("Shown on the site")).toBeChecked();
  await added.getByLabel("Project name").fill(projectName);
  await added.getByLabel("Kind of project").selectOption("commercial");
  await added.getByLabel("Location").fill("Chattogram");
  await pickImage(added, "Main picture", category, mainId!);
  await added.getByLabel("Main picture description (for screen readers)").fill("Glass office block by the harbour");
  for (const id of [firstId!, secondId!]) await pickImage(await addEntry(added, GALLERY, "Add picture"), "Picture", category, id);
  const gallery = entriesOf(added, GALLERY);
  // alt text is required for each picked picture unless it is marked decorative
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(gallery.nth(0).getByText("Describe the image, or tick Decorative.")).toBeVisible();
  await gallery.nth(0).getByLabel("Image description (for screen readers)").fill("Open-plan floor");
  await gallery.nth(1).getByLabel("Decorative: no description needed").check();
  await added.locator("summary").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/admin-projects-added-${width}.png`, fullPage: false });
  await publishAndWait(page, "The project list is published: visitors see it now.");

  // published: the project is folded under its name like the others; Remove asks first, Cancel keeps it
  const count = await projects.count();
  const mine = projects.nth(count - 1);
  await expect(mine.locator("summary")).toHaveText(`Project ${count}: ${projectName}`);
  await mine.locator("summary").click();
  await page.getByRole("button", { name: `Remove project ${count}`, exact: true }).click();
  const confirm = page.getByRole("alertdialog", { name: `Remove “${projectName}”?` });
  await expect(confirm).toBeVisible();
  await page.screenshot({ path: `${shots}/admin-projects-remove-${width}.png`, fullPage: false });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(projects).toHaveCount(count);
  // published again: the project keeps its row (the visitor below finds exactly one card)
  await publishAndWait(page, "The project list is published: visitors see it now.");
  await expect(projects.filter({ hasText: projectName })).toHaveCount(1);

  // ── a service card (its address made from its name) ──
  const cardName = `Warehouse Package ${tag}`;
  await page.goto("/admin/services");
  await hydrated(page);
  await page.screenshot({ path: `${shots}/admin-services-${width}.png`, fullPage: false });
  const card = await addEntry(page, CARDS, "Add service card");
  await card.getByLabel("Package name").fill(cardName);
  await card.getByLabel("Kind of work").selectOption("commercial");
  await card.getByLabel("Short description").fill("A steel-frame warehouse, foundations to roof.");
  await card.getByLabel("Starting price (leave empty to show “Get a Quote”)").fill("250000");
  // the office says which currency the price is in; the site shows it as entered
  await card.getByLabel("Currency of the starting price").selectOption("SAR");
  await publishAndWait(page, "The services list is published: visitors see it now.");
  await expect(card.getByLabel(/^Web address/)).toHaveValue(`warehouse-package-${tag}`);

  // ── a completed manpower project ──
  const manpowerName = `Dammam Refinery ${tag}`;
  await page.goto("/admin/man-power");
  await hydrated(page);
  await page.screenshot({ path: `${shots}/admin-man-power-${width}.png`, fullPage: false });
  const job = await addEntry(page, PROJECTS, "Add project");
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
  await expect(site.getByTestId("service-card").filter({ hasText: cardName })).toContainText("From SAR 250,000");
  await site.goto(`/services/warehouse-package-${tag}`);
  await expect(site.getByRole("heading", { level: 1, name: cardName })).toBeVisible();

  await site.goto("/man-power?view=all");
  await expect(site.getByRole("heading", { name: manpowerName })).toBeVisible();
  await site.getByRole("button", { name: `View Details of ${manpowerName}` }).click();
  await expect(site.getByRole("dialog")).toContainText("350");
  await site.screenshot({ path: `${shots}/man-power-${width}.png`, fullPage: false });
  await visitor.close();

  // removed again (each asks first), so the other specs find the site as seeded; visitors no longer see them
  await removeAndPublish(page, "/admin/projects", PROJECTS, projectName, "The project list is published");
  await removeAndPublish(page, "/admin/services", CARDS, cardName, "The services list is published");
  await removeAndPublish(page, "/admin/man-power", PROJECTS, manpowerName, "The manpower project list is published");
  expect((await page.request.get(`/services/warehouse-package-${tag}`)).status()).toBe(404);
  expect(await (await page.request.get("/project")).text()).not.toContain(projectName);
});
