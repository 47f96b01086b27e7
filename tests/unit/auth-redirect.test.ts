import { describe, expect, it } from "vitest";
import { safeRedirect } from "../../app/utils/redirect.js";

describe("safeRedirect", () => {
  it("keeps same-site paths with their query and hash", () => {
    expect(safeRedirect("/admin")).toBe("/admin");
    expect(safeRedirect("/admin/forms-and-reports/apply-now?page=2#responses")).toBe(
      "/admin/forms-and-reports/apply-now?page=2#responses",
    );
  });

  it("normalises dot segments without leaving the site", () => {
    expect(safeRedirect("/admin/../admin/home")).toBe("/admin/home");
    expect(safeRedirect("/../../etc")).toBe("/etc");
  });

  it("falls back for anything that could leave the site", () => {
    const hostile = [
      "https://evil.example",
      "//evil.example",
      "///evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "javascript:alert(1)",
      "admin",
      "",
      " /admin",
      `/${"a".repeat(3000)}`,
      // dot segments that normalise into a protocol-relative target
      "/.//evil.example",
      "/..//evil.example",
      "/a/..//evil.example",
      "/./\\evil.example",
    ];
    for (const to of hostile) expect(safeRedirect(to, "/admin"), JSON.stringify(to)).toBe("/admin");
  });

  it("falls back for missing values and files", () => {
    expect(safeRedirect(null)).toBe("/");
    expect(safeRedirect(undefined, "/admin")).toBe("/admin");
    expect(safeRedirect(new File(["x"], "x.txt"), "/admin")).toBe("/admin");
  });
});
