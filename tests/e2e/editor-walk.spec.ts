import { randomBytes } from "node:crypto";
import { expect, test } from "./test";
import { type Locator, type Page } from "@playwright/test";
import { baseURL } from "../../playwright.config.js";
import { addEntry, clickAndToast, createAdmin, freshPage, heroSection, openEditor, signInAs, toast } from "./editor-support.js";
import { signIn } from "./fixtures.js";
import { setCountry } from "./site-support.js";

/**
 * The walk of the Dynamic Website Editor: an admin changes the home page's banner heading and a footer office's
 * phone number, previews the saved drafts (only admins see them), publishes, and a visitor sees every change;
 * restoring the previous version of the home page brings the old heading back, first as a draft, then live;
 * a second admin saving a page someone changed since they opened it is refused with who and when, and keeps
 * everything they typed. Both projects share one server and database: every value is unique to this run and
 * every starting value is read, never assumed.
 */

/** Picks the library image at `index` (1: the first image offered) in the picker labelled `label`. */
async function pickImage(entry: Locator, label: string, index: number, alt: string, altLabel: string) {
  await entry.getByRole("button", { name: `Choose the image for “${label}”` }).click();
  const picker = entry.page().getByRole("dialog", { name: `Choose an image for “${label}”` });
  await picker
    .getByRole("option")
    .nth(index - 1)
    .click();
  await expect(picker).toBeHidden();
  await entry.getByLabel(altLabel, { exact: true }).fill(alt);
}

/** Removes the entry named `name` from a collection editor (Remove asks first). */
async function removeEntry(page: Page, list: string, name: string) {
  const group = page.getByRole("group", { name: list, exact: true });
  const entry = group.locator(":scope > ol > li").filter({ has: page.locator("summary", { hasText: name }) });
  await expect(entry).toHaveCount(1);
  if (!(await entry.locator("details").evaluate((el: HTMLDetailsElement) => el.open))) await entry.locator("summary").click();
  await entry
    .getByRole("button", { name: /^Remove / })
    .last()
    .click();
  await page
    .getByRole("alertdialog", { name: `Remove “${name}”?` })
    .getByRole("button", { name: "Remove" })
    .click();
  await expect(entry).toHaveCount(0);
}

const withPreview = (path: string) => `${path}${path.includes("?") ? "&" : "?"}preview=draft`;

/** The first office card of the public footer, and its phone link. */
const firstOfficePhone = (page: Page) =>
  // the office's telephone: its first tel: link (WhatsApp and IMO links follow it)
  page.locator("footer").locator("#footer-offices + ul > li").first().locator('a[href^="tel:"]').first();

test("editor walk: edit, preview, publish, see it as a visitor, restore, and no lost edits between two admins", async ({
  page,
  context,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const width = testInfo.project.name === "phone" ? 390 : 1280;
  const tag = randomBytes(3).toString("hex");
  const heading = `Built to last, walk ${tag}`;
  const phone = `+880 2 ${parseInt(tag, 16) % 10_000_000}`;
  const names = { project: `Walk Villas ${tag}`, card: `Walk Package ${tag}`, manpower: `Walk Tower ${tag}` };
  const collectionPages: [string, string][] = [
    ["/project", names.project],
    ["/service", names.card],
    // the first tab shows six projects at most: "View All Projects" shows every one
    ["/man-power?view=all", names.manpower],
  ];
  await setCountry(context, "bangladesh");
  await signIn(page);

  // ── the home page's banner heading, saved as a draft
  await openEditor(page, "/admin/home");
  const headingField = (await heroSection(page)).getByLabel("Heading", { exact: true });
  const oldHeading = await headingField.inputValue();
  expect(oldHeading).not.toBe("");
  await headingField.fill(heading);
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  await clickAndToast(page, "Save draft", "Draft of the home page saved.");
  await expect(page.getByTestId("draft-status")).toContainText("Draft not published yet");
  await expect((await heroSection(page)).getByLabel("Heading", { exact: true })).toHaveValue(heading);

  // ── the first office's phone number in the footer, saved as a draft
  await openEditor(page, "/admin/layouts/footer");
  const offices = page.getByRole("group", { name: "Office locations" }).getByRole("listitem");
  const phoneField = offices.first().getByLabel("Phone", { exact: true });
  const oldPhone = await phoneField.inputValue();
  await phoneField.fill(phone);
  await clickAndToast(page, "Save draft", "Draft of the footer saved.");

  // ── a portfolio project with a main image and two gallery images, a service card and a manpower project
  await openEditor(page, "/admin/projects");
  const project = await addEntry(page, "Projects (in this order)", "Add project");
  await project.getByLabel("Project name", { exact: true }).fill(names.project);
  await project.getByLabel("Location", { exact: true }).fill("Bashundhara, Dhaka");
  await project.getByLabel("Description", { exact: true }).fill(`A walk test project ${tag}.`);
  await pickImage(project, "Main picture", 1, `Main picture ${tag}`, "Main picture description (for screen readers)");
  for (const n of [2, 3]) {
    const picture = await addEntry(project, "More pictures (the project's gallery, in this order)", "Add picture");
    await pickImage(picture, "Picture", n, `Gallery picture ${n} ${tag}`, "Image description (for screen readers)");
  }
  await clickAndToast(page, "Save draft", /^Draft of the project list saved/);

  await openEditor(page, "/admin/services");
  const card = await addEntry(page, "Service cards (the priced packages below the list, in this order)", "Add service card");
  await card.getByLabel("Package name", { exact: true }).fill(names.card);
  await card.getByLabel("Short description", { exact: true }).fill(`Walk test package ${tag}.`);
  await card.getByLabel(/^Starting price/).fill("45000");
  await clickAndToast(page, "Save draft", /^Draft of .* saved/);

  await openEditor(page, "/admin/man-power");
  const manpower = await addEntry(page, "Projects (in this order)", "Add project");
  await manpower.getByLabel("Project name", { exact: true }).fill(names.manpower);
  await manpower.getByLabel("Status", { exact: true }).selectOption("ongoing");
  await manpower.getByLabel("Start date", { exact: true }).fill("2026-01-15");
  await manpower.getByLabel("Contractor", { exact: true }).fill("Walk Contracting Co.");
  await manpower.getByLabel("Workers supplied", { exact: true }).fill("120");
  await clickAndToast(page, "Save draft", /^Draft of .* saved/);

  // ── the admin's preview shows every draft on the real pages, marked as a preview
  await page.goto("/?preview=draft");
  await expect(page.getByRole("status").filter({ hasText: "Preview of the saved draft" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await expect(firstOfficePhone(page)).toHaveText(phone);
  for (const [path, name] of collectionPages) {
    await page.goto(withPreview(path));
    await expect(page.getByRole("status").filter({ hasText: "Preview of the saved draft" })).toBeVisible();
    await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
  }

  // ── a visitor sees none of it, with or without ?preview
  const visitor = await freshPage(browser, width);
  for (const path of ["/", "/?preview=draft"]) {
    await visitor.goto(path);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(oldHeading);
    await expect(firstOfficePhone(visitor)).toHaveText(oldPhone);
    await expect(visitor.getByText("Preview of the saved draft")).toHaveCount(0);
  }
  for (const [path, name] of collectionPages) {
    for (const url of [path, withPreview(path)]) {
      await visitor.goto(url);
      await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(visitor.getByRole("heading", { name, exact: true })).toHaveCount(0);
    }
  }

  // ── publish both
  await openEditor(page, "/admin/home");
  await clickAndToast(page, "Publish", "the home page is published: visitors see it now.");
  await expect(page.getByTestId("draft-status")).toContainText("Published");
  await openEditor(page, "/admin/layouts/footer");
  await clickAndToast(page, "Publish", "the footer is published: visitors see it now.");
  for (const editor of ["/admin/projects", "/admin/services", "/admin/man-power"]) {
    await openEditor(page, editor);
    await clickAndToast(page, "Publish", /is published: visitors see it now\./);
  }

  // ── the visitor's next visit shows them
  await visitor.goto("/");
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(heading);
  await expect(firstOfficePhone(visitor)).toHaveText(phone);
  await expect(firstOfficePhone(visitor)).toHaveAttribute("href", `tel:${phone.replace(/[^+\d]/g, "")}`);
  for (const [path, name] of collectionPages) {
    await visitor.goto(path);
    await expect(visitor.getByRole("heading", { name, exact: true })).toBeVisible();
  }
  // the project's details show its two gallery pictures, described
  await visitor.goto("/project");
  await visitor.getByRole("button", { name: `View Details of ${names.project}` }).click();
  const gallery = visitor.getByRole("list", { name: "Project gallery" });
  await expect(gallery.getByRole("img")).toHaveCount(2);
  await expect(gallery.getByRole("img", { name: `Gallery picture 2 ${tag}` })).toBeVisible();
  await expect(gallery.getByRole("img", { name: `Gallery picture 3 ${tag}` })).toBeVisible();

  // ── restore the version before this publish: the old heading is back as a draft, live only once published
  await openEditor(page, "/admin/home");
  const versions = page.getByRole("region", { name: "History" }).getByRole("listitem");
  await expect(versions.first()).toContainText("Changed the hero section");
  const previous = versions.nth(1);
  const restore = previous.getByRole("button", { name: /^Restore version \d+ as a draft$/ });
  const restoredVersion = /\d+/.exec((await restore.getAttribute("aria-label")) ?? "")![0];
  await restore.click();
  await expect(toast(page, "The old version is back as a draft of the home page. Publish it to make it live.")).toBeVisible();
  await expect((await heroSection(page)).getByLabel("Heading", { exact: true })).toHaveValue(oldHeading);
  await expect(page.getByTestId("draft-status")).toContainText("Draft not published yet");
  await visitor.goto("/");
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(heading);
  await clickAndToast(page, "Publish", "the home page is published: visitors see it now.");
  await visitor.goto("/");
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(oldHeading);
  await visitor.context().close();

  // ── no lost edits: a second admin opens the home editor, the first saves, the second's save is refused
  const second = `walk-${tag}`;
  await createAdmin(page, second);
  const other = await freshPage(browser, width);
  await signInAs(other, second);
  await openEditor(other, "/admin/home");
  await openEditor(page, "/admin/home");
  await clickAndToast(page, "Save draft", "Draft of the home page saved.");

  const typed = {
    title: `Stale page title ${tag}`,
    heading: `Stale heading ${tag}`,
    subtitle: `Stale subtitle ${tag}`,
  };
  await other.getByLabel("Page title (browser tab and search results)").fill(typed.title);
  const theirHero = await heroSection(other);
  await theirHero.getByLabel("Heading", { exact: true }).fill(typed.heading);
  await theirHero.getByLabel("Text under the heading").fill(typed.subtitle);
  await other.getByRole("button", { name: "Save draft", exact: true }).click();
  await expect(
    other
      .getByTestId("conflict-notice")
      .getByText(/^e2e-admin saved the home page at .+ GMT\+6 while you were editing, so your changes were not saved\./),
  ).toBeVisible();
  await expect(other.getByLabel("Page title (browser tab and search results)")).toHaveValue(typed.title);
  await expect(theirHero.getByLabel("Heading", { exact: true })).toHaveValue(typed.heading);
  await expect(theirHero.getByLabel("Text under the heading")).toHaveValue(typed.subtitle);
  await other.context().close();

  // nothing of theirs reached the draft or the site
  await openEditor(page, "/admin/home");
  await expect((await heroSection(page)).getByLabel("Heading", { exact: true })).toHaveValue(oldHeading);
  const live = await (await fetch(`${baseURL}/`, { headers: { cookie: "country=bangladesh" } })).text();
  expect(live).not.toContain(typed.heading);

  // every save, publish and restore of the walk is in the audit log, in words, with who did it
  await page.goto("/admin/audit?entity=content");
  const entry = (what: string, details?: string) => {
    let row = page.getByRole("listitem").filter({ hasText: `e2e-admin ${what}` });
    if (details) row = row.filter({ hasText: details });
    return row.first();
  };
  await expect(entry("saved a draft of the home page")).toBeVisible();
  await expect(entry("saved a draft of the footer")).toBeVisible();
  await expect(entry("published the home page (version", `Changed the hero section “${heading}”`)).toBeVisible();
  await expect(entry("published the footer (version", "Changed the office locations")).toBeVisible();
  await expect(entry(`restored version ${restoredVersion} of the home page as a draft`)).toBeVisible();

  // the other specs count the seeded items: remove what the walk added, publish, and the visitor sees them gone
  for (const [editor, list, name] of [
    ["/admin/projects", "Projects (in this order)", names.project],
    ["/admin/services", "Service cards (the priced packages below the list, in this order)", names.card],
    ["/admin/man-power", "Projects (in this order)", names.manpower],
  ] as const) {
    await openEditor(page, editor);
    await removeEntry(page, list, name);
    await clickAndToast(page, "Publish", /is published: visitors see it now\./);
  }
  const gone = await freshPage(browser, width);
  for (const [path, name] of collectionPages) {
    await gone.goto(path);
    await expect(gone.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(gone.getByRole("heading", { name, exact: true })).toHaveCount(0);
  }
  await gone.context().close();
});

test("leaving an editor with unsaved changes asks first: in-app links in a dialog, closing the tab through the browser", async ({
  page,
}) => {
  await signIn(page);
  await openEditor(page, "/admin/layouts/navbar");
  const name = page.getByLabel("Company name");
  const saved = await name.inputValue();
  const tabs = page.getByRole("navigation", { name: "Layout parts" });

  // nothing typed: no question
  await tabs.getByRole("link", { name: "Footer" }).click();
  await expect(page).toHaveURL(/\/admin\/layouts\/footer$/);
  await openEditor(page, "/admin/layouts/navbar");

  await name.fill(`${saved} (unsaved)`);
  await tabs.getByRole("link", { name: "Footer" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Stay on this page" })).toBeFocused();
  // by keyboard: Escape stays, and the typed text is still there
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/layouts\/navbar$/);
  await expect(name).toHaveValue(`${saved} (unsaved)`);

  await tabs.getByRole("link", { name: "Footer" }).click();
  await dialog.getByRole("button", { name: "Leave and lose changes" }).click();
  await expect(page).toHaveURL(/\/admin\/layouts\/footer$/);
  await expect(page.getByRole("heading", { level: 1, name: "Footer" })).toBeVisible();

  // closing the tab with unsaved changes: the browser's own question (beforeunload)
  await openEditor(page, "/admin/layouts/navbar");
  await name.fill(`${saved} (unsaved again)`);
  const asked = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const question = await asked;
  expect(question.type()).toBe("beforeunload");
  await question.dismiss();
  expect(page.isClosed()).toBe(false);
  await expect(name).toHaveValue(`${saved} (unsaved again)`);
});

test("page editor: sections start closed, and one with a problem opens itself and says so", async ({ page }) => {
  await signIn(page);
  await openEditor(page, "/admin/home");
  const sections = page.locator("li details");
  expect(await sections.count()).toBeGreaterThan(1);
  expect(await sections.evaluateAll((els) => els.filter((el) => (el as HTMLDetailsElement).open).length)).toBe(0);

  // open by keyboard, empty the required heading, close it again, then publish
  const hero = sections.filter({ has: page.locator("summary", { hasText: /^Banner \(hero\):/ }) }).first();
  await hero.locator("summary").focus();
  await page.keyboard.press("Enter");
  const heading = hero.getByLabel("Heading", { exact: true });
  await heading.fill("");
  await heading.blur();
  await expect(hero.locator("summary")).toContainText("(needs attention)");
  await hero.locator("summary").click();
  await expect(heading).toBeHidden();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(heading).toBeVisible();
  await expect(heading).toHaveAttribute("aria-invalid", "true");
  await expect(heading).toBeFocused();
  // a new section opens by itself, ready to fill in
  await page.getByRole("button", { name: "+ Call to action" }).click();
  await expect(sections.last()).toHaveJSProperty("open", true);
  await expect(sections.last().getByLabel("Heading", { exact: true })).toBeVisible();
});
