import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import { hydrated, isPhone, setCountry } from "./site-support.js";

test.beforeEach(async ({ context }) => {
  await setCountry(context, "bangladesh");
});

interface FocusReport {
  what: string;
  ratio: number;
  ring?: string;
  surface?: string;
}

/**
 * Tabs through the page and, for every control that takes focus, measures its focus indicator (an outline
 * of 2 px or more, else a box-shadow ring) against the colour of the surface it is drawn on.
 */
async function focusIndicators(page: Page, steps: number): Promise<FocusReport[]> {
  const reports: FocusReport[] = [];
  for (let i = 0; i < steps; i++) {
    await page.keyboard.press("Tab");
    const report = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      // the ring as it rests, not halfway through a colour transition
      for (const animation of el.getAnimations()) animation.finish();
      const canvas = document.createElement("canvas");
      canvas.width = canvas.height = 1;
      const ctx = canvas.getContext("2d", { willReadFrequently: true })!;
      // any CSS colour (hex, rgb, oklch) to sRGB through the canvas
      const rgba = (color: string) => {
        ctx.clearRect(0, 0, 1, 1);
        ctx.fillStyle = "#000";
        ctx.fillStyle = color;
        ctx.fillRect(0, 0, 1, 1);
        const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
        return { r: r!, g: g!, b: b!, a: a! / 255 };
      };
      const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
        const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
        return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
      };
      const style = getComputedStyle(el);
      let indicator: string | null = null;
      if (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2) indicator = style.outlineColor;
      else if (style.boxShadow !== "none") {
        // the ring is the shadow with a spread and no blur: "<color> 0px 0px 0px 2px"
        const ring = style.boxShadow
          .split(/,(?![^(]*\))/)
          .map((s) => s.trim())
          .find((s) => /\b0px 0px 0px [1-9]/.test(s));
        if (ring) indicator = ring.replace(/\s*(inset\s*)?(-?[\d.]+px\s*){3,4}(inset)?$/, "");
      }
      const what = `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? (el as HTMLInputElement).name ?? "").trim().slice(0, 40)}"`;
      if (!indicator) return { what, ratio: 0 };
      // the surface the ring is drawn on: the nearest mostly opaque background around the control
      let surface = "#fff";
      for (let node = el.parentElement; node; node = node.parentElement) {
        const bg = getComputedStyle(node).backgroundColor;
        if (rgba(bg).a > 0.5) {
          surface = bg;
          break;
        }
      }
      const [l1, l2] = [luminance(rgba(indicator)), luminance(rgba(surface))].sort((a, b) => b - a);
      return { what, ratio: Math.round(((l1! + 0.05) / (l2! + 0.05)) * 100) / 100, ring: indicator, surface };
    });
    if (report) reports.push(report);
  }
  return reports;
}

test.describe("focus rings", { tag: "@desktop" }, () => {
  // the same styles on every screen; the header and forms are longest to tab through on a desktop
  for (const path of ["/", "/contact", "/quote", "/apply-jobs-now"]) {
    test(`every control on ${path} shows a focus ring of at least 3:1`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const reports = await focusIndicators(page, 30);
      expect(reports.length).toBeGreaterThan(10);
      const faint = reports.filter((r) => r.ratio < 3).map((r) => `${r.what}: ${r.ring} on ${r.surface} = ${r.ratio}:1`);
      expect(faint).toEqual([]);
    });
  }
});

test.describe("dialogs give focus back to what opened them", () => {
  test("Switch Country: Escape returns focus to the link that opened it", async ({ page }, testInfo) => {
    await page.goto("/about");
    await hydrated(page);
    if (isPhone(testInfo)) await page.getByLabel("Menu").click();
    const opener = page.getByRole("link", { name: /Switch Country/ }).filter({ visible: true });
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Switch Country" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    // and after its Close button
    await page.keyboard.press("Enter");
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test("a project's details: Escape returns focus to its card", async ({ page }) => {
    await page.goto("/project");
    await hydrated(page);
    const opener = page.getByRole("button", { name: /View details|Details/i }).first();
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });
});
