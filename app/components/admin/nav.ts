import type { ComponentType, SVGProps } from "react";
import { mayOpen } from "#server/modules/auth/admin-access.js";
import type { Role } from "#server/modules/auth/roles.js";
import {
  BriefcaseIcon,
  BuildingIcon,
  ClipboardIcon,
  HomeIcon,
  IdCardIcon,
  ImagesIcon,
  InfoIcon,
  KeyIcon,
  LanguagesIcon,
  LayoutIcon,
  MailIcon,
  SparkIcon,
  UploadIcon,
  UserPlusIcon,
  UsersIcon,
} from "./icons";

export interface AdminNavItem {
  to: string;
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Shown under its parent, indented (Create Admin under Admins). */
  child?: true;
  /** Served outside Remix (the queue dashboard): followed with a full page load. */
  external?: true;
  /** A technical page, marked as such. */
  technical?: true;
  /** Its count of unread items, shown as a badge (AdminBadges). */
  badge?: keyof AdminBadges;
}

/** The sidebar's unread counts, read by the admin layout's loader on every page. */
export interface AdminBadges {
  messages: number;
  quotes: number;
}

export interface AdminNavGroup {
  label: string;
  items: AdminNavItem[];
}

/**
 * The admin sidebar: Design edits page content, Content the forms and the image library, then the Inbox, the
 * Records and the Accounts (with the technical queue dashboard). Every item fits a 1280×800 window without
 * scrolling; each group collapses.
 */
export const adminNavGroups: AdminNavGroup[] = [
  {
    label: "Design",
    items: [
      { to: "/admin/layouts", label: "Layouts", icon: LayoutIcon },
      { to: "/admin/home", label: "Home", icon: HomeIcon },
      { to: "/admin/about", label: "About", icon: InfoIcon },
      { to: "/admin/services", label: "Services", icon: BriefcaseIcon },
      { to: "/admin/projects", label: "Projects", icon: BuildingIcon },
      { to: "/admin/man-power", label: "Manpower projects", icon: UsersIcon },
      { to: "/admin/gallery", label: "Gallery", icon: ImagesIcon },
      { to: "/admin/contact", label: "Contact", icon: MailIcon },
      { to: "/admin/training", label: "Training", icon: IdCardIcon },
      { to: "/admin/translations", label: "Translations", icon: LanguagesIcon },
    ],
  },
  {
    label: "Content",
    items: [
      { to: "/admin/forms-and-reports", label: "Forms & Reports", icon: ClipboardIcon },
      { to: "/admin/image-upload", label: "Image Upload", icon: UploadIcon },
    ],
  },
  {
    label: "Inbox",
    items: [
      { to: "/admin/messages-list", label: "Messages", icon: MailIcon, badge: "messages" },
      { to: "/admin/quotes", label: "Quotes", icon: BriefcaseIcon, badge: "quotes" },
    ],
  },
  {
    label: "Records",
    items: [
      { to: "/admin/payments", label: "Payments", icon: IdCardIcon },
      { to: "/admin/audit", label: "Audit log", icon: ClipboardIcon },
    ],
  },
  {
    label: "Accounts",
    items: [
      { to: "/admin/admins", label: "Admins", icon: UsersIcon },
      { to: "/admin/create-admin", label: "Create Admin", icon: UserPlusIcon, child: true },
      { to: "/admin/api-tokens", label: "API tokens", icon: KeyIcon },
      { to: "/admin/queues", label: "Background jobs", icon: SparkIcon, external: true, technical: true },
    ],
  },
];

/**
 * The groups as `role` sees them: the pages its role may not open left out (an editor's Admins page shows only
 * their own account, so it is named "Your account"), and groups left empty dropped.
 */
export function navGroupsFor(role: Role): AdminNavGroup[] {
  return adminNavGroups
    .map((group) => ({
      label: group.label,
      items: group.items
        .filter((item) => mayOpen(role, item.to))
        .map((item) => (item.to === "/admin/admins" && role !== "owner" ? { ...item, label: "Your account" } : item)),
    }))
    .filter((group) => group.items.length > 0);
}

/** /admin shows the Home editor, so the Home link counts as current there too. */
export function isNavItemActive(to: string, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (to === "/admin/home" && path === "/admin") return true;
  return path === to || path.startsWith(`${to}/`);
}
