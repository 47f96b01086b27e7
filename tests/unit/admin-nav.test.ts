import { describe, expect, it } from "vitest";
import { adminNavGroups, isNavItemActive, navGroupsFor } from "../../app/components/admin/nav.js";

describe("admin sidebar", () => {
  it("has the Design and Content groups and links in order, then the Inbox, Records and Accounts", () => {
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
      ["Content", ["/admin/forms-and-reports", "/admin/image-upload"]],
      ["Inbox", ["/admin/messages-list", "/admin/quotes"]],
      ["Records", ["/admin/payments", "/admin/audit"]],
      ["Accounts", ["/admin/admins", "/admin/create-admin", "/admin/api-tokens", "/admin/queues"]],
    ]);
  });

  it("shows an editor only what an editor may open, their own account as “Your account”", () => {
    const editor = navGroupsFor("editor");
    const links = editor.flatMap((g) => g.items.map((i) => i.to));
    expect(links).not.toEqual(expect.arrayContaining(["/admin/payments"]));
    for (const ownerOnly of ["/admin/payments", "/admin/audit", "/admin/create-admin", "/admin/api-tokens", "/admin/queues"]) {
      expect(links).not.toContain(ownerOnly);
    }
    expect(editor.map((g) => g.label)).toEqual(["Design", "Content", "Inbox", "Accounts"]);
    expect(editor.at(-1)!.items).toEqual([expect.objectContaining({ to: "/admin/admins", label: "Your account" })]);
    expect(navGroupsFor("owner").flatMap((g) => g.items)).toHaveLength(20);
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
