import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { createAdmin, freshPage, heroSection, openEditor, signInAs, toast } from "./editor-support.js";
import { signIn } from "./fixtures.js";
import { isPhone } from "./site-support.js";
import { expect, test } from "./test";

/**
 * Issue 29 finding 1: two admins edit the home page at once. Once the second admin's save is refused because the
 * first published meanwhile, every save and publish from that form is refused too (it keeps the revision it was
 * loaded at), until its admin reloads or explicitly replaces the other version, and the replace only replaces the
 * version the notice named.
 */

const PUBLISHED = "The home page is published: visitors see it now.";

/**
 * Waits until an anonymous visitor's home page shows `heading` as its main heading (a publish is on the site once
 * its answer has come back; the visitor's page is loaded again until then).
 */
async function expectLive(visitor: Page, heading: string) {
  await expect
    .poll(async () => {
      await visitor.goto("/");
      return visitor.getByRole("heading", { level: 1 }).textContent();
    })
    .toBe(heading);
}

test("a refused stale save stays refused: Publish does not overwrite, Replace asks and replaces only the version it named", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const width = isPhone(testInfo) ? 390 : 1280;
  const tag = randomBytes(3).toString("hex");
  const theirs = `Their heading ${tag}`;
  const later = `Their later heading ${tag}`;
  const mine = `My heading ${tag}`;

  // A is the e2e admin; B an admin made for this test, in a browser context of their own
  await signIn(page);
  const second = `conflict-${tag}`;
  await createAdmin(page, second);
  const b = await freshPage(browser, width);
  await signInAs(b, second);
  const visitor = await freshPage(browser, width);

  await openEditor(page, "/admin/home");
  await openEditor(b, "/admin/home");
  const original = await (await heroSection(page)).getByLabel("Heading", { exact: true }).inputValue();

  // A changes the banner heading and publishes
  await (await heroSection(page)).getByLabel("Heading", { exact: true }).fill(theirs);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expectLive(visitor, theirs);

  // B, who opened the editor before that, changes the same heading and saves: refused, with who, when and what
  const bHero = await heroSection(b);
  await bHero.getByLabel("Heading", { exact: true }).fill(mine);
  await b.getByRole("button", { name: "Save draft", exact: true }).click();
  const notice = b.getByTestId("conflict-notice");
  await expect(
    notice.getByText(/^e2e-admin saved the home page at .+ GMT\+6 while you were editing, so your changes were not saved\./),
  ).toBeVisible();
  await expect(notice.getByRole("listitem").filter({ hasText: "› Heading" })).toContainText(
    `theirs: “${theirs}” · yours: “${mine}”`,
  );
  await expect(bHero.getByLabel("Heading", { exact: true })).toHaveValue(mine);
  const replace = notice.getByRole("button", { name: "Replace e2e-admin’s version with mine" });
  await expect(replace).toHaveAttribute("value", "replace-save");

  // B presses Publish on the same form: refused again (the notice now offers to publish), the site keeps A's heading
  await b.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(replace).toHaveAttribute("value", "replace-publish");
  await expect(notice.getByRole("listitem").filter({ hasText: "› Heading" })).toContainText(`theirs: “${theirs}”`);
  await expect(toast(b, PUBLISHED)).toHaveCount(0);
  await expectLive(visitor, theirs);
  await expect(bHero.getByLabel("Heading", { exact: true })).toHaveValue(mine);

  // A publishes once more; B's replace named A's earlier version, so it is refused again and names the later one
  await (await heroSection(page)).getByLabel("Heading", { exact: true }).fill(later);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expectLive(visitor, later);
  await replace.click();
  let dialog = b.getByRole("alertdialog", { name: "Replace e2e-admin’s version with yours?" });
  await expect(dialog).toContainText("visitors see it at once");
  await dialog.getByRole("button", { name: "Replace e2e-admin’s version with mine" }).click();
  await expect(notice.getByRole("listitem").filter({ hasText: "› Heading" })).toContainText(`theirs: “${later}”`);
  await expect(toast(b, PUBLISHED)).toHaveCount(0);
  await expectLive(visitor, later);

  // B confirms the replace of the version now named: published
  await replace.click();
  dialog = b.getByRole("alertdialog", { name: "Replace e2e-admin’s version with yours?" });
  await dialog.getByRole("button", { name: "Replace e2e-admin’s version with mine" }).click();
  await expect(notice).toHaveCount(0);
  await expectLive(visitor, mine);

  // A's form is now the stale one: refused, A takes B's version with "Reload their version", and puts the heading back
  const aHero = await heroSection(page);
  await aHero.getByLabel("Heading", { exact: true }).fill(original);
  await page.getByRole("button", { name: "Save draft", exact: true }).click();
  const aNotice = page.getByTestId("conflict-notice");
  await expect(aNotice.getByRole("button", { name: `Replace ${second}’s version with mine` })).toBeVisible();
  await aNotice.getByRole("link", { name: "Reload their version" }).click();
  await expect(aNotice).toHaveCount(0);
  // the editor starts again from the stored version (its sections closed, B's heading in the banner's title)
  await expect(page.locator("summary", { hasText: `Banner (hero): ${mine}` })).toBeVisible();
  await expect((await heroSection(page)).getByLabel("Heading", { exact: true })).toHaveValue(mine);
  await (await heroSection(page)).getByLabel("Heading", { exact: true }).fill(original);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expectLive(visitor, original);

  await b.context().close();
  await visitor.context().close();
});
