import { mkdirSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { expect, test } from "./test";
import { baseURL } from "../../playwright.config.js";
import { signIn } from "./fixtures.js";
import { clickAndToast, heroSection, openEditor, toast } from "./editor-support.js";

/*
 * Issue 33 item 5: an editor's History marks the live version and the draft, shows what changed between two
 * versions in the editor's words, and asks before "Restore as draft" replaces a draft that is not published (a
 * keyboard-usable dialog; without JavaScript a second step). The page editors list every visible part of the page,
 * the home page's Recent work included, and name sections by their content.
 */

const SHOTS = "/tmp/shots-office";
mkdirSync(SHOTS, { recursive: true });

test.describe("editor history", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test("marks live and draft, shows what changed, and confirms before a restore replaces the draft", async ({
    page,
    browser,
  }, testInfo) => {
    const tag = randomBytes(3).toString("hex");
    const shot = (name: string) => `${SHOTS}/${testInfo.project.name}-history-${name}.png`;
    const headings = { one: `Trades ${tag} one`, two: `Trades ${tag} two`, draft: `Trades ${tag} draft` };
    const setHeading = async (text: string) => {
      await (await heroSection(page)).getByLabel("Heading", { exact: true }).fill(text);
    };

    await openEditor(page, "/admin/training");
    // the page's own heading, published again at the end: other specs read the Training page as seeded
    const original = await (await heroSection(page)).getByLabel("Heading", { exact: true }).inputValue();
    await setHeading(headings.one);
    await clickAndToast(page, "Publish", "The Training page is published: visitors see it now.");
    await setHeading(headings.two);
    await clickAndToast(page, "Publish", "The Training page is published: visitors see it now.");

    const history = page.getByRole("region", { name: "History" });
    const versions = history.getByRole("list", { name: "Versions, newest first" }).getByRole("listitem");
    // published and nothing else: the newest version is live and is what the editor shows
    const live = history.getByTestId("history-live");
    await expect(live).toContainText(`Changed the hero section “${headings.two}”`);
    await expect(live).toContainText("Live");
    await expect(live).toContainText("In the editor");
    await expect(versions.first()).toHaveAttribute("data-testid", "history-live");
    await expect(history.getByTestId("history-draft")).toHaveCount(0);

    // what the newest version changed, in the editor's labels, before and after
    await live.getByRole("link", { name: /^What version \d+ changed$/ }).click();
    const comparison = history.getByTestId("history-comparison");
    await expect(comparison.getByRole("heading")).toHaveText(/^What changed from version \d+ to version \d+ \(live\)$/);
    const change = comparison.getByRole("listitem").filter({ hasText: `Banner (hero) section “${headings.one}” › Heading` });
    await expect(change).toContainText("Changed");
    await expect(change).toContainText(`Before“${headings.one}”`);
    await expect(change).toContainText(`After“${headings.two}”`);
    await expect(comparison).not.toContainText("sections[");
    await comparison.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot("comparison"), fullPage: false });

    // a draft that is not published: marked on its own, compared with the live version
    await page.getByRole("link", { name: "Close the comparison" }).click();
    await expect(comparison).toHaveCount(0);
    await setHeading(headings.draft);
    await clickAndToast(page, "Save draft", "Draft of the Training page saved. Publish to make it live.");
    const draft = history.getByTestId("history-draft");
    await expect(draft).toContainText("Current draft");
    await expect(draft).toContainText("Not published");
    await expect(history.getByTestId("history-live")).not.toContainText("In the editor");
    await draft.getByRole("link", { name: "What the draft changes from the live version" }).click();
    await expect(comparison.getByRole("heading")).toHaveText(/^What changed from version \d+ \(live\) to the draft$/);
    await expect(
      comparison.getByRole("listitem").filter({ hasText: `Banner (hero) section “${headings.two}” › Heading` }),
    ).toContainText(`After“${headings.draft}”`);
    await history.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot("marks"), fullPage: false });

    // restoring the first version would lose the draft: the dialog asks, Escape keeps everything
    const older = versions.filter({ hasText: `Changed the hero section “${headings.one}”` });
    const restore = older.getByRole("button", { name: /^Restore version \d+ as a draft$/ });
    const number = /\d+/.exec((await restore.getAttribute("aria-label")) ?? "")![0];
    await restore.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("alertdialog", { name: `Replace the draft with version ${number}?` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("is not published");
    await expect(dialog.getByRole("button", { name: "Keep the draft" })).toBeFocused();
    await page.screenshot({ path: shot("confirm"), fullPage: false });
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(restore).toBeFocused();
    await expect((await heroSection(page)).getByLabel("Heading", { exact: true })).toHaveValue(headings.draft);

    // by keyboard again: Tab to "Replace the draft", Enter
    await restore.focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Replace the draft" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(toast(page, "The old version is back as a draft of the Training page.")).toBeVisible();
    await expect((await heroSection(page)).getByLabel("Heading", { exact: true })).toHaveValue(headings.one);
    await expect(history.getByTestId("history-draft")).toContainText(`The content of version ${number}, restored`);
    await expect(versions.filter({ hasText: `Changed the hero section “${headings.one}”` })).toContainText(
      "Restored as the draft",
    );

    // without JavaScript the restore stops on a step that asks, and goes on only from there
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      viewport: page.viewportSize() ?? undefined,
    });
    const plain = await context.newPage();
    await signIn(plain);
    await plain.goto("/admin/training");
    const plainHistory = plain.getByRole("region", { name: "History" });
    await plainHistory
      .getByRole("listitem")
      .filter({ hasText: `Changed the hero section “${headings.two}”` })
      .getByRole("button", { name: /^Restore version \d+ as a draft$/ })
      .click();
    await expect(plain).toHaveURL(/\?restore=\d+#restore-confirm$/);
    const step = plain.getByRole("alert").filter({ hasText: /^Replace the draft with version \d+\?/ });
    await expect(step).toBeVisible();
    await step.screenshot({ path: shot("no-js-step") });
    await step.getByRole("button", { name: "Replace the draft" }).click();
    await expect(plain).toHaveURL(/\/admin\/training$/);
    await expect(plainHistory.getByTestId("history-draft")).toContainText("restored and not changed since");
    await expect(
      plainHistory.getByRole("listitem").filter({ hasText: `Changed the hero section “${headings.two}”` }),
    ).toContainText("Restored as the draft");
    await context.close();

    await openEditor(page, "/admin/training");
    await setHeading(original);
    await clickAndToast(page, "Publish", "The Training page is published: visitors see it now.");
  });

  test("the home editor lists Recent work where the site shows it, and names every section by its content", async ({
    page,
  }, testInfo) => {
    await openEditor(page, "/admin/home");
    const sections = page.getByRole("region", { name: "Sections (top to bottom)" });
    const summaries = sections.locator("summary");
    await expect(summaries.first()).toBeVisible();
    for (const text of await summaries.allTextContents()) expect(text).not.toMatch(/Untitled|: $/);
    // the row of figures has no heading: it is named by its figures
    await expect(summaries.filter({ hasText: /^Figures: \S+ .+ · / }).first()).toBeVisible();

    const recent = sections.getByTestId("fixed-section");
    await expect(recent).toContainText("Recent work");
    await expect(recent.getByRole("link", { name: "Edit the projects" })).toHaveAttribute("href", "/admin/projects");
    // on the site it comes after the body and before the closing call to action: so it does here
    const order = await sections
      .locator("ol > li")
      .evaluateAll((items) => items.map((li) => (li.querySelector("summary")?.textContent ?? li.textContent ?? "").trim()));
    const at = order.findIndex((text) => text.startsWith("Recent work"));
    expect(order[at + 1]).toMatch(/^Call to action:/);
    expect(order.slice(at + 2).filter((text) => text.startsWith("Call to action:"))).toEqual([]);
    await recent.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${testInfo.project.name}-home-sections.png`, fullPage: false });
  });
});
