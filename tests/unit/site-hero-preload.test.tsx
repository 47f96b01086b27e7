import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { PublicImage } from "../../server/modules/content/images.server.js";
import type { Section } from "../../server/modules/content/sections.js";
import { heroPreload } from "../../app/components/site/responsive-image.js";
import { Hero, pageHeroImage } from "../../app/components/site/sections.js";

const image = (id: number): PublicImage => ({
  id,
  alt: "",
  src: `/media/images/${id}/640.webp`,
  srcSet: `/media/images/${id}/320.webp 320w, /media/images/${id}/640.webp 640w, /media/images/${id}/1280.webp 1280w`,
  fullSrc: `/media/images/${id}/1280.webp`,
  width: 1280,
  height: 800,
  category: "site",
});

const sections: Section[] = [
  { id: "s1", type: "stats", title: "", items: [{ value: "25+", label: "Years" }] },
  { id: "s2", type: "hero", eyebrow: "", title: "Building Bangladesh", subtitle: "", imageId: 7 },
];

describe("hero preload", () => {
  it("finds the image of a content page's hero section", () => {
    expect(pageHeroImage({ sections, images: { 7: image(7), 8: image(8) } })?.id).toBe(7);
    expect(pageHeroImage({ sections: sections.slice(0, 1), images: { 7: image(7) } })).toBeNull();
    expect(pageHeroImage({ sections, images: {} })).toBeNull();
    expect(pageHeroImage(null)).toBeNull();
  });

  it("preloads the variant the hero image will pick: same srcset and sizes, high priority", () => {
    const html = renderToStaticMarkup(<Hero title="Jobs" image={image(7)} />);
    const img = /<img [^>]*>/.exec(html)![0];
    const attr = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(img)?.[1];
    const [link] = heroPreload(image(7));
    expect(link).toMatchObject({ tagName: "link", rel: "preload", as: "image", fetchpriority: "high" });
    expect(link).toMatchObject({ imageSrcSet: attr("srcSet"), imageSizes: attr("sizes"), href: attr("src") });
    expect(attr("loading")).toBe("eager");
    expect(attr("fetchpriority")).toBe("high");
  });

  it("adds nothing without an image", () => {
    expect(heroPreload(null)).toEqual([]);
  });
});
