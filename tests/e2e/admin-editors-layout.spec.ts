import { mkdirSync } from "node:fs";
import { expect, test } from "./test";
import { signIn } from "./fixtures.js";
import { hydrated } from "./site-support.js";

/**
 * Every editor of the Dynamic Website Editor at phone (390) and desktop (1280) width: nothing wider than the
 * screen, every control named, Save draft and Publish on screen while scrolling, and buttons large enough to tap
 * on a phone. Screenshots go to /tmp/shots for a person to look at.
 */
const EDITORS = [
  "/admin/home",
  "/admin/about",
  "/admin/contact",
  "/admin/gallery",
  "/admin/training",
  "/admin/layouts/navbar",
  "/admin/layouts/footer",
  "/admin/services",
  "/admin/projects",
  "/admin/man-power",
];
const shots = "/tmp/shots";

for (const path of EDITORS) {
  test(`editor ${path}: fits the screen, every control named, actions always at hand`, async ({ page }, testInfo) => {
    const width = testInfo.project.name === "phone" ? 390 : 1280;
    mkdirSync(shots, { recursive: true });
    await signIn(page);
    await page.goto(path);
    await hydrated(page);
    const name = path.replace(/^\/admin\//, "").replace(/\//g, "-");
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });

    // nothing wider than the screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    // every visible form control has an accessible name
    const unnamed = await page.locator("main input:not([type=hidden]), main select, main textarea").evaluateAll((els) =>
      els
        .filter((el) => (el as HTMLElement).offsetParent !== null && !el.closest("[aria-hidden=true]"))
        .filter((el) => {
          const control = el as HTMLInputElement;
          return !control.labels?.length && !control.getAttribute("aria-label") && !control.getAttribute("aria-labelledby");
        })
        .map((el) => el.getAttribute("name") ?? el.outerHTML.slice(0, 80)),
    );
    expect(unnamed).toEqual([]);

    // halfway down the editor's form, Save draft and Publish are still on screen (the sticky action bar). The
    // middle of the form, not of the page: the history below it grows with every publish of earlier specs.
    const saveDraft = page.getByRole("button", { name: "Save draft", exact: true });
    const editor = await page.locator("form", { has: saveDraft }).boundingBox();
    expect(editor, "the editor's form").not.toBeNull();
    await page.evaluate(({ top, height }) => window.scrollTo(0, window.scrollY + top + height / 2 - window.innerHeight / 2), {
      top: editor!.y,
      height: editor!.height,
    });
    await expect(saveDraft).toBeInViewport();
    await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeInViewport();
    await page.screenshot({ path: `${shots}/${name}-${width}-middle.png` });

    // buttons are large enough to tap on a phone (44 px is the usual minimum; 36 px at least)
    if (width === 390) {
      const small = await page.locator("main button:visible, main a:visible").evaluateAll((els) =>
        els
          .filter((el) => !el.closest("[aria-hidden=true]") && !el.closest("p"))
          .map((el) => ({
            text: (el.getAttribute("aria-label") ?? el.textContent ?? "").trim(),
            h: el.getBoundingClientRect().height,
          }))
          .filter((b) => b.h > 0 && b.h < 36),
      );
      expect(small).toEqual([]);
    }
  });
}

for (const path of ["/admin/layouts/navbar", "/admin/layouts/footer"]) {
  test(`editor ${path}: the logo preview shows the whole picture in a fixed box`, async ({ page }) => {
    await signIn(page);
    await page.goto(path);
    await hydrated(page);
    // a logo is already chosen: its picture shows before any choice; then another one from the picker
    await expect(page.getByTestId("image-picker-preview").first()).toBeVisible();
    await page.getByRole("button", { name: "Change the image for “Logo”" }).click();
    const picker = page.getByRole("dialog", { name: "Choose an image for “Logo”" });
    await expect(picker.getByRole("option").nth(1), "a library image to choose").toBeVisible();
    await picker.getByRole("option").last().click();
    await expect(picker).toBeHidden();
    const preview = page.getByTestId("image-picker-preview").first();
    await expect(preview).toBeVisible();
    const box = await preview.evaluate((img) => {
      const style = getComputedStyle(img);
      return { fit: style.objectFit, width: img.getBoundingClientRect().width, height: img.getBoundingClientRect().height };
    });
    // contained, not cropped (object-cover cut a wide logo's ends off)
    expect(box).toEqual({ fit: "contain", width: 96, height: 64 });
  });
}
