import { expect, test } from "./test";
import { signIn } from "./fixtures";
import { uploadLibraryImages } from "./library-support";

test.describe("admin UI kit", () => {
  test("a client toast, a confirmation that gives focus back, and the admin 404 in the shell", async ({ page }, testInfo) => {
    await signIn(page);
    // a picture of the test's own, used nowhere, so the library offers its bulk deletion (it lists that category)
    await uploadLibraryImages(page, `uikit-${testInfo.project.name}`, ["#345678"]);
    await page.getByRole("button", { name: "Delete selected" }).first().click();
    await expect(page.getByRole("alert").filter({ hasText: "No images selected for deletion." })).toBeVisible();

    await page.goto("/admin/forms-and-reports/agent-registration?tab=fields");
    const trigger = page.getByRole("button", { name: /^Delete / }).first();
    await trigger.click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(trigger).toBeFocused();

    const response = await page.goto("/admin/no-such-page");
    expect(response?.status()).toBe(404);
    // a plain notice with the way back: an unknown address is not an error, so no alert and no request id
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Page not found" })).toHaveCount(0);
    await expect(page.getByText(/Request id/)).toHaveCount(0);
    await page.getByRole("link", { name: "Back to the dashboard" }).click();
    await expect(page).toHaveURL(/\/admin\/?$/);
    await expect(page.getByRole("banner").getByText("Dynamic Website Editor")).toBeVisible();
  });

  test("the login page shows the same logo as the site header", async ({ page }) => {
    await page.goto("/");
    const headerLogo = await page.getByRole("banner").locator("img").first().getAttribute("src");
    expect(headerLogo).toBeTruthy();
    await page.goto("/login");
    await expect(page.getByTestId("login-logo").locator("img")).toHaveAttribute("src", headerLogo!);
  });

  test("anonymous visitors of an unknown admin address are sent to the login page", async ({ page }) => {
    await page.goto("/admin/no-such-page");
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
  });
});
