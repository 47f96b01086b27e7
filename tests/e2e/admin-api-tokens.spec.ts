import { expect, test } from "./test";
import { signIn } from "./fixtures.js";

test("API tokens: create one (shown once), use it, revoke it from the keyboard", async ({ page, request }) => {
  await signIn(page);
  await page.goto("/admin/api-tokens");
  // In the sidebar (behind the menu button on phones).
  await expect(page.locator('nav a[href="/admin/api-tokens"]').first()).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1, name: "API tokens" })).toBeVisible();

  const name = `Script ${Date.now().toString(36)}`;
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Works for").selectOption("7");
  await page.getByRole("button", { name: "Create token" }).click();
  await expect(page.getByText(`Copy the token for “${name}” now: it is shown only this once.`)).toBeVisible();
  const token = await page.getByLabel("Token", { exact: true }).inputValue();
  expect(token).toMatch(/^[A-Za-z0-9_-]{16,128}$/);

  const me = await request.get("/backend/auth/users/me/", { headers: { authorization: `Token ${token}` } });
  expect(me.status()).toBe(200);

  await page.reload();
  await expect(page.getByLabel("Token", { exact: true })).toHaveCount(0);
  const row = page.locator(`tr[data-token="${name}"]`);
  await expect(row).toBeVisible();
  await expect(row).not.toContainText("Never");

  await row.getByRole("button", { name: `Revoke ${name}` }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog", { name: `Revoke “${name}”?` });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await row.getByRole("button", { name: `Revoke ${name}` }).press("Enter");
  await dialog.getByRole("button", { name: "Revoke" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("The token was revoked: calls with it are refused from now on.").first()).toBeVisible();
  await expect(row).toHaveCount(0);
  const after = await request.get("/backend/auth/users/me/", { headers: { authorization: `Token ${token}` } });
  expect(after.status()).toBe(401);
});
