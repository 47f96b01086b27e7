import { roleAllows, type Role } from "./roles.js";

/**
 * Who may use each page of the admin area (docs/product.md, "Roles"): every admin route's full path, as Remix
 * matches it, with the least role its loader and action need, and, for a page whose action takes several
 * `intent`s, the least role of each. `requireAdmin` (auth.server.ts) applies these rules to every admin loader and
 * action from the request's own address, so no route can forget them; a path or intent that is not listed here is
 * refused, and `tests/integration/admin-routes-guard.test.ts` fails for an admin route without a rule.
 *
 * Pure data, safe in the browser: the sidebar hides what the signed-in role may not open.
 */
export interface AccessRule {
  role: Role;
  /** The page's action intents; an intent missing here is refused (for pages with one action, leave it out). */
  intents?: Readonly<Record<string, Role>>;
}

const DOCUMENT_EDITOR: AccessRule = {
  role: "editor",
  intents: { save: "editor", publish: "editor", restore: "editor", "replace-save": "editor", "replace-publish": "editor" },
};

export const ADMIN_ACCESS = {
  // the layout, the dashboard (the Home editor) and the admin area's 404
  "/admin": DOCUMENT_EDITOR,
  "/admin/*": { role: "editor" },
  // page content
  "/admin/home": DOCUMENT_EDITOR,
  "/admin/about": DOCUMENT_EDITOR,
  "/admin/contact": DOCUMENT_EDITOR,
  "/admin/training": DOCUMENT_EDITOR,
  "/admin/layouts": DOCUMENT_EDITOR,
  "/admin/layouts/navbar": DOCUMENT_EDITOR,
  "/admin/layouts/footer": DOCUMENT_EDITOR,
  "/admin/services": DOCUMENT_EDITOR,
  "/admin/projects": DOCUMENT_EDITOR,
  "/admin/man-power": DOCUMENT_EDITOR,
  "/admin/gallery": DOCUMENT_EDITOR,
  // what is missing in Bangla and Arabic
  "/admin/translations": { role: "editor" },
  // the media library: its grid, one image's page, the one-file upload and the editors' picker
  "/admin/image-upload": { role: "editor", intents: { upload: "editor", delete: "editor" } },
  "/admin/image-upload/:imageId": { role: "editor", intents: { update: "editor", replace: "editor", delete: "editor" } },
  "/admin/image-upload/file": { role: "editor" },
  "/admin/image-upload/picker": { role: "editor" },
  "/admin/files/:fileId": { role: "editor" },
  // forms, their responses and the medical reports
  "/admin/forms-and-reports": { role: "editor" },
  "/admin/forms-and-reports/:form": {
    role: "editor",
    intents: {
      "add-field": "editor",
      "update-field": "editor",
      "delete-field": "editor",
      "move-field": "editor",
      "reorder-fields": "editor",
      "save-form-name": "editor",
      "update-response": "editor",
      "set-stage": "editor",
      "check-duplicate": "editor",
      "delete-response": "editor",
      export: "editor",
      "save-job": "editor",
      "delete-job": "editor",
      // the registration fee
      "update-amount": "owner",
    },
  },
  "/admin/forms-and-reports/medical-reports": { role: "editor" },
  "/admin/forms-and-reports/medical-reports/:reportId/download": { role: "editor" },
  "/admin/forms-and-reports/medical-reports/:reportId/earlier/:earlierId": { role: "editor" },
  "/admin/exports/:exportId": { role: "editor" },
  // the inbox
  "/admin/messages-list": {
    role: "editor",
    intents: { read: "editor", "mark-read": "editor", "mark-unread": "editor", delete: "editor" },
  },
  "/admin/quotes": {
    role: "editor",
    intents: { "mark-read": "editor", "mark-unread": "editor", status: "editor", delete: "editor" },
  },
  "/admin/quotes/:id": { role: "editor", intents: { status: "editor" } },
  "/admin/quotes/:id/attachment": { role: "editor" },
  // accounts: an editor sees only their own account there, and changes only their own password
  "/admin/admins": {
    role: "editor",
    intents: { "change-password": "editor", disable: "owner", enable: "owner", remove: "owner", "set-role": "owner" },
  },
  "/admin/create-admin": { role: "owner" },
  "/admin/api-tokens": { role: "owner", intents: { create: "owner", revoke: "owner" } },
  // records
  "/admin/payments": { role: "owner" },
  "/admin/payments/export": { role: "owner" },
  "/admin/audit": { role: "owner" },
  // the technical queue dashboard (server/http/queue-dashboard.ts, outside Remix)
  "/admin/queues": { role: "owner" },
} as const satisfies Record<string, AccessRule>;

export type AdminPath = keyof typeof ADMIN_ACCESS;

const PATTERNS = (Object.keys(ADMIN_ACCESS) as AdminPath[]).map((path) => ({ path, segments: path.split("/").slice(1) }));

/**
 * The rule of the admin page at `pathname` (a single-fetch `.data` suffix ignored): the listed path that matches it
 * with the most literal segments, `/admin/*` for an address no page answers, null outside the admin area.
 * `/admin/queues` covers everything under it (the dashboard's own pages and API).
 */
export function accessRuleFor(pathname: string): { path: AdminPath; rule: AccessRule } | null {
  const clean = pathname.replace(/\.data$/, "").replace(/\/+$/, "") || "/";
  const segments = clean.split("/").slice(1);
  if (segments[0] !== "admin") return null;
  if (segments[1] === "queues") return { path: "/admin/queues", rule: ADMIN_ACCESS["/admin/queues"] };
  let best: { path: AdminPath; score: number } | null = null;
  for (const pattern of PATTERNS) {
    if (pattern.path === "/admin/*" || pattern.segments.length !== segments.length) continue;
    let score = 0;
    const matches = pattern.segments.every((part, i) => {
      if (part.startsWith(":")) return segments[i] !== "";
      score += 1;
      return part === segments[i];
    });
    if (matches && (!best || score > best.score)) best = { path: pattern.path, score };
  }
  const path = best?.path ?? "/admin/*";
  return { path, rule: ADMIN_ACCESS[path] };
}

/** Whether `role` may load the page at `pathname` (the sidebar's question). */
export function mayOpen(role: Role, pathname: string): boolean {
  const found = accessRuleFor(pathname);
  return !found || roleAllows(role, found.rule.role);
}
