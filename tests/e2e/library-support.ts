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

/** The e2e server's database (named after its port, tests/e2e/server.ts), for a test's own look at the rows. */
export function e2eDatabase() {
  const url = new URL(adminUrl);
  url.pathname = `/crestline_e2e_${new URL(baseURL).port}`;
  return knex({ client: "pg", connection: url.toString(), pool: { min: 0, max: 1 } });
}

/**
 * Uploads one picture per background colour (or the given files) to the media library under `category` (a category
 * of the test's own), each described, waits until their web versions are ready and returns their ids in the files'
 * order.
 */
export async function uploadLibraryImages(
  page: Page,
  category: string,
  backgrounds: string[],
  files?: Awaited<ReturnType<typeof pngFiles>>,
): Promise<string[]> {
  const chosen = files ?? (await pngFiles(backgrounds, `e2e-${category}`));
  await page.goto("/admin/image-upload");
  await hydrated(page);
  await page.getByLabel("Image files").setInputFiles(chosen);
  const rows = page.getByTestId("upload-row");
  await expect(rows).toHaveCount(chosen.length);
  for (const [i, file] of chosen.entries())
    await rows.nth(i).getByLabel("Description for screen readers").fill(`Test picture ${file.name}`);
  await page.locator("#image-category").fill(category);
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await page.getByRole("dialog", { name: "Upload complete" }).getByRole("button", { name: "OK" }).click();
  await page.locator("#category-filter").selectOption(category);
  await expect(page).toHaveURL(new RegExp(`category=${category}`));
  const tiles = page.getByTestId("image-tile");
  await expect(tiles).toHaveCount(chosen.length);
  // a tile shows its thumbnail once the web versions are ready (the page looks again meanwhile)
  await expect(tiles.locator("img")).toHaveCount(chosen.length, { timeout: 30_000 });
  // two files go up at a time, so the numbers do not follow the files' order: each is found by its file's name
  const db = e2eDatabase();
  const rowsInDb = await db("images")
    .join("files", "files.id", "images.file_id")
    .where("images.category", category)
    .select<{ id: number; name: string }[]>("images.id", "files.original_name as name")
    .finally(() => db.destroy());
  return chosen.map((file) => String(rowsInDb.find((r) => r.name === file.name)!.id));
}
