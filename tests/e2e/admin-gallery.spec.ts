import { randomBytes } from "node:crypto";
import { expect, test } from "./test";
import { baseURL } from "../../playwright.config.js";
import { signIn } from "./fixtures.js";
import { uploadLibraryImages } from "./library-support.js";
import { hydrated, setCountry } from "./site-support.js";

/**
 * The Gallery editor: an image uploaded to the library stays off /gallery until an admin adds it; the admin
 * captions it, moves it to the top by keyboard, publishes, and visitors see it first. Both projects share one
 * server and database, so every count is read, never assumed.
 */
const shots = "/tmp/shots-gallery";

test("gallery: an uploaded image appears only once added, captioned, moved first by keyboard and published", async ({
  page,
  context,
  browser,
}, testInfo) => {
  test.setTimeout(90_000); // an upload and its processing, on a machine the other specs share
  const width = testInfo.project.name === "phone" ? 390 : 1280;
  const category = `e2e-gal-${randomBytes(3).toString("hex")}`;
  const caption = `Tower crane at dusk ${category}`;
  await setCountry(context, "bangladesh");
  await signIn(page);
  const imageId = (await uploadLibraryImages(page, category, ["#2c6e49"]))[0]!;
  const mine = `a[href*="/media/images/${imageId}/"]`;

  // in the library, not in the gallery
  await page.goto("/gallery");
  await expect(page.locator("main ul li figure").first()).toBeVisible();
  await expect(page.locator(mine)).toHaveCount(0);

  await page.goto("/admin/gallery");
  await hydrated(page);
  const list = page.getByRole("group", { name: "Images on the gallery (in this order)" });
  const items = list.getByRole("listitem");
  const before = await items.count();
  await list.getByRole("button", { name: "Add image" }).click();
  await expect(items).toHaveCount(before + 1);
  const added = items.nth(before);
  await added.getByRole("button", { name: "Choose the image for “Image”" }).click();
  const picker = page.getByRole("dialog", { name: "Choose an image for “Image”" });
  await picker.getByRole("searchbox", { name: "Search images" }).fill(category);
  await picker.locator(`[role=option][data-image-id="${imageId}"]`).click();
  await expect(picker).toBeHidden();
  await added.getByLabel("Caption (shown under the image)").fill(caption);

  // alt text is required unless the image is decorative
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(added.getByText("Describe the image, or tick Decorative.")).toBeVisible();
  await added.getByLabel("Image description (for screen readers)").fill("A yellow tower crane over a half-built frame");

  // keyboard: move the new image to the top, one "up" at a time
  for (let position = before + 1; position > 1; position--) {
    const up = page.getByRole("button", { name: `Move image ${position} up`, exact: true });
    await up.focus();
    await page.keyboard.press("Enter");
    await expect(items.nth(position - 2).getByLabel("Caption (shown under the image)")).toHaveValue(caption);
  }
  await expect(items.first().getByTestId("image-picker-current")).toContainText(`No. ${imageId}`);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${shots}/admin-gallery-${width}.png`, fullPage: false });

  // a saved draft: the admin's preview shows it, the public gallery does not yet
  // Enter in a text box saves the draft (never a list control, although those are submit buttons too)
  await items.first().getByLabel("Caption (shown under the image)").press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Draft of the gallery saved." })).toBeVisible();
  await page.goto("/gallery?preview=draft");
  await expect(page.locator("main ul li figure").first().locator("figcaption")).toHaveText(caption);
  const live = await page.request.get("/gallery");
  expect(await live.text()).not.toContain(`/media/images/${imageId}/`);

  await page.goto("/admin/gallery");
  await hydrated(page);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "the gallery is published: visitors see it now." })).toBeVisible();
  await expect(page.getByTestId("draft-status")).toContainText("Published");
  await expect(page.getByRole("heading", { name: "History" })).toBeVisible();

  // a visitor (no session) sees it first, with its caption
  const visitor = await browser.newContext({ baseURL, viewport: { width, height: 844 } });
  await setCountry(visitor, "bangladesh");
  const site = await visitor.newPage();
  await site.goto("/gallery");
  const first = site.locator("main ul li figure").first();
  await expect(first.locator("figcaption")).toHaveText(caption);
  await expect(first.locator(mine)).toHaveCount(1);
  await expect(first.locator("img")).toHaveAttribute("alt", "A yellow tower crane over a half-built frame");
  await site.screenshot({ path: `${shots}/gallery-${width}.png`, fullPage: true });
  await visitor.close();
});

test("gallery editor: the list controls work without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await signIn(page);
  await page.goto("/admin/gallery");
  const items = page.getByRole("group", { name: "Images on the gallery (in this order)" }).getByRole("listitem");
  const caption = (i: number) => items.nth(i).getByLabel("Caption (shown under the image)");
  const [first, second] = [await caption(0).inputValue(), await caption(1).inputValue()];
  const count = await items.count();
  await page.getByRole("button", { name: "Move image 2 up" }).click();
  await expect(caption(0)).toHaveValue(second);
  await expect(caption(1)).toHaveValue(first);
  await page.getByRole("button", { name: "Remove image 1", exact: true }).click();
  await expect(items).toHaveCount(count - 1);
  await expect(caption(0)).toHaveValue(first);
  await context.close();
});
