import path from "node:path";
import { expect, type Page } from "@playwright/test";

/** The admin the e2e server is started with (tests/e2e/server.ts). */
export const E2E_ADMIN = { username: "e2e-admin", password: "e2e-password-2026" };

/** Where the e2e server of a port copies its log lines (tests/e2e/server.ts). */
export const e2eServerLog = (port: string | number) => path.resolve(`reports/e2e-server-${port}.log`);

export async function signIn(page: Page) {
  await page.goto("/login");
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/admin/);
}
