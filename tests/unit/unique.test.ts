import { describe, expect, it } from "vitest";
import { galleryContentSchema } from "../../server/modules/content/gallery.js";

describe("a list's no-repeats rule", () => {
  it("refuses the second image and the second category at their own field, and passes a list without repeats", () => {
    const image = (imageId: number) => ({ imageId, alt: "A crane at dusk" });
    const chip = (category: string) => ({ category, chipLabel: category });
    const refused = galleryContentSchema.safeParse({
      images: [image(1), image(2), image(1)],
      categories: [chip("sites"), chip("Sites")],
    });
    expect(refused.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["images.2.imageId", "This image is already in the gallery."],
      ["categories.1.category", "This category is already in the list."],
    ]);
    expect(galleryContentSchema.safeParse({ images: [image(1), image(2)], categories: [chip("sites")] }).success).toBe(true);
  });
});
