import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { expect, test } from "./test";
import { addEntry, entriesOf, publishAndWait, removeAndPublish } from "./editor-support.js";
import { signIn } from "./fixtures.js";
import { pngFiles, uploadLibraryImages } from "./library-support.js";
import { hydrated } from "./site-support.js";

/**
 * The media library as a new office employee uses it: two pictures uploaded with their words, one picked for a new
 * project by typing part of its file name in the picker and choosing with the keyboard (its thumbnail beside the
 * field before and after), published; its file replaced under the same number, which the project then shows; and
 * its deletion refused with the list of where it is used. Both projects share one server and database: names carry
 * a tag of their own.
 */
const shots = "/tmp/shots-media";
const PROJECTS = "Projects (in this order)";

test("media library: pick a project's picture by part of its file name with the keyboard, replace it under its number, refuse deleting it while used", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  mkdirSync(shots, { recursive: true });
  const width = testInfo.project.name === "phone" ? 390 : 1280;
  const tag = randomBytes(3).toString("hex");
  const category = `e2e-lib-${tag}`;
  await signIn(page);
  const files = (await pngFiles(["#2c6e49", "#8c5e2a"], "x", { width: 900, height: 600 })).map((file, i) => ({
    ...file,
    name: `site${i + 1}-${tag}.png`,
  }));
  const [site1, site2] = await uploadLibraryImages(page, category, [], files);
  await page.goto(`/admin/image-upload?q=${tag}`);
  await expect(page.getByTestId("image-tile")).toHaveCount(2);
  await page.screenshot({ path: `${shots}/library-search-${width}.png`, fullPage: false });
  await page.goto("/admin/image-upload");
  await page.getByTestId("image-tile").first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/library-grid-${width}.png`, fullPage: false });

  // ── a new project, its main picture chosen in the picker with the keyboard ──
  const projectName = `Harbour Offices ${tag}`;
  await page.goto("/admin/projects");
  await hydrated(page);
  const added = await addEntry(page, PROJECTS, "Add project");
  await added.getByLabel("Project name").fill(projectName);
  await added.getByLabel("Kind of project").selectOption("commercial");
  await added.getByLabel("Location").fill("Chattogram");
  const field = added.getByTestId("image-picker").first();
  await expect(field.getByTestId("image-picker-current")).toHaveText("No image chosen");
  // without JavaScript the field would be the image's number; with it, the number input is not shown
  await expect(field.getByLabel("Image number for main picture")).toBeHidden();

  const opener = field.getByRole("button", { name: "Choose the image for “Main picture”" });
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Choose an image for “Main picture”" });
  const search = dialog.getByRole("searchbox", { name: "Search images" });
  await expect(search).toBeFocused();
  // both pictures of this test: the arrow keys move between them; Escape closes without choosing
  await page.keyboard.type(tag);
  const options = dialog.getByRole("option");
  await expect(options).toHaveCount(2);
  expect((await options.evaluateAll((els) => els.map((el) => el.getAttribute("data-image-id")))).sort()).toEqual(
    [site1, site2].sort(),
  );
  await page.keyboard.press("ArrowDown");
  await expect(options.nth(0)).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(options.nth(1)).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(options.nth(0)).toBeFocused();
  await page.screenshot({ path: `${shots}/picker-${width}.png`, fullPage: false });
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(field.getByTestId("image-picker-current")).toHaveText("No image chosen");

  // part of the file name finds it; Enter chooses it; focus is back on the field's button
  await page.keyboard.press("Enter");
  await expect(search).toBeFocused();
  await page.keyboard.type(`site1-${tag}`);
  await expect(options).toHaveCount(1);
  await expect(options.first()).toHaveAttribute("data-image-id", site1!);
  await expect(options.first()).toContainText(`site1-${tag}.png`);
  await page.keyboard.press("ArrowDown");
  await expect(options.first()).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  const changer = field.getByRole("button", { name: "Change the image for “Main picture”" });
  await expect(changer).toBeFocused();
  await expect(field.getByTestId("image-picker-preview")).toHaveAttribute("src", new RegExp(`^/media/images/${site1}/`));
  await expect(field.getByTestId("image-picker-current")).toContainText(`site1 ${tag}`);
  await expect(field.getByTestId("image-picker-current")).toContainText(`site1-${tag}.png · No. ${site1}`);
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  await field.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/picker-chosen-${width}.png`, fullPage: false });

  await added.getByLabel("Main picture description (for screen readers)").fill("Glass office block by the harbour");
  await publishAndWait(page, "The project list is published: visitors see it now.");
  // after the publish the editor loads again: the thumbnail is there before any choice
  const saved = entriesOf(page, PROJECTS).filter({ has: page.locator("summary", { hasText: projectName }) });
  await saved.locator("summary").click();
  await expect(saved.getByTestId("image-picker-preview").first()).toHaveAttribute("src", new RegExp(`^/media/images/${site1}/`));
  const shown = await (await page.request.get("/project")).text();
  expect(shown).toContain(`/media/images/${site1}/`);

  // ── the picture's page: where it is used; its file replaced under the same number ──
  await page.goto(`/admin/image-upload?q=site1-${tag}`);
  await page
    .getByTestId("image-tile")
    .getByRole("link", { name: `site1 ${tag}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/image-upload/${site1}$`));
  const usages = page.getByTestId("image-usages");
  await expect(usages.getByRole("link", { name: `Project: ${projectName}` })).toHaveAttribute("href", "/admin/projects");
  const [newer] = await pngFiles(["#c0392b"], `site1-new-${tag}`, { width: 1000, height: 500 });
  await page.getByLabel("New picture").setInputFiles(newer!);
  await page.getByRole("button", { name: "Replace picture" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The new picture is in place" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/image-upload/${site1}$`));
  await expect(page.getByTestId("image-file-name")).toHaveText(`site1-new-${tag}-1.png`);
  // its new web versions (a folder of their own, so no cache keeps the old picture) replace the old ones
  await expect(page.getByTestId("image-preview")).toHaveAttribute(
    "src",
    new RegExp(`^/media/images/${site1}/[0-9a-f]{16}/\\d+\\.webp$`),
    { timeout: 30_000 },
  );
  await expect(page.getByText("1000 × 500 px")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: `site1 ${tag}` })).toBeVisible();
  await page.screenshot({ path: `${shots}/image-page-${width}.png`, fullPage: true });
  const replaced = await (await page.request.get("/project")).text();
  expect(replaced).toMatch(new RegExp(`/media/images/${site1}/[0-9a-f]{16}/`));

  // ── in use: not deleted; the dialog says where ──
  await page.getByRole("button", { name: "Delete image" }).click();
  const inUse = page.getByRole("dialog", { name: `“site1 ${tag}” is in use` });
  await expect(inUse.getByRole("link", { name: `Project: ${projectName}` })).toBeVisible();
  await page.screenshot({ path: `${shots}/delete-in-use-${width}.png`, fullPage: false });
  await inUse.getByRole("button", { name: "OK" }).click();
  await expect(inUse).toBeHidden();
  await expect(page.getByRole("button", { name: "Delete image" })).toBeFocused();
  // the server refuses too, answering with the same list
  const refused = await page.request.post(`/admin/image-upload/${site1}`, {
    form: { intent: "delete" },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(refused.status()).toBe(409);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: `site1 ${tag}` })).toBeVisible();

  // the project goes again, so the visitors' portfolio counts that other specs read stay as seeded
  await removeAndPublish(page, "/admin/projects", PROJECTS, projectName, "The project list is published");
});

test("picker: a picture uploaded from inside the picker, with its words, is chosen once ready", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const width = testInfo.project.name === "phone" ? 390 : 1280;
  const tag = randomBytes(3).toString("hex");
  await signIn(page);
  await page.goto("/admin/projects");
  await hydrated(page);
  const field = (await addEntry(page, PROJECTS, "Add project")).getByTestId("image-picker").first();
  await field.getByRole("button", { name: "Choose the image for “Main picture”" }).click();
  const dialog = page.getByRole("dialog", { name: "Choose an image for “Main picture”" });
  await dialog.getByRole("button", { name: "Upload a new image" }).click();
  const [file] = await pngFiles(["#1d6fa5"], `crane-${tag}`, { width: 800, height: 500 });
  await dialog.getByLabel("Image file").setInputFiles(file!);
  // titled after its file, editable; a description (or Decorative) is asked for before anything is sent
  await expect(dialog.getByLabel("Title")).toHaveValue(`crane ${tag} 1`);
  await dialog.getByLabel("Category").fill(`e2e-up-${tag}`);
  await dialog.getByRole("button", { name: "Upload and choose" }).click();
  await expect(dialog.getByText("Describe the image, or tick Decorative.")).toBeVisible();
  await dialog.getByLabel("Description for screen readers").fill("A blue tower crane");
  await dialog.getByLabel("Caption (optional)").fill(`Chattogram port ${tag}`);
  await page.screenshot({ path: `${shots}/picker-upload-${width}.png`, fullPage: false });
  await dialog.getByRole("button", { name: "Upload and choose" }).click();
  await expect(dialog).toBeHidden({ timeout: 60_000 });
  await expect(field.getByTestId("image-picker-current")).toContainText(`crane-${tag}-1.png`);
  await expect(field.getByTestId("image-picker-preview")).toHaveAttribute("src", /^\/media\/images\/\d+\//);
  await expect(field.getByRole("button", { name: "Change the image for “Main picture”" })).toBeFocused();
  // stored in the library with its words
  await page.goto(`/admin/image-upload?q=crane-${tag}`);
  const tile = page.getByTestId("image-tile");
  await expect(tile).toHaveCount(1);
  await tile.getByRole("link").click();
  await expect(page.getByLabel("Caption (optional)")).toHaveValue(`Chattogram port ${tag}`);
  await expect(page.getByLabel("Description for screen readers")).toHaveValue("A blue tower crane");
});

test("media library without JavaScript: the image field is the picture's number, and a refused deletion lists the places", async ({
  browser,
}, testInfo) => {
  const width = testInfo.project.name === "phone" ? 390 : 1280;
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 800 } });
  const page = await context.newPage();
  try {
    await signIn(page);
    await page.goto("/admin/layouts/navbar");
    const field = page.getByTestId("image-picker").first();
    // the chosen logo shows, its number is the field; the button that opens the picker needs scripts
    await expect(field.getByTestId("image-picker-preview")).toBeVisible();
    const number = field.getByLabel("Image number for logo");
    await expect(number).toBeVisible();
    await expect(number).toHaveValue(/^\d+$/);
    await expect(field.getByRole("button", { name: /the image for “Logo”/ })).toBeHidden();
    await expect(field.getByRole("link", { name: "Media library" })).toHaveAttribute("href", "/admin/image-upload");
    await page.screenshot({ path: `${shots}/nojs-field-${width}.png`, fullPage: false });

    // the logo is in use: its page's Delete posts, and the answer lists where it is used
    await page.goto(`/admin/image-upload/${await number.inputValue()}`);
    await page.getByRole("button", { name: "Delete image" }).click();
    const refusal = page.getByRole("alert").filter({ hasText: "This image is used on the site" });
    await expect(refusal).toBeVisible();
    await refusal.scrollIntoViewIfNeeded();
    await expect(refusal.getByRole("link", { name: "Logo of the navigation bar" })).toHaveAttribute(
      "href",
      "/admin/layouts/navbar",
    );
    await page.screenshot({ path: `${shots}/nojs-delete-refused-${width}.png`, fullPage: false });
  } finally {
    await context.close();
  }
});
