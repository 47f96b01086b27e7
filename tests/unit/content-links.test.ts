import { describe, expect, it } from "vitest";
import { heroSectionSchema, isSitePath } from "../../server/modules/content/sections.js";

/*
 * Issue 29 finding 12: an editor link that starts with `/` must stay on the site. The check a browser makes is the
 * one these tests make: resolve the link against the site's address and compare the host.
 */

const SITE = "https://example.com";
const hostOf = (href: string) => new URL(href, SITE).host;

/** A hero section whose main button links to `href`, through the schema every editor and API write uses. */
const withLink = (href: string) =>
  heroSectionSchema.safeParse({ id: "hero", type: "hero", title: "Welcome", primaryCta: { label: "Go", href } });

/** Links a browser resolves to another host although they start with a slash (or white space and a slash). */
const OFF_SITE = [
  "//evil.example/x",
  "/\\evil.example/x",
  "\\\\evil.example/x",
  "/\\/evil.example",
  "\\/evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "/\t\\evil.example",
  " //evil.example",
  "\u0000//evil.example",
];

/** Links that are harmless in a browser but become one of the above wherever a server decodes the path first. */
const ENCODED = ["/%5Cevil.example/x", "/%5cevil.example", "/%2F/evil.example", "/%2fevil.example", "/ /evil.example"];

describe("the editor link rule", () => {
  it.each(OFF_SITE)("refuses %j, which a browser resolves off the site", (href) => {
    expect(hostOf(href), "the browser really leaves the site").not.toBe("example.com");
    expect(isSitePath(href)).toBe(false);
    const parsed = withLink(href);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(["primaryCta", "href"]);
  });

  it.each(ENCODED)("refuses %j, an encoded slash or backslash (or a space) after the leading slash", (href) => {
    expect(isSitePath(href)).toBe(false);
    expect(withLink(href).success).toBe(false);
  });

  it.each(["/", "/about", "/services/steel-works?tab=2#top", "/contact#form", "/a/%20b", "/about//team", "/a\\b"])(
    "keeps the site path %j, which stays on the site",
    (href) => {
      expect(hostOf(href)).toBe("example.com");
      expect(isSitePath(href)).toBe(true);
      expect(withLink(href).success).toBe(true);
    },
  );

  it.each(["https://partner.example/page", "http://partner.example", "mailto:info@example.com", "tel:+8801700000000"])(
    "keeps the other kinds of link (%j)",
    (href) => {
      expect(withLink(href).success).toBe(true);
    },
  );

  it.each(["evil.example", "javascript:alert(1)", "https:/\\evil.example", "data:text/html,x"])(
    "refuses %j, which is no kind of link the rule allows",
    (href) => {
      expect(withLink(href).success).toBe(false);
    },
  );
});
