import { describe, expect, it } from "vitest";
import { adminNavGroups, isNavItemActive } from "../../app/components/admin/nav.js";

describe("admin sidebar", () => {
  it("has the Design and Functionality groups and links in order, then the Inbox and Records", () => {
    expect(adminNavGroups.map((g) => [g.label, g.items.map((i) => i.to)])).toEqual([
      [
        "Design",
        [
          "/admin/layouts",
          "/admin/home",
          "/admin/about",
          "/admin/services",
          "/admin/projects",
          "/admin/man-power",
          "/admin/gallery",
          "/admin/contact",
          "/admin/training",
          "/admin/translations",
        ],
      ],
      [
        "Functionality",
        ["/admin/forms-and-reports", "/admin/image-upload", "/admin/create-admin", "/admin/admins", "/admin/api-tokens"],
      ],
      ["Inbox", ["/admin/messages-list", "/admin/quotes"]],
      ["Records", ["/admin/payments", "/admin/audit"]],
    ]);
  });

  it("marks the current link, its child pages, and Home for /admin", () => {
    expect(isNavItemActive("/admin/home", "/admin")).toBe(true);
    expect(isNavItemActive("/admin/home", "/admin/")).toBe(true);
    expect(isNavItemActive("/admin/forms-and-reports", "/admin/forms-and-reports/apply-now")).toBe(true);
    expect(isNavItemActive("/admin/about", "/admin/about")).toBe(true);
    expect(isNavItemActive("/admin/about", "/admin/home")).toBe(false);
    expect(isNavItemActive("/admin/image-upload", "/admin/image-uploads")).toBe(false);
  });
});
