import { test as base, type Page, type Response } from "@playwright/test";
import { hydrated } from "./site-support";

export { expect } from "@playwright/test";

/** Whether `response` is one of the app's documents, loaded with scripts on (Remix's inline script ran). */
async function isScriptedAppDocument(page: Page, response: Response | null) {
  if (!response || !(response.headers()["content-type"] ?? "").startsWith("text/html")) return false;
  return page.evaluate(() => "__remixContext" in window);
}

/** Makes `goto` and `reload` of every page also wait for hydration when they load a scripted app document. */
function waitForHydrationAfterLoads(prototype: Page) {
  const goto = prototype.goto;
  const reload = prototype.reload;
  prototype.goto = async function (this: Page, ...args: Parameters<Page["goto"]>) {
    const response = await goto.apply(this, args);
    if (await isScriptedAppDocument(this, response)) await hydrated(this);
    return response;
  };
  prototype.reload = async function (this: Page, ...args: Parameters<Page["reload"]>) {
    const response = await reload.apply(this, args);
    if (await isScriptedAppDocument(this, response)) await hydrated(this);
    return response;
  };
}

/**
 * The end-to-end `test`. Its pages act like a visitor who waits for the page to be ready: Playwright's `goto` and
 * `reload` (which wait for `load`) can hand a test a page that has not hydrated yet. Every page of the worker (the `page`
 * fixture's and those of contexts a test opens itself) waits for hydration after them, when scripts are on and
 * the answer is an app document. What a page does before its scripts run is tested with `javaScriptEnabled: false`.
 */
export const test = base.extend<object, { hydrationAfterLoads: void }>({
  hydrationAfterLoads: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      waitForHydrationAfterLoads(Object.getPrototypeOf(page) as Page);
      await context.close();
      await use();
    },
    { scope: "worker", auto: true },
  ],
});
