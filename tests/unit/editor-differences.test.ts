import { describe, expect, it } from "vitest";
import { differingFields } from "../../app/components/admin/editor/differences.js";

/*
 * The conflict notice's list (issue 29 finding 1): the fields that differ between the version someone else saved and
 * the refused form, in the editor's words, entries matched by what identifies them.
 */

const hero = (title: string) => ({ id: "hero", type: "hero", eyebrow: "", title, subtitle: "", imageId: null });
const faq = { id: "faq", type: "faq", title: "Questions", items: [{ question: "Why?", answer: "Because." }] };

describe("differingFields", () => {
  it("names a page's changed fields by section, theirs against yours, and nothing that is the same", () => {
    const theirs = { title: "Home", description: "", sections: [hero("Their heading"), faq] };
    const yours = { title: "Home page", description: "", sections: [hero("My heading"), faq] };
    expect(differingFields(theirs, yours)).toEqual({
      fields: [
        { label: "Page title", theirs: "“Home”", yours: "“Home page”" },
        { label: "Banner (hero) section “Their heading” › Heading", theirs: "“Their heading”", yours: "“My heading”" },
      ],
      more: 0,
    });
  });

  it("tells a moved, an added and a removed section apart instead of listing every field after them", () => {
    const cta = { id: "cta", type: "cta", title: "Talk to us", body: "", primary: { label: "Call", href: "/contact" } };
    const theirs = { title: "Home", description: "", sections: [hero("Welcome"), faq, cta] };
    const yours = { title: "Home", description: "", sections: [faq, hero("Welcome")] };
    expect(differingFields(theirs, yours).fields.map((f) => f.label)).toEqual([
      "Call to action section “Talk to us”: only in theirs",
      "Sections: the order",
    ]);
  });

  it("labels nested buttons and collection entries, and leaves out values too long to read in a line", () => {
    const theirs = { projects: [{ id: 4, title: "Villa", description: "x".repeat(200), cta: { label: "See", href: "/a" } }] };
    const yours = { projects: [{ id: 4, title: "Villa", description: "y".repeat(200), cta: { label: "See", href: "/b" } }] };
    expect(differingFields(theirs, yours).fields).toEqual([
      { label: "Project “Villa” › Description", theirs: undefined, yours: undefined },
      { label: "Project “Villa” › Button › Link (/page, https://…, mailto: or tel:)", theirs: "“/a”", yours: "“/b”" },
    ]);
  });

  it("matches gallery images by image and lists at most `limit` fields, counting the rest", () => {
    const image = (imageId: number, caption: string) => ({ imageId, caption, alt: "A", decorative: false });
    const theirs = { images: [image(1, "One"), image(2, "Two"), image(3, "Three")], categories: [] };
    const yours = { images: [image(1, "Uno"), image(2, "Dos"), image(3, "Tres")], categories: [] };
    const { fields, more } = differingFields(theirs, yours, 2);
    expect(fields.map((f) => f.label)).toEqual([
      "Image “One” › Caption (shown under the image)",
      "Image “Two” › Caption (shown under the image)",
    ]);
    expect(more).toBe(1);
  });
});
