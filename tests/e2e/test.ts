import { test as base, type Page, type Response } from "@playwright/test";
import { hydrated } from "./site-support";

export { expect } from "@playwright/test";

/** Whether `response` is one of the app's documents (Remix renders them; they hydrate). */
async function isAppDocument(page: Page, response: Response | null) {
  if (!response || !(response.headers()["content-type"] ?? "").startsWith("text/html")) return false;
  return page.evaluate(() => "__remixContext" in window);
}

/**
 * The end-to-end `test`: its `page` acts like a visitor who waits for the page to be ready. Documents start their
 * scripts only once they have loaded (app/utils/deferred-scripts.ts), so Playwright's `goto` and `reload` (which
 * wait for `load`) would hand a test a page that React has not hydrated yet. Here they also wait for hydration
 * when scripts are on and the answer is an app document. What a page does before its scripts run is tested with
 * `javaScriptEnabled: false`.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args: Parameters<Page["goto"]>) => {
        const response = await goto(...args);
        if (await isAppDocument(page, response)) await hydrated(page);
        return response;
      };
      page.reload = async (...args: Parameters<Page["reload"]>) => {
        const response = await reload(...args);
        if (await isAppDocument(page, response)) await hydrated(page);
        return response;
      };
    }
    await use(page);
  },
});
