import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./scripts/chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 3111);
export const baseURL = `http://localhost:${port}`;

const chromium = { executablePath: chromiumPath, args: chromiumFlags };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: { baseURL, trace: "retain-on-failure", screenshot: "only-on-failure", launchOptions: chromium },
  // A test tagged "@desktop" or "@phone" checks a layout only that screen has, and runs in that project only.
  projects: [
    {
      name: "desktop",
      testIgnore: /server-logs\.spec\.ts/,
      grepInvert: /@phone/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      name: "phone",
      testIgnore: /server-logs\.spec\.ts/,
      grepInvert: /@desktop/,
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, launchOptions: chromium },
    },
    // after both: scans the server's log of the whole run for the personal values the specs typed
    { name: "logs", testMatch: /server-logs\.spec\.ts/, dependencies: ["desktop", "phone"] },
  ],
  webServer: {
    command: "tsx tests/e2e/server.ts",
    url: `${baseURL}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: { E2E_PORT: String(port) },
  },
});
