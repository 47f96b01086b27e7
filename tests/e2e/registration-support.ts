import { expect, type Page, type TestInfo } from "@playwright/test";
import { baseURL } from "../../playwright.config.js";
import { deleteRedisKeys } from "../support/redis.js";
import { fillByLabel } from "./forms-support.js";

/*
 * A worker registration paid through the built-in bKash sandbox (its payment page is server-rendered at
 * /bkash-sandbox/pay/<paymentID>), with form 2's seeded fields and fee (500 BDT).
 */

/**
 * A passport number of this test's own: the desktop and phone projects run every test against one database, and a
 * number registered before makes the page ask first (duplicate protection).
 */
export function ownPassport(testInfo: TestInfo, serial: string): string {
  return `${testInfo.project.name === "phone" ? "P" : "D"}${serial}`;
}

/** Fills form 2 with what a manual worker has (name, phone, passport number) and sends it. */
export async function fillAndSend(page: Page, worker: { name: string; phone: string; passport: string }) {
  await page.goto("/worker-registration");
  await fillByLabel(page, { "Full Name": worker.name, Phone: worker.phone, "Passport Number": worker.passport });
  await page.getByRole("button", { name: "Register & Pay 500 BDT" }).click();
}

/** Pays on the sandbox page (the browser is there) and waits for the receipt; gives the registration's reference. */
export async function payAtSandbox(page: Page): Promise<string> {
  await expect(page.getByText("500.00 BDT")).toBeVisible();
  await page.getByLabel("bKash account number").fill("01712345678");
  await page.getByLabel("PIN").fill("12121");
  await Promise.all([
    page.waitForURL(/\/worker-registration\/receipt/),
    page.getByRole("button", { name: "Pay", exact: true }).click(),
  ]);
  await expect(page.getByRole("heading", { level: 1, name: "Registration Complete!" })).toBeVisible();
  return (await page.getByTestId("receipt-reference").innerText()).trim();
}

/** A new registration, paid: its reference. */
export async function registerAndPay(page: Page, worker: { name: string; phone: string; passport: string }): Promise<string> {
  await Promise.all([page.waitForURL(/\/bkash-sandbox\/pay\//), fillAndSend(page, worker)]);
  return payAtSandbox(page);
}

/** Forgets the suite's counts of one rate-limit bucket (every browser of the suite shares one address). */
export async function resetRateLimit(bucket: "form-2" | "receipt-lookup") {
  const port = new URL(baseURL).port;
  await deleteRedisKeys(process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379", `e2e${port}:submit:${bucket}:*`);
}
