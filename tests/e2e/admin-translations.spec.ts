import { mkdirSync } from "node:fs";
import { expect, test } from "./test";
import { signIn } from "./fixtures.js";
import { clickAndToast, heroSection, openEditor } from "./editor-support.js";

/**
 * Translated content (issue 31): the office edits the Bangla home heading beside the English, previews it in
 * Bangla, publishes (the English stays), restores the previous version (both languages come back), and a new
 * English-only service card shows on the translation status page as missing in Bangla and Arabic.
 */
const shots = "/tmp/shots";

test("the Bangla home heading: edited, previewed, published and restored with the English", async ({ page }, testInfo) => {
  // four publishes and three editors on a busy machine
  test.setTimeout(120_000);
  const width = testInfo.project.name === "phone" ? 390 : 1280;
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  mkdirSync(shots, { recursive: true });
  await signIn(page);
  await openEditor(page, "/admin/home");
  const hero = await heroSection(page);
  const english = await hero.getByLabel("Heading", { exact: true }).inputValue();
  const bangla = page.locator("#i18n-bn-sections-0-title");
  await expect(bangla, "the Bangla box stays closed in English").toBeHidden();

  // the language switch opens a Bangla box under every translatable text, right-to-left boxes for Arabic
  await page
    .getByRole("navigation", { name: "Language of the texts you edit" })
    .getByRole("link", { name: /^বাংলা/ })
    .click();
  await expect(page).toHaveURL(/\?lang=bn$/);
  await expect(bangla).toBeVisible();
  await expect(bangla).toHaveAttribute("lang", "bn");
  await expect(page.locator("#i18n-ar-sections-0-title")).toHaveAttribute("dir", "rtl");
  const before = await bangla.inputValue();
  const heading = `নতুন শিরোনাম ${tag}`;
  await bangla.fill(heading);
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  await page.screenshot({ path: `${shots}/translations-editor-bn-${width}.png` });
  await clickAndToast(page, "Save draft", "Draft of the home page saved. Publish to make it live.");

  // the preview of the Bangla draft opens at the Bangla address and shows the draft there only
  await page.getByRole("link", { name: /^বাংলা/ }).click();
  await expect(page.getByRole("link", { name: /^Preview saved draft in Bangla$/ })).toHaveAttribute("href", "/bn/?preview=draft");
  await expect(bangla).toHaveValue(heading);
  await page.goto("/bn/?preview=draft");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await page.goto("/bn/");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(heading);
  await openEditor(page, "/admin/home?lang=bn");

  await clickAndToast(page, "Publish", "The home page is published: visitors see it now.");
  await page.goto("/bn/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(english);

  // restoring the version before brings both languages back
  await openEditor(page, "/admin/home?lang=bn");
  const versions = page.getByRole("region", { name: "History" }).getByRole("listitem");
  await expect(versions.first()).toContainText("Changed the Bangla text");
  await versions
    .nth(1)
    .getByRole("button", { name: /^Restore version \d+ as a draft$/ })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "The old version is back as a draft" })).toBeVisible();
  await page.getByRole("link", { name: /^বাংলা/ }).click();
  await expect(bangla).toHaveValue(before);
  await expect((await heroSection(page)).getByLabel("Heading", { exact: true })).toHaveValue(english);
  await clickAndToast(page, "Publish", "The home page is published: visitors see it now.");
  await page.goto("/bn/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(before || english);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(english);

  // a new English-only service card: missing in Bangla and Arabic on the status page, linked to its box
  await openEditor(page, "/admin/services");
  const cards = page.getByRole("group", { name: "Service cards (the priced packages below the list, in this order)" });
  await cards.getByRole("button", { name: "Add service card", exact: true }).click();
  const card = cards.getByRole("listitem").last();
  const name = `Translation check ${tag}`;
  await card.getByLabel("Package name", { exact: true }).fill(name);
  // kept off the public pages: other tests count the cards visitors see
  await card.getByLabel("Shown on the site", { exact: true }).uncheck();
  await clickAndToast(page, "Publish", "The services list is published: visitors see it now.");

  await page.goto("/admin/translations");
  for (const language of ["bn", "ar"]) {
    const services = page.getByTestId(`status-${language}-collection:services`);
    await services.getByText(/^Show the \d+ missing texts?$/).click();
    const missing = services.getByRole("listitem").filter({ hasText: `“${name}”` });
    await expect(missing).toBeVisible();
    await expect(missing.getByRole("link")).toHaveAttribute(
      "href",
      new RegExp(`^/admin/services\\?lang=${language}#i18n-${language}-cards-\\d+-title$`),
    );
  }
  await page.screenshot({ path: `${shots}/translations-status-${width}.png`, fullPage: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${shots}/translations-status-top-${width}.png` });
  // the link opens the card's Arabic box in its editor
  await page
    .getByTestId("status-ar-collection:services")
    .getByRole("listitem")
    .filter({ hasText: `“${name}”` })
    .getByRole("link")
    .click();
  const box = page.locator("[id^=i18n-ar-cards-][id$=-title]:focus");
  await expect(box).toBeVisible();
  await expect(box).toHaveAttribute("dir", "rtl");
  await page.screenshot({ path: `${shots}/translations-editor-ar-${width}.png` });
});
