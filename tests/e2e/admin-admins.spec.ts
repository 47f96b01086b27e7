import { expect, test } from "./test";
import { type Page } from "@playwright/test";
import { createAdmin } from "./editor-support.js";
import { E2E_ADMIN, signIn } from "./fixtures.js";

/** The password of the accounts these tests make. */
const createAccount = (page: Page, username: string) => createAdmin(page, username, "a-long-password-2026");

test("admins: list, disable with confirmation, enable, remove; never oneself", async ({ page }) => {
  await signIn(page);
  const username = `staff-${Date.now().toString(36)}`;
  await createAccount(page, username);

  await page.goto("/admin/admins");
  await expect(page.getByRole("heading", { level: 1, name: "Admins" })).toBeVisible();
  const mine = page.locator(`tr[data-admin="${E2E_ADMIN.username}"]`);
  await expect(mine).toContainText("You");
  await expect(mine.getByRole("button")).toHaveCount(0);

  const row = page.locator(`tr[data-admin="${username}"]`);
  await expect(row).toContainText("Active");
  await row.getByRole("button", { name: `Disable ${username}` }).click();
  const dialog = page.getByRole("alertdialog", { name: `Disable ${username}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Disable" }).click();
  await expect(page.getByText(`${username} was disabled.`).first()).toBeVisible();
  await expect(row).toContainText("Disabled");

  await row.getByRole("button", { name: `Enable ${username}` }).click();
  await expect(page.getByText(`${username} was enabled.`).first()).toBeVisible();
  await expect(row).toContainText("Active");

  await row.getByRole("button", { name: `Remove ${username}` }).click();
  await page
    .getByRole("alertdialog", { name: `Remove ${username}?` })
    .getByRole("button", { name: "Remove" })
    .click();
  await expect(page.getByText(`${username} was removed.`).first()).toBeVisible();
  await expect(row).toHaveCount(0);
});

test("a disabled admin is signed out at once and cannot sign in", async ({ browser, page }) => {
  await signIn(page);
  const username = `temp-${Date.now().toString(36)}`;
  await createAccount(page, username);

  const other = await browser.newContext();
  const theirs = await other.newPage();
  await theirs.goto("/login");
  await theirs.getByLabel("Username").fill(username);
  await theirs.getByLabel("Password").fill("a-long-password-2026");
  await theirs.getByRole("button", { name: /sign in/i }).click();
  await expect(theirs).toHaveURL(/\/admin/);

  await page.goto("/admin/admins");
  await page
    .locator(`tr[data-admin="${username}"]`)
    .getByRole("button", { name: `Disable ${username}` })
    .click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Disable" }).click();
  await expect(page.getByText(`${username} was disabled.`).first()).toBeVisible();

  await theirs.goto("/admin/messages-list");
  await expect(theirs).toHaveURL(/\/login/);
  await theirs.getByLabel("Username").fill(username);
  await theirs.getByLabel("Password").fill("a-long-password-2026");
  await theirs.getByRole("button", { name: /sign in/i }).click();
  await expect(theirs.getByText("Login failed!")).toBeVisible();
  await other.close();
});

test("changing one's own password asks for the current one", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/admins");
  await page.getByLabel("Current password").fill("not-my-password");
  await page.getByLabel("New password", { exact: true }).fill("a-brand-new-password");
  await page.getByLabel("Repeat the new password").fill("a-brand-new-password");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("That is not your current password.")).toBeVisible();
  await expect(page.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");
});

test("a changed password empties the boxes and counts the other sessions signed out", async ({ browser, page }) => {
  test.slow(); // five sign-ins and three password hashes
  await signIn(page);
  const username = `pw-${Date.now().toString(36)}`;
  await createAccount(page, username);

  async function signInAs(password: string) {
    const context = await browser.newContext();
    const tab = await context.newPage();
    await tab.goto("/login");
    await tab.getByLabel("Username").fill(username);
    await tab.getByLabel("Password").fill(password);
    await tab.getByRole("button", { name: /sign in/i }).click();
    await expect(tab).toHaveURL(/\/admin/);
    return { context, tab };
  }
  async function change(tab: Page, from: string, to: string) {
    await tab.goto("/admin/admins");
    await tab.getByLabel("Current password").fill(from);
    await tab.getByLabel("New password", { exact: true }).fill(to);
    await tab.getByLabel("Repeat the new password").fill(to);
    await tab.getByRole("button", { name: "Change password" }).click();
  }

  // the only session: nothing else to sign out, and no "0 other sessions"
  const mine = await signInAs("a-long-password-2026");
  await change(mine.tab, "a-long-password-2026", "a-second-password-2026");
  await expect(mine.tab.getByText("Your password was changed.", { exact: true }).first()).toBeVisible();
  await expect(mine.tab.getByText(/other sessions? (was|were) signed out/)).toHaveCount(0);
  for (const label of ["Current password", "Repeat the new password"]) {
    await expect(mine.tab.getByLabel(label)).toHaveValue("");
  }
  await expect(mine.tab.getByLabel("New password", { exact: true })).toHaveValue("");

  // one other session: the singular
  const second = await signInAs("a-second-password-2026");
  await change(mine.tab, "a-second-password-2026", "a-third-password-2026");
  await expect(mine.tab.getByText("Your password was changed. 1 other session was signed out.").first()).toBeVisible();

  // two other sessions: the plural
  const third = await signInAs("a-third-password-2026");
  const fourth = await signInAs("a-third-password-2026");
  await change(mine.tab, "a-third-password-2026", "a-fourth-password-2026");
  await expect(mine.tab.getByText("Your password was changed. 2 other sessions were signed out.").first()).toBeVisible();
  await expect(mine.tab.getByLabel("Current password")).toHaveValue("");

  for (const c of [mine, second, third, fourth]) await c.context.close();
});
