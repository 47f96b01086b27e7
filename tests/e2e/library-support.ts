import { expect, type Page } from "@playwright/test";
import knex from "knex";
import sharp from "sharp";
import { baseURL } from "../../playwright.config.js";
import { adminUrl } from "../support/database.js";
import { hydrated } from "./site-support.js";

/** One plain PNG of each background colour, named `<prefix>-<n>.png`, ready for `setInputFiles`. */
export function pngFiles(backgrounds: string[], prefix: string, size = { width: 800, height: 500 }) {
  return Promise.all(
    backgrounds.map(async (background, i) => ({
      name: `${prefix}-${i + 1}.png`,
      mimeType: "image/png",
      buffer: await sharp({ create: { ...size, channels: 3, background } })
        .png()
        .toBuffer(),
    })),
  );
}

/**
 * Uploads one picture per background colour to the image library under `category` (a category of the test's own),
 * waits until their web versions are ready and returns their ids in upload order.
 */
export async function uploadLibraryImages(page: Page, category: string, backgrounds: string[]): Promise<string[]> {
  await page.goto("/admin/image-upload");
  await hydrated(page);
  await page.getByLabel("Image files").setInputFiles(await pngFiles(backgrounds, `e2e-${category}`));
  await page.locator("#image-category").fill(category);
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await page.getByRole("dialog", { name: "Upload complete" }).getByRole("button", { name: "OK" }).click();
  await page.locator("#category-filter").selectOption(category);
  await expect(page.getByTestId("image-row").filter({ visible: true }).filter({ hasText: "Ready" })).toHaveCount(
    backgrounds.length,
    { timeout: 30_000 },
  );
  const url = new URL(adminUrl);
  // the e2e server's database is named after its port (tests/e2e/server.ts)
  url.pathname = `/crestline_e2e_${new URL(baseURL).port}`;
  const db = knex({ client: "pg", connection: url.toString(), pool: { min: 0, max: 1 } });
  const rows = await db("images")
    .where({ category })
    .orderBy("id")
    .select<{ id: number }[]>("id")
    .finally(() => db.destroy());
  return rows.map((r) => String(r.id));
}
