import { describe, expect, it } from "vitest";
import { SEED_IMAGES, SEED_PORTFOLIO, SEED_SERVICE_CARDS, SEED_SERVICE_LIST } from "../../server/modules/seed/content.js";
import { illustrationSvg } from "../../server/modules/seed/illustrations.js";

describe("demo images", () => {
  it("carry no words a card's crop could cut: only the logo draws text", () => {
    const withText = Object.entries(SEED_IMAGES)
      .filter(([, image]) => image.scene !== "logo")
      .filter(([key, image]) =>
        /<text\b/.test(illustrationSvg({ scene: image.scene, palette: image.palette, seed: key, width: 1200, height: 800 })),
      )
      .map(([key]) => key);
    expect(withText).toEqual([]);
    // the check itself sees text where there is some
    expect(illustrationSvg({ scene: "logo", palette: "day", seed: "logo", width: 600, height: 200 })).toMatch(/<text\b/);
  });

  it("never show a portfolio project's picture on a service card or in the service list", () => {
    const projectImages = new Set(SEED_PORTFOLIO.flatMap((p) => [p.image, ...p.gallery]));
    const serviceImages = [...SEED_SERVICE_CARDS, ...SEED_SERVICE_LIST].map((s) => s.image);
    expect(serviceImages.length).toBeGreaterThan(0);
    expect(serviceImages.filter((key) => projectImages.has(key))).toEqual([]);
  });
});
